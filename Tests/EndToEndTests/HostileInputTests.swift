import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 10: hostile inputs, run through the built binary as CI would run it. Each case
/// states the exit code (2), the located message, and that no output file was written.
@Suite("Hostile input through the command line", .serialized, .enabled(if: NavauditProcess.binary != nil))
struct HostileInputTests {
  static let scenario = """
    format: 1
    strings: [Strings/]
    locales: [de]
    devices: ["iPhone 16"]
    screens:
      a: { title: { key: a.title } }
    flows:
      - { name: F, root: { navigation: [a] }, steps: [] }

    """

  /// A project folder with the scenario and `files` (relative path → bytes).
  static func project(_ files: [String: [UInt8]]) throws -> URL {
    let folder = try RepositoryPaths.temporaryFolder()
    try scenario.write(to: folder.appendingPathComponent("s.navaudit.yaml"), atomically: true, encoding: .utf8)
    for (path, bytes) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return folder
  }

  /// Runs `audit` (writing JSON) and `strings lint` and checks both refuse the input.
  static func expectRefused(
    _ folder: URL, message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    for arguments in [["audit", "s.navaudit.yaml", "-o", "json=out.json"], ["strings", "lint", "s.navaudit.yaml"]] {
      let outcome = try NavauditProcess.run(arguments, in: folder)
      #expect(outcome.status == 2, "\(arguments[0]): \(outcome.stderr)", sourceLocation: sourceLocation)
      #expect(outcome.stderr.contains(message), "\(arguments[0]): \(outcome.stderr)", sourceLocation: sourceLocation)
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path),
        sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: ["UTF-32", "EBCDIC-US", "ebcdic-us"])
  func aStringsdictDeclaringAnUnsupportedEncodingIsRefusedNotCrashed(_ encoding: String) throws {
    let folder = try Self.project([
      "Strings/de.lproj/Localizable.stringsdict": Array(
        "<?xml version=\"1.0\" encoding=\"\(encoding)\"?><plist version=\"1.0\"><dict/></plist>".utf8)
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.expectRefused(
      folder,
      message: "Strings/de.lproj/Localizable.stringsdict:1:31: error: XML encoding '\(encoding)' is not supported")
  }

  @Test func anXLIFFDeclaringUTF32IsRefused() throws {
    let folder = try Self.project([
      "Strings/de.xliff": Array("<?xml version='1.0' encoding='UTF-32'?><xliff version='1.2'/>".utf8)
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.expectRefused(folder, message: "Strings/de.xliff:1:31: error: XML encoding 'UTF-32' is not supported")
  }

  @Test func anICUIncludeOfAFileOutsideTheTableIsRefused() throws {
    let folder = try Self.project([
      "secret.txt": Array("TOP SECRET".utf8),
      "Strings/Localizable/de.txt": Array("de {\n  a.title:include { \"../../secret.txt\" }\n}\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.expectRefused(
      folder,
      message:
        "Strings/Localizable/de.txt:2:21: error: ':include' of '../../secret.txt' reaches outside the table's folder")
  }

  @Test func aFIFONamedLikeATableIsRefusedWithoutHanging() throws {
    let folder = try Self.project([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let lproj = folder.appendingPathComponent("Strings/de.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    #expect(mkfifo(lproj.appendingPathComponent("Localizable.strings").path, 0o600) == 0)
    try Self.expectRefused(
      folder,
      message:
        "Strings/de.lproj/Localizable.strings:1:1: error: 'Strings/de.lproj/Localizable.strings' is a FIFO, not a regular file"
    )
  }

  @Test func anAbsoluteStringsPathIsUsedAsWritten() throws {
    let folder = try Self.project([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let yaml = Self.scenario.replacingOccurrences(of: "strings: [Strings/]", with: "strings: [/dev/zero]")
    try yaml.write(to: folder.appendingPathComponent("s.navaudit.yaml"), atomically: true, encoding: .utf8)
    let outcome = try NavauditProcess.run(["strings", "lint", "s.navaudit.yaml"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("is a character device, not a string table or folder"))
    #expect(!outcome.stderr.contains("dev/zero/"))
  }

  @Test func aScenarioLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
    let folder = try Self.project([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("s.navaudit.yaml").path
    #expect(truncate(path, off_t(8 << 20) + 1) == 0)
    try Self.expectRefused(
      folder,
      message:
        "s.navaudit.yaml:1:1: error: 's.navaudit.yaml' is 8388609 bytes; navaudit reads a scenario file of at most 8388608 bytes"
    )
  }

  @Test func aSixteenByteTranslationWithAHugeWidthIsLeftAsWritten() throws {
    let folder = try Self.project([
      "Strings/de.lproj/Localizable.strings": Array("\"a.title\" = \"%100000d Objekte\";\n".utf8)
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(["audit", "s.navaudit.yaml", "--format", "json"], in: folder)
    #expect(outcome.stdout.contains("%100000d Objekte"))
    #expect(outcome.stdout.utf8.count < 1_000_000)
  }
}

import Diagnostics
import Foundation
import StringTables
import Testing
import TextFiles
import UnicodeSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 10, defects 3 and 15: ICU tables that read outside their folder, and files or
/// folders that were skipped without a word.
@Suite("Hostile table files and folders", .serialized)
struct TableFilesHardeningTests {
  static func load(_ folder: String, paths: [String]? = nil) throws -> StringStore {
    try StringStore.load(paths: paths ?? [folder], baseDirectory: folder, developmentLanguage: locale("en"))
  }

  static func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  static func expectError(
    _ folder: String, paths: [String]? = nil, kind: TextFileError.Kind, _ message: String, at location: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    do {
      _ = try load(folder, paths: paths)
      Issue.record("the load succeeded", sourceLocation: sourceLocation)
    } catch let errors as InputErrors {
      guard let error = errors.onlyTableError else {
        Issue.record("expected one table error, not \(errors)", sourceLocation: sourceLocation)
        return
      }
      #expect(error.kind == kind, sourceLocation: sourceLocation)
      #expect(error.location.description == location, sourceLocation: sourceLocation)
      #expect(error.message == message, sourceLocation: sourceLocation)
    } catch {
      Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
  }

  // MARK: ICU tables (defect 3)

  static let genrbAvailable = ["/usr/bin/genrb", "/usr/local/bin/genrb"].contains {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test(arguments: [
    ("de {\n  a.title:include { \"../../secret.txt\" }\n}\n", "'include' of '../../secret.txt'", 2, 21),
    ("de {\n  a.title:import { \"/etc/hostname\" }\n}\n", "'import' of '/etc/hostname'", 2, 20),
    ("de {\n  a.title :include{\"..\" \"/secret.txt\"}\n}\n", "'include' of '../secret.txt'", 2, 20),
  ])
  func fileImportsOutsideTheFolderAreRefused(_ source: String, _ quoted: String, _ line: Int, _ column: Int) throws {
    let root = try TestFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write("SECRET", to: root + "/secret.txt")
    try Self.write(source, to: root + "/App/Main/de.txt")
    Self.expectError(
      root + "/App", kind: .outsideFolder, "':\(quoted.dropFirst()) reaches outside the table's folder",
      at: "Main/de.txt:\(line):\(column)")
  }

  @Test(arguments: [
    (
      "de {\n  a:alias { \"/ICUDATA/lang/de/Languages\" }\n}\n",
      "alias '/ICUDATA/lang/de/Languages' leads outside the table's bundle"
    ),
    ("de {\n  a:alias { \"../other/de/x\" }\n}\n", "alias '../other/de/x' leads outside the table's bundle"),
    ("de {\n  \"%%ALIAS\" { \"../secret\" }\n}\n", "'%%ALIAS' of '../secret' must name a locale of the same folder"),
    ("de {\n  a:process(uca_rules) { \"x.txt\" }\n}\n", "ICU resource type 'process(uca_rules)' is not supported"),
    ("de {\n  a:\"\\u0069nclude\" { \"x.txt\" }\n}\n", "ICU resource type '\\u0069nclude' is not supported"),
    ("de {\n  a:include { \"\\u002e\\u002e/x.txt\" }\n}\n", "escapes are not allowed in the path of ':include'"),
  ])
  func aliasesAndOtherTypesThatLeaveTheBundleAreRefused(_ source: String, _ message: String) throws {
    let root = try TestFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write(source, to: root + "/Main/de.txt")
    do {
      _ = try Self.load(root)
      Issue.record("the load succeeded")
    } catch let errors as InputErrors {
      let error = errors.onlyTableError
      #expect(error?.kind == .outsideFolder)
      #expect(error?.message == message)
      #expect(error?.location.path == "Main/de.txt")
      #expect(error?.location.line == 2)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test(.enabled(if: genrbAvailable)) func anIncludeInsideTheFolderIsRead() throws {
    let root = try TestFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write(
      "de {\n  a.title:string { \"Titel\" }\n  b:include { \"notes.text\" }\n}\n", to: root + "/Main/de.txt")
    try Self.write("Notiz", to: root + "/Main/notes.text")
    let store = try Self.load(root)
    #expect(store.resolve(key: "a.title", table: "Main", locale: try locale("de"))?.text == "Titel")
  }

  // MARK: Files and folders that were skipped (defect 15)

  @Test func aSymlinkedStringsFolderIsFollowed() throws {
    let root = try TestFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write("\"title\" = \"Titel\";\n", to: root + "/Real/de.lproj/Localizable.strings")
    try FileManager.default.createSymbolicLink(atPath: root + "/Strings", withDestinationPath: root + "/Real")
    let store = try Self.load(root, paths: [root + "/Strings"])
    #expect(store.resolve(key: "title", table: "Localizable", locale: try locale("de"))?.text == "Titel")
    #expect(store.tables.map(\.path) == ["Strings/de.lproj/Localizable.strings"])
  }

  @Test func aSymlinkLoopIsRefusedInsteadOfWalkedForever() throws {
    let root = try TestFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write("\"title\" = \"Titel\";\n", to: root + "/Strings/de.lproj/Localizable.strings")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Strings/de.lproj/again", withDestinationPath: root + "/Strings")
    Self.expectError(
      root, paths: [root + "/Strings"], kind: .unreadable,
      "symbolic link 'Strings/de.lproj/again' leads back into a folder it is in",
      at: "Strings/de.lproj/again:1:1")
  }

  @Test func aSelfReferencingLinkIsRefused() throws {
    let root = try TestFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/Strings", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Strings/loop.strings", withDestinationPath: root + "/Strings/loop.strings")
    Self.expectError(
      root, paths: [root + "/Strings"], kind: .unreadable,
      "symbolic link 'Strings/loop.strings' leads back into a folder it is in", at: "Strings/loop.strings:1:1")
  }

  @Test func aFIFOGivenAsAStringsEntryIsRefusedWithoutOpeningIt() throws {
    let root = try TestFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(mkfifo(root + "/pipe", 0o600) == 0)
    Self.expectError(
      root, paths: [root + "/pipe"], kind: .unreadable, "'pipe' is a FIFO, not a string table or folder",
      at: "pipe:1:1")
  }

  @Test func aFIFONamedLikeATableIsRefusedWithoutOpeningIt() throws {
    let root = try TestFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/de.lproj", withIntermediateDirectories: true)
    #expect(mkfifo(root + "/de.lproj/Localizable.strings", 0o600) == 0)
    Self.expectError(
      root, kind: .unreadable, "'de.lproj/Localizable.strings' is a FIFO, not a regular file",
      at: "de.lproj/Localizable.strings:1:1")
  }

  @Test func aCharacterDeviceIsRefused() throws {
    Self.expectError(
      "/", paths: ["/dev/zero"], kind: .unreadable, "'dev/zero' is a character device, not a string table or folder",
      at: "dev/zero:1:1")
  }

  @Test(.enabled(if: getuid() != 0, "root reads every folder"))
  func anUnreadableLocaleFolderIsAnError() throws {
    let root = try TestFixtures.temporaryDirectory()
    defer {
      chmod(root + "/de.lproj", 0o755)
      try? FileManager.default.removeItem(atPath: root)
    }
    try Self.write("\"title\" = \"Titel\";\n", to: root + "/de.lproj/Localizable.strings")
    chmod(root + "/de.lproj", 0)
    Self.expectError(root, kind: .unreadable, "cannot read folder 'de.lproj': permission denied", at: "de.lproj:1:1")
  }

  // MARK: File sizes

  @Test func aFileAtTheByteBoundIsReadAndOneByteMoreIsRefused() throws {
    let root = try TestFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/f"
    try Data(repeating: 0x41, count: 1_000).write(to: URL(fileURLWithPath: path))
    #expect(try InputFile.read(atPath: path, maximumBytes: 1_000).get().count == 1_000)
    #expect(InputFile.read(atPath: path, maximumBytes: 999) == .failure(.tooLarge(1_000)))
  }

  @Test func aTableLargerThanTheLimitIsRefusedBeforeReading() throws {
    let root = try TestFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/de.lproj/Localizable.strings"
    try Self.write("", to: path)
    // A sparse file: its size is past the bound, but no byte is written or read.
    #expect(truncate(path, off_t(StringTableLimits.maximumFileBytes + 1)) == 0)
    Self.expectError(
      root, kind: .limit,
      "'de.lproj/Localizable.strings' is \(StringTableLimits.maximumFileBytes + 1) bytes; navaudit reads a string table of at most \(StringTableLimits.maximumFileBytes) bytes",
      at: "de.lproj/Localizable.strings:1:1")
  }
}

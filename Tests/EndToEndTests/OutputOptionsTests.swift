import Foundation
import TestSupport
import Testing

/// Issue 11, part 10: `audit` and `strings lint` share one set of output options, with the
/// same meaning: `--format`, `-o [FORMAT=]FILE`, `-q` and `--fail-on`.
@Suite("Output options shared by audit and strings", .serialized, .enabled(if: NavauditProcess.binary != nil))
struct OutputOptionsTests {
  static let scenario =
    "format: 1\nstrings: [Strings/]\nscreens:\n  a: { title: { key: b } }\nflows:\n  - { name: f, root: { navigation: [a] } }\n"

  /// A scenario and its table with one finding, a warning (key 'b' is not translated into
  /// German), in a new folder.
  static func folder() throws -> URL {
    let folder = try RepositoryPaths.temporaryFolder()
    for (path, text) in [
      "t.navaudit.yaml": scenario,
      "Strings/en.lproj/Localizable.strings": "\"a\" = \"Alpha\";\n\"b\" = \"Beta\";\n",
      "Strings/de.lproj/Localizable.strings": "\"a\" = \"Alpha\";\n",
    ] {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
  }

  static let commands = [["audit", "t.navaudit.yaml", "--devices", "iPhone 16"], ["strings", "lint", "Strings"]]

  @Test(arguments: commands)
  func aPlainFileTakesTheFormatOfItsExtension(command: [String]) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(
      command + ["-q", "--fail-on", "never", "-o", "r.json", "-o", "r.sarif", "-o", "markdown=summary"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.isEmpty)
    let json = try String(contentsOf: folder.appendingPathComponent("r.json"), encoding: .utf8)
    #expect(json.hasPrefix("{") && json.contains("\"format\" : 1"))
    let sarif = try String(contentsOf: folder.appendingPathComponent("r.sarif"), encoding: .utf8)
    #expect(sarif.contains("\"version\" : \"2.1.0\""))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("summary").path))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("markdown=summary").path))
  }

  @Test(arguments: commands)
  func aFileWithoutAKnownExtensionIsAUsageError(command: [String]) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(command + ["-o", "report"], in: folder)
    #expect(outcome.status == 64)
    #expect(
      outcome.stderr.hasPrefix(
        "error: cannot tell the format of --output 'report' from its extension: write FORMAT=FILE, such as 'json=report'"
      ), "\(outcome.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("report").path))
    // With --format, a plain file takes it.
    let named = try NavauditProcess.run(
      command + ["--format", "json", "-o", "report", "--fail-on", "never"], in: folder)
    #expect(named.status == 0, "\(named.stderr)")
    #expect(try String(contentsOf: folder.appendingPathComponent("report"), encoding: .utf8).hasPrefix("{"))
  }

  @Test(arguments: commands)
  func failOnMeansTheSameForBoth(command: [String]) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The missing German translation is a warning: it fails at 'warning', not at 'error'.
    #expect(try NavauditProcess.run(command + ["--fail-on", "warning", "-o", "json=r.json"], in: folder).status == 1)
    #expect(try NavauditProcess.run(command + ["--fail-on", "never", "-o", "json=r.json"], in: folder).status == 0)
    let junit = try NavauditProcess.run(command + ["--fail-on", "warning", "-o", "junit=r.xml"], in: folder)
    #expect(junit.status == 1)
    #expect(try String(contentsOf: folder.appendingPathComponent("r.xml"), encoding: .utf8).contains("<failure"))
  }

  @Test(arguments: [["audit", "--help"], ["strings", "lint", "--help"], ["help", "strings", "lint"]])
  func helpListsTheSharedOptions(command: [String]) throws {
    let outcome = try NavauditProcess.run(command, in: RepositoryPaths.root)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.isEmpty)
    for option in ["--format <format>", "-o, --output <[FORMAT=]FILE>", "-q, --quiet", "--fail-on <fail-on>"] {
      #expect(outcome.stdout.contains(option), "\(option)")
    }
  }
}

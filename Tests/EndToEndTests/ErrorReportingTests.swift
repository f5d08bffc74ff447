import Foundation
import TestSupport
import Testing

/// Issue 11, part 3: every error of every input at once, like a compiler, capped, in a
/// stable order; exit 2 and nothing written.
@Suite("Every error at once", .serialized, .enabled(if: NavauditProcess.binary != nil))
struct ErrorReportingTests {
  /// A scenario with three independent mistakes: an unknown field, a bad value and an
  /// unknown screen in a step.
  static let threeMistakes = """
    format: 1
    app: T
    screens:
      a: { titel: Home }
      b: { title: B, hidesBackButton: maybe }
    flows:
      - name: Start
        root: { navigation: [a] }
        steps:
          - push: c
    """

  /// The lines of standard error that are errors (notes left out).
  static func errorLines(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
  }

  static func folder(_ files: [String: String]) throws -> URL {
    let folder = try RepositoryPaths.temporaryFolder()
    for (name, contents) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
  }

  @Test func aScenarioWithThreeMistakesPrintsThreeErrorsAndWritesNothing() throws {
    let folder = try Self.folder(["t.navaudit.yaml": Self.threeMistakes])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(
      ["audit", "t.navaudit.yaml", "-o", "json=r.json", "-o", "r.html"], in: folder)
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(
      Self.errorLines(outcome.stderr) == [
        "t.navaudit.yaml:4:8: error: unknown field 'titel' in screen 'a'",
        "t.navaudit.yaml:5:35: error: expected hidesBackButton to be true or false, not 'maybe'",
        "t.navaudit.yaml:10:9: error: unknown screen 'c'",
      ])
    #expect(outcome.stderr.contains("t.navaudit.yaml:4:8: note: did you mean 'title'?"))
    #expect(outcome.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.html").path))
  }

  @Test func twoBadFilesPrintTheErrorsOfBothInTheOrderGiven() throws {
    let folder = try Self.folder([
      "b.navaudit.yaml": "format: 1\nscreens:\n  a: { title: [x] }\n",
      "a.navaudit.yaml": "format: 1\nflowz: []\nscreens:\n  a: {}\n",
      "good.navaudit.yaml":
        "format: 1\nscreens:\n  a: { title: A }\nflows:\n  - { name: f, root: { navigation: [a] } }\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(
      ["audit", "b.navaudit.yaml", "good.navaudit.yaml", "a.navaudit.yaml"], in: folder)
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(
      Self.errorLines(outcome.stderr) == [
        "b.navaudit.yaml:3:15: error: expected a text reference to be a mapping",
        "a.navaudit.yaml:2:1: error: unknown field 'flowz' in the scenario",
      ])
    // A folder is searched in name order; the good file does not hide the bad ones.
    let all = try NavauditProcess.run(["audit", "."], in: folder)
    #expect(all.status == 2)
    #expect(Self.errorLines(all.stderr).map { $0.prefix(15) } == ["a.navaudit.yaml", "b.navaudit.yaml"])
  }

  @Test func errorsOfTheScenarioAndOfWhatItNamesComeTogether() throws {
    let yaml = """
      format: 1
      developmentLanguage: english
      strings: [Strings/, Missing/]
      locales: [de, xx, German]
      devices: [iPhone 16, iPhone 99]
      screens:
        a: { titel: A }
      flows:
        - { name: f, device: iPad 99, root: { navigation: [a] } }
      """
    let folder = try Self.folder(["t.navaudit.yaml": yaml, "Strings/de.lproj/Localizable.strings": "\"a\" = ;\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(["audit", "t.navaudit.yaml"], in: folder)
    #expect(outcome.status == 2, "\(outcome.stderr)")
    let lines = Self.errorLines(outcome.stderr)
    #expect(lines.count == 8, "\(outcome.stderr)")
    for expected in [
      "t.navaudit.yaml:2:22: error: developmentLanguage: unknown locale 'english'",
      "t.navaudit.yaml:3:21: error: no such file or folder 'Missing/' for 'strings'",
      "t.navaudit.yaml:4:15: error: locales: unknown locale 'xx'",
      "t.navaudit.yaml:4:19: error: locales: unknown locale 'German'",
      "t.navaudit.yaml:5:22: error: devices: unknown device 'iPhone 99'",
      "t.navaudit.yaml:7:8: error: unknown field 'titel' in screen 'a'",
      "t.navaudit.yaml:9:5: error: flow 'f': unknown device 'iPad 99'",
      "Strings/de.lproj/Localizable.strings:1:7: error: unexpected character ';'",
    ] {
      #expect(lines.contains { $0.hasPrefix(expected) }, "\(expected)\n\(outcome.stderr)")
    }
  }

  @Test func theCountIsCappedAndTheRestCounted() throws {
    let fields = (1...60).map { "    field\($0): x\n" }.joined()
    let folder = try Self.folder(["t.navaudit.yaml": "format: 1\nscreens:\n  a:\n" + fields])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(["audit", "t.navaudit.yaml"], in: folder)
    #expect(outcome.status == 2)
    let lines = Self.errorLines(outcome.stderr)
    #expect(lines.count == 50)
    #expect(lines.first == "t.navaudit.yaml:4:5: error: unknown field 'field1' in screen 'a'")
    #expect(lines.last == "t.navaudit.yaml:53:5: error: unknown field 'field50' in screen 'a'")
    #expect(outcome.stderr.hasSuffix("note: 10 more errors not shown (60 in all)\n"), "\(outcome.stderr)")
  }

  @Test func stringsLintReportsEveryBadTable() throws {
    let folder = try Self.folder([
      "Strings/de.lproj/Main.strings": "\"a\" = \"b\"\n",
      "Strings/fr.lproj/Main.strings": "\"a\" = ;\n",
      "Strings/en.lproj/Main.strings": "\"a\" = \"A\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(["strings", "lint", "Strings", "Elsewhere", "-o", "r.json"], in: folder)
    #expect(outcome.status == 2)
    #expect(
      Self.errorLines(outcome.stderr).map { String($0.prefix { $0 != ":" }) } == [
        "Elsewhere", "Strings/de.lproj/Main.strings", "Strings/fr.lproj/Main.strings",
      ])
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
  }

  @Test func importReportsEveryBadApp() throws {
    let folder = try Self.folder([
      "One/Base.lproj/Main.storyboard": "<document",
      "Two/Base.lproj/Main.storyboard": "<?xml version=\"1.0\"?><document type=\"x\" version=\"2.0\"></document>",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(["import", "One", "Two", "Three"], in: folder)
    #expect(outcome.status == 2)
    // Paths that name nothing first (they are searched before any app is read), then the apps.
    #expect(
      Self.errorLines(outcome.stderr).map { String($0.prefix { $0 != ":" }) } == [
        "Three", "One/Base.lproj/Main.storyboard", "Two/Base.lproj/Main.storyboard",
      ], "\(outcome.stderr)")
  }

  /// Part 14: one `error:` per message, whoever raised it.
  @Test func noMessageHasTwoErrorPrefixes() throws {
    let folder = try Self.folder([
      "t.navaudit.yaml": "format: 1\nscreens:\n  a: { title: A }\nflows:\n  - { name: f, root: { navigation: [a] } }\n",
      "bad.fontprofile": "hello\n",
      "MyLocales/nb.txt": "nb {\n}\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    for arguments in [
      ["--font-profile", "bad.fontprofile"], ["--locales-dir", "MyLocales"], ["--baseline", "none.json"],
    ] {
      let outcome = try NavauditProcess.run(["audit", "t.navaudit.yaml"] + arguments, in: folder)
      #expect(outcome.status == 2, "\(arguments): \(outcome.stderr)")
      #expect(outcome.stderr.components(separatedBy: "error:").count == 2, "\(arguments): \(outcome.stderr)")
    }
  }
}

import Foundation
import TestSupport
import Testing

/// Runs the built `navaudit` binary, as a user or a CI job would.
@Suite("Command line", .serialized)
struct CommandLineTests {
  static var binary: URL? { NavauditProcess.binary }

  static func run(_ arguments: [String], in folder: URL = RepositoryPaths.root) throws -> NavauditProcess.Outcome {
    try NavauditProcess.run(arguments, in: folder)
  }

  static func scenarioFolder(_ yaml: String) throws -> URL {
    let folder = try RepositoryPaths.temporaryFolder()
    let strings = folder.appendingPathComponent("Strings/en.lproj")
    try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
    try "\"a\" = \"Alpha\";\n".write(
      to: strings.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    try yaml.write(to: folder.appendingPathComponent("app.navaudit.yaml"), atomically: true, encoding: .utf8)
    return folder
  }

  static let valid =
    "format: 1\nstrings: [Strings/]\nscreens:\n  a: { title: { key: a } }\nflows:\n  - name: f\n    root: { navigation: [a] }\n    steps:\n      - pop\n"

  @Test(.enabled(if: binary != nil)) func cleanRunExitsZero() throws {
    let folder = try Self.scenarioFolder(
      Self.valid.replacingOccurrences(of: "      - pop\n", with: "      - focus: title\n"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try Self.run(["audit", "app.navaudit.yaml", "--devices", "iPhone 16"], in: folder)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("no findings"))
  }

  @Test(.enabled(if: binary != nil)) func findingsAtTheThresholdExitOne() throws {
    let folder = try Self.scenarioFolder(Self.valid)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.run(["audit", "app.navaudit.yaml", "--devices", "iPhone 16"], in: folder).status == 1)
    #expect(
      try Self.run(["audit", "app.navaudit.yaml", "--devices", "iPhone 16", "--fail-on", "never"], in: folder).status
        == 0)
  }

  @Test(.enabled(if: binary != nil)) func malformedScenarioExitsTwoWithALocatedMessage() throws {
    let folder = try Self.scenarioFolder("format: 1\nscreens:\n  a: { titel: x }\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("report.json")
    let outcome = try Self.run(["audit", "app.navaudit.yaml", "--format", "json", "--output", report.path], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.hasPrefix("app.navaudit.yaml:3:8: error: unknown field 'titel' in screen 'a'"))
    #expect(outcome.stderr.contains("note: did you mean 'title'?"))
    #expect(!FileManager.default.fileExists(atPath: report.path))
  }

  @Test(.enabled(if: binary != nil)) func malformedTableExitsTwoWithALocatedMessage() throws {
    let folder = try Self.scenarioFolder(Self.valid)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "\"a\" = \"Alpha\";\n\"b\" = ;\n".write(
      to: folder.appendingPathComponent("Strings/en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
    let outcome = try Self.run(["audit", "app.navaudit.yaml"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.hasPrefix("Strings/en.lproj/Localizable.strings:2:7: error: unexpected character ';'"))
  }

  @Test(.enabled(if: binary != nil)) func usageErrorsExitSixtyFour() throws {
    let folder = try Self.scenarioFolder(Self.valid)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.run(["audit", "app.navaudit.yaml", "--format", "pdf"], in: folder).status == 64)
    #expect(try Self.run(["audit", "app.navaudit.yaml", "--orientations", "sideways"], in: folder).status == 64)
    let device = try Self.run(["audit", "app.navaudit.yaml", "--devices", "iPhone 61"], in: folder)
    #expect(device.status == 64)
    #expect(device.stderr.contains("did you mean"))
  }

  /// A list option's entries are trimmed of spaces and tabs (a no-break space too, as
  /// Foundation's `whitespaces` does), and entries that are only spaces are dropped.
  @Test(.enabled(if: binary != nil)) func listEntriesAreTrimmedOfSpacesAndTabs() throws {
    let folder = try Self.scenarioFolder(Self.valid)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try Self.run(
      [
        "audit", "app.navaudit.yaml", "--devices", "\tiPhone 16 ,\u{A0}, iPhone SE (3rd generation)\u{A0}",
        "--orientations", " portrait,\u{2003}landscape ", "--fail-on", "never", "--format", "json",
      ], in: folder)
    #expect(outcome.status == 0)
    for device in ["\"iPhone 16\"", "\"iPhone SE (3rd generation)\"", "\"landscape\""] {
      #expect(outcome.stdout.contains(device))
    }
    // A line break is not a space of `whitespaces`: the entry keeps it and is unknown.
    let kept = try Self.run(["audit", "app.navaudit.yaml", "--orientations", "portrait\n"], in: folder)
    #expect(kept.status == 64)
  }

  @Test(.enabled(if: binary != nil)) func jsonOutputIsWrittenAtomicallyAndIsDeterministic() throws {
    let folder = try Self.scenarioFolder(Self.valid)
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("one.json")
    let second = folder.appendingPathComponent("two.json")
    _ = try Self.run(["audit", "app.navaudit.yaml", "--format", "json", "-o", first.path, "--jobs", "1"], in: folder)
    _ = try Self.run(["audit", "app.navaudit.yaml", "--format", "json", "-o", second.path, "--jobs", "2"], in: folder)
    _ = try Self.run(["audit", "app.navaudit.yaml", "--format", "json", "-o", second.path, "--jobs", "2"], in: folder)
    let one = try String(contentsOf: first, encoding: .utf8)
    #expect(one == (try String(contentsOf: second, encoding: .utf8)))
    #expect(one.contains("\"format\" : 1"))
    #expect(!one.contains(folder.path))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    #expect(leftovers.isEmpty)
  }

  /// Diagnostics on a terminal are colored on `--jobs` threads, as the plain ones are
  /// written: the same bytes on one thread as on several, over more findings than the two
  /// chunks of 1,024 lines the renderer writes on threads of their own, and the plain
  /// diagnostics once the color is taken out.
  @Test(.enabled(if: binary != nil && NavauditProcess.terminalAvailable))
  func coloredDiagnosticsAreTheSameOnAnyNumberOfThreads() throws {
    let count = 1_200
    var yaml = "format: 1\nstrings: [Strings/]\nscreens:\n"
    for index in 0..<count { yaml += "  s\(index): { title: { key: m\(index) } }\n" }
    yaml += "flows:\n"
    for index in 0..<count { yaml += "  - { name: f\(index), root: { navigation: [s\(index)] }, steps: [pop] }\n" }
    let folder = try Self.scenarioFolder(yaml)
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["audit", "app.navaudit.yaml", "--devices", "iPhone 16", "--format", "diagnostics"]
    let colors = ["NO_COLOR": "", "TERM": "xterm-256color"]
    let one = try NavauditProcess.runOnTerminal(arguments + ["--jobs", "1"], in: folder, environment: colors)
    let several = try NavauditProcess.runOnTerminal(arguments + ["--jobs", "3"], in: folder, environment: colors)
    #expect(one.status == 1 && several.status == 1)
    let red = "\u{1B}[1;31merror:\u{1B}[0m"
    #expect(one.stdout.components(separatedBy: red).count > 2 * count)
    #expect(several.stdout == one.stdout)
    let plain = try Self.run(arguments + ["--jobs", "3"], in: folder)
    #expect(!plain.stdout.contains("\u{1B}"))
    let uncolored = one.stdout.replacingOccurrences(of: red, with: "error:").replacingOccurrences(
      of: "\r\n", with: "\n")
    #expect(uncolored == plain.stdout)
  }
}

@Suite("Command line overlays", .serialized)
struct CommandLineOverlayTests {
  @Test(.enabled(if: CommandLineTests.binary != nil)) func localesDirOverridesOneWord() throws {
    let folder = try CommandLineTests.scenarioFolder(
      "format: 1\nstrings: [Strings/]\nscreens:\n  a: { title: { key: a } }\n  b: { title: Bee, backButtonDisplayMode: generic }\n"
        + "flows:\n  - name: f\n    root: { navigation: [b] }\n    steps:\n      - push: a\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let overlay = folder.appendingPathComponent("MyLocales")
    try FileManager.default.createDirectory(at: overlay, withIntermediateDirectories: true)
    try "en { back_title { \"Go back\" } }\n".write(
      to: overlay.appendingPathComponent("en.txt"), atomically: true, encoding: .utf8)
    let outcome = try CommandLineTests.run(
      [
        "audit", "app.navaudit.yaml", "--devices", "iPhone 16", "--locales-dir", "MyLocales", "--format", "json",
        "--fail-on", "never",
      ], in: folder)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("\"shown\" : \"Go back\""))
  }

  @Test(.enabled(if: CommandLineTests.binary != nil)) func brokenLocalesDirIsBadInput() throws {
    let folder = try CommandLineTests.scenarioFolder(CommandLineTests.valid)
    defer { try? FileManager.default.removeItem(at: folder) }
    let overlay = folder.appendingPathComponent("MyLocales")
    try FileManager.default.createDirectory(at: overlay, withIntermediateDirectories: true)
    try "en { back_title { \"unterminated }\n".write(
      to: overlay.appendingPathComponent("en.txt"), atomically: true, encoding: .utf8)
    let outcome = try CommandLineTests.run(["audit", "app.navaudit.yaml", "--locales-dir", "MyLocales"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.hasPrefix("MyLocales/en.txt:2:1: error: genrb"))
  }

  /// A compiled bundle that ICU cannot open is an error, not a silent fallback to navaudit's
  /// own strings (issue "hardening", defect 15).
  @Test(.enabled(if: CommandLineTests.binary != nil)) func corruptCompiledBundleIsBadInput() throws {
    let folder = try CommandLineTests.scenarioFolder(CommandLineTests.valid)
    defer { try? FileManager.default.removeItem(at: folder) }
    let overlay = folder.appendingPathComponent("MyLocales")
    try FileManager.default.createDirectory(at: overlay, withIntermediateDirectories: true)
    try Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37) }).write(to: overlay.appendingPathComponent("de.res"))
    let outcome = try CommandLineTests.run(
      ["audit", "app.navaudit.yaml", "--locales-dir", "MyLocales", "-o", "json=r.json"], in: folder)
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(outcome.stderr.contains("de.res:1:1: error: 'de.res' is not a valid ICU bundle"), "\(outcome.stderr)")
    #expect(!outcome.stderr.contains(folder.path), "no absolute path")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
  }
}

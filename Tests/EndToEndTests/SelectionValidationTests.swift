import Foundation
import TestSupport
import Testing

/// Locales, devices and designs are validated, on the command line (exit 64) and in a
/// scenario (exit 2, at the value): nothing fake or empty is audited, nothing substituted.
@Suite("Validated run dimensions", .serialized, .enabled(if: NavauditProcess.binary != nil))
struct SelectionValidationTests {
  static func scenario(_ extra: String = "", flowDevice: String? = nil) -> String {
    """
    format: 1
    app: Test
    \(extra)
    screens:
      a: { title: Home }
    flows:
      - name: Start
    \(flowDevice.map { "    device: \($0)\n" } ?? "")    root: { navigation: [a] }
    """
  }

  static func run(_ arguments: [String], scenario: String = scenario()) throws -> NavauditProcess.Outcome {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try scenario.write(to: folder.appendingPathComponent("t.navaudit.yaml"), atomically: true, encoding: .utf8)
    return try NavauditProcess.run(
      ["audit", "t.navaudit.yaml", "--fail-on", "never", "--format", "json"] + arguments, in: folder)
  }

  @Test(arguments: [
    (["--locales", "German"], "unknown locale 'German'; did you mean 'de'?"),
    (["--locales", "de,xx"], "unknown locale 'xx'"),
    (["--locales", ""], "unknown locale ''"),
    (["--locales", ",,,"], "unknown locale ''"),
    (["--devices", ""], "no devices given"),
    (["--devices", "iPhone 99"], "unknown device 'iPhone 99'"),
    (["--ios", "16"], "unsupported iOS version '16' (expected 17, 18 or 26)"),
  ])
  func badCommandLineSelectionsAreUsageErrors(arguments: [String], message: String) throws {
    let outcome = try Self.run(arguments)
    #expect(outcome.status == 64, "\(outcome.stderr)")
    #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
  }

  @Test(arguments: [
    (
      "developmentLanguage: english",
      "t.navaudit.yaml:3:22: error: developmentLanguage: unknown locale 'english'; did you mean 'en'?"
    ),
    ("locales: [de, xx]", "t.navaudit.yaml:3:15: error: locales: unknown locale 'xx'"),
    ("devices: [iPhone 16, iPhone 99]", "t.navaudit.yaml:3:22: error: devices: unknown device 'iPhone 99'"),
    ("ios: [18, 25]", "t.navaudit.yaml:3:11: error: unsupported iOS version '25' (expected 17, 18 or 26)"),
  ])
  func badScenarioSelectionsAreLocatedInputErrors(line: String, message: String) throws {
    let outcome = try Self.run([], scenario: Self.scenario(line))
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
  }

  @Test func anUnknownFlowDeviceIsAnErrorAtTheFlow() throws {
    let outcome = try Self.run([], scenario: Self.scenario(flowDevice: "iPhone 99"))
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(
      outcome.stderr.contains("t.navaudit.yaml:7:5: error: flow 'Start': unknown device 'iPhone 99'"),
      "\(outcome.stderr)")
  }

  @Test func aTwinModelKeepsItsName() throws {
    let outcome = try Self.run(["--devices", "iPhone 15 Pro", "--locales", "en"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("\"device\" : \"iPhone 15 Pro\""))
    #expect(!outcome.stdout.contains("\"device\" : \"iPhone 15\""))
  }
}

/// Messages that point where the mistake is.
@Suite("Messages point at the mistake", .serialized, .enabled(if: NavauditProcess.binary != nil))
struct MistakeLocationTests {
  @Test func aFieldWrittenOneLevelTooFarOutIsNamedAsSuch() throws {
    let scenario =
      "format: 1\napp: T\nscreens:\n  a:\n  title: { key: x }\nflows:\n  - name: S\n    root: { navigation: [a] }\n"
    let outcome = try SelectionValidationTests.run([], scenario: scenario)
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.contains(
        "t.navaudit.yaml:5:3: error: 'title' is a screen field, but it is written as a screen after the empty screen 'a': indent it under 'a'"
      ),
      "\(outcome.stderr)")
    #expect(!outcome.stderr.contains("unknown field 'key'"))
  }

  @Test(arguments: [["audit", "t.navaudit.yaml"], ["strings", "lint", "t.navaudit.yaml"]])
  func aMissingStringsFolderIsReportedAtItsValue(command: [String]) throws {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario =
      "format: 1\napp: T\nstrings: [Strings/, Podcasts]\nscreens:\n  a: { title: x }\nflows:\n  - name: S\n    root: { navigation: [a] }\n"
    try scenario.write(to: folder.appendingPathComponent("t.navaudit.yaml"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Strings"), withIntermediateDirectories: true)
    let outcome = try NavauditProcess.run(command, in: folder)
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.hasPrefix("t.navaudit.yaml:3:21: error: no such file or folder 'Podcasts' for 'strings'"),
      "\(outcome.stderr)")
    #expect(!outcome.stderr.contains(folder.path), "no absolute path")
  }
}

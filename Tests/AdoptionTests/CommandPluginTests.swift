import Foundation
import TestSupport
import Testing

/// `swift package navaudit`, the command plugin, run by SwiftPM on a fixture app package that
/// depends on navaudit by path (`__Fixtures__/PluginApp`).
///
/// SwiftPM builds navaudit for the fixture from scratch (swift-syntax included), which takes
/// minutes: the suite runs when `NAVAUDIT_PACKAGE_TESTS=1`, which `.ci/run` sets. The build
/// goes to `.build-plugin-fixture` in the package root, kept between local runs.
@Suite(
  "SwiftPM command plugin", .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["NAVAUDIT_PACKAGE_TESTS"] == "1", "NAVAUDIT_PACKAGE_TESTS is not 1"),
  .timeLimit(.minutes(60)))
struct CommandPluginTests {
  static let fixture = RepositoryPaths.root.appendingPathComponent("Tests/AdoptionTests/__Fixtures__/PluginApp")

  /// Runs `swift package … navaudit ARGUMENTS` in the fixture.
  ///
  /// swift-package itself sometimes crashes on Linux in libdispatch while it reads a plugin's
  /// messages (a toolchain bug, not the plugin's): such a run, recognised by its backtrace of
  /// `swift-package`, is tried again, twice at most.
  static func plugin(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
    let script = """
      swift package --package-path '\(fixture.path)' \
        --scratch-path '\(RepositoryPaths.root.appendingPathComponent(".build-plugin-fixture").path)' \
        --allow-writing-to-package-directory navaudit \(quoted) 2>&1
      """
    var run = try runBash(script, in: fixture, environment: [:])
    for _ in 0..<2 where run.output.contains("*** Program crashed:") && run.output.contains("/swift-package") {
      run = try runBash(script, in: fixture, environment: [:])
    }
    return run
  }

  @Test func auditsThePackageWithEveryOptionPassedThroughAndWritesTheReportInIt() throws {
    let reports = Self.fixture.appendingPathComponent("reports")
    defer { try? FileManager.default.removeItem(at: reports) }
    let run = try Self.plugin([
      "--locales", "en,de", "--devices", "iPhone SE (3rd generation)", "--fail-on", "never",
      "-o", "json=reports/navaudit.json", "-o", "diagnostics=-",
    ])
    #expect(run.status == 0, "\(run.output)")
    let data = try Data(contentsOf: reports.appendingPathComponent("navaudit.json"))
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let runs = try #require(report["runs"] as? [[String: Any]])
    #expect(Set(runs.compactMap { $0["locale"] as? String }) == ["en", "de"])
    #expect(Set(runs.compactMap { $0["device"] as? String }) == ["iPhone SE (3rd generation)"])
    // The scenario in Navigation/ and the tables in Resources/ were found in the package
    // folder: the German inbox title is too long to be the back button.
    let findings = try #require(report["findings"] as? [[String: Any]])
    let generic = try #require(findings.first { $0["rule"] as? String == "back-title-generic" })
    #expect(generic["source"] as? String == "Resources/de.lproj/Localizable.strings:2:1")
    #expect(generic["scenario"] as? String == "Navigation/app.navaudit.yaml")
    #expect(
      run.output.contains(
        "Resources/de.lproj/Localizable.strings:2:1: warning: de: back button shows 'Zurück' instead of 'Posteingang aller Konten zusammen'"
      ))
  }

  @Test func navauditsExitCodeFailsTheCommand() throws {
    let run = try Self.plugin(["--locales", "en,de", "--devices", "iPhone SE (3rd generation)", "--fail-on", "info"])
    #expect(run.status != 0)
    #expect(run.output.contains("navaudit audit exited with 1"), "\(run.output)")
    let usage = try Self.plugin(["--devices", "iPhone 1"])
    #expect(usage.status != 0)
    #expect(usage.output.contains("'iPhone 1'"), "\(usage.output)")
  }

  @Test func anUnknownTargetIsNamed() throws {
    let run = try Self.plugin(["--target", "Nowhere"])
    #expect(run.status != 0)
    #expect(run.output.contains("no target named 'Nowhere' in package 'PluginApp'"), "\(run.output)")
  }
}

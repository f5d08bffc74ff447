@_exported public import AuditEngine
@_exported public import Diagnostics
import Foundation
@_exported public import Navigation
@_exported public import Reports
@_exported public import StoryboardImport
@_exported public import StringTables
@_exported public import TextFiles
@_exported public import TextLayout
@_exported public import Traits
@_exported public import UnicodeSupport

/// navaudit as a library: audit an app's navigation and get a typed report.
///
/// Three calls: `audit(_:)` with paths, `audit(_:)` with scenarios already loaded, and
/// `render(_:as:failOn:)` for the command line's report formats.
///
/// `import NavauditKit` is the one import a package needs: it re-exports every module whose
/// types the API uses (`AuditConfiguration`, `AuditReport`, `Finding`, `Scenario`,
/// `ReportFormat`…), so none is left for the client to find. The command line is a thin layer
/// over the same calls.
public enum Navaudit {
  /// Audits `paths` (scenario files, storyboards, app folders of storyboards or Swift source)
  /// as `navaudit audit` does, and returns the report.
  ///
  /// - Parameters:
  ///   - workingDirectory: relative paths are resolved from it, and reports print paths
  ///     relative to it. Default: the process's current directory.
  ///   - configure: adjusts the configuration (locales, devices, iOS versions, `--tables`).
  /// - Throws: ``InputErrors`` for input that cannot be read (every error at once, located).
  public static func audit(
    _ paths: [String], workingDirectory: String? = nil, configure: (inout AuditConfiguration) -> Void = { _ in }
  ) async throws -> AuditReport {
    let folder = workingDirectory ?? FileManager.default.currentDirectoryPath
    var configuration = AuditConfiguration(paths: paths, workingDirectory: folder)
    configure(&configuration)
    return try await Auditor(configuration: configuration).run()
  }

  /// Audits scenarios already loaded: a ``Scenario`` built in code or parsed with
  /// ``ScenarioLoader/parse(_:path:)``, each with the folder its `strings` paths are relative to.
  ///
  /// - Parameters:
  ///   - workingDirectory: reports print paths relative to it. Default: the process's
  ///     current directory.
  ///   - configure: adjusts the configuration (locales, devices, iOS versions).
  /// - Throws: ``InputErrors`` for a scenario whose tables cannot be read or whose steps
  ///   contradict themselves (every error at once, located).
  public static func audit(
    _ scenarios: [LoadedScenario], workingDirectory: String? = nil,
    configure: (inout AuditConfiguration) -> Void = { _ in }
  ) async throws -> AuditReport {
    let folder = workingDirectory ?? FileManager.default.currentDirectoryPath
    var configuration = AuditConfiguration(paths: [], workingDirectory: folder)
    configure(&configuration)
    return try await Auditor(configuration: configuration).run(scenarios)
  }

  /// Renders a report as the command line writes it (`text`, `json`, `html`, `markdown`,
  /// `sarif`, `junit`, `diagnostics`).
  public static func render(_ report: AuditReport, as format: ReportFormat, failOn: Severity? = .error) throws
    -> String
  {
    try format.render(report, options: ReportOptions(failOn: failOn))
  }
}

import Foundation
import Announcements
import Diagnostics
import Navigation
import StoryboardImport
import StringTables
import Synchronization
import TextLayout
import UnicodeSupport

/// Runs an audit: loads scenarios and tables, simulates every flow, and evaluates every
/// locale × device × orientation × iOS design.
///
/// The library never prints or exits. Bad input throws a ``LocatedError`` (or
/// ``AuditError``); findings are data in the returned report. The report is the same for
/// any number of threads: work is split per flow and device and reassembled in order.
public struct Auditor: Sendable {
  public let configuration: AuditConfiguration

  public init(configuration: AuditConfiguration) {
    self.configuration = configuration
  }

  /// Called with (units done, units in all) as work finishes, from any thread.
  public typealias ProgressHandler = @Sendable (_ done: Int, _ total: Int) -> Void

  /// Runs the audit and returns the report.
  ///
  /// - Parameter progress: told how many units of work (flow × device × orientation ×
  ///   design, each for every locale) are done; for progress displays only.
  public func run(progress: ProgressHandler? = nil) async throws -> AuditReport {
    try await run(try loadScenarios(), progress: progress)
  }

  /// Loads every scenario the configuration's paths name: scenario files as written, and
  /// each app's storyboards imported with generated flows.
  public func loadScenarios() throws -> [LoadedScenario] {
    let workingDirectory = configuration.workingDirectory
    var loaded: [LoadedScenario] = []
    for input in try ScenarioDiscovery.inputs(configuration.paths, workingDirectory: workingDirectory) {
      switch input {
      case .scenario(let url, let displayPath):
        let scenario = try ScenarioLoader.load(contentsOf: url, displayPath: displayPath)
        loaded.append(LoadedScenario(scenario: scenario, folder: url.deletingLastPathComponent()))
      case .storyboards(let app, let searchRoot):
        loaded.append(try LoadedScenario.importing(app, searchRoot: searchRoot, configuration: configuration))
      }
    }
    return loaded
  }

  /// Audits scenarios that are already loaded.
  public func run(_ scenarios: [LoadedScenario], progress: ProgressHandler? = nil) async throws -> AuditReport {
    var overlay: String?
    if let folder = configuration.localesDirectory {
      let resolved = ScenarioDiscovery.resolve(folder, in: configuration.workingDirectory).path
      do {
        overlay = try LocaleOverlay.compile(folder: resolved)
      } catch {
        // Report the folder as the user wrote it, never as an absolute path.
        throw SystemStringsError.overlay(error.description.replacingOccurrences(of: resolved, with: folder))
      }
    }
    let systemStrings = try SystemStrings(overlay: overlay)
    // A profile that cannot be used is bad input (exit 2), already `path:line:1: error: …`.
    let measurer = TextMeasurer(profile: try FontProfile.resolve(path: configuration.fontProfile))
    var units: [WorkUnit] = []
    var findings: [Finding] = []
    for loaded in scenarios {
      let plan = try RunPlan(scenario: loaded.scenario, folder: loaded.folder, configuration: configuration)
      findings += plan.tableFindings + loaded.issues.map { Finding($0, scenario: loaded.scenario.path) }
      units += plan.units(systemStrings: systemStrings)
    }
    let results = try evaluate(units, measurer: measurer, systemStrings: systemStrings, progress: progress)
    let runs = results.flatMap(\.runs)
    // Table and scenario findings are each one problem already; run findings are merged
    // across locales, devices, orientations and flows.
    findings = Array(Set(findings)) + FindingMerger.merge(runs)
    return AuditReport(runs: runs, findings: findings.sorted())
  }

  /// Evaluates units on all cores, keeping the input order.
  private func evaluate(_ units: [WorkUnit], measurer: TextMeasurer, systemStrings: SystemStrings, progress: ProgressHandler?) throws -> [WorkUnit.Result] {
    try OrderedParallelMap.map(units, workers: configuration.jobs, progress: progress) { unit in
      try unit.evaluate(measurer: measurer, systemStrings: systemStrings)
    }
  }
}

/// A problem with the options of a run (an unknown device or locale on the command line).
public enum AuditError: Error, Sendable, Hashable, CustomStringConvertible {
  case usage(String)

  public var description: String {
    switch self {
    case .usage(let message): message
    }
  }
}

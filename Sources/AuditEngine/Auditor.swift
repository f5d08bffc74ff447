import Foundation
import Announcements
import Diagnostics
import Navigation
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
    let inputs = try ScenarioDiscovery.inputs(configuration.paths, workingDirectory: configuration.workingDirectory)
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
    let measurer: TextMeasurer
    do {
      measurer = TextMeasurer(profile: try FontProfile.resolve(path: configuration.fontProfile))
    } catch {
      throw AuditError.usage("\(error)")
    }
    var units: [WorkUnit] = []
    var findings: [Finding] = []
    for input in inputs {
      let scenario = try ScenarioLoader.load(contentsOf: input.url, displayPath: input.displayPath)
      let plan = try RunPlan(scenario: scenario, url: input.url, configuration: configuration)
      findings += plan.tableFindings
      units += plan.units(systemStrings: systemStrings)
    }
    let results = try evaluate(units, measurer: measurer, systemStrings: systemStrings, progress: progress)
    let runs = results.flatMap(\.runs)
    findings += runs.flatMap { $0.steps.flatMap(\.findings) }
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

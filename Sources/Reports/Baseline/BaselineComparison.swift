public import AuditEngine
public import Diagnostics
import Foundation

/// Compares a report with an earlier one: which findings are new, which are fixed.
///
/// Findings are matched by ``FindingIdentity`` (rule, scenario, locale, device, orientation,
/// flow, step text, source file and message without line numbers), as a multiset: if a
/// problem occurs three times now and twice in the baseline, one occurrence is new.
/// Occurrences are paired in report order, so the new ones are the last ones.
public struct BaselineComparison: Sendable, Hashable {
  /// Findings of the current report that the baseline does not have, in report order.
  public var new: [Finding]
  /// Findings of the baseline that the current report no longer has, in baseline order.
  public var fixed: [Finding]
  /// How many current findings the baseline already had.
  public var unchangedCount: Int

  /// Compares `current` with `baseline`.
  public init(current: AuditReport, baseline: AuditReport) {
    self.init(
      findings: current.findings, steps: StepTextIndex(current),
      baseline: Baseline(findings: baseline.findings, steps: StepTextIndex(baseline)))
  }

  /// Compares the findings of a streamed audit, whose runs named their steps in `steps`,
  /// with `baseline`.
  public init(findings: [Finding], steps currentSteps: StepTextIndex, baseline: Baseline) {
    let baselineSteps = baseline.steps
    var remaining: [FindingIdentity: Int] = [:]
    for finding in baseline.findings {
      remaining[FindingIdentity(finding, steps: baselineSteps), default: 0] += 1
    }
    var new: [Finding] = []
    var unchanged = 0
    for finding in findings {
      let identity = FindingIdentity(finding, steps: currentSteps)
      if let count = remaining[identity], count > 0 {
        remaining[identity] = count - 1
        unchanged += 1
      } else {
        new.append(finding)
      }
    }
    var fixed: [Finding] = []
    for finding in baseline.findings.reversed() {
      let identity = FindingIdentity(finding, steps: baselineSteps)
      if let count = remaining[identity], count > 0 {
        remaining[identity] = count - 1
        fixed.append(finding)
      }
    }
    self.new = new
    self.fixed = fixed.reversed()
    self.unchangedCount = unchanged
  }

  /// How many times each new finding is new: the first that many occurrences of a finding
  /// are kept, at the top level and, separately, in the steps of the runs in order.
  public var newCounts: [Finding: Int] {
    new.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }

  /// The top-level `findings` of the current report with only the new ones.
  public func filtered(_ findings: [Finding]) -> [Finding] {
    var budget = newCounts
    return findings.filter { finding in
      guard let count = budget[finding], count > 0 else { return false }
      budget[finding] = count - 1
      return true
    }
  }

  /// `report` with only the new findings, at the top level and in every step.
  public func filtered(_ report: AuditReport) -> AuditReport {
    var stepBudget = newCounts
    var result = report
    result.findings = filtered(report.findings)
    for runIndex in result.runs.indices {
      for stepIndex in result.runs[runIndex].steps.indices {
        result.runs[runIndex].steps[stepIndex].findings = result.runs[runIndex].steps[stepIndex].findings.filter {
          finding in
          guard let count = stepBudget[finding], count > 0 else { return false }
          stepBudget[finding] = count - 1
          return true
        }
      }
    }
    return result
  }

  /// A one-line summary: `baseline: 3 new, 5 fixed, 120 unchanged`.
  public var summary: String {
    "baseline: \(new.count) new, \(fixed.count) fixed, \(unchangedCount) unchanged"
  }

  /// Reads a JSON report (spec v1) written by an earlier run.
  public static func loadReport(at path: String) throws(BaselineError) -> AuditReport {
    try load(AuditReport.self, at: path)
  }

  /// Reads what a comparison needs of a JSON report (spec v1) written by an earlier run:
  /// its findings and the texts of its flows' steps, not its bars, so that a baseline of a
  /// large matrix is not held whole.
  public static func loadBaseline(at path: String) throws(BaselineError) -> Baseline {
    let report = try load(Baseline.Report.self, at: path)
    var steps = StepTextIndex()
    for run in report.runs {
      steps.add(scenario: run.scenario, flow: run.flow, steps: run.steps.lazy.map { ($0.index, $0.step) })
    }
    return Baseline(findings: report.findings, steps: steps)
  }

  /// Decodes a JSON report at `path` as `type`, checking its format.
  private static func load<Report: Decodable & VersionedReport>(
    _ type: Report.Type, at path: String
  ) throws(BaselineError) -> Report {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw BaselineError("cannot read baseline '\(path)'", path: path)
    }
    let report: Report
    do {
      report = try JSONDecoder().decode(Report.self, from: data)
    } catch {
      throw BaselineError(
        "baseline '\(path)' is not a navaudit JSON report (write one with '--format json')", path: path)
    }
    guard report.format == 1 else {
      throw BaselineError(
        "baseline '\(path)' has report format \(report.format); this navaudit reads format 1", path: path)
    }
    return report
  }
}

/// A report with a format number, checked when a baseline is read.
protocol VersionedReport {
  var format: Int { get }
}

extension AuditReport: VersionedReport {}

extension BaselineComparison {
  /// What a comparison needs of an earlier report: its findings and its steps' texts.
  public struct Baseline: Sendable, Hashable {
    public var findings: [Finding]
    public var steps: StepTextIndex

    public init(findings: [Finding], steps: StepTextIndex) {
      self.findings = findings
      self.steps = steps
    }

    /// A JSON report decoded without its bars.
    struct Report: Decodable, VersionedReport {
      var format: Int
      var tool: AuditReport.Tool
      var findings: [Finding]
      var runs: [Run]

      struct Run: Decodable {
        var scenario: String
        var flow: String
        var steps: [Step]
      }

      struct Step: Decodable {
        var index: Int
        var step: String
      }
    }
  }
}

/// A baseline file that cannot be used, reported at the start of the file.
public struct BaselineError: LocatedError, Sendable, Hashable {
  public let location: SourceLocation
  public let message: String

  init(_ message: String, path: String) {
    self.message = message
    self.location = SourceLocation(path: path, line: 1, column: 1)
  }
}

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
    let currentSteps = StepTextIndex(current)
    let baselineSteps = StepTextIndex(baseline)
    var remaining: [FindingIdentity: Int] = [:]
    for finding in baseline.findings {
      remaining[FindingIdentity(finding, steps: baselineSteps), default: 0] += 1
    }
    var new: [Finding] = []
    var unchanged = 0
    for finding in current.findings {
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

  /// `report` with only the new findings, at the top level and in every step.
  public func filtered(_ report: AuditReport) -> AuditReport {
    var budget: [Finding: Int] = [:]
    for finding in new { budget[finding, default: 0] += 1 }
    var stepBudget = budget
    var result = report
    result.findings = report.findings.filter { finding in
      guard let count = budget[finding], count > 0 else { return false }
      budget[finding] = count - 1
      return true
    }
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
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw BaselineError("cannot read baseline '\(path)'", path: path)
    }
    let report: AuditReport
    do {
      report = try JSONDecoder().decode(AuditReport.self, from: data)
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

/// A baseline file that cannot be used, reported at the start of the file.
public struct BaselineError: LocatedError, Sendable, Hashable {
  public let location: SourceLocation
  public let message: String

  init(_ message: String, path: String) {
    self.message = message
    self.location = SourceLocation(path: path, line: 1, column: 1)
  }
}

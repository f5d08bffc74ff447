public import AuditEngine

/// What renderers need besides the report: the `--fail-on` threshold and the baseline.
public struct ReportOptions: Sendable, Hashable {
  /// Findings at or above this severity fail (JUnit test cases, the summary); `nil` never fails.
  public var failOn: Severity?
  /// The comparison with an earlier report, when `--baseline` was given.
  public var baseline: BaselineComparison?

  public init(failOn: Severity? = .error, baseline: BaselineComparison? = nil) {
    self.failOn = failOn
    self.baseline = baseline
  }

  /// Whether a finding is at or above the threshold.
  public func fails(_ finding: Finding) -> Bool {
    guard let failOn else { return false }
    return finding.severity >= failOn
  }
}

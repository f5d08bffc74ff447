/// What an audit concludes once every run is seen: the findings, with nothing of the runs.
///
/// A streamed audit (``Auditor/run(progress:deliver:)``) hands its runs over one at a time
/// and keeps only this, so that the matrix never sits in memory; ``AuditReport`` is the
/// same findings with the runs kept.
public struct AuditSummary: Hashable, Sendable {
  /// Every problem once, sorted as ``AuditReport/findings`` is: the table and scenario
  /// findings, the width budgets' and the runs' merged across the matrix.
  public var findings: [Finding]
  /// How many runs were delivered.
  public var runCount: Int

  public init(findings: [Finding], runCount: Int) {
    self.findings = findings
    self.runCount = runCount
  }
}

/// Receives the progress of an audit: how many work units are done, out of how many.
///
/// The display side of `--quiet`-able progress. The `Auditor` calls `update` from any
/// thread while it runs; the command calls `finish` before it prints the report.
public protocol AuditProgressReporting: Sendable {
  /// `done` of `total` work units are finished.
  func update(done: Int, total: Int)
  /// The audit is over: remove the progress display.
  func finish()
}

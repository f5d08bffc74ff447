public import AuditEngine

/// A renderer that takes a report run by run, as an audit delivers them, so that the
/// matrix is never whole in memory.
///
/// The calls, in order:
/// 1. ``add(_:spool:)`` once per run, in the order of ``AuditReport/runs``, while the audit
///    runs (``Auditor/run(progress:deliver:)``). The run is let go afterwards.
/// 2. ``finish(_:options:spool:to:)`` once, with what needs every run: the merged findings
///    (``AuditSummary``) and the options, whose baseline comparison is only known then.
///    It writes the whole output to the sink.
///
/// Two ways to adopt it:
/// - An accumulator (SARIF, JUnit, and a renderer whose page needs every run before it
///   starts, as HTML's) keeps from each run only compact data — strings it will print,
///   counts, indices — never the run, and writes everything in `finish`. It ignores the
///   spool.
/// - A writer whose runs follow a part known only at the end (JSON: sorted keys put
///   `findings` before `runs`) writes each run's bytes to `spool`, a scratch file, and in
///   `finish` writes the head, copies the spool (`sink.write(spool)`) and writes the tail.
///
/// The bytes must be those ``ReportFormat/render(_:options:)`` writes for the report of the
/// same runs and findings. Baseline filtering is the renderer's: with `options.baseline`,
/// formats other than JSON show only the new findings — `baseline.filtered(findings)` at the
/// top level, and in the runs' steps the first `baseline.newCounts[finding]` occurrences of
/// each finding in report order (what `baseline.filtered(report)` keeps). Errors other than
/// ``OutputError`` are reported as the output's (`cannot write 'r.html': …`).
/// ``ReportFormat/streamingRenderer(baseline:)`` picks the renderer of each format;
/// ``WholeReportStreaming`` keeps the runs for a format not yet written this way (text,
/// Markdown, and HTML compared with a baseline).
public protocol StreamingReportRendering {
  /// Takes the next run, in report order; may write pieces of its output to `spool`.
  mutating func add(_ run: AuditReport.Run, spool: OutputSpool) throws

  /// Writes the whole output to `sink`, after the last run.
  mutating func finish(
    _ summary: AuditSummary, options: ReportOptions, spool: OutputSpool, to sink: inout OutputSink
  ) throws
}

/// Any format through its whole-report renderer: keeps every run, renders at the end.
///
/// For formats whose output is not yet written run by run (text, Markdown, HTML compared
/// with a baseline): their memory grows with the matrix, as it did before streaming.
public struct WholeReportStreaming: StreamingReportRendering {
  public let format: ReportFormat
  private var runs: [AuditReport.Run] = []

  public init(format: ReportFormat) {
    self.format = format
  }

  public mutating func add(_ run: AuditReport.Run, spool: OutputSpool) {
    runs.append(run)
  }

  public mutating func finish(
    _ summary: AuditSummary, options: ReportOptions, spool: OutputSpool, to sink: inout OutputSink
  ) throws {
    let report = AuditReport(runs: runs, findings: summary.findings)
    runs = []
    try sink.write(try format.output(report, options: options))
  }
}

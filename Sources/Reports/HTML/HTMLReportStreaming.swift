public import AuditEngine

/// The HTML page fed run by run as the audit evaluates them: ``HTMLReportBuilder`` keeps
/// only its shared drawings and numbers, so the page costs megabytes, not the matrix.
///
/// A baseline hides the steps' findings that are not new, which changes which cells read
/// the same; that is known only once every run is in. With a baseline the page is therefore
/// built from the whole report (``WholeReportStreaming``), and this renderer refuses one.
public struct HTMLReportStreaming: StreamingReportRendering {
  private var builder = HTMLReportBuilder()

  public init() {}

  public mutating func add(_ run: AuditReport.Run, spool: OutputSpool) {
    builder.add(run)
  }

  public mutating func finish(
    _ summary: AuditSummary, options: ReportOptions, spool: OutputSpool, to sink: inout OutputSink
  ) throws {
    guard options.baseline == nil else { throw HTMLStreamingError.baselineNeedsWholeReport }
    builder.options = options
    try builder.write(findings: summary.findings, to: &sink)
  }
}

/// A baseline given to the run-by-run page (``ReportFormat/streamingRenderer(baseline:)``
/// picks the whole-report page for one).
public enum HTMLStreamingError: Error, CustomStringConvertible {
  case baselineNeedsWholeReport

  public var description: String {
    "internal error: the HTML page compared with a baseline is built from the whole report"
  }
}

public import AuditEngine

/// One self-contained HTML page: per flow and step, a locale × device matrix of drawn
/// navigation bars with their VoiceOver announcements, filters, a findings table linked to
/// the bars, and the rules explained.
///
/// No network and no external asset: styles, drawings and the one small script are inline.
/// Each distinct piece of a drawing is written once and placed with `<use>`
/// (``HTMLDrawingStore``); a cell that repeats one to its left is added by the script only
/// when its step's "Show all" control is opened, so the page stays a few megabytes for
/// thousands of runs and reads without script. The filters are checkboxes styled with
/// `:has()`. Every string from a scenario or a translation goes through ``Escaping``; names
/// and messages are made visible with ``Escaping/visible(_:)``, drawn and spoken texts are
/// isolated (`dir="auto"`).
///
/// This is the whole-report entry point: it feeds every run to an ``HTMLReportBuilder``,
/// which an audit can also feed a run at a time.
public struct HTMLReportRenderer: ReportRendering {
  /// The `--fail-on` threshold and the baseline.
  public var options: ReportOptions
  /// CSS pixels per point for the drawings.
  public var scale = 0.6

  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  public func render(_ report: AuditReport) throws -> String {
    builder(report).render(findings: report.findings, tool: report.tool)
  }

  /// The page streamed to its output: the bytes of ``render(_:)``, handed over a section at
  /// a time (one flow's matrices at most), so that the whole page is never one string.
  public func streamed(_ report: AuditReport) -> OutputContents {
    .streamed { [self] sink throws(OutputError) in
      try builder(report).write(findings: report.findings, tool: report.tool, to: &sink)
    }
  }

  /// A builder fed every run of `report`, in order.
  private func builder(_ report: AuditReport) -> HTMLReportBuilder {
    var builder = HTMLReportBuilder(options: options)
    builder.scale = scale
    for run in report.runs { builder.add(run) }
    return builder
  }
}

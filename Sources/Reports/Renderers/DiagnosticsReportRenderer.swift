public import AuditEngine

/// Compiler-style lines, `path:line:col: warning: message [rule-id]`, that Xcode build
/// phases, editors and CI logs show inline.
///
/// Errors are `error:`, warnings `warning:` and infos `note:`. The locale comes first in the
/// message when the finding has one. Identical lines are printed once. A last line without
/// a location sums up (`navaudit: 2 errors, 5 warnings, 0 infos`), which tools ignore.
public struct DiagnosticsReportRenderer: ReportRendering {
  /// The `--fail-on` threshold and the baseline.
  public var options: ReportOptions

  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  public func render(_ report: AuditReport) throws -> String {
    render(findings: report.findings)
  }

  /// The lines of `findings`: diagnostics need nothing of the runs. Written into one
  /// string as they come; a line printed before is skipped (``PrintedLines``).
  func render(findings: [Finding]) -> String {
    var output = ""
    output.reserveCapacity(findings.count * 128)
    var printed = PrintedLines(capacity: findings.count)
    for index in findings.indices {
      let line = Self.line(for: findings[index])
      if printed.insert(line) {
        output += line
        output += "\n"
      }
    }
    output += "navaudit: "
    output += FindingCounts(findings).sentence
    if let baseline = options.baseline {
      output += " (\(baseline.new.count) new, \(baseline.fixed.count) fixed since the baseline)"
    }
    output += "\n"
    Disposal.release(consume printed)
    return output
  }

  /// The diagnostic line of one finding, built in one string; user text is escaped
  /// (``Escaping/visible(_:)``), which leaves text without hidden scalars as it is.
  public static func line(for finding: Finding) -> String {
    let source = SourceReference(finding.source)
    let locale = finding.localeScope
    var line = ""
    line.reserveCapacity(source.path.utf8.count + locale.utf8.count + finding.message.utf8.count + 64)
    line += Escaping.visible(source.path)
    line += ":"
    line += String(source.line ?? 1)
    line += ":"
    line += String(source.column ?? 1)
    line += ": "
    line += keyword(for: finding.severity)
    line += ": "
    if !locale.isEmpty {
      line += Escaping.visible(locale)
      line += ": "
    }
    line += Escaping.visible(finding.message)
    line += " ["
    line += finding.rule.rawValue
    line += "]"
    return line
  }

  /// The compiler keyword for a severity: `error`, `warning` or `note`.
  public static func keyword(for severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }
}

extension DiagnosticsReportRenderer: StreamingReportRendering {
  /// Diagnostics are the findings: nothing of a run is kept.
  public func add(_ run: AuditReport.Run, spool: OutputSpool) {}

  public func finish(
    _ summary: AuditSummary, options: ReportOptions, spool: OutputSpool, to sink: inout OutputSink
  ) throws {
    let renderer = DiagnosticsReportRenderer(options: options)
    try sink.write(renderer.render(findings: options.baseline?.filtered(summary.findings) ?? summary.findings))
  }
}

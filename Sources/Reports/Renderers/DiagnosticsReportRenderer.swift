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

  /// The lines of `findings`: diagnostics need nothing of the runs.
  func render(findings: [Finding]) -> String {
    var lines: [String] = []
    var seen = Set<String>()
    for finding in findings {
      let line = Self.line(for: finding)
      if seen.insert(line).inserted { lines.append(line) }
    }
    var summary = "navaudit: " + FindingCounts(findings).sentence
    if let baseline = options.baseline {
      summary += " (\(baseline.new.count) new, \(baseline.fixed.count) fixed since the baseline)"
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The diagnostic line of one finding.
  public static func line(for finding: Finding) -> String {
    let source = Escaping.visible(SourceReference(finding.source).compilerStyle)
    let context = finding.localeScope.isEmpty ? "" : Escaping.visible(finding.localeScope) + ": "
    return
      "\(source): \(keyword(for: finding.severity)): \(context)\(Escaping.visible(finding.message)) [\(finding.rule.rawValue)]"
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

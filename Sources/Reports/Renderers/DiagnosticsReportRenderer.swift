public import AuditEngine
import Diagnostics

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
    let source = finding.source
    let message = finding.message
    var line = ""
    line.reserveCapacity(source.utf8.count + message.utf8.count + 64)
    if isCompilerStyle(source) {
      line += source
    } else {
      let reference = SourceReference(source)
      line += Escaping.visible(reference.path)
      line += ":"
      line += String(reference.line ?? 1)
      line += ":"
      line += String(reference.column ?? 1)
    }
    line += ": "
    line += keyword(for: finding.severity)
    line += ": "
    let locale = finding.localeScope
    if !locale.isEmpty {
      line += Escaping.visible(locale)
      line += ": "
    }
    line += Escaping.visible(message)
    line += " ["
    line += finding.rule.rawValue
    line += "]"
    return line
  }

  /// Whether `source` is printed as it is: a path without hidden scalars, then a line and
  /// a column that are each written as `String(Int)` writes a number of at least 1. Nearly
  /// every source is, and is then neither split nor put together again.
  ///
  /// The numbers are read from the end, as ``SourceReference`` reads them; the byte before
  /// the path's colon must be ASCII, so that no character of the path takes the colon in.
  static func isCompilerStyle(_ source: String) -> Bool {
    let colon = UInt8(ascii: ":")
    var colons = 0
    var digits = 0
    var previous: UInt8 = 0
    for byte in source.utf8.reversed() {
      if colons == 2 { return byte < 0x80 && !HiddenScalars.containsHidden(source) }
      if byte == colon {
        // A number: 1 to 18 digits, the first not 0.
        guard digits > 0, digits <= 18, previous != UInt8(ascii: "0") else { return false }
        colons += 1
        digits = 0
      } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        digits += 1
      } else {
        return false
      }
      previous = byte
    }
    return colons == 2 && !HiddenScalars.containsHidden(source)
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

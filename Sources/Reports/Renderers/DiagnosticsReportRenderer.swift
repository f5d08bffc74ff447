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

  /// The lines of `findings`: diagnostics need nothing of the runs.
  func render(findings: [Finding]) -> String {
    String(decoding: renderBytes(findings: findings), as: UTF8.self)
  }

  /// The lines of `findings` in UTF-8, written into one buffer as they come; a line printed
  /// before is taken back out (``PrintedLines``).
  func renderBytes(findings: [Finding]) -> [UInt8] {
    var printed = PrintedLines(capacity: findings.count)
    printed.text.reserveCapacity(findings.count * 160)
    var counts = FindingCounts([])
    for index in findings.indices {
      let start = printed.text.count
      counts.count(Self.appendLine(for: findings[index], to: &printed.text))
      _ = printed.keepLine(from: start)
    }
    var output: [UInt8] = []
    swap(&output, &printed.text)
    var summary = "navaudit: " + counts.sentence
    if let baseline = options.baseline {
      summary += " (\(baseline.new.count) new, \(baseline.fixed.count) fixed since the baseline)"
    }
    summary += "\n"
    output.append(contentsOf: summary.utf8)
    return output
  }

  /// The diagnostic line of one finding; user text is escaped (``Escaping/visible(_:)``),
  /// which leaves text without hidden scalars as it is.
  public static func line(for finding: Finding) -> String {
    var line: [UInt8] = []
    appendLine(for: finding, to: &line)
    return String(decoding: line, as: UTF8.self)
  }

  /// Writes the diagnostic line of `finding`, without its line feed, to `line` in UTF-8;
  /// returns the finding's severity. Each part is copied in as it is, no string is made.
  @discardableResult
  static func appendLine(for finding: Finding, to line: inout [UInt8]) -> Severity {
    let source = finding.source
    if isCompilerStyle(source) {
      line.append(contentsOf: source.utf8)
    } else {
      let reference = SourceReference(source)
      line.append(contentsOf: Escaping.visible(reference.path).utf8)
      line.append(UInt8(ascii: ":"))
      line.append(contentsOf: String(reference.line ?? 1).utf8)
      line.append(UInt8(ascii: ":"))
      line.append(contentsOf: String(reference.column ?? 1).utf8)
    }
    let severity = finding.severity
    line.append(contentsOf: ": ".utf8)
    line.append(contentsOf: keyword(for: severity).utf8)
    line.append(contentsOf: ": ".utf8)
    let locale = finding.localeScope
    if !locale.isEmpty {
      line.append(contentsOf: Escaping.visible(locale).utf8)
      line.append(contentsOf: ": ".utf8)
    }
    line.append(contentsOf: Escaping.visible(finding.message).utf8)
    line.append(contentsOf: " [".utf8)
    line.append(contentsOf: finding.rule.rawValue.utf8)
    line.append(UInt8(ascii: "]"))
    return severity
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
    try sink.write(renderer.renderBytes(findings: options.baseline?.filtered(summary.findings) ?? summary.findings))
  }
}

import Diagnostics

/// What `navaudit strings lint` found: a report for every format, and coverage rows for the
/// terminal.
public struct StringsLintResult: Hashable, Sendable {
  /// How much of one table one locale translates.
  public struct CoverageRow: Hashable, Sendable {
    /// The scenario the table belongs to, or "".
    public let scenario: String
    /// The table name.
    public let table: String
    /// The locale (BCP 47).
    public let locale: String
    /// Development-language keys the locale (or a parent) has.
    public let translated: Int
    /// Development-language keys.
    public let total: Int
    /// Development-language keys the locale lacks.
    public let missing: Int
    /// Keys only the locale's own folder has.
    public let stale: Int
  }

  /// The findings, in a report with no runs.
  public let report: AuditReport
  /// One row per table and checked locale, in table order.
  public let coverage: [CoverageRow]

  /// Creates a result.
  public init(report: AuditReport, coverage: [CoverageRow]) {
    self.report = report
    self.coverage = coverage
  }

  /// The terminal rendering: a coverage table per table, then the findings by rule.
  ///
  /// Every value from a table or a path is shown through ``HiddenScalars/visible(_:)``, so
  /// no key or translation can drive the terminal. Per-locale `table-coverage` findings are
  /// the table itself; every rule lists up to
  /// `limit` findings (the JSON report has them all).
  public func text(limit: Int = 10) -> String {
    var lines: [String] = []
    var groups: [String: [CoverageRow]] = [:]
    var order: [String] = []
    for row in coverage {
      let title = HiddenScalars.visible(row.scenario.isEmpty ? row.table : "\(row.table) — \(row.scenario)")
      if groups[title] == nil { order.append(title) }
      groups[title, default: []].append(row)
    }
    for title in order {
      guard let rows = groups[title] else { continue }
      lines.append(title)
      let width = max(6, rows.map { HiddenScalars.visible($0.locale).count }.max() ?? 6) + 2
      lines.append(Self.padded("locale", width) + "translated   coverage  missing  stale")
      for row in rows {
        lines.append(
          Self.padded(HiddenScalars.visible(row.locale), width) + Self.padded("\(row.translated)/\(row.total)", 13)
            + Self.padded(TableLint.percent(row.translated, of: row.total), 10)
            + Self.padded("\(row.missing)", 9) + "\(row.stale)")
      }
      lines.append("")
    }
    // Per-locale coverage findings are the table above; table-wide ones are listed.
    let shown = report.findings.filter { $0.rule != RuleID.tableCoverage.rawValue || $0.locale.isEmpty }
    guard !shown.isEmpty else { return (lines + ["no findings"]).joined(separator: "\n") + "\n" }
    let counts = Severity.allCases.reversed().map { severity in
      (severity, shown.filter { $0.severity == severity }.count)
    }
    lines.append(
      "findings: " + counts.map { "\($0.1) \($0.0.rawValue)\($0.1 == 1 ? "" : "s")" }.joined(separator: ", "))
    var byRule: [String: [Finding]] = [:]
    for finding in shown { byRule[finding.rule, default: []].append(finding) }
    for rule in byRule.keys.sorted() {
      guard let group = byRule[rule], let first = group.first else { continue }
      lines.append("")
      lines.append("\(first.severity.rawValue): \(HiddenScalars.visible(rule)) (\(group.count))")
      for finding in group.prefix(limit) {
        let prefix = finding.source.isEmpty ? "" : finding.source + ": "
        let locale = finding.locale.isEmpty ? "" : finding.locale + ": "
        lines.append("  " + HiddenScalars.visible(prefix + locale + finding.message))
      }
      if group.count > limit { lines.append("  … \(group.count - limit) more (use --format json for all)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}

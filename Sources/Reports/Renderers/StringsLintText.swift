public import AuditEngine

extension StringsLintResult {
  /// The terminal rendering of a lint: a coverage table per table, then the findings by rule.
  ///
  /// Every value from a table or a path is made visible, so no key or translation can drive
  /// the terminal. Per-locale `table-coverage` findings are the table itself. By default the
  /// findings of one rule, table and locale fold into one line with the count and the first
  /// keys, ten lines per rule; `all` lists every finding.
  public func text(all: Bool = false) -> String {
    var lines: [String] = []
    var groups: [String: [CoverageRow]] = [:]
    var order: [String] = []
    for row in coverage {
      let title = Escaping.visible(row.scenario.isEmpty ? row.table : "\(row.table) — \(row.scenario)")
      if groups[title] == nil { order.append(title) }
      groups[title, default: []].append(row)
    }
    for title in order {
      guard let rows = groups[title] else { continue }
      lines.append(title)
      let width = max(6, rows.map { Escaping.visible($0.locale).count }.max() ?? 6) + 2
      lines.append(Self.padded("locale", width) + "translated   coverage  missing  stale")
      for row in rows {
        lines.append(
          Self.padded(Escaping.visible(row.locale), width) + Self.padded("\(row.translated)/\(row.total)", 13)
            + Self.padded(row.percent, 10)
            + Self.padded("\(row.missing)", 9) + "\(row.stale)")
      }
      lines.append("")
    }
    // Per-locale coverage findings are the table above; table-wide ones are listed.
    let shown = report.findings.filter { $0.rule != .tableCoverage || $0.locale == nil }
    guard !shown.isEmpty else { return (lines + ["no findings"]).joined(separator: "\n") + "\n" }
    let summary = FindingSummary(shown, limit: all ? nil : 10, moreHint: "use --all or --format json for all")
    lines += summary.lines.dropFirst()
    return lines.joined(separator: "\n") + "\n"
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}

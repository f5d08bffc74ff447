public import AuditEngine

/// The findings in a terminal: counts, then each rule with its findings, every value made visible.
///
/// `audit --format text` and `strings lint` print the same summary from this one place. A
/// lint of a big catalog has thousands of `missing-translation` findings, one per key: by
/// default the findings of one rule, table and locale fold into one line with the count and
/// the first few keys, and each rule shows a bounded number of lines. JSON and SARIF keep
/// every finding; `--all` lists them in the terminal too.
public struct FindingSummary: Sendable {
  /// The findings, in report order.
  public var findings: [Finding]
  /// Lines shown per rule; nil shows every finding, unfolded.
  public var limit: Int?
  /// What to say after a rule's hidden lines ("use --format json for all").
  public var moreHint: String

  /// Keys named in a folded line.
  static let keysShown = 5

  public init(_ findings: [Finding], limit: Int?, moreHint: String) {
    self.findings = findings
    self.limit = limit
    self.moreHint = moreHint
  }

  /// The summary's lines: a blank line, the counts, then a block per rule.
  public var lines: [String] {
    guard !findings.isEmpty else { return ["", "no findings"] }
    var lines = ["", "findings: " + FindingCounts(findings).sentence]
    for (rule, group) in findings.groupedByRule() {
      lines.append("")
      lines.append("\(rule.severity.rawValue): \(rule.rawValue) (\(group.count))")
      let entries = limit == nil ? group.map(Self.line) : Self.folded(group)
      let shown = limit.map { min($0, entries.count) } ?? entries.count
      lines += entries.prefix(shown).map { "  " + $0 }
      if entries.count > shown { lines.append("  … \(entries.count - shown) more (\(moreHint))") }
    }
    return lines
  }

  /// One finding: `source: scope: message`, with how many more places it was seen at.
  static func line(_ finding: Finding) -> String {
    let scope = [finding.localeScope, finding.deviceScope].filter { !$0.isEmpty }.joined(separator: " · ")
    let more = finding.allOccurrences.count - 1
    let places = more > 0 ? " (and \(more) more place\(more == 1 ? "" : "s"))" : ""
    let source = finding.source
    return Escaping.visible(
      (source.isEmpty ? "" : source + ": ") + (scope.isEmpty ? "" : scope + ": ") + finding.message + places)
  }

  /// The lines of one rule's findings, those about keys of one table and locale folded
  /// into one line where there are several.
  static func folded(_ group: [Finding]) -> [String] {
    struct Fold: Hashable {
      var table: String
      var locale: String
    }
    var folds: [Fold: [Finding]] = [:]
    for finding in group {
      guard let table = finding.table, finding.key != nil else { continue }
      folds[Fold(table: table, locale: finding.localeScope), default: []].append(finding)
    }
    var done: Set<Fold> = []
    var lines: [String] = []
    for finding in group {
      guard let table = finding.table, finding.key != nil else {
        lines.append(line(finding))
        continue
      }
      let fold = Fold(table: table, locale: finding.localeScope)
      guard let members = folds[fold], members.count > 1 else {
        lines.append(line(finding))
        continue
      }
      guard done.insert(fold).inserted else { continue }
      let keys = members.prefix(keysShown).compactMap(\.key).map { "'\($0)'" }.joined(separator: ", ")
      let rest = members.count > keysShown ? ", …" : ""
      let source = finding.source
      let scope = fold.locale.isEmpty ? "" : fold.locale + ": "
      lines.append(Escaping.visible("\(source): \(scope)table '\(table)': \(members.count) keys: \(keys)\(rest)"))
    }
    return lines
  }
}

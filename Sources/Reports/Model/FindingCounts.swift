public import AuditEngine

/// How many findings there are of each severity, and the sentence that says so.
public struct FindingCounts: Hashable, Sendable {
  /// Findings of severity error.
  public var errors = 0
  /// Findings of severity warning.
  public var warnings = 0
  /// Findings of severity info.
  public var infos = 0

  public init(_ findings: [Finding]) {
    for finding in findings { count(finding.severity) }
  }

  /// Counts one more finding of `severity`.
  mutating func count(_ severity: Severity) {
    switch severity {
    case .error: errors += 1
    case .warning: warnings += 1
    case .info: infos += 1
    }
  }

  /// Counts the findings `other` counted too.
  mutating func add(_ other: FindingCounts) {
    errors += other.errors
    warnings += other.warnings
    infos += other.infos
  }

  /// All findings.
  public var total: Int { errors + warnings + infos }

  /// `2 errors, 1 warning, 0 infos`, or `no findings`.
  public var sentence: String {
    guard total > 0 else { return "no findings" }
    return [(errors, "error"), (warnings, "warning"), (infos, "info")]
      .map { count, word in "\(count) \(word)\(count == 1 ? "" : "s")" }
      .joined(separator: ", ")
  }
}

extension Array where Element == Finding {
  /// The findings grouped by rule id, rules sorted, each group in report order.
  func groupedByRule() -> [(rule: RuleID, findings: [Finding])] {
    var groups: [RuleID: [Finding]] = [:]
    for finding in self { groups[finding.rule, default: []].append(finding) }
    return groups.keys.sorted().map { ($0, groups[$0] ?? []) }
  }
}

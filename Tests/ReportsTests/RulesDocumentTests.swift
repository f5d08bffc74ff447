import AuditEngine
import Foundation
import Reports
import TestSupport
import Testing

/// `Docs/rules.md` lists exactly the rules of `RuleID.allCases`, with their severities.
///
/// Regenerate it with `RECORD_GOLDENS=1 swift test --filter RulesDocumentTests`, or with
/// `navaudit explain --all --format markdown > Docs/rules.md`.
@Suite("Docs/rules.md")
struct RulesDocumentTests {
  static let file = RepositoryPaths.root.appendingPathComponent("Docs/rules.md")

  /// The rule and severity of each row of the summary table.
  static func tableRows(_ text: String) -> [(rule: String, severity: String)] {
    text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("| [`") else { return nil }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 2, let start = cells[0].firstIndex(of: "`") else { return nil }
      let rest = cells[0][cells[0].index(after: start)...]
      guard let end = rest.firstIndex(of: "`") else { return nil }
      return (String(rest[..<end]), cells[1])
    }
  }

  @Test func docsListEveryRuleWithItsSeverity() throws {
    let generated = RuleExplanationText.rulesDocument()
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
      try generated.write(to: Self.file, atomically: true, encoding: .utf8)
    }
    let written = try String(contentsOf: Self.file, encoding: .utf8)
    let rows = Self.tableRows(written)
    let expected = RuleID.allCases.map { ($0.rawValue, $0.severity.rawValue) }
    #expect(rows.map(\.rule) == expected.map(\.0), "Docs/rules.md must list every rule of RuleID.allCases, in order")
    #expect(rows.map(\.severity) == expected.map(\.1), "Docs/rules.md must give each rule its current severity")
    for rule in RuleID.allCases {
      #expect(written.contains("\n## \(rule.rawValue)\n"), "Docs/rules.md has no section for \(rule.rawValue)")
    }
    let upToDate = written == generated
    #expect(
      upToDate,
      "Docs/rules.md is out of date: run `RECORD_GOLDENS=1 swift test --filter RulesDocumentTests` or `navaudit explain --all --format markdown > Docs/rules.md`"
    )
  }

  @Test func tableRowsAreRead() {
    let rows = Self.tableRows("| rule | severity |\n| [`a-b`](#a-b) | warning | text |\n")
    #expect(rows.count == 1)
    #expect(rows.first?.rule == "a-b")
    #expect(rows.first?.severity == "warning")
  }
}

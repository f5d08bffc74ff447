import AuditEngine
import Reports
import Testing

/// The terminal summary of findings, shared by `audit --format text` and `strings lint`.
@Suite("Finding summary")
struct FindingSummaryTests {
  static func missing(_ key: String, locale: String, table: String = "Localizable") -> Finding {
    var finding = Finding(
      rule: .missingTranslation, scenario: "", locale: locale,
      message: "key '\(key)' of table '\(table)' is not translated in '\(locale)'",
      source: "en.lproj/\(table).strings:\(key.count):1")
    finding.table = table
    finding.key = key
    return finding
  }

  static let findings =
    (1...40).map { missing("key\($0)", locale: "de") } + (1...3).map { missing("key\($0)", locale: "fr") }
    + [missing("only", locale: "ja", table: "Other")]

  @Test func keysOfOneTableAndLocaleFoldIntoOneLine() {
    let lines = FindingSummary(Self.findings, limit: 10, moreHint: "use --all").lines
    #expect(lines.contains("findings: 0 errors, 44 warnings, 0 infos"))
    #expect(lines.contains("warning: missing-translation (44)"))
    let de = lines.filter { $0.contains("de: table 'Localizable': 40 keys: 'key1', 'key2', 'key3', 'key4', 'key5', …") }
    #expect(de.count == 1, "\(lines)")
    #expect(
      lines.contains { $0.contains("fr: table 'Localizable': 3 keys: 'key1', 'key2', 'key3'") && !$0.contains("…") })
    #expect(
      lines.contains { $0.contains("ja: key 'only' of table 'Other'") }, "a single key stays a finding of its own")
    #expect(lines.count == 7, "\(lines)")
  }

  @Test func allListsEveryFinding() {
    let lines = FindingSummary(Self.findings, limit: nil, moreHint: "use --all").lines
    #expect(lines.filter { $0.hasPrefix("  ") }.count == 44)
  }

  @Test func theLimitCountsLinesAndSaysHowManyMore() {
    let many = (1...30).map { Self.missing("k", locale: "l\($0)") }
    let lines = FindingSummary(many, limit: 10, moreHint: "use --all").lines
    #expect(lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("  …") }.count == 10)
    #expect(lines.last == "  … 20 more (use --all)")
  }

  @Test func hostileValuesAreMadeVisible() {
    let hostile = Self.missing("a\u{1B}]0;x\u{7}", locale: "de")
    let lines = FindingSummary([hostile], limit: 10, moreHint: "").lines
    #expect(!lines.joined().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(
      !FindingSummary([hostile, Self.missing("\u{200F}b", locale: "de")], limit: 10, moreHint: "").lines.joined()
        .unicodeScalars.contains { $0.value == 0x200F })
  }
}

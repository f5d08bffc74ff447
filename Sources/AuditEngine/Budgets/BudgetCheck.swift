import Diagnostics
import StringTables
import TextLayout
import UnicodeSupport

/// Checks translations against width budgets: those `navaudit budgets` computes from the
/// bars, and those a file already states (an XLIFF `maxwidth` in points, a catalog or
/// `.strings` comment that `navaudit budgets --xcstrings` or `--strings` wrote).
///
/// `audit` and `strings lint` both report through here, under `width-over-budget`, so a
/// key over its budget reads the same in both.
enum BudgetCheck {
  /// A width is over its budget only past this, so a text of exactly the budget fits.
  static let tolerance = 0.05

  /// A finding for each translation (not the development language's own text, nor a
  /// fallback to it) wider than its key's computed budget.
  static func findings(
    budgets: [WidthBudget], store: StringStore, locales: [LocaleIdentifier], scenario: String,
    measurer: any TextMeasuring, appFonts: (any AppFontMeasuring)? = nil
  ) -> [Finding] {
    var findings: [Finding] = []
    var seen: Set<String> = []
    // The tightest kind first, so that each key and locale is reported once, for the budget it breaks first.
    for budget in budgets.sorted(by: { ($0.effectivePoints, $0) < ($1.effectivePoints, $1) }) {
      let style = TextStyle(rawValue: budget.style) ?? .title
      // Measured in the font the bar draws the key in, as the budget was.
      let measurer = FontedMeasurer.over(
        measurer, fonts: budget.font.map { [style: $0] } ?? [:], appFonts: appFonts)
      for locale in locales where locale != store.developmentLanguage {
        guard let resolution = store.resolve(key: budget.key, table: budget.table, locale: locale),
          !resolution.isFallback
        else { continue }
        let width = measurer.width(of: resolution.text, style: style)
        guard width > budget.effectivePoints + tolerance,
          seen.insert("\(budget.table)\u{1F}\(budget.key)\u{1F}\(locale.tag)").inserted
        else { continue }
        let origin = budget.setBy
        findings.append(
          Finding(
            table: .widthOverBudget, scenario: scenario, locale: locale.tag,
            message:
              "'\(resolution.text)' (key '\(budget.key)' of table '\(budget.table)') is \(points(width)) wide in '\(locale)'; its \(budget.kind.rawValue) budget is \(points(budget.effectivePoints)), set on \(origin.device) by flow '\(origin.flow)' step \(origin.step)",
            source: resolution.location.description, table: budget.table, key: budget.key))
      }
    }
    return findings
  }

  /// A finding for each table entry wider than the budget its own file states, measured
  /// in the 17 pt semibold title style (the widest bar style, so a text that passes fits
  /// any bar role).
  static func statedFindings(store: StringStore, scenario: String, measurer: any TextMeasuring) -> [Finding] {
    var findings: [Finding] = []
    for table in store.tables {
      guard case .locale(let locale) = table.folder else { continue }
      for entry in table.entries {
        guard let budget = entry.maxWidth ?? CatalogBudgetComment.budget(in: entry.comment) else { continue }
        let measured = entry.value.allTexts.map { ($0, measurer.width(of: $0, style: .title)) }
        guard let (text, width) = measured.max(by: { $0.1 < $1.1 }), width > budget + tolerance else { continue }
        findings.append(
          Finding(
            table: .widthOverBudget, scenario: scenario, locale: locale.tag,
            message:
              "'\(text)' (key '\(entry.key)' of table '\(table.name)') is \(points(width)) wide in '\(locale)'; the file gives it a budget of \(points(budget))",
            source: entry.location.description, table: table.name, key: entry.key))
      }
    }
    return findings
  }

  /// A width for messages: `182.4 pt`.
  static func points(_ value: Double) -> String {
    let tenths = Int((max(0, value) * 10).rounded(.toNearestOrAwayFromZero))
    return "\(tenths / 10).\(tenths % 10) pt"
  }
}

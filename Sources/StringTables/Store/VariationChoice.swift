import Traits
import UnicodeSupport

/// Picks the device, width and plural case of a value for one lookup.
///
/// - Device: the idiom's key (`iphone` / `ipad`), else `other`; no case means no value.
/// - Width (`NSStringVariableWidthRuleType`): the largest rule width ≤ the requested width,
///   else the smallest rule; without a requested width, the largest rule.
/// - Plural: the first numeric argument (else the first argument) chooses through ICU's rules
///   for the supplying locale, with `zero` for 0 when provided and `other` as the fallback.
struct VariationChoice {
  let arguments: [FormatArgument]
  let idiom: DeviceIdiom
  let width: Int?
  let rules: PluralRules?

  /// What was chosen: the string, the plural category and the 1-based argument it came from.
  struct Selection {
    let format: String
    let category: PluralCategory?
    let pluralArgument: Int?
  }

  /// The chosen string, or nil when no case applies.
  func select(_ value: LocalizedValue, issues: inout [FormatIssue]) -> Selection? {
    switch value {
    case .text(let text):
      return Selection(format: text, category: nil, pluralArgument: nil)
    case .device(let cases):
      for name in idiom.variationKeys {
        if let chosen = cases[name] { return select(chosen, issues: &issues) }
      }
      return nil
    case .width(let cases):
      guard let chosen = Self.widthRule(for: width, among: cases.keys), let inner = cases[chosen]
      else { return nil }
      return select(inner, issues: &issues)
    case .plural(let cases):
      let numericIndex = arguments.firstIndex { if case .string = $0 { false } else { true } }
      let argumentIndex = numericIndex ?? (arguments.isEmpty ? nil : 0)
      var category = PluralCategory.other
      if let argumentIndex, let number = arguments[argumentIndex].number {
        guard
          let chosen = StringFormatter.pluralCategory(
            for: number, rules: rules, available: Set(cases.keys))
        else {
          return nil
        }
        category = chosen
      } else {
        issues.append(.missingPluralNumber(name: "plural"))
      }
      guard let chosen = cases[category] ?? cases[.other],
        let inner = select(chosen, issues: &issues)
      else { return nil }
      return Selection(
        format: inner.format,
        category: inner.category ?? (cases[category] == nil ? .other : category),
        pluralArgument: inner.pluralArgument ?? argumentIndex.map { $0 + 1 })
    }
  }

  /// The width rule used for a presentation width.
  static func widthRule<Widths: Collection>(for width: Int?, among rules: Widths) -> Int?
  where Widths.Element == Int {
    guard let width else { return rules.max() }
    return rules.filter { $0 <= width }.max() ?? rules.min()
  }
}

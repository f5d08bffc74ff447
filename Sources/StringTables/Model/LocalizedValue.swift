public import UnicodeSupport

/// A localized string, or the variations of it that are chosen at lookup time.
///
/// `.strings` files only hold ``text(_:)``. String Catalogs and `.stringsdict` files add
/// plural variations (chosen by the ICU plural rules of the locale) and device variations
/// (`iphone`, `ipad`, `other`…); `.stringsdict` files also have width variations
/// (`NSStringVariableWidthRuleType`). Variations may nest.
public indirect enum LocalizedValue: Hashable, Sendable {
  /// A plain string (which may contain format specifiers and `%#@name@` substitutions).
  case text(String)
  /// Plural variations by CLDR category.
  case plural([PluralCategory: LocalizedValue])
  /// Device variations by the catalog's device key (`iphone`, `ipad`, `mac`, `other`…).
  case device([String: LocalizedValue])
  /// Width variations by rule width (`NSStringVariableWidthRuleType`): the widest rule that
  /// fits the presentation width is shown, the widest of all when no width is given.
  case width([Int: LocalizedValue])

  /// The plain string, when this value has no variations.
  public var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }

  /// Every string this value can produce, in a stable order (for listing and measuring).
  public var allTexts: [String] {
    switch self {
    case .text(let text): [text]
    case .plural(let cases): cases.keys.sorted().flatMap { cases[$0]?.allTexts ?? [] }
    case .device(let cases): cases.keys.sorted().flatMap { cases[$0]?.allTexts ?? [] }
    case .width(let cases): cases.keys.sorted().flatMap { cases[$0]?.allTexts ?? [] }
    }
  }
}

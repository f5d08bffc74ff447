import Diagnostics
import Synchronization
public import UnicodeSupport

/// Compares the plural cases a table provides with the categories ICU's rules select.
///
/// - A category the locale selects but a plural lacks: ``TableDiagnostic/Kind/pluralCategoryMissing``;
///   Foundation shows the `other` case for those numbers.
/// - A category a plural has but the locale never selects:
///   ``TableDiagnostic/Kind/pluralCategoryUnused`` (Japanese `one` is dead text). `zero` is
///   special: Foundation uses a `zero` case for exactly 0 in every language, so English `zero`
///   is shown for 0 even though CLDR's English rules have no `zero`; it is still reported, with
///   that explanation, because ICU (and CLDR-based tools) would select `other`.
public enum PluralCoverage {
  /// The diagnostics for every plural of `table`, whose text is in `language`.
  public static func diagnostics(for table: StringTable, language: LocaleIdentifier)
    -> [TableDiagnostic]
  {
    guard let rules = try? PluralRules.forLocale(language) else { return [] }
    var latest: [String: StringEntry] = [:]
    for entry in table.entries { latest[entry.key] = entry }
    var result: [TableDiagnostic] = []
    for key in latest.keys.sorted() {
      guard let entry = latest[key] else { continue }
      var sets: [(what: String, categories: Set<PluralCategory>)] = []
      collect(entry.value, into: &sets)
      for name in entry.substitutions.keys.sorted() {
        guard let substitution = entry.substitutions[name], !substitution.plural.isEmpty else {
          continue
        }
        sets.append(("plural '\(name)'", Set(substitution.plural.keys)))
      }
      for set in sets {
        result += check(set.categories, what: set.what, entry: entry, table: table, rules: rules)
      }
    }
    return result
  }

  /// A number ICU puts in `category` for `locale` (`1000000` for French `many`), if one is found.
  public static func example(of category: PluralCategory, in rules: PluralRules) -> String? {
    if let known = examples.withLock({ $0[rules.locale]?[category] }) { return known }
    var found: [PluralCategory: String] = [:]
    let candidates: [Double] =
      Array(0...200).map(Double.init) + [1000, 10_000, 100_000, 1_000_000, 2_000_000, 0.5, 1.5, 2.5]
    for number in candidates {
      let chosen = rules.category(for: number)
      if found[chosen] == nil {
        found[chosen] = FormatArgument.objectDescription(of: number)
      }
    }
    examples.withLock { $0[rules.locale] = found }
    return found[category]
  }

  private static let examples = Mutex<[LocaleIdentifier: [PluralCategory: String]]>([:])

  private static func collect(
    _ value: LocalizedValue, into sets: inout [(what: String, categories: Set<PluralCategory>)]
  ) {
    switch value {
    case .text: break
    case .plural(let cases):
      sets.append(("plural variation", Set(cases.keys)))
      for category in cases.keys.sorted() {
        if let inner = cases[category] { collect(inner, into: &sets) }
      }
    case .device(let cases):
      for name in cases.keys.sorted() { if let inner = cases[name] { collect(inner, into: &sets) } }
    case .width(let cases):
      for width in cases.keys.sorted() { if let inner = cases[width] { collect(inner, into: &sets) } }
    }
  }

  private static func check(
    _ categories: Set<PluralCategory>, what: String, entry: StringEntry, table: StringTable,
    rules: PluralRules
  ) -> [TableDiagnostic] {
    let language = rules.locale
    var result: [TableDiagnostic] = []
    let missing = rules.categories.subtracting(categories).subtracting([.other]).sorted()
    if !missing.isEmpty {
      let list = missing.map { category in
        example(of: category, in: rules).map { "'\(category.rawValue)' (e.g. \($0))" }
          ?? "'\(category.rawValue)'"
      }
      let fallback =
        categories.contains(.other)
        ? "the 'other' case is shown for those numbers" : "nothing is shown for those numbers"
      result.append(
        TableDiagnostic(
          kind: .pluralCategoryMissing, key: entry.key, table: table.name, locale: table.folder,
          location: entry.location,
          message:
            "\(what) of key '\(entry.key)' in '\(table.folder)' lacks \(list.joined(separator: ", ")), which '\(language)' selects; \(fallback)"
        ))
    }
    for category in categories.subtracting(rules.categories).sorted() {
      let known = rules.categories.sorted().map { "'\($0.rawValue)'" }.joined(separator: ", ")
      let message =
        category == .zero
        ? "\(what) of key '\(entry.key)' in '\(table.folder)' has a 'zero' case, which is no plural category of '\(language)' (\(known)); Foundation still shows it for exactly 0, CLDR-based tools show 'other'"
        : "\(what) of key '\(entry.key)' in '\(table.folder)' has a '\(category.rawValue)' case that '\(language)' never selects (its categories are \(known)); the text is never shown"
      result.append(
        TableDiagnostic(
          kind: .pluralCategoryUnused, key: entry.key, table: table.name, locale: table.folder,
          location: entry.location, message: message))
    }
    return result
  }
}

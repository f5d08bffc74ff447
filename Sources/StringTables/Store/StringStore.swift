import Diagnostics
public import UnicodeSupport

/// Every string table of an app, merged per table and folder, with locale-chain lookup.
///
/// Lookups follow the requested locale's CLDR parent chain (`pt-BR` → `pt`), then the
/// development language's chain, then `Base`. Within one table and folder, the last
/// definition of a key wins (in sorted path order across files, file order within a file).
public struct StringStore: Sendable {
  /// The language tables fall back to (`CFBundleDevelopmentRegion`).
  public let developmentLanguage: LocaleIdentifier
  /// Every table as loaded, in load order.
  public let tables: [StringTable]
  /// Every locale that has at least one table, sorted.
  public let locales: [LocaleIdentifier]
  /// Every problem found in any table, sorted by location.
  public let diagnostics: [TableDiagnostic]
  private let merged: [TableID: [String: StringEntry]]

  private struct TableID: Hashable, Sendable {
    let name: String
    let folder: LocaleFolder
  }

  /// Creates a store from tables that are already parsed (later tables override earlier ones).
  public init(
    tables: [StringTable], developmentLanguage: LocaleIdentifier,
    diagnostics: [TableDiagnostic] = []
  ) {
    var merged: [TableID: [String: StringEntry]] = [:]
    var found = diagnostics
    for table in tables {
      found += table.diagnostics
      let id = TableID(name: table.name, folder: table.folder)
      for entry in table.entries {
        if let previous = merged[id]?[entry.key], previous.location.path != entry.location.path {
          found.append(
            StringTable.duplicateDiagnostic(
              previous: previous, current: entry, table: table.name, folder: table.folder))
        }
        merged[id, default: [:]][entry.key] = entry
      }
    }
    self.developmentLanguage = developmentLanguage
    self.tables = tables
    self.merged = merged
    self.diagnostics = found.sorted()
    self.locales = Set(
      tables.compactMap { table -> LocaleIdentifier? in
        if case .locale(let locale) = table.folder { return locale }
        return nil
      }
    ).sorted()
  }

  /// The names of all tables, sorted.
  public var tableNames: [String] {
    Set(merged.keys.map(\.name)).sorted()
  }

  /// Whether any folder or catalog has a table of that name.
  public func hasTable(named name: String) -> Bool {
    merged.keys.contains { $0.name == name }
  }

  /// The folders that have a table of that name.
  public func folders(forTable name: String) -> [LocaleFolder] {
    merged.keys.filter { $0.name == name }.map(\.folder).sorted { $0.description < $1.description }
  }

  /// The effective entries of one table in exactly one folder (no fallback), sorted by key.
  public func entries(table: String, folder: LocaleFolder) -> [StringEntry] {
    (merged[TableID(name: table, folder: folder)] ?? [:]).values.sorted { $0.key < $1.key }
  }

  /// The effective entries of one table in exactly one locale (no fallback), sorted by key.
  public func entries(table: String, locale: LocaleIdentifier) -> [StringEntry] {
    entries(table: table, folder: .locale(locale))
  }

  /// Looks `key` up for `locale`, choosing variations and formatting with `arguments`.
  ///
  /// Returns nil when no folder along the chain has the key (an entry whose device
  /// variations have no case for `idiom` counts as missing). The text is formatted only
  /// when there are arguments or `%#@name@` substitutions: UIKit shows an unformatted
  /// string as written, `%%` included.
  public func resolve(
    key: String, table: String = "Localizable", locale: LocaleIdentifier,
    arguments: [FormatArgument] = [],
    idiom: DeviceIdiom = .phone
  ) -> Resolution? {
    var consulted: [String] = []
    for step in lookupPlan(for: locale) {
      consulted.append(step.folder.description)
      guard let entry = merged[TableID(name: table, folder: step.folder)]?[key] else { continue }
      let rules = try? PluralRules.forLocale(step.language)
      var issues: [FormatIssue] = []
      guard
        let selected = select(
          entry.value, arguments: arguments, idiom: idiom, rules: rules, issues: &issues)
      else { continue }
      var text = selected.format
      var category = selected.category
      if !arguments.isEmpty || selected.format.contains("#@") {
        let result = StringFormatter(pluralRules: rules, substitutions: entry.substitutions)
          .format(selected.format, arguments)
        text = result.text
        // A plural case may leave its number out ("No apples"): that argument was used to choose it.
        issues += result.issues.filter { $0 != .unusedArgument(selected.pluralArgument ?? 0) }
        category = category ?? result.pluralChoices.first?.category
      }
      return Resolution(
        key: key, table: table, text: text, format: selected.format, suppliedBy: step.folder,
        language: step.language, isFallback: step.isFallback, chain: consulted,
        location: entry.location,
        pluralCategory: category, issues: issues, comment: entry.comment)
    }
    return nil
  }

  /// The folders to consult for `locale`, in order, each with the language its text is in.
  public func lookupChain(for locale: LocaleIdentifier) -> [LocaleFolder] {
    lookupPlan(for: locale).map(\.folder)
  }

  private struct Step {
    let folder: LocaleFolder
    let language: LocaleIdentifier
    let isFallback: Bool
  }

  private func lookupPlan(for locale: LocaleIdentifier) -> [Step] {
    var steps = locale.parentChain.map {
      Step(folder: .locale($0), language: $0, isFallback: false)
    }
    for language in developmentLanguage.parentChain
    where !steps.contains(where: { $0.folder == .locale(language) }) {
      steps.append(Step(folder: .locale(language), language: language, isFallback: true))
    }
    steps.append(Step(folder: .base, language: developmentLanguage, isFallback: true))
    return steps
  }

  /// Picks the device and plural case; nil when no case applies.
  private func select(
    _ value: LocalizedValue, arguments: [FormatArgument], idiom: DeviceIdiom, rules: PluralRules?,
    issues: inout [FormatIssue]
  ) -> (format: String, category: PluralCategory?, pluralArgument: Int?)? {
    switch value {
    case .text(let text):
      return (text, nil, nil)
    case .device(let cases):
      for name in idiom.variationKeys {
        if let chosen = cases[name] {
          return select(chosen, arguments: arguments, idiom: idiom, rules: rules, issues: &issues)
        }
      }
      return nil
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
      guard let chosen = cases[category] ?? cases[.other] else { return nil }
      guard
        let inner = select(
          chosen, arguments: arguments, idiom: idiom, rules: rules, issues: &issues)
      else {
        return nil
      }
      return (
        inner.format, inner.category ?? (cases[category] == nil ? .other : category),
        inner.pluralArgument ?? argumentIndex.map { $0 + 1 }
      )
    }
  }
}

import Diagnostics
import StringTables
import UnicodeSupport

/// The per-locale checks of one table: coverage, missing and stale keys, fake translations.
struct TableLint {
  private(set) var findings: [Finding] = []
  private(set) var coverage: [StringsLintResult.CoverageRow] = []

  init(store: StringStore, table: String, scenario: String) {
    let development = store.developmentLanguage
    var reference = store.resolvableKeys(table: table, locale: development)
    // A storyboard's Base is the storyboard itself, which holds every key: when the table has
    // no Base values and only storyboard keys, every key any folder has is a reference key.
    let storyboardBacked = Self.isStoryboardBacked(store: store, table: table)
    if storyboardBacked {
      for folder in store.folders(forTable: table) {
        for entry in store.entries(table: table, folder: folder) where reference[entry.key] == nil {
          reference[entry.key] = folder
        }
      }
    }
    guard !reference.isEmpty else {
      let first = store.tables.first { $0.name == table }
      findings.append(
        Finding(
          table: .tableCoverage, scenario: scenario, locale: nil,
          message:
            "table '\(table)' has no value in the development language '\(development)' (nor in Base): coverage, missing and stale keys are not checked",
          source: first.map { SourceLocation(path: $0.path, line: 1, column: 1).description } ?? "", table: table))
      return
    }
    let referenceFolders = Set(store.lookupChain(for: development, table: table))
    let tableLocales = Set(
      store.folders(forTable: table).compactMap { folder -> LocaleIdentifier? in
        if case .locale(let locale) = folder { return locale }
        return nil
      })
    for locale in store.locales
    where !referenceFolders.contains(.locale(locale)) && locale.language != development.language {
      let own = store.lookupChain(for: locale, table: table).prefix { !referenceFolders.contains($0) }
      var keys: [String: LocaleFolder] = [:]
      for folder in own {
        for entry in store.entries(table: table, folder: folder) where keys[entry.key] == nil {
          keys[entry.key] = folder
        }
      }
      let missing = reference.keys.filter { keys[$0] == nil }.sorted()
      let exact = store.entries(table: table, locale: locale)
      let stale = storyboardBacked ? [] : exact.filter { reference[$0.key] == nil }
      coverage.append(
        StringsLintResult.CoverageRow(
          scenario: scenario, table: table, locale: locale.tag,
          translated: reference.count - missing.count, total: reference.count, missing: missing.count,
          stale: stale.count))
      let percent = Self.percent(reference.count - missing.count, of: reference.count)
      let firstReference = reference.keys.sorted().first.flatMap { key in
        reference[key].flatMap { store.entry(key: key, table: table, folder: $0) }
      }
      findings.append(
        Finding(
          table: .tableCoverage, scenario: scenario, locale: locale.tag,
          message:
            "'\(locale)' has \(reference.count - missing.count) of the \(reference.count) keys of table '\(table)' (\(percent))"
            + (stale.isEmpty ? "" : ", and \(stale.count) stale"),
          source: (exact.first ?? firstReference)?.location.description ?? "", table: table))
      if keys.isEmpty, !tableLocales.contains(locale) {
        findings.append(
          Finding(
            table: .missingTranslation, scenario: scenario, locale: locale.tag,
            message:
              "table '\(table)' has no '\(locale)' translation: its \(reference.count) keys are shown in '\(development)'",
            source: firstReference?.location.description ?? "", table: table))
        continue
      }
      for key in missing {
        guard let folder = reference[key], let entry = store.entry(key: key, table: table, folder: folder)
        else { continue }
        findings.append(
          Finding(
            table: .missingTranslation, scenario: scenario, locale: locale.tag,
            message: "key '\(key)' of table '\(table)' is not translated in '\(locale)': the '\(folder)' text is shown",
            source: entry.location.description, table: table, key: key))
      }
      for entry in stale {
        findings.append(
          Finding(
            table: .staleKey, scenario: scenario, locale: locale.tag,
            message:
              "key '\(entry.key)' of table '\(table)' in '\(locale)' is not in the development language '\(development)'",
            source: entry.location.description, table: table, key: entry.key))
      }
      if !storyboardBacked,
        let fake = Self.fakeTranslation(exact, reference: reference, store: store, table: table)
      {
        findings.append(
          Finding(
            table: .untranslatedTable, scenario: scenario, locale: locale.tag,
            message:
              "all \(fake) values of table '\(table)' in '\(locale)' are identical to '\(development)': the table is not translated",
            source: exact.map(\.location).min()?.description ?? "", table: table))
      }
    }
  }

  /// Whether a table localizes a storyboard whose text is its Base: no Base values, and
  /// every key is `ObjectID.property`.
  static func isStoryboardBacked(store: StringStore, table: String) -> Bool {
    let folders = store.folders(forTable: table)
    guard !folders.contains(.base) else { return false }
    var any = false
    for folder in folders {
      for entry in store.entries(table: table, folder: folder) {
        guard StoryboardStringKey(key: entry.key, comment: entry.comment) != nil else { return false }
        any = true
      }
    }
    return any
  }

  /// The number of compared values when every value with letters equals the reference's.
  private static func fakeTranslation(
    _ entries: [StringEntry], reference: [String: LocaleFolder], store: StringStore, table: String
  ) -> Int? {
    var compared = 0
    for entry in entries {
      guard let folder = reference[entry.key],
        let original = store.entry(key: entry.key, table: table, folder: folder)
      else { continue }
      guard original.value.allTexts.contains(where: { $0.contains { $0.isLetter } }) else { continue }
      guard original.value == entry.value else { return nil }
      compared += 1
    }
    return compared >= 2 ? compared : nil
  }

  static func percent(_ part: Int, of whole: Int) -> String {
    guard whole > 0 else { return "100%" }
    let tenths = (part * 1000 + whole / 2) / whole
    return "\(tenths / 10).\(tenths % 10)%"
  }
}

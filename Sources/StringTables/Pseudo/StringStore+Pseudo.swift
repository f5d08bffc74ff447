public import UnicodeSupport

extension StringStore {
  /// The store with a table in each pseudo locale of `styles`, generated from the
  /// development language's text of every table.
  ///
  /// Each key takes the text the development language would show (its folder, then its
  /// parents, then `Base`), transformed; entries keep their locations, so a finding about a
  /// pseudo text points at the development language's line that it came from. Diagnostics
  /// stay those of the real tables: a pseudo table has no problems of its own to fix.
  public func addingPseudoLocales(_ styles: [PseudoLocale]) -> StringStore {
    guard !styles.isEmpty else { return self }
    var pseudoTables: [StringTable] = []
    for name in tableNames {
      let chain = lookupChain(for: developmentLanguage, table: name)
      var entries: [String: StringEntry] = [:]
      for folder in chain.reversed() {
        for entry in self.entries(table: name, folder: folder) { entries[entry.key] = entry }
      }
      guard !entries.isEmpty else { continue }
      let source = chain.lazy.compactMap { folder in
        self.tables.first { $0.name == name && $0.folder == folder }
      }.first
      let sorted = entries.values.sorted { $0.key < $1.key }
      for style in styles.sorted() {
        let pseudo = sorted.map { entry in
          StringEntry(
            key: entry.key, value: entry.value.pseudo(style),
            substitutions: entry.substitutions.mapValues { substitution in
              var copy = substitution
              copy.plural = substitution.plural.mapValues(style.transform)
              return copy
            },
            comment: entry.comment, state: entry.state, extractionState: entry.extractionState,
            usesKeyAsValue: entry.usesKeyAsValue, location: entry.location)
        }
        pseudoTables.append(
          StringTable(
            name: name, folder: .locale(style.locale), path: source?.path ?? name, format: source?.format ?? .strings,
            entries: pseudo, original: source?.original))
      }
    }
    var store = StringStore(tables: tables + pseudoTables, developmentLanguage: developmentLanguage)
    store.diagnostics = diagnostics
    return store
  }
}

import Diagnostics
public import UnicodeSupport

/// Every string table of an app, merged per table and folder, with locale-chain lookup.
///
/// Lookups follow the requested locale's CLDR parent chain (`pt-BR` → `pt`), then the
/// development language's chain, then `Base` (see ``lookupChain(for:table:)``). Within one
/// table and folder, the last definition of a key wins (in sorted path order across files,
/// file order within a file), except that a `.stringsdict` entry always wins over the same
/// key of a `.strings` file (as Foundation merges them), without a duplicate diagnostic.
public struct StringStore: Sendable {
  /// The language tables fall back to (`CFBundleDevelopmentRegion`).
  public let developmentLanguage: LocaleIdentifier
  /// Every table as loaded, in load order.
  public let tables: [StringTable]
  /// Every locale that has at least one table, sorted.
  public let locales: [LocaleIdentifier]
  /// Every problem found in any table, sorted by location.
  public internal(set) var diagnostics: [TableDiagnostic]
  let merged: [TableID: [String: StringEntry]]
  /// The folders of each table, for choosing stand-in folders (`zh_CN` for `zh-Hans`).
  let foldersByTable: [String: Set<LocaleFolder>]
  /// The ICU-maximized tag of every folder locale (`zh-CN` → `zh-Hans-CN`).
  let maximizedFolders: [LocaleIdentifier: String]
  let planCache = PlanCache()

  struct TableID: Hashable, Sendable {
    let name: String
    let folder: LocaleFolder
  }

  /// Creates a store from tables that are already parsed (later tables override earlier ones).
  public init(
    tables: [StringTable], developmentLanguage: LocaleIdentifier,
    diagnostics: [TableDiagnostic] = []
  ) {
    var merged: [TableID: [String: StringEntry]] = [:]
    var fromDictionary: [TableID: Set<String>] = [:]
    var found = diagnostics
    for table in tables {
      found += table.diagnostics
      let id = TableID(name: table.name, folder: table.folder)
      let isDictionary = table.format == .stringsDictionary
      for entry in table.entries {
        let overridesDictionary = fromDictionary[id]?.contains(entry.key) == true
        if overridesDictionary, !isDictionary { continue }
        if let previous = merged[id]?[entry.key], previous.location.path != entry.location.path,
          isDictionary == overridesDictionary
        {
          found.append(
            StringTable.duplicateDiagnostic(
              previous: previous, current: entry, table: table.name, folder: table.folder))
        }
        merged[id, default: [:]][entry.key] = entry
        if isDictionary { fromDictionary[id, default: []].insert(entry.key) }
      }
      if isDictionary, let language = Self.language(of: table.folder, development: developmentLanguage) {
        found += PluralCoverage.diagnostics(for: table, language: language)
      }
    }
    self.developmentLanguage = developmentLanguage
    self.tables = tables
    self.merged = merged
    self.diagnostics = found.sorted()
    let folderLocales = Set(
      tables.compactMap { table -> LocaleIdentifier? in
        if case .locale(let locale) = table.folder { return locale }
        return nil
      })
    self.locales = folderLocales.sorted()
    var foldersByTable: [String: Set<LocaleFolder>] = [:]
    for id in merged.keys { foldersByTable[id.name, default: []].insert(id.folder) }
    self.foldersByTable = foldersByTable
    var maximized: [LocaleIdentifier: String] = [:]
    for locale in folderLocales { maximized[locale] = locale.maximized.tag }
    self.maximizedFolders = maximized
  }

  /// The language a folder's text is in: its locale, or the development language for `Base`.
  static func language(of folder: LocaleFolder, development: LocaleIdentifier) -> LocaleIdentifier? {
    switch folder {
    case .locale(let locale): locale
    case .base: development
    case .multilingual: nil
    }
  }

  /// The names of all tables, sorted.
  public var tableNames: [String] {
    foldersByTable.keys.sorted()
  }

  /// Whether any folder or catalog has a table of that name.
  public func hasTable(named name: String) -> Bool {
    foldersByTable[name] != nil
  }

  /// The folders that have a table of that name.
  public func folders(forTable name: String) -> [LocaleFolder] {
    (foldersByTable[name] ?? []).sorted { $0.description < $1.description }
  }

  /// The effective entries of one table in exactly one folder (no fallback), sorted by key.
  public func entries(table: String, folder: LocaleFolder) -> [StringEntry] {
    (merged[TableID(name: table, folder: folder)] ?? [:]).values.sorted { $0.key < $1.key }
  }

  /// The effective entries of one table in exactly one locale (no fallback), sorted by key.
  public func entries(table: String, locale: LocaleIdentifier) -> [StringEntry] {
    entries(table: table, folder: .locale(locale))
  }

  /// The effective entry of `key` in exactly one folder (no fallback).
  public func entry(key: String, table: String, folder: LocaleFolder) -> StringEntry? {
    merged[TableID(name: table, folder: folder)]?[key]
  }
}

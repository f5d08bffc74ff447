import Diagnostics
public import UnicodeSupport

/// A String Catalog (`.xcstrings`): one table name, every language in one file.
///
/// Each language becomes a ``StringTable`` of format ``StringTable/Format/catalog``. The
/// source language's table holds every key: a key without a source-language value is its
/// own value (``StringEntry/usesKeyAsValue``), as Xcode compiles it.
public struct StringCatalog: Hashable, Sendable {
  /// The table name: the file name without `.xcstrings`.
  public let name: String
  /// The file, relative to the load's base directory.
  public let path: String
  /// The catalog's `sourceLanguage`.
  public let sourceLanguage: LocaleIdentifier
  /// The catalog format `version` (`1.0`, `1.1`).
  public let version: String?
  /// Every key, sorted.
  public let keys: [String]
  /// One table per language, sorted by language tag.
  public let tables: [StringTable]
  /// Problems found while reading (duplicate keys, unknown languages, plurals without `other`).
  public let diagnostics: [TableDiagnostic]

  /// Creates a catalog from parts that are already converted.
  public init(
    name: String, path: String, sourceLanguage: LocaleIdentifier, version: String?, keys: [String],
    tables: [StringTable], diagnostics: [TableDiagnostic]
  ) {
    self.name = name
    self.path = path
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.keys = keys
    self.tables = tables
    self.diagnostics = diagnostics
  }

  /// The languages the catalog has values for, sorted.
  public var languages: [LocaleIdentifier] {
    tables.compactMap { table in
      if case .locale(let locale) = table.folder { return locale }
      return nil
    }
  }

  /// The table of one language.
  public func table(for language: LocaleIdentifier) -> StringTable? {
    tables.first { $0.folder == .locale(language) }
  }

  /// How many keys have an explicit localization in `language` (keys used as their own
  /// source value do not count).
  public func localizedKeyCount(for language: LocaleIdentifier) -> Int {
    table(for: language)?.entries.filter { !$0.usesKeyAsValue }.count ?? 0
  }
}

public import Diagnostics
public import UnicodeSupport

/// A problem found in a string table that does not stop it from loading.
///
/// Duplicate and conflicting keys are the common case: the last occurrence wins, as in
/// CoreFoundation, and the diagnostic points at both places.
public struct TableDiagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The kind of problem.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// The same key appears twice with the same value.
    case duplicateKey = "duplicate-key"
    /// The same key appears twice with different values; the last one wins.
    case conflictingKey = "conflicting-key"
    /// An `.lproj` folder or catalog language that is not a locale.
    case invalidLocale = "invalid-locale"
    /// A file that was found but not loaded (for example a `.strings` file outside any `.lproj`).
    case ignoredFile = "ignored-file"
    /// A value that is not a string (array, dictionary, data, number); the entry is skipped.
    case unsupportedValue = "unsupported-value"
    /// An escape that CoreFoundation reads differently than its author likely meant (`\u00e9`).
    case suspiciousEscape = "suspicious-escape"
    /// A plural variation without the required `other` case.
    case missingPluralOther = "missing-plural-other"
    /// A plural without a category the locale's rules select: `other` is shown instead.
    case pluralCategoryMissing = "plural-category-missing"
    /// A plural category the locale's rules never select (Japanese `one`); for `zero`
    /// (English `zero`), Foundation still uses it for exactly 0.
    case pluralCategoryUnused = "plural-category-unused"
    /// A translation whose format specifiers differ from the development language's value.
    case specifierMismatch = "specifier-mismatch"
    /// Translation units without a target (XLIFF): the text is untranslated in that language.
    case untranslated = "untranslated"
  }

  /// The kind of problem.
  public let kind: Kind
  /// The key concerned, when there is one.
  public let key: String?
  /// The table name (`Localizable`).
  public let table: String
  /// The folder or catalog language concerned, when known.
  public let locale: LocaleFolder?
  /// Where the problem is (for duplicates: the occurrence that wins).
  public let location: SourceLocation
  /// The other place involved (for duplicates: the earlier occurrence).
  public let otherLocation: SourceLocation?
  /// A lowercase message that quotes user values in single quotes.
  public let message: String

  /// Creates a diagnostic.
  public init(
    kind: Kind, key: String?, table: String, locale: LocaleFolder?,
    location: SourceLocation, otherLocation: SourceLocation? = nil, message: String
  ) {
    self.kind = kind
    self.key = key
    self.table = table
    self.locale = locale
    self.location = location
    self.otherLocation = otherLocation
    self.message = message
  }

  /// `path:line:col: warning: message`, plus a note for the other location.
  public var description: String {
    var text = "\(location): warning: \(message)"
    if let otherLocation { text += "\n\(otherLocation): note: previous occurrence is here" }
    return text
  }

  /// Orders by location, then kind and key, so output never depends on load order.
  public static func < (lhs: TableDiagnostic, rhs: TableDiagnostic) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    if lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
    return (lhs.key ?? "") < (rhs.key ?? "")
  }
}

public import Diagnostics

/// One key of a string table in one locale, with where it was written.
public struct StringEntry: Hashable, Sendable {
  /// The key, unescaped (`Hello\nWorld` holds a real newline).
  public let key: String
  /// The value, or its variations.
  public let value: LocalizedValue
  /// String Catalog substitutions referenced by `%#@name@`, by name.
  public let substitutions: [String: Substitution]
  /// The developer comment (`/* … */` before a `.strings` entry, `comment` in a catalog).
  public let comment: String?
  /// The catalog `stringUnit` state (`translated`, `needs_review`, `new`); for variations,
  /// `translated` only when every case is.
  public let state: String?
  /// The catalog `extractionState` (`manual`, `stale`, `extracted_with_value`), if any.
  public let extractionState: String?
  /// True when a catalog has no source-language value, so the key itself is the text.
  public let usesKeyAsValue: Bool
  /// Where the entry is: the key of a `.strings` entry, the language of a catalog entry.
  public let location: SourceLocation
  /// A width budget in points the text must fit (an XLIFF `maxwidth` with `size-unit="point"`).
  public var maxWidth: Double?

  /// Creates an entry.
  public init(
    key: String, value: LocalizedValue, substitutions: [String: Substitution] = [:],
    comment: String? = nil, state: String? = nil, extractionState: String? = nil,
    usesKeyAsValue: Bool = false, location: SourceLocation, maxWidth: Double? = nil
  ) {
    self.maxWidth = maxWidth
    self.key = key
    self.value = value
    self.substitutions = substitutions
    self.comment = comment
    self.state = state
    self.extractionState = extractionState
    self.usesKeyAsValue = usesKeyAsValue
    self.location = location
  }
}

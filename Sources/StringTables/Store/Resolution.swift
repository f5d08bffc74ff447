public import Diagnostics
public import UnicodeSupport

/// The result of looking a key up for one locale: the text, and where it came from.
public struct Resolution: Hashable, Sendable {
  /// The key looked up.
  public let key: String
  /// The table it was found in.
  public let table: String
  /// The text, formatted with the arguments (the raw string when there are none).
  public let text: String
  /// The raw string chosen, after plural and device variations, before formatting.
  public let format: String
  /// The folder or catalog language that supplied the value.
  public let suppliedBy: LocaleFolder
  /// The language the text is written in: the supplier's locale, or the development
  /// language for `Base`.
  public let language: LocaleIdentifier
  /// True when the value came from the development language or `Base`, not from the
  /// requested locale or one of its parents.
  public let isFallback: Bool
  /// What was consulted, in order, up to the supplier (`["pt-BR", "pt", "en"]`).
  public let chain: [String]
  /// Where the entry is written.
  public let location: SourceLocation
  /// The plural category used, when a plural variation or substitution was chosen.
  public let pluralCategory: PluralCategory?
  /// Problems found while selecting and formatting (type mismatches, missing arguments…).
  public let issues: [FormatIssue]
  /// The developer comment of the entry.
  public let comment: String?

  /// ``issues`` as lowercase messages, for reports.
  public var formatIssues: [String] { issues.map(\.description) }
}

public import Diagnostics

/// An error that stops a user's text file from being read, with the file, line and column.
///
/// Every reader of navaudit's inputs (string tables, storyboards) decodes and parses through
/// this module, so the same hostile bytes give the same located message whichever reader
/// meets them. Readers with their own error type wrap it, keeping the location.
public struct TextFileError: LocatedError, Hashable, Sendable {
  /// What went wrong, for callers that branch on it.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// The bytes are not valid UTF-8, UTF-16 or UTF-32 text, or declare another encoding.
    case encoding
    /// The text is not well-formed XML (or JSON, for callers that reuse the locator).
    case syntax
    /// The document declares XML entities, which are refused (entity expansion attacks).
    case unsafeContent
    /// The document exceeds one of navaudit's bounds on size, depth or count.
    case limit
  }

  /// What went wrong.
  public let kind: Kind
  /// Where it went wrong.
  public let location: SourceLocation
  /// A lowercase message that quotes user values in single quotes.
  public let message: String
  /// Extra `note:` lines.
  public let notes: [String]

  /// Creates an error of `kind` at `location`.
  public init(_ kind: Kind, _ message: String, at location: SourceLocation, notes: [String] = []) {
    self.kind = kind
    self.message = message
    self.location = location
    self.notes = notes
  }
}

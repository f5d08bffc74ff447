public import Diagnostics

/// An error that stops a user's text file (a string table, a storyboard) from being read,
/// with the file, line and column.
///
/// Every reader of navaudit's text inputs decodes and parses through this module and
/// reports with this one type, so the same hostile bytes give the same located message
/// whichever reader meets them, and a caller branches on one ``Kind``. Rendered
/// compiler-style by ``LocatedError``:
/// `Strings/de.lproj/Main.strings:12:5: error: missing ';' after the value of key 'title'`.
public struct TextFileError: LocatedError, Hashable, Sendable {
  /// What went wrong, for callers that branch on it.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// The file or folder could not be read.
    case unreadable
    /// The bytes are not valid UTF-8, UTF-16 or UTF-32 text, or declare another encoding.
    case encoding
    /// The text is not well-formed: XML, JSON, a `.strings` file, a property list.
    case syntax
    /// The document declares XML entities, which are refused (entity expansion attacks).
    case unsafeContent
    /// The JSON is valid but is not a String Catalog.
    case invalidCatalog
    /// The document exceeds one of navaudit's bounds on size, depth or count.
    case limit
    /// The file reaches outside its folder (an ICU `:include` of `../secret.txt`).
    case outsideFolder
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

public import Diagnostics
public import TextFiles

/// An error that stops a string table from loading, with the file, line and column.
///
/// Rendered compiler-style by ``LocatedError``:
/// `Strings/de.lproj/Main.strings:12:5: error: missing ';' after the value of key 'title'`.
public struct StringTableError: LocatedError, Hashable, Sendable {
  /// What went wrong, for callers that branch on it.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// The file or folder could not be read.
    case unreadable
    /// The bytes are not valid UTF-8, UTF-16 or UTF-32 text.
    case encoding
    /// The text is not a valid `.strings` file, XML property list or JSON document.
    case syntax
    /// The file declares XML entities, which are refused (entity expansion attacks).
    case unsafeContent
    /// The JSON is valid but is not a String Catalog.
    case invalidCatalog
    /// The file exceeds one of ``StringTableLimits`` (or the shared XML bounds).
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

extension StringTableError {
  /// Wraps a decoding or XML error of the shared text reader, keeping its location.
  public init(_ error: TextFileError) {
    let kind: Kind =
      switch error.kind {
      case .encoding: .encoding
      case .syntax: .syntax
      case .limit: .limit
      case .unsafeContent: .unsafeContent
      }
    self.init(kind, error.message, at: error.location, notes: error.notes)
  }
}

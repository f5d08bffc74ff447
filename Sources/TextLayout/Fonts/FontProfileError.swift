public import Diagnostics

/// A problem reading or writing a font profile, at the line it is on (line 1 for problems
/// with the file as a whole).
///
/// A ``LocatedError``, so the CLI prints it like every other input error:
/// `path:line:1: error: message`.
public struct FontProfileError: LocatedError, Sendable, Hashable {
  /// The profile's path as the user gave it (or `<default>` for the bundled profile).
  public let path: String
  /// The 1-based line, when the problem is on one line.
  public let line: Int?
  /// A lowercase message that quotes the user's values in single quotes.
  public let message: String

  public init(path: String, line: Int? = nil, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  /// The line (or the start of the file), column 1: profiles are checked line by line.
  public var location: SourceLocation { SourceLocation(path: path, line: line ?? 1, column: 1) }
}

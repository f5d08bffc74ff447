/// An error in a user's input that points at a place in a file.
///
/// The CLI prints it as `path:line:col: error: message` and exits with code 2. Loaders that
/// go on after an error collect them in ``InputErrors``, itself a `LocatedError`, so that
/// every error of a run is printed at once; a mistake on the command line is a
/// ``UsageError`` instead.
public protocol LocatedError: Error, CustomStringConvertible {
  /// Where the problem is.
  var location: SourceLocation { get }
  /// A lowercase message that quotes the user's values in single quotes.
  var message: String { get }
  /// Extra lines printed as `note:` after the error (suggestions, snippets).
  var notes: [String] { get }
}

extension LocatedError {
  public var notes: [String] { [] }

  /// The compiler-style rendering: `path:line:col: error: message`, then notes.
  public var description: String {
    ([("\(location): error: \(message)")] + notes.map { "\(location): note: \($0)" }).joined(separator: "\n")
  }
}

/// A plain located error, for loaders that need no enum of their own.
public struct InputError: LocatedError, Hashable, Sendable {
  public let location: SourceLocation
  public let message: String
  public let notes: [String]

  public init(_ message: String, at location: SourceLocation, notes: [String] = []) {
    self.location = location
    self.message = message
    self.notes = notes
  }
}

/// A mistake on the command line, such as an option value that names nothing, as opposed
/// to a mistake in an input file (a ``LocatedError``).
///
/// The two kinds end differently, so they are told apart by type: the CLI prints a usage
/// error as `error: message` with its notes and exits with code 64 (`EX_USAGE`); an input
/// error is printed at its file, line and column and exits with code 2.
public protocol UsageError: Error, CustomStringConvertible {
  /// Extra lines printed as `note:` after the error (suggestions).
  var notes: [String] { get }
}

extension UsageError {
  public var notes: [String] { [] }
}

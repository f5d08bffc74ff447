/// A problem reading or writing a font profile, located at a line when there is one.
///
/// Prints compiler style: `path:line:1: error: message`, or `path: error: message` for
/// problems with the file as a whole.
public struct FontProfileError: Error, Sendable, Hashable, CustomStringConvertible {
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

  public var description: String {
    if let line { return "\(path):\(line):1: error: \(message)" }
    return "\(path): error: \(message)"
  }
}

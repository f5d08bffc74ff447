/// A position in a user's input file, 1-based, as compilers print it.
public struct SourceLocation: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
  /// The path as the user gave it, or relative to the input root (never absolute in reports).
  public var path: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = max(1, line)
    self.column = max(1, column)
  }

  /// `path:line:col`.
  ///
  /// Appended piece by piece into one string of the right size: every finding and every
  /// step of a run writes its location, and interpolation grew its buffer twice and went
  /// through the generic `description` of each number.
  public var description: String {
    let line = String(self.line)
    let column = String(self.column)
    var text = ""
    text.reserveCapacity(path.utf8.count + line.utf8.count + column.utf8.count + 2)
    text += path
    text += ":"
    text += line
    text += ":"
    text += column
    return text
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }
}

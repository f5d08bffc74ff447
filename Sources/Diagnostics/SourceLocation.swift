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
  public var description: String { "\(path):\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }
}

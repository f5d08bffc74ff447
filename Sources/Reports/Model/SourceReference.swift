/// A finding's `source`, `path:line:col`, split into its parts.
///
/// The path may itself contain colons, so the line and column are taken from the end. A
/// source without numbers keeps the whole text as its path and has no line.
struct SourceReference: Hashable, Sendable {
  /// The file, relative to the folder navaudit ran in.
  var path: String
  /// The 1-based line, when known.
  var line: Int?
  /// The 1-based column, when known.
  var column: Int?

  init(_ source: String) {
    let parts = source.split(separator: ":", omittingEmptySubsequences: false)
    if parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
      path = parts.dropLast(2).joined(separator: ":")
      self.line = max(1, line)
      self.column = max(1, column)
    } else if parts.count >= 2, let line = Int(parts[parts.count - 1]) {
      path = parts.dropLast().joined(separator: ":")
      self.line = max(1, line)
      column = nil
    } else {
      path = source
      line = nil
      column = nil
    }
  }

  /// `path:line:col`, with line and column at least 1 (tools reject 0).
  var compilerStyle: String {
    "\(path):\(line ?? 1):\(column ?? 1)"
  }
}

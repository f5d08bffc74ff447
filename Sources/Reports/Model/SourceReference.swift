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
    // The last two `:`-separated parts, found from the end: a path is never split or joined.
    if let lastColon = source.lastIndex(of: ":") {
      let last = source[source.index(after: lastColon)...]
      let head = source[..<lastColon]
      if let middleColon = head.lastIndex(of: ":"), let line = Int(head[head.index(after: middleColon)...]),
        let column = Int(last)
      {
        path = String(source[..<middleColon])
        self.line = max(1, line)
        self.column = max(1, column)
        return
      }
      if let line = Int(last) {
        path = String(head)
        self.line = max(1, line)
        column = nil
        return
      }
    }
    path = source
    line = nil
    column = nil
  }

  /// `path:line:col`, with line and column at least 1 (tools reject 0).
  var compilerStyle: String {
    "\(path):\(line ?? 1):\(column ?? 1)"
  }
}

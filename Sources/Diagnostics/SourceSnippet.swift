/// A source line with a caret under the problem, cut to a readable width.
///
/// Syntax errors quote the line they are on. A minified or hostile file can hold one line
/// of megabytes; quoting it whole (plus a caret line as long) would flood the terminal and
/// the CI log, so only a window around the column is shown, with `…` where it is cut.
/// Hidden scalars in the window are escaped (``HiddenScalars/escaped(_:)``) and tabs become
/// spaces, so the caret stays under the character it points at.
public enum SourceSnippet {
  /// The widest window shown, in scalars of the source.
  public static let defaultWidth = 80

  /// Two lines, the excerpt and the caret, for the 1-based `line` and `column` (counted in
  /// Unicode scalars) of `text`; empty when the line does not exist or is blank.
  public static func lines(in text: String, line: Int, column: Int, width: Int = defaultWidth) -> [String] {
    guard line >= 1 else { return [] }
    // Finds the line without splitting the whole text: the file may be large.
    var current = 1
    var start = text.unicodeScalars.startIndex
    if line > 1 {
      var index = start
      while index < text.unicodeScalars.endIndex {
        if text.unicodeScalars[index] == "\n" {
          current += 1
          if current == line {
            start = text.unicodeScalars.index(after: index)
            break
          }
        }
        index = text.unicodeScalars.index(after: index)
      }
      guard current == line else { return [] }
    }
    var end = start
    while end < text.unicodeScalars.endIndex, text.unicodeScalars[end] != "\n", text.unicodeScalars[end] != "\r" {
      end = text.unicodeScalars.index(after: end)
    }
    return excerpt(of: text.unicodeScalars[start..<end], column: column, width: width)
  }

  /// The excerpt and caret lines for one source line.
  private static func excerpt(of scalars: Substring.UnicodeScalarView, column: Int, width: Int) -> [String] {
    let count = scalars.count
    guard count > 0, scalars.contains(where: { $0 != " " && $0 != "\t" }) else { return [] }
    let caretOffset = min(max(column - 1, 0), count)
    let half = max(width / 2, 1)
    let lower = max(0, min(caretOffset - half, count - width))
    let upper = min(count, lower + width)
    var shown = lower > 0 ? "…" : ""
    var caretColumn = lower > 0 ? 1 : 0
    var offset = lower
    for scalar in scalars.dropFirst(lower).prefix(upper - lower) {
      let piece = scalar == "\t" ? " " : HiddenScalars.escaped(String(scalar))
      if offset < caretOffset { caretColumn += piece.unicodeScalars.count }
      shown += piece
      offset += 1
    }
    if upper < count { shown += "…" }
    return [shown, String(repeating: " ", count: caretColumn) + "^"]
  }
}

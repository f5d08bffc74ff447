import Diagnostics

/// The raw result of parsing one `.strings` file, before it becomes a ``StringTable``.
struct ParsedStrings: Sendable {
  /// One `key = value;` in file order.
  struct Entry: Sendable {
    let key: String
    /// Nil when the value is not a string (an array, dictionary or data).
    let value: String?
    let comment: String?
    let location: SourceLocation
    /// Where the key starts in the decoded UTF-8 text: writers edit the file around it.
    var keyOffset = 0
    /// The comment directly above the key (or before it on its line), even an empty one.
    var commentSpan: CommentSpan?
  }

  /// Where a comment lies in the decoded UTF-8 text, so a writer can edit it in place.
  struct CommentSpan: Sendable, Equatable {
    /// The offset of its `/*`, or of the first `//` of a run of line comments.
    let start: Int
    /// The offset just past its `*/`, or the end of the run's last line (before the break).
    let end: Int
    /// Whether it is a run of `//` lines rather than one `/* */` comment.
    let isLineComment: Bool
  }

  /// Something worth a ``TableDiagnostic`` that the parser noticed.
  struct Notice: Sendable {
    let kind: TableDiagnostic.Kind
    var key: String?
    let location: SourceLocation
    let message: String
  }

  var entries: [Entry] = []
  var notices: [Notice] = []
}

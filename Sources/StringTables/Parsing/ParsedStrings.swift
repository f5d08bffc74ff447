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

/// Every error found in a run's input, reported together as a compiler reports them.
///
/// Loading goes on after a bad file, and after a bad field within a file, so that a user
/// fixes every mistake in one round instead of one per run. The errors keep their own types
/// (a caller can still ask a ``LocatedError`` of a table reader for its kind), and the list
/// is itself a ``LocatedError``, so one error and many travel the same path to the CLI.
///
/// The list is ordered for printing: files in the order they were first met, then by line
/// and column; errors at the same place keep the order they were found in. An error that
/// is already in the list (same place, message and notes) is not added twice, so a loader
/// can rethrow an error it recorded to stop a caller without printing it twice.
public struct InputErrors: LocatedError {
  /// The errors, in the order they were found.
  public private(set) var found: [any LocatedError] = []
  private var seen: Set<Identity> = []

  /// What makes two errors the same error.
  private struct Identity: Hashable {
    let location: SourceLocation
    let message: String
    let notes: [String]
  }

  /// An empty list.
  public init() {}

  /// A list of `errors`, each flattened if it is a list itself.
  public init(_ errors: [any LocatedError]) {
    for error in errors { append(error) }
  }

  /// Whether nothing was recorded.
  public var isEmpty: Bool { found.isEmpty }

  /// How many errors were recorded.
  public var count: Int { found.count }

  /// Records `error`, or every error of a list, skipping errors already recorded.
  public mutating func append(_ error: any LocatedError) {
    if let list = error as? InputErrors {
      for each in list.found { append(each) }
      return
    }
    guard seen.insert(Identity(location: error.location, message: error.message, notes: error.notes)).inserted else {
      return
    }
    found.append(error)
  }

  /// Throws the list when it holds an error; does nothing when it is empty.
  public func check() throws(InputErrors) {
    guard isEmpty else { throw self }
  }

  /// The errors in printing order: by file (in the order files were first met), then by
  /// line and column.
  public var ordered: [any LocatedError] {
    var fileRank: [String: Int] = [:]
    for error in found where fileRank[error.location.path] == nil {
      fileRank[error.location.path] = fileRank.count
    }
    return found.enumerated().sorted { lhs, rhs in
      let left = lhs.element.location
      let right = rhs.element.location
      let leftKey = (fileRank[left.path] ?? 0, left.line, left.column, lhs.offset)
      let rightKey = (fileRank[right.path] ?? 0, right.line, right.column, rhs.offset)
      return leftKey < rightKey
    }.map(\.element)
  }

  // MARK: LocatedError (the first error stands for the list)

  /// Where the first error is (the start of no file when the list is empty).
  public var location: SourceLocation { ordered.first?.location ?? SourceLocation(path: "", line: 1, column: 1) }

  /// The first error's message.
  public var message: String { ordered.first?.message ?? "no errors" }

  /// The first error's notes.
  public var notes: [String] { ordered.first?.notes ?? [] }

  /// Every error, compiler style, one after the other in printing order.
  public var description: String {
    ordered.map(\.description).joined(separator: "\n")
  }
}

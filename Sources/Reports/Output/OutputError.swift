import Foundation

/// An output that could not be written: `cannot write 'r.json': No space left on device`.
public struct OutputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The whole message, lowercase, with the path in single quotes.
  public let description: String

  init(_ description: String) {
    self.description = description
  }

  /// The file `path` cannot be written, for `reason`.
  init(path: String, reason: String) {
    self.init("cannot write '\(path)': \(reason)")
  }

  /// The file `path` cannot be written; `errno` says why (`No space left on device`).
  init(path: String, errno code: Int32) {
    self.init(path: path, reason: Self.reason(code))
  }

  /// Standard output cannot be written; `errno` says why.
  static func standardOutput(errno code: Int32) -> OutputError {
    OutputError("cannot write to standard output: \(reason(code))")
  }

  /// The system's text for an `errno` value.
  static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

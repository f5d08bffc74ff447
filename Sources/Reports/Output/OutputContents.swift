import UnicodeSupport

/// What one output of a run holds: text, or bytes a renderer hands over piece by piece.
///
/// A streamed output is written to its temporary file as it is produced, so that a report of
/// hundreds of megabytes (the JSON of every sample on every device) is never one string in
/// memory; it is renamed into place like any other output, only once complete.
public enum OutputContents: Sendable {
  case text(String)
  /// Bytes in the file's own encoding (a UTF-16 `.strings` file keeps its encoding).
  case bytes([UInt8])
  /// `produce` calls its argument with each piece, in order; a piece it cannot write
  /// throws, and so does a renderer that fails (``OutputSink``).
  case streamed(@Sendable (_ sink: inout OutputSink) throws(OutputError) -> Void)

  /// Writes every piece to `descriptor`; failures name `path` (or standard output when nil).
  func write(to descriptor: Int32, path: String?) throws(OutputError) {
    var sink = OutputSink(descriptor: descriptor, path: path)
    try sink.write(self)
  }
}

/// Where a streamed output's pieces go: a file descriptor, written through at once.
public struct OutputSink {
  let descriptor: Int32
  /// The output's path for messages; `nil` for standard output.
  let path: String?

  /// Writes one piece.
  public mutating func write(_ bytes: [UInt8]) throws(OutputError) {
    if let code = TemporaryFiles.write(bytes, to: descriptor) { throw failure(errno: code) }
  }

  /// Writes one piece of text.
  public mutating func write(_ text: String) throws(OutputError) {
    if let code = FileDescriptorWriter.write(text, to: descriptor) { throw failure(errno: code) }
  }

  /// Writes a whole output: its text or bytes, or every piece it produces.
  public mutating func write(_ contents: OutputContents) throws(OutputError) {
    switch contents {
    case .text(let text): try write(text)
    case .bytes(let bytes): try write(bytes)
    case .streamed(let produce): try produce(&self)
    }
  }

  /// Writes everything `spool` holds, in the order it was written there.
  public mutating func write(_ spool: OutputSpool) throws(OutputError) {
    try spool.copy(to: descriptor, failure: failure(errno:))
  }

  /// The error of a renderer that could not produce its output (`cannot write 'r.json': …`).
  public func failure(_ reason: String) -> OutputError {
    path.map { OutputError(path: $0, reason: reason) } ?? OutputError("cannot write to standard output: \(reason)")
  }

  func failure(errno code: Int32) -> OutputError {
    path.map { OutputError(path: $0, errno: code) } ?? OutputError.standardOutput(errno: code)
  }
}

import Foundation

/// Writes bytes to an open file descriptor with write(2), reporting failures as `errno`.
///
/// `FileHandle.write(_:)` traps on a failed write (`audit > /dev/full` crashed with a
/// `try!` inside Foundation); this loop returns the error instead, retries on `EINTR` and
/// continues after a partial write (pipes, terminals).
public enum FileDescriptorWriter {
  /// Writes all of `text` to `descriptor`.
  ///
  /// - Returns: `nil` when everything was written, else the `errno` of the failed write.
  public static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { buffer -> Int32? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        if written == 0 { return EIO }
        offset += written
      }
      return nil
    }
  }

  /// Writes all of `text` to standard output.
  ///
  /// - Throws: ``OutputError`` (`cannot write to standard output: …`) when a write fails.
  public static func writeStandardOutput(_ text: String) throws(OutputError) {
    if let code = write(text, to: STDOUT_FILENO) { throw OutputError.standardOutput(errno: code) }
  }
}

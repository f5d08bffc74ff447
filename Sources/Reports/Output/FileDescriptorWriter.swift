import Foundation
import UnicodeSupport

/// Writes text to file descriptors, reporting failures as `errno` instead of trapping.
///
/// `FileHandle.write(_:)` traps on a failed write (`audit > /dev/full` crashed with a
/// `try!` inside Foundation). The loop itself is ``TemporaryFiles/write(_:to:)``, in the
/// module that holds navaudit's pointer code.
public enum FileDescriptorWriter {
  /// Writes all of `text` to `descriptor`.
  ///
  /// - Returns: `nil` when everything was written, else the `errno` of the failed write.
  public static func write(_ text: String, to descriptor: Int32) -> Int32? {
    TemporaryFiles.write(text, to: descriptor)
  }

  /// Writes all of `bytes` to `descriptor`: a file kept in its own encoding.
  ///
  /// - Returns: `nil` when everything was written, else the `errno` of the failed write.
  public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    TemporaryFiles.write(bytes, to: descriptor)
  }

  /// Writes all of `text` to standard output.
  ///
  /// - Throws: ``OutputError`` (`cannot write to standard output: …`) when a write fails.
  public static func writeStandardOutput(_ text: String) throws(OutputError) {
    if let code = write(text, to: STDOUT_FILENO) { throw OutputError.standardOutput(errno: code) }
  }

  /// Writes all of `bytes` to standard output.
  ///
  /// - Throws: ``OutputError`` (`cannot write to standard output: …`) when a write fails.
  public static func writeStandardOutput(_ bytes: [UInt8]) throws(OutputError) {
    if let code = write(bytes, to: STDOUT_FILENO) { throw OutputError.standardOutput(errno: code) }
  }
}

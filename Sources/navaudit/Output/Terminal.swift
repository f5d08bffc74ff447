import Diagnostics
import Foundation
import Reports

/// Standard output and error, and what they are connected to.
///
/// Every message to standard error passes through ``error(_:)``, which makes hidden
/// characters visible (`\u{1B}`), so no translation, file name, scenario field or option
/// value can send escape sequences to the user's terminal or reorder a message.
enum Terminal {
  /// Writes to standard output.
  ///
  /// - Throws: ``OutputError`` (`cannot write to standard output: …`) when the write fails
  ///   (a full disk, a closed pipe with SIGPIPE ignored).
  static func out(_ text: String) throws(OutputError) {
    try FileDescriptorWriter.writeStandardOutput(text)
  }

  /// Writes a line to standard error, with hidden characters escaped.
  ///
  /// A failed write is ignored: there is nowhere left to report it.
  static func error(_ text: String) {
    let line = HiddenScalars.escaped(text)
    _ = FileDescriptorWriter.write(line.hasSuffix("\n") ? line : line + "\n", to: STDERR_FILENO)
  }

  /// Writes control sequences of navaudit's own (the progress line) to standard error,
  /// unescaped.
  static func control(_ text: String) {
    _ = FileDescriptorWriter.write(text, to: STDERR_FILENO)
  }

  /// Whether standard output is a terminal.
  static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}

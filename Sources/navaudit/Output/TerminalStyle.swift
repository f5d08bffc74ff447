import Foundation

/// Whether and how to colour what navaudit writes to a terminal.
///
/// Colour only goes to a terminal, never to a pipe or file, and never when `NO_COLOR` is
/// set to a non-empty value (no-color.org) or `TERM` is `dumb`.
enum TerminalStyle {
  /// Whether a file descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// Whether output to `descriptor` may be coloured.
  ///
  /// The environment is read only for a terminal: every run asks, and copying it into a
  /// dictionary is work a pipe or a file does not need.
  static func colorEnabled(
    for descriptor: Int32, environment: @autoclosure () -> [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    guard isTerminal(descriptor) else { return false }
    let environment = environment()
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return environment["TERM"] != "dumb"
  }

  /// Colours the keyword of compiler-style lines: `error:` red, `warning:` magenta,
  /// `note:` cyan, all bold, as clang and swiftc do.
  static func colorizeDiagnostics(_ text: String) -> String {
    let keywords = [(": error: ", "31"), (": warning: ", "35"), (": note: ", "36")]
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      for (keyword, color) in keywords {
        if let range = line.range(of: keyword) {
          let word = keyword.dropFirst(2).dropLast(2)
          return line[..<range.lowerBound] + ": \u{1B}[1;\(color)m\(word):\u{1B}[0m " + line[range.upperBound...]
        }
      }
      return String(line)
    }.joined(separator: "\n")
  }
}

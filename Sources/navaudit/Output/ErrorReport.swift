import ArgumentParser
import Diagnostics

/// What navaudit prints for an error that ends a command, and the code it exits with: the
/// one place that maps errors to text and exit codes, as swift-argument-parser's
/// `MessageInfo` does for its own.
///
/// Commands only throw; they never print an error themselves. There are four kinds:
/// - input errors (``LocatedError``, a list of them included): compiler style,
///   `path:line:col: error: message` with `note:` lines, every error of every file in
///   printing order up to ``maximumShown``, then how many more there are; exit 2;
/// - usage errors found while running (``UsageError``, or ArgumentParser's
///   `ValidationError` thrown by a command): `error: message` and its notes; exit 64;
/// - what ArgumentParser finds while parsing, its help (also when asked for while
///   running) and version, and exit codes: as ArgumentParser prints them;
/// - anything else is a failure of the system, not of the user's input (a report that
///   cannot be written, a resource of navaudit's own that is missing): `error: message`;
///   exit 2.
struct ErrorReport {
  /// The most errors printed for one run; a compiler stops there too, as the rest are
  /// often consequences of the first ones.
  static let maximumShown = 50

  /// The text to print, without a final line break; empty for none.
  let text: String
  /// Whether the text goes to standard output (help, version) instead of standard error.
  let toStandardOutput: Bool
  /// The exit code.
  let exitCode: ExitCode

  private init(text: String, toStandardOutput: Bool = false, exitCode: ExitCode) {
    self.text = text
    self.toStandardOutput = toStandardOutput
    self.exitCode = exitCode
  }

  /// The report of an error thrown while parsing the command line: ArgumentParser's own.
  init(parsing error: any Error) {
    let code = Navaudit.exitCode(for: error)
    self.init(text: Navaudit.fullMessage(for: error), toStandardOutput: code == .success, exitCode: code)
  }

  /// The report of an error thrown while a command ran.
  ///
  /// ArgumentParser's concrete types are tried first: a cast to one compares types, while
  /// the first cast of a type to a protocol scans every conformance of the process, and
  /// every run with findings at `--fail-on` ends here with an `ExitCode`.
  init(running error: any Error) {
    switch error {
    case is ExitCode, is CleanExit:
      self.init(parsing: error)
    case let validation as ValidationError:
      self.init(text: Self.usage(validation.message, notes: []), exitCode: ExitCodes.usage)
    case let located as any LocatedError:
      self.init(text: Self.located(InputErrors([located]).ordered), exitCode: ExitCodes.badInput)
    case let usage as any UsageError:
      self.init(text: Self.usage(usage.description, notes: usage.notes), exitCode: ExitCodes.usage)
    case _ where Navaudit.exitCode(for: error) != .failure:
      // ArgumentParser's own: `--help` is a command of its own whose run throws a request
      // for help. ArgumentParser gives every error it does not know exit code 1.
      self.init(parsing: error)
    default:
      self.init(text: "error: \(error)", exitCode: ExitCodes.badInput)
    }
  }

  /// Every error with its notes, at most ``maximumShown`` of them.
  static func located(_ errors: [any LocatedError]) -> String {
    var lines = errors.prefix(maximumShown).map(\.description)
    if errors.count > maximumShown {
      let more = errors.count - maximumShown
      lines.append("note: \(more) more error\(more == 1 ? "" : "s") not shown (\(errors.count) in all)")
    }
    return lines.joined(separator: "\n")
  }

  /// A usage error found while running: `error: message`, then its notes.
  static func usage(_ message: String, notes: [String]) -> String {
    (["error: \(message)"] + notes.map { "note: \($0)" }).joined(separator: "\n")
  }
}

/// A usage error of the CLI itself (an unknown rule for `explain`), with notes.
struct CommandLineError: UsageError {
  /// A lowercase message quoting the user's value.
  let description: String
  /// `note:` lines, such as a suggestion.
  let notes: [String]

  init(_ description: String, notes: [String] = []) {
    self.description = description
    self.notes = notes
  }
}

/// A failure that is neither the user's input nor the command line: a report that cannot
/// be rendered. Printed as `error: message`, exit 2.
struct SystemFailure: Error, CustomStringConvertible {
  let description: String
}

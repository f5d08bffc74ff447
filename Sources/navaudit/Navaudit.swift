import ArgumentParser
import CProcessShims
import Foundation
import Synchronization
import UnicodeSupport

/// The `navaudit` command: predicts navigation bars and VoiceOver per locale and device.
@main
struct Navaudit: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "navaudit",
    abstract: "Predict iOS navigation bars and VoiceOver announcements in every locale and on every device.",
    version: "0.1.0",
    subcommands: [
      AuditCommand.self, BudgetsCommand.self, ImportCommand.self, FontsCommand.self, ExplainCommand.self,
      StringsCommand.self, CalibrateCommand.self,
    ],
    defaultSubcommand: AuditCommand.self
  )

  /// Parses and runs the command; every error that ends it is printed by ``ErrorReport``.
  ///
  /// ArgumentParser's own `exit(withError:)` writes usage errors raw, and they quote option
  /// values (`--devices`, `--locales`) that may hold escape sequences; here every message
  /// to standard error goes through ``Terminal``, which escapes it.
  ///
  /// The command runs on the process's main thread, not on a worker of the concurrency
  /// runtime as an `async` main would: the audit never waits on anything, and the C
  /// library's allocator grows the main thread's heap in large steps but a worker's heap
  /// with a system call for every page it grows by: about 8 % of the CPU of auditing
  /// 20,000 screens.
  static func main() {
    // An `async` main's thread would wait in sigsuspend with every signal open; this one
    // runs the command, so it opens the ending signals itself.
    TemporaryFiles.acceptEndingSignals()
    // A run allocates tens of megabytes in small pieces and ends soon after: memory given
    // back to the system, or mapped and unmapped a large block at a time, would only be
    // faulted in again. On the shared workload of 20,000 screens keeping it saves a quarter
    // of the page faults and about 3 % of the time; the full samples matrix written as JSON
    // and HTML peaks about 10 MB higher (190 MB).
    cprocess_tune_allocator()
    var parsed: any ParsableCommand
    do {
      parsed = try parseAsRoot()
    } catch {
      finish(ErrorReport(parsing: error))
    }
    guard let command = parsed as? any AsyncParsableCommand else {
      do {
        try parsed.run()
      } catch {
        finish(ErrorReport(running: error))
      }
      return
    }
    let outcome = CommandOutcome()
    // Runs here up to the command's first suspension, which the audit never reaches; were
    // it to suspend, the rest runs on the runtime's threads while this one waits.
    start(command, reportingTo: outcome)
    outcome.done.wait()
    if let error = outcome.error { finish(ErrorReport(running: error)) }
  }

  /// Starts `command` on the calling thread, telling `outcome` how it ended.
  private static func start(_ command: sending any AsyncParsableCommand, reportingTo outcome: CommandOutcome) {
    Task.immediate {
      var command = command
      do {
        try await command.run()
      } catch {
        outcome.fail(error)
      }
      outcome.done.signal()
    }
  }

  /// Prints `report` and exits with its code.
  private static func finish(_ report: ErrorReport) -> Never {
    if !report.text.isEmpty {
      if report.toStandardOutput {
        _ = try? Terminal.out(report.text.hasSuffix("\n") ? report.text : report.text + "\n")
      } else {
        Terminal.error(report.text)
      }
    }
    Foundation.exit(report.exitCode.rawValue)
  }
}

/// How an `async` command ended: signalled once it has, with the error that ended it.
private final class CommandOutcome: Sendable {
  let done = DispatchSemaphore(value: 0)
  private let failure = Mutex<(any Error)?>(nil)

  /// The error the command threw, if any.
  var error: (any Error)? { failure.withLock { $0 } }

  /// Records that the command threw `error`.
  func fail(_ error: any Error) { failure.withLock { $0 = error } }
}

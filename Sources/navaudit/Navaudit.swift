import ArgumentParser
import Foundation

/// The `navaudit` command: predicts navigation bars and VoiceOver per locale and device.
@main
struct Navaudit: AsyncParsableCommand {
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
  static func main() async {
    var command: any ParsableCommand
    do {
      command = try parseAsRoot()
    } catch {
      finish(ErrorReport(parsing: error))
    }
    do {
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      finish(ErrorReport(running: error))
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

import ArgumentParser
import Foundation

/// The `navaudit` command: predicts navigation bars and VoiceOver per locale and device.
@main
struct Navaudit: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "navaudit",
    abstract: "Predict iOS navigation bars and VoiceOver announcements in every locale and on every device.",
    version: "0.1.0",
    subcommands: [AuditCommand.self, ImportCommand.self, FontsCommand.self, ExplainCommand.self, StringsCommand.self],
    defaultSubcommand: AuditCommand.self
  )

  /// Parses and runs the command, printing ArgumentParser's messages through ``Terminal``.
  ///
  /// ArgumentParser's own `exit(withError:)` writes usage errors raw, and they quote option
  /// values (`--devices`, `--locales`) that may hold escape sequences; here every message
  /// to standard error is escaped like navaudit's own.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if !message.isEmpty {
        if code == .success {
          _ = try? Terminal.out(message.hasSuffix("\n") ? message : message + "\n")
        } else {
          Terminal.error(message)
        }
      }
      Foundation.exit(code.rawValue)
    }
  }
}

import ArgumentParser

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
}

import ArgumentParser
import AuditEngine
import UnicodeSupport

/// How storyboards are imported, shared by `audit` and `import`.
struct StoryboardOptions: ParsableArguments {
  @Option(
    name: .customLong("max-depth"),
    help: "The longest segue path a flow generated from storyboards follows (1 to 64). Default: 12.")
  var maxDepth: Int?

  @Option(
    name: .customLong("development-language"),
    help: "The development language of imported storyboards. Default: the Xcode project's developmentRegion, else en.")
  var developmentLanguage: String?

  func apply(to configuration: inout AuditConfiguration) throws {
    if let maxDepth {
      guard (1...64).contains(maxDepth) else {
        throw ValidationError("--max-depth must be from 1 to 64, not '\(maxDepth)'")
      }
      configuration.maxDepth = maxDepth
    }
    if let developmentLanguage {
      do {
        configuration.developmentLanguage = try LocaleIdentifier(validating: developmentLanguage).tag
      } catch {
        throw ValidationError("--development-language: \(error)")
      }
    }
  }
}

import ArgumentParser
import AuditEngine
import Diagnostics
import Foundation
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

  @Option(
    name: .customLong("tables"),
    help: ArgumentHelp(
      "String tables (a folder or file) for apps imported from storyboards or Swift source, besides the app folder's."
        + " Repeat for several.", valueName: "path"))
  var strings: [String] = []

  func apply(to configuration: inout AuditConfiguration) throws {
    for path in strings {
      let absolute = PathResolver.absolute(path, relativeTo: configuration.workingDirectory)
      guard FileManager.default.fileExists(atPath: absolute) else {
        throw ValidationError("--tables: no such file or folder '\(path)'")
      }
    }
    configuration.extraStrings = strings
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

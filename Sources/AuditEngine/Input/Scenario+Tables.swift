import Diagnostics
import Foundation
import Navigation
import UnicodeSupport

extension Scenario {
  /// The development language, validated; English when it is not valid, with the error
  /// recorded in `errors`, so that the tables still load and their problems are reported in
  /// the same run.
  func validatedDevelopmentLanguage(recordingInto errors: inout InputErrors) -> LocaleIdentifier {
    do {
      return try LocaleIdentifier(validating: developmentLanguage)
    } catch {
      errors.append(ScenarioError("developmentLanguage: \(error)", at: location(ofField: "developmentLanguage")))
      return .english
    }
  }

  /// The absolute paths of the `strings:` entries that exist; an error for each one that
  /// does not is recorded in `errors`.
  ///
  /// A missing folder is the scenario's mistake, so it is reported at the `strings:` value
  /// as written, not at a made-up location in the missing path.
  func checkedTablePaths(inFolder folder: String, recordingInto errors: inout InputErrors) -> [String] {
    tablePaths(inFolder: folder).enumerated().compactMap { index, path in
      guard !FileManager.default.fileExists(atPath: path) else { return path }
      errors.append(
        InputError(
          "no such file or folder '\(strings[index])' for 'strings'", at: location(ofField: "strings", index: index),
          notes: ["paths in 'strings' are relative to the scenario's folder"]))
      return nil
    }
  }
}

import Diagnostics
import Foundation
import Navigation
import TextLayout

/// Which font files an audited app ships: `--fonts`, the scenario's `fonts`, and the font
/// files in an imported app's folder.
///
/// The rule, also in `Docs/fonts.md`:
/// - `--fonts PATH` (relative to the working directory) is a folder searched for font files,
///   or one font file; it applies to every audited scenario and app, and must hold one.
/// - A scenario's `fonts:` entries are folders or files relative to its file; each must exist.
/// - An app read from storyboards or Swift source adds every font file under its folder,
///   skipping hidden folders and build products (as the storyboard search does): the files
///   its `UIAppFonts` lists are in the app's folder, wherever Xcode keeps them.
/// Font files end in `.ttf`, `.otf` or `.ttc` (any case). Folders are searched with the
/// same bounds as table folders.
enum AppFontFiles {
  /// The most font files one scenario is measured with: an app ships a handful.
  static let maximumFiles = 256

  /// The font files of one loaded scenario (absolute, sorted, unique); errors are recorded.
  static func files(
    for loaded: LoadedScenario, configuration: AuditConfiguration, recordingInto errors: inout InputErrors
  ) -> [String] {
    let workingDirectory = configuration.workingDirectory
    let display = { (path: String) in ScenarioDiscovery.display(path, workingDirectory: workingDirectory) }
    var files: [String] = []
    if let path = configuration.fonts {
      let resolved = ScenarioDiscovery.resolve(path, in: workingDirectory).path
      let atStart = SourceLocation(path: path, line: 1, column: 1)
      if !FileManager.default.fileExists(atPath: resolved) {
        errors.append(InputError("no such file or folder '\(path)' for --fonts", at: atStart))
      } else {
        do throws(InputError) {
          let found = try fontFiles(at: resolved, display: display)
          if found.isEmpty {
            errors.append(InputError("no font files (.ttf, .otf, .ttc) in '\(path)' for --fonts", at: atStart))
          }
          files += found
        } catch {
          errors.append(error)
        }
      }
    }
    let scenario = loaded.scenario
    for (index, entry) in scenario.fonts.enumerated() {
      let resolved = PathResolver.absolute(entry, relativeTo: loaded.folder.path)
      guard FileManager.default.fileExists(atPath: resolved) else {
        errors.append(
          InputError(
            "no such file or folder '\(entry)' for 'fonts'", at: scenario.location(ofField: "fonts", index: index),
            notes: ["paths in 'fonts' are relative to the scenario's folder"]))
        continue
      }
      do throws(InputError) {
        files += try fontFiles(at: resolved, display: display)
      } catch {
        errors.append(error)
      }
    }
    if loaded.origin != .scenarioFile {
      do throws(InputError) {
        files += try fontFiles(at: loaded.folder.path, display: display)
      } catch {
        errors.append(error)
      }
    }
    let unique = Array(Set(files)).sorted()
    guard unique.count <= maximumFiles else {
      errors.append(
        InputError(
          "more than \(maximumFiles) font files for '\(scenario.path)'; navaudit measures with at most \(maximumFiles)",
          at: SourceLocation(path: scenario.path, line: 1, column: 1)))
      return []
    }
    return unique
  }

  /// `path` itself when it is a file, else the font files under the folder.
  private static func fontFiles(at path: String, display: (String) -> String) throws(InputError) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw InputError(
        "no such file or folder '\(display(path))'", at: SourceLocation(path: display(path), line: 1, column: 1))
    }
    guard isFolder.boolValue else { return [path] }
    do {
      return try AppFontLibrary.fontFiles(under: path)
    } catch {
      throw InputError(
        error.message(shown: display(error.path)), at: SourceLocation(path: display(error.path), line: 1, column: 1))
    }
  }
}

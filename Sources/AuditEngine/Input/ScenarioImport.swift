public import Diagnostics
import Foundation
import Navigation
import StoryboardImport

/// Writes imported storyboards as editable scenario files (`navaudit import`).
///
/// The written file loads into the same model the import produced: its `strings` point
/// back at the app folder from wherever the file is written, and each element carries a
/// comment with the storyboard line it came from, so a reader can find it in Xcode.
public enum ScenarioImport {
  /// One imported app, ready to write.
  public struct App: Sendable {
    /// The imported scenario and its storyboard issues.
    public var loaded: LoadedScenario
    /// The app folder's name, for naming files.
    public var name: String
    /// The font files in the app folder (absolute): written as the scenario's `fonts`, so
    /// that the written file is measured with them as the app folder is.
    public var fontFiles: [String] = []
  }

  /// Imports every app whose storyboards are under `paths` (folders or `.storyboard` files),
  /// whether or not a scenario file stands for it already, and folders of Swift source.
  ///
  /// - Throws: the errors of every app that cannot be imported; an app with a bad
  ///   storyboard does not stop the others from being checked.
  public static func apps(paths: [String], configuration: AuditConfiguration) throws(InputErrors) -> [App] {
    var apps: [App] = []
    var errors = InputErrors()
    for input in ScenarioDiscovery.importInputs(
      paths, workingDirectory: configuration.workingDirectory, recordingInto: &errors)
    {
      do {
        let loaded: LoadedScenario
        switch input {
        case .storyboards(let app, let searchRoot):
          loaded = try LoadedScenario.importing(app, searchRoot: searchRoot, configuration: configuration)
        case .swiftSources(let folder, let searchRoot):
          loaded = try LoadedScenario.importing(
            swiftSources: folder, searchRoot: searchRoot, configuration: configuration)
        case .scenario: continue
        }
        var app = App(loaded: loaded, name: loaded.folder.lastPathComponent)
        app.fontFiles = AppFontFiles.files(for: loaded, configuration: configuration, recordingInto: &errors)
        apps.append(app)
      } catch {
        errors.append(error)
      }
    }
    try errors.check()
    return apps
  }

  /// The scenario file for `app`, to be written at `path` (absolute).
  ///
  /// `strings` becomes the app folder relative to the file's folder; every screen, item,
  /// segue, text and step gets a comment naming its storyboard `path:line` relative to the
  /// file too.
  public static func yaml(_ app: App, writtenTo path: String, workingDirectory: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    var scenario = app.loaded.scenario
    scenario.strings = scenario.tablePaths(inFolder: app.loaded.folder.path).map {
      PathResolver.relative($0, to: folder)
    }
    scenario.fonts = app.fontFiles.map { PathResolver.relative($0, to: folder) }
    func shown(_ location: SourceLocation) -> String {
      let absolute = PathResolver.absolute(location.path, relativeTo: workingDirectory)
      return "\(PathResolver.relative(absolute, to: folder)):\(location.line)"
    }
    var comments = ScenarioComments()
    comments.header =
      "Imported by navaudit from the \(app.loaded.origin.files) of '\(app.name)'. Edit freely: flows, screens and"
      + " texts load as written.\nEach comment names the \(app.loaded.origin.line) line an element comes from."
    for location in scenario.elementLocations where comments.locations[location] == nil {
      comments.locations[location] = shown(location)
    }
    return ScenarioWriter.yaml(scenario, comments: comments)
  }
}

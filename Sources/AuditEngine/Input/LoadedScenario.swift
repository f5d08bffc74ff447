import Diagnostics
public import Foundation
public import Navigation
import SourceImport
public import StoryboardImport

/// A scenario ready to audit, whichever loader produced it (a YAML file, storyboards).
///
/// The audit takes these, so a new source of navigation (Swift code) only has to produce
/// one; everything after loading is shared.
public struct LoadedScenario: Sendable {
  /// The scenario; its `path` is what reports print.
  public var scenario: Scenario
  /// The absolute folder the scenario's `strings` paths are relative to.
  public var folder: URL
  /// Problems the loader found that are findings, not errors (storyboard issues).
  public var issues: [ImportIssue]
  /// Whether the scenario was read from Swift source (its locations are Swift lines).
  public var fromSource: Bool

  public init(scenario: Scenario, folder: URL, issues: [ImportIssue] = [], fromSource: Bool = false) {
    self.scenario = scenario
    self.folder = folder
    self.issues = issues
    self.fromSource = fromSource
  }
}

extension LoadedScenario {
  /// The loader's issues as findings, under their rules, located at the storyboard element.
  public var issueFindings: [Finding] {
    issues.map { Finding($0, scenario: scenario.path) }
  }
}

extension LoadedScenario {
  /// Imports one app's storyboards with the configuration's import options (`audit` and
  /// `import` load storyboards through here).
  static func importing(
    _ app: StoryboardFiles.App, searchRoot: String, configuration: AuditConfiguration
  ) throws(InputError) -> LoadedScenario {
    let options = StoryboardImporter.Options(
      maxDepth: configuration.maxDepth, developmentLanguage: configuration.developmentLanguage)
    let imported = try StoryboardImporter.importApp(app, searchRoot: searchRoot, options: options) {
      ScenarioDiscovery.display($0, workingDirectory: configuration.workingDirectory)
    }
    return LoadedScenario(
      scenario: imported.scenario, folder: URL(fileURLWithPath: imported.folder), issues: imported.issues)
  }
}

extension LoadedScenario {
  /// Reads one app folder's Swift source with the configuration's import options (`audit`
  /// and `import` read Swift apps through here); its tables are the folder's.
  static func importing(
    swiftSources folder: String, searchRoot: String, configuration: AuditConfiguration
  ) throws(InputError) -> LoadedScenario {
    let options = StoryboardImporter.Options(
      maxDepth: configuration.maxDepth, developmentLanguage: configuration.developmentLanguage)
    let imported = try SourceImporter.importApp(folder: folder, searchRoot: searchRoot, options: options) {
      ScenarioDiscovery.display($0, workingDirectory: configuration.workingDirectory)
    }
    return LoadedScenario(
      scenario: imported.scenario, folder: URL(fileURLWithPath: imported.folder), issues: imported.issues,
      fromSource: true)
  }
}

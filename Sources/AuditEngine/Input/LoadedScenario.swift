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
  /// What the scenario was read from, which its locations point into.
  public var origin: Origin

  /// The files a scenario is read from.
  public enum Origin: Sendable, Hashable {
    case scenarioFile, storyboards, swiftSource, storyboardsAndSwiftSource

    /// What the files are called in a sentence: "the storyboards and Swift source".
    public var files: String {
      switch self {
      case .scenarioFile: "scenario file"
      case .storyboards: "storyboards"
      case .swiftSource: "Swift source"
      case .storyboardsAndSwiftSource: "storyboards and Swift source"
      }
    }

    /// What a line of them is called: "storyboard or Swift".
    public var line: String {
      switch self {
      case .scenarioFile: "scenario"
      case .storyboards: "storyboard"
      case .swiftSource: "Swift"
      case .storyboardsAndSwiftSource: "storyboard or Swift"
      }
    }
  }

  public init(scenario: Scenario, folder: URL, issues: [ImportIssue] = [], origin: Origin = .scenarioFile) {
    self.scenario = scenario
    self.folder = folder
    self.issues = issues
    self.origin = origin
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
    let workingDirectory = configuration.workingDirectory
    let display: @Sendable (String) -> String = { (path: String) -> String in
      ScenarioDiscovery.display(path, workingDirectory: workingDirectory)
    }
    let imported = try StoryboardImporter.importApp(app, searchRoot: searchRoot, options: options, display: display)
    // The app's Swift code runs with its storyboards: it titles their scenes and shows more.
    if let mixed = try SourceImporter.augment(imported, options: options, display: display) {
      return LoadedScenario(
        scenario: mixed.scenario, folder: URL(fileURLWithPath: mixed.folder), issues: mixed.issues,
        origin: .storyboardsAndSwiftSource
      ).addingStrings(configuration)
    }
    return LoadedScenario(
      scenario: imported.scenario, folder: URL(fileURLWithPath: imported.folder), issues: imported.issues,
      origin: .storyboards
    ).addingStrings(configuration)
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
      origin: .swiftSource
    ).addingStrings(configuration)
  }
}

extension LoadedScenario {
  /// The imported app with the configuration's `--tables` tables added to its own, as paths
  /// relative to the app folder.
  func addingStrings(_ configuration: AuditConfiguration) -> LoadedScenario {
    var copy = self
    let base = PathResolver.absolute(configuration.workingDirectory, relativeTo: "/")
    for path in configuration.extraStrings {
      let relative = PathResolver.relative(PathResolver.absolute(path, relativeTo: base), to: folder.path)
      if !copy.scenario.strings.contains(relative) { copy.scenario.strings.append(relative) }
    }
    return copy
  }
}

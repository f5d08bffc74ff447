public import Diagnostics
import Foundation
public import Navigation
public import StoryboardImport
import SwiftSyntax

/// Imports an app's navigation from its Swift source, as storyboards are imported.
///
/// The code is read, never compiled or run: SwiftUI views become screens, their modifiers
/// bar titles and items, their links and presentations segues; flows are then generated as
/// for storyboards. What only the running app knows is reported as `source-unresolved`.
public enum SourceImporter {
  /// An imported app.
  public struct Result: Sendable {
    /// The scenario: `path` is the app folder as printed, `strings` is `["."]` relative to it.
    public var scenario: Scenario
    /// What the code leaves to run time, and files that did not read cleanly.
    public var issues: [ImportIssue]
    /// The app folder, absolute.
    public var folder: String
  }

  /// Imports the Swift files under `folder` (absolute).
  /// - Throws: ``InputError`` when the folder cannot be searched or holds too many files.
  public static func importApp(
    folder: String, searchRoot: String, options: StoryboardImporter.Options = .init(),
    display: (String) -> String
  ) throws(InputError) -> Result {
    let (files, issues) = try parseFiles(under: folder, display: display)
    let language =
      options.developmentLanguage ?? StoryboardFiles.developmentRegion(of: folder, upTo: searchRoot) ?? "en"
    let scenario = Scenario(
      path: display(folder), format: 1, app: (folder as NSString).lastPathComponent, developmentLanguage: language,
      strings: ["."], locales: nil, devices: nil, ios: nil, screens: [:], screenOrder: [], flows: [])
    var result = read(files, into: scenario, storyboards: nil, maxDepth: options.maxDepth)
    result.issues = sorted(issues + result.issues)
    result.folder = folder
    return result
  }

  /// Reads the Swift files of a storyboard app (under its folder) into its imported scenario,
  /// as the app runs them: the code of each scene's class sets its bar after the storyboard
  /// did (`viewDidLoad` runs once the scene is loaded) and adds the segues it performs;
  /// screens only the code shows are added. Nil when the folder holds no Swift file.
  /// - Throws: ``InputError`` when the folder cannot be searched or holds too many files.
  public static func augment(
    _ imported: StoryboardImporter.Result, options: StoryboardImporter.Options = .init(), display: (String) -> String
  ) throws(InputError) -> Result? {
    let (files, issues) = try parseFiles(under: imported.folder, display: display)
    guard !files.isEmpty || !issues.isEmpty else { return nil }
    var result = read(files, into: imported.scenario, storyboards: imported, maxDepth: options.maxDepth)
    result.issues = sorted(imported.issues + issues + result.issues)
    result.folder = imported.folder
    return result
  }

  /// Imports parsed sources: `contents` maps each path as printed to its text. Unit tests
  /// import through here; `storyboards` is an app they are read with.
  public static func importSources(
    _ contents: [(path: String, text: String)], app: String = "App", developmentLanguage: String = "en",
    maxDepth: Int = 12, storyboards: StoryboardImporter.Result? = nil
  ) -> Result {
    importSources(
      contents.map { (path: $0.path, bytes: Array($0.text.utf8)) }, app: app,
      developmentLanguage: developmentLanguage, maxDepth: maxDepth, storyboards: storyboards)
  }

  /// Imports sources given as the bytes of their files, decoded as files read from disk are:
  /// invalid UTF-8 is replaced and reported. The fuzz target `fuzz-source` imports through here.
  public static func importSources(
    _ contents: [(path: String, bytes: [UInt8])], app: String = "App", developmentLanguage: String = "en",
    maxDepth: Int = 12, storyboards: StoryboardImporter.Result? = nil
  ) -> Result {
    let files = contents.map { ParsedSourceFile(bytes: $0.bytes, path: $0.path) }
    let scenario =
      storyboards?.scenario
      ?? Scenario(
        path: ".", format: 1, app: app, developmentLanguage: developmentLanguage, strings: ["."], locales: nil,
        devices: nil, ios: nil, screens: [:], screenOrder: [], flows: [])
    var result = read(files, into: scenario, storyboards: storyboards, maxDepth: maxDepth)
    result.issues = sorted((storyboards?.issues ?? []) + result.issues)
    return result
  }

  /// The Swift files under `folder`, parsed, and the warnings for those that could not be read.
  private static func parseFiles(under folder: String, display: (String) -> String) throws(InputError) -> (
    [ParsedSourceFile], [ImportIssue]
  ) {
    var files: [ParsedSourceFile] = []
    var issues: [ImportIssue] = []
    for path in try SwiftSourceFiles.files(under: folder, display: display) {
      switch ParsedSourceFile.read(absolute: path, shown: display(path)) {
      case .parsed(let file): files.append(file)
      case .unreadable(let issue): issues.append(issue)
      }
    }
    return (files, issues)
  }

  /// Reads `files` into `base` (empty, or a storyboard app's scenario) and generates its flows.
  private static func read(
    _ files: [ParsedSourceFile], into base: Scenario, storyboards: StoryboardImporter.Result?, maxDepth: Int
  ) -> Result {
    let index = ViewIndex(files: files)
    var reader = SourceReader(files: files, index: index, controllers: ControllerIndex(files: files))
    var roots = storyboards?.initialRoots ?? []
    if let storyboards { reader.adopt(base, scenes: storyboards.scenes) }
    for app in index.apps {
      let context = SourceReader.Context(file: app.file, owner: "App", integers: [])
      for scene in SwiftUICall.expressions(in: app.body) {
        let (core, _) = SwiftUICall.unwrap(scene)
        guard let call = core.as(FunctionCallExprSyntax.self), let name = SwiftUICall.name(of: call),
          name == "WindowGroup", let content = SwiftUICall.closure(call, nil)
        else { continue }
        if let root = reader.controller(ExprSyntax(content), context) { roots.append(root) }
        reader.readPending()
      }
    }
    roots += reader.readWindowsAndCoordinators()
    readUnreached(&reader, index: index)
    reader.readUnreachedControllers()
    reader.pruneEmptyScreens(keeping: Set(roots))
    reader.applyBarStyles()
    var scenario = base
    let proxy = reader.readAppearanceProxies()
    if !proxy.isEmpty { scenario.navigationBar = proxy }
    scenario.screens = reader.screens
    scenario.screenOrder = reader.order
    scenario.unwindActionsDeclared = false
    let generator = FlowGenerator(scenario: scenario, maxDepth: maxDepth)
    scenario.flows = generator.flows(initialRoots: roots).flows
    let issues = files.flatMap(\.issues) + reader.issues
    return Result(scenario: scenario, issues: sorted(Array(Set(issues))), folder: base.path)
  }

  private static func sorted(_ issues: [ImportIssue]) -> [ImportIssue] {
    issues.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
  }

  /// Reads the view types no root reached: containers first (each is a root of its own),
  /// then views that set a bar, audited as their own roots like storyboard scenes code shows.
  private static func readUnreached(_ reader: inout SourceReader, index: ViewIndex) {
    let names = index.declarations.keys.sorted()
    for name in names where reader.made[name] == nil && !reader.walkedTypes.contains(name) {
      guard let declaration = index.declaration(named: name) else { continue }
      let views = SwiftUICall.expressions(in: declaration.body)
      guard views.count == 1, reader.isContainer(views[0]) else { continue }
      let context = SourceReader.Context(
        file: declaration.file, owner: name, integers: declaration.integerProperties, types: [name])
      reader.made[name] = reader.controller(views[0], context)
      reader.readPending()
    }
    for name in names where reader.made[name] == nil && !reader.walkedTypes.contains(name) {
      guard let declaration = index.declaration(named: name),
        !SwiftUICall.expressions(in: declaration.body).contains(where: { reader.isContainer($0) })
      else { continue }
      let context = SourceReader.Context(
        file: declaration.file, owner: name, integers: declaration.integerProperties, types: [name])
      var probe = reader
      probe.walksInScreen = [:]
      var content = ScreenContent()
      probe.walk(statements: declaration.body, into: &content, context)
      guard content.hasBar || content.unresolvedBar, let first = SwiftUICall.expressions(in: declaration.body).first
      else { continue }
      reader.made[name] = reader.contentScreen(first, context)
      reader.readPending()
    }
  }
}

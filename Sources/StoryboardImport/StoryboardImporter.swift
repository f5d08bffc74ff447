public import Diagnostics
import Foundation
import InterfaceBuilder
public import Navigation
import TextFiles

/// Imports an app's storyboards as a scenario: its screens and generated flows.
///
/// This is how navaudit audits an app with no hand-written scenario: the storyboards say
/// which screens exist, what their bars hold and how segues connect them; the flows walk
/// every segue path. The result is the same model a scenario file loads into, so an
/// imported app and a written scenario are audited by the same code.
public enum StoryboardImporter {
  /// How an import runs.
  public struct Options: Sendable, Hashable {
    /// The longest segue path a generated flow follows.
    public var maxDepth: Int
    /// The development language, when the user gives it; else the Xcode project's, else `en`.
    public var developmentLanguage: String?

    public init(maxDepth: Int = 12, developmentLanguage: String? = nil) {
      self.maxDepth = maxDepth
      self.developmentLanguage = developmentLanguage
    }
  }

  /// An imported app.
  public struct Result: Sendable {
    /// The scenario: `path` is the app folder as printed, `strings` is `["."]` relative to it.
    public var scenario: Scenario
    /// What the storyboards left to code or got wrong, as findings to report.
    public var issues: [ImportIssue]
    /// The app folder, absolute; its tables are the app's tables.
    public var folder: String
    /// The scenes the app's Swift code can name, in screen order.
    public var scenes: [Scene] = []
    /// The screens of the storyboards' initial view controllers.
    public var initialRoots: [String] = []
  }

  /// A storyboard scene as code refers to it: by its class (`customClass`), by its
  /// `storyboardIdentifier`, or as its storyboard's initial scene.
  public struct Scene: Sendable, Hashable {
    public var screen: String
    /// The storyboard's name, without `.storyboard`.
    public var storyboard: String
    public var customClass: String?
    public var identifier: String?
    public var isInitial: Bool
  }

  /// Imports one app found by ``StoryboardFiles``.
  ///
  /// - Parameters:
  ///   - display: turns an absolute path into the path printed in locations.
  ///   - searchRoot: the folder the user named, up to which the Xcode project is looked for.
  /// - Throws: ``InputError`` for an unreadable or malformed storyboard, or a reference to a
  ///   storyboard of the app that is missing.
  public static func importApp(
    _ app: StoryboardFiles.App, searchRoot: String, options: Options = Options(), display: (String) -> String
  ) throws(InputError) -> Result {
    var documents: [StoryboardDocument] = []
    for path in app.storyboards {
      let shown = display(path)
      let limit = XMLTreeReader.Limits.standard.maximumBytes
      let data: [UInt8]
      switch InputFile.read(atPath: path, maximumBytes: limit) {
      case .success(let bytes): data = bytes
      case .failure(let failure):
        throw InputError(
          failure.message(for: shown, kind: "storyboard", maximumBytes: limit),
          at: SourceLocation(path: shown, line: 1, column: 1))
      }
      let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      do {
        documents.append(try StoryboardDocument(contents: data, path: shown, name: name))
      } catch {
        throw InputError(error.message, at: error.location, notes: error.notes)
      }
    }
    return try importApp(app, documents: documents, searchRoot: searchRoot, options: options, display: display)
  }

  /// Imports an app whose storyboards are already parsed: `documents` in the order of
  /// `app.storyboards`. The fuzz target `fuzz-storyboard` drives the importer through here.
  static func importApp(
    _ app: StoryboardFiles.App, documents: [StoryboardDocument], searchRoot: String, options: Options,
    display: (String) -> String
  ) throws(InputError) -> Result {
    // A launch screen is a still picture shown while the app starts: nothing navigates it,
    // so it adds no screen (its texts are still its table's Base values).
    let navigable = zip(app.storyboards, documents).filter { !$0.1.root.flag("launchScreen") }
    let index = SceneIndex(documents: navigable.map(\.1))
    var assembler = try ScreenAssembler(index: index)
    var initialRoots: [String] = []
    for (path, document) in navigable where !app.referenceOnly.contains(path) {
      guard let initial = document.initialViewController else { continue }
      let location = document.root.location
      let key = SceneIndex.Key(storyboard: document.name, objectID: initial)
      guard index.contains(key) else {
        assembler.issues.append(
          ImportIssue(
            .danglingSegue, "the initial view controller '\(initial)' is not in storyboard '\(document.name)'",
            at: location))
        continue
      }
      if let resolved = try assembler.resolve(key, from: location), let id = index.screenID(resolved) {
        initialRoots.append(id)
      }
    }
    // The storyboards beside a single file the user named count only for the scenes that
    // file reaches through references.
    let referenceOnly = Set(navigable.filter { app.referenceOnly.contains($0.0) }.map(\.1.name))
    let borrowed = Set(index.order.filter { referenceOnly.contains($0.storyboard) }.compactMap(index.screenID))
    let language =
      options.developmentLanguage ?? StoryboardFiles.developmentRegion(of: app.folder, upTo: searchRoot) ?? "en"
    var scenario = Scenario(
      path: display(app.folder), format: 1, app: (app.folder as NSString).lastPathComponent,
      developmentLanguage: language,
      strings: ["."], locales: nil, devices: nil, ios: nil, screens: assembler.screens, screenOrder: assembler.order,
      flows: [])
    let generator = FlowGenerator(
      scenario: scenario, order: assembler.order.filter { !borrowed.contains($0) }, edges: assembler.edges,
      maxDepth: options.maxDepth)
    let (flows, reached) = generator.flows(initialRoots: initialRoots)
    scenario.flows = flows
    for id in borrowed where !reached.contains(id) { scenario.screens[id] = nil }
    scenario.screenOrder.removeAll { scenario.screens[$0] == nil }
    scenario.unwindActionsDeclared = false
    let initial = Set(
      navigable.compactMap { _, document in
        document.initialViewController.map { SceneIndex.Key(storyboard: document.name, objectID: $0) }
      })
    let scenes = index.order.compactMap { key -> Scene? in
      guard let screen = index.screenID(key), scenario.screens[screen] != nil,
        let controller = index.controller(screen: screen),
        !controller.isPlaceholder
      else { return nil }
      return Scene(
        screen: screen, storyboard: key.storyboard, customClass: controller.element["customClass"],
        identifier: controller.element["storyboardIdentifier"], isInitial: initial.contains(key))
    }
    return Result(
      scenario: scenario,
      issues: (assembler.issues + assembler.fonts.issues).sorted {
        ($0.location, $0.message) < ($1.location, $1.message)
      },
      folder: app.folder, scenes: scenes, initialRoots: initialRoots)
  }
}

import Navigation
import StoryboardImport
import SwiftSyntax

/// Builds an app's screens, containers and segues from its Swift source.
///
/// SwiftUI views and UIKit view controllers land in the same screens: a
/// `UIHostingController(rootView:)` pushed by a table view controller is the screen of its
/// SwiftUI view, and a view type's `NavigationStack` a container like a
/// `UINavigationController(rootViewController:)`. Every view, view type and controller class
/// is read once; what it makes is remembered in `made`.
struct SourceReader {
  let files: [ParsedSourceFile]
  let index: ViewIndex
  let controllers: ControllerIndex
  var screens: [String: Screen] = [:]
  var order: [String] = []
  var issues: [ImportIssue] = []
  /// The screen made for each view type, controller class or source position, so that each is
  /// read once.
  var made: [String: String] = [:]
  /// The view types whose body was read into some screen.
  var walkedTypes: Set<String> = []
  /// Screens reached at the end of a long chain, read once the chain is done.
  var pending: [Pending] = []
  /// The container view types whose body shows no controller known before run time (a branch
  /// between views, a computed view): read once like the others.
  var unshownTypes: Set<String> = []
  /// Whether each view type is a container, by name and the depth it was asked at, so that
  /// types whose branches show one another are asked once each.
  var containerAnswers: [String: Bool] = [:]
  /// How many times each view type's body (and each computed property) was walked into the
  /// screen being read; see ``maximumWalksPerScreen``.
  var walksInScreen: [String: Int] = [:]
  /// The bar fields each controller screen's own code sets: a value set where the controller
  /// is created only shows when the class sets none (its `viewDidLoad` runs later).
  var assignedByClass: [String: Set<String>] = [:]
  /// Screens whose code asks their navigation bar for large titles.
  var prefersLargeTitles: Set<String> = []
  /// The bar fonts each controller's code sets on its navigation bar.
  var barStyles: [String: NavigationBarStyle] = [:]
  /// The `modalPresentationStyle` controllers set for themselves.
  var presentationStyles: [String: PresentationStyle] = [:]
  /// The controllers each factory method returns, so that each is resolved once.
  var factories: [String: [Target]] = [:]
  /// The storyboard scenes of the app, when its code is read with its storyboards.
  var scenes: [StoryboardImporter.Scene] = []

  /// The most screens one import makes.
  static let maximumScreens = 5_000
  static let containers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "TabView"]

  init(files: [ParsedSourceFile], index: ViewIndex, controllers: ControllerIndex) {
    self.files = files
    self.index = index
    self.controllers = controllers
  }

  /// The container written at `node`: made once, named `owner.suffix`, and filled by `build`,
  /// which returns false when there turns out to be nothing to contain (the id is then nil).
  mutating func container(
    at node: some SyntaxProtocol, named suffix: String, _ context: Context,
    build: (inout SourceReader, _ id: String, _ location: Location) -> Bool
  ) -> String? {
    let location = files[context.file].location(of: node)
    let key = "\(location)"
    if let known = made[key] { return screens[known] == nil ? nil : known }
    let id = uniqueID(context.owner + "." + suffix)
    made[key] = id
    add(Screen(id: id, location: location))
    guard build(&self, id, location) else {
      screens[id] = nil
      order.removeAll { $0 == id }
      return nil
    }
    return id
  }

  /// `base`, or `base@2`, `base@3`… when taken.
  mutating func uniqueID(_ base: String) -> String {
    var candidate = base
    var counter = 2
    while screens[candidate] != nil {
      candidate = "\(base)@\(counter)"
      counter += 1
    }
    return candidate
  }

  mutating func add(_ screen: Screen) {
    if screens[screen.id] == nil { order.append(screen.id) }
    screens[screen.id] = screen
  }

  /// Records an unresolved finding at a node of the context's file.
  mutating func issue(_ message: String, at node: some SyntaxProtocol, _ context: Context) {
    issues.append(ImportIssue(.unresolvedInSource, message, at: files[context.file].location(of: node)))
  }

  /// Records an unresolved finding at a location.
  mutating func issue(_ message: String, at location: Location) {
    issues.append(ImportIssue(.unresolvedInSource, message, at: location))
  }
}

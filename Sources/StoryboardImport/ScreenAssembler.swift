import Diagnostics
import InterfaceBuilder
import Navigation
import TextFiles

/// Turns every controller of an app's storyboards into a scenario screen.
///
/// View controllers become screens with their navigation items, toolbars and segues;
/// navigation, split and tab bar controllers become container screens; references to
/// another storyboard resolve to the scene they name, or stand in for a scene of a bundle
/// that is not in the folder. What the storyboard leaves to code is recorded as an
/// ``ImportIssue``, never guessed.
struct ScreenAssembler {
  let index: SceneIndex
  private(set) var screens: [String: Screen] = [:]
  private(set) var order: [String] = []
  var issues: [ImportIssue] = []
  /// The fonts the storyboards set on bars, and what of them could not be resolved.
  var fonts = BarFontReader()
  /// Segue edges for flow generation: source screen → (segue id, destination screen).
  var edges: [String: [(segue: Segue, destination: String?)]] = [:]

  init(index: SceneIndex) throws(InputError) {
    self.index = index
    for key in index.order {
      guard let controller = index.controllers[key], let id = index.screenID(key) else { continue }
      // A reference to a storyboard of the app is not a screen: segues and roots resolve
      // through it to the scene it names, so only references to absent storyboards remain.
      if controller.isPlaceholder, index.documents[controller.element["storyboardName"] ?? ""] != nil { continue }
      let screen = try assemble(controller, id: id)
      screens[id] = screen
      order.append(id)
    }
  }

  /// Follows storyboard references from `key` to a real scene; nil for a dangling id.
  ///
  /// - Throws: ``InputError`` when a reference names a storyboard of the app that is not
  ///   there, or a storyboard identifier its storyboard does not have.
  mutating func resolve(_ key: SceneIndex.Key, from location: SourceLocation) throws(InputError) -> SceneIndex.Key? {
    var current = key
    var visited: Set<SceneIndex.Key> = []
    while let controller = index.controllers[current], controller.isPlaceholder {
      guard visited.insert(current).inserted, visited.count < 64 else {
        issues.append(
          ImportIssue(
            .referenceCycle, "storyboard references starting at '\(key.objectID)' lead back to themselves", at: location
          ))
        return nil
      }
      let element = controller.element
      let name = element["storyboardName"] ?? ""
      guard let document = index.documents[name] else {
        if element["bundleIdentifier"] != nil { return current }
        throw InputError(
          "storyboard reference to '\(name)', but there is no '\(name).storyboard' in the app",
          at: element.location, notes: ["add the storyboard to the folder, or give the reference its bundle identifier"]
        )
      }
      if let identifier = element["referencedIdentifier"] {
        guard let target = index.controller(storyboard: name, identifier: identifier) else {
          throw InputError(
            "storyboard '\(name)' has no scene with storyboard identifier '\(identifier)'", at: element.location)
        }
        current = target
      } else {
        guard let initial = document.initialViewController else {
          throw InputError(
            "storyboard '\(name)' has no initial view controller for this reference", at: element.location)
        }
        current = SceneIndex.Key(storyboard: name, objectID: initial)
      }
    }
    return index.controllers[current] == nil ? nil : current
  }

  /// The screen id a segue or relationship destination resolves to, recording dangling ids.
  mutating func destination(_ element: MarkupElement, storyboard: String) throws(InputError) -> String? {
    guard let id = element["destination"] else { return nil }
    let key = SceneIndex.Key(storyboard: storyboard, objectID: id)
    guard index.contains(key) else {
      if !index.exits.contains(key) {
        issues.append(
          ImportIssue(
            .danglingSegue,
            "segue '\(element["id"] ?? "")' points at '\(id)', which is not in storyboard '\(storyboard)'",
            at: element.location))
      }
      return nil
    }
    return try resolve(key, from: element.location).flatMap(index.screenID)
  }

  private mutating func assemble(_ controller: SceneIndex.Controller, id: String) throws(InputError) -> Screen {
    let element = controller.element
    let reader = ItemReader(document: controller.document)
    var screen = Screen(id: id, location: element.location)
    if controller.isPlaceholder {
      let reference = StoryboardReference(
        storyboard: element["storyboardName"] ?? "", bundle: element["bundleIdentifier"],
        identifier: element["referencedIdentifier"], location: element.location)
      if index.documents[reference.storyboard] == nil {
        guard reference.bundle != nil else {
          throw InputError(
            "storyboard reference to '\(reference.storyboard)', but there is no '\(reference.storyboard).storyboard' in the app",
            at: element.location,
            notes: ["add the storyboard to the folder, or give the reference its bundle identifier"])
        }
        screen.storyboardReference = reference
        issues.append(
          ImportIssue(
            .externalReference,
            "storyboard '\(reference.storyboard)' of bundle '\(reference.bundle ?? "")' is not in the folder; its scene is not audited",
            at: element.location))
      }
      return screen
    }
    screen.title = reader.text(element, "title")
    if let item = element.child(named: "navigationItem", key: "navigationItem") {
      reader.apply(navigationItem: item, to: &screen)
      screen.standardAppearance = item.child(named: "navigationBarAppearance", key: "standardAppearance").map {
        fonts.appearance($0)
      }
    }
    screen.toolbarItems =
      element.child(named: "toolbarItems")?.children(named: "barButtonItem").map(reader.barButtonItem) ?? []
    screen.definesPresentationContext = element.flag("definesPresentationContext")
    screen.hidesBottomBarWhenPushed = element.flag("hidesBottomBarWhenPushed")
    if let item = element.child(named: "tabBarItem", key: "tabBarItem") {
      var tabItem = TabBarItem(location: item.location)
      tabItem.title = reader.text(item, "title")
      tabItem.image = item["image"]
      tabItem.systemItem = item["systemItem"].flatMap(TabSystemItem.init(rawValue:))
      tabItem.accessibilityLabel = reader.text(item, "accessibilityLabel")
      tabItem.badgeValue = item["badgeValue"].map { .literal($0, at: item.location) }
      screen.tabBarItem = tabItem
    }
    screen.container = try container(of: controller, id: id)
    screen.segues = try segues(of: controller, screen: id)
    return screen
  }
}

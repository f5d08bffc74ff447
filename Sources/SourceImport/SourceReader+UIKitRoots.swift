import Navigation
import StoryboardImport
import SwiftSyntax

/// Where UIKit code starts: windows' root controllers, controllers shown from code that is
/// no controller (a coordinator), and controller classes nothing in the files shows.
extension SourceReader {
  /// Starts from a storyboard app's screens: the code of each scene's class is read into
  /// the scene's screen, so that a class shown from code is the storyboard's scene.
  mutating func adopt(_ scenario: Scenario, scenes: [StoryboardImporter.Scene]) {
    screens = scenario.screens
    order = scenario.screenOrder
    self.scenes = scenes
    let coded = scenes.filter { $0.customClass.map { controllers.controller(named: $0) != nil } ?? false }
    for scene in coded {
      if let name = scene.customClass, made["class " + name] == nil { made["class " + name] = scene.screen }
    }
    for scene in coded {
      guard let name = scene.customClass, let controller = controllers.controller(named: name) else { continue }
      readController(scene.screen, name, Context(file: controller.file, owner: name, integers: []))
      readPending()
    }
  }

  /// The controllers set as a window's `rootViewController`, in file order; controllers that
  /// other code (coordinators, app and scene delegates) pushes or presents are read too, so
  /// that they are audited even though what shows them is not a screen.
  mutating func readWindowsAndCoordinators() -> [String] {
    var roots: [String] = []
    let classes = controllers.classes.keys.sorted().compactMap { controllers.controller(named: $0) }
    let code =
      controllers.otherCode.map { (method: $0, owner: ControllerIndex.Controller?.none) }
      + classes.flatMap { owner in owner.methods.map { (method: $0, owner: Optional(owner)) } }
    for (method, owner) in code {
      guard screens.count < Self.maximumScreens else { break }
      let context = Context(file: method.file, owner: method.type, integers: [])
      let scope = Scope(code: UIKitCode(method.body, parameters: method.parameters), owner: owner, context: context)
      for assignment in scope.code.assignments
      where assignment.target.last == "rootViewController"
        && assignment.target.dropLast().contains(where: { $0.lowercased().hasSuffix("window") })
      {
        roots += controllerTargets(assignment.value, at: assignment.node, scope).map(\.id)
        readPending()
      }
      guard owner == nil else { continue }
      for call in scope.code.calls where Self.navigationKind(call) != nil {
        guard let first = call.call.arguments.first else { continue }
        _ = controllerTargets(UIKitCode.elements(first.expression), at: Syntax(call.call), scope)
        readPending()
      }
    }
    var seen: Set<String> = []
    return roots.filter { seen.insert($0).inserted }
  }

  /// Reads the controller classes nothing showed: containers first, then controllers with a
  /// bar or navigation of their own, each audited as a root. A controller that pushes is put
  /// in a navigation controller, as the app must (code or a storyboard does it).
  mutating func readUnreachedControllers() {
    let names = controllers.classes.keys.sorted()
    for name in names where made["class " + name] == nil && controllers.kind(of: name) != .plain {
      _ = controllerScreen(name, Context(file: 0, owner: name, integers: []))
      readPending()
    }
    for name in names where made["class " + name] == nil {
      guard let id = controllerScreen(name, Context(file: 0, owner: name, integers: [])) else { continue }
      readPending()
      guard let screen = screens[id], screen.container == nil else { continue }
      if screen.segues.contains(where: { $0.kind == .show }) {
        var navigation = Screen(id: uniqueID(id + ".nav"), location: screen.location)
        navigation.container = .navigation(
          NavigationControllerSpec(
            stack: [id], prefersLargeTitles: prefersLargeTitles.contains(id), location: screen.location))
        add(navigation)
      } else if !screen.setsBar, screen.segues.isEmpty {
        screens[id] = nil
        order.removeAll { $0 == id }
        made["class " + name] = nil
      }
    }
  }

  /// Removes the screens there is nothing to audit on: no bar, no container, no segue, and
  /// nothing leading to them (a controller class read for a creation that configured its own
  /// screen, a container whose children only the running app knows).
  mutating func pruneEmptyScreens(keeping roots: Set<String>) {
    var referenced = roots
    for screen in screens.values {
      referenced.formUnion(screen.segues.compactMap(\.destination))
      switch screen.container {
      case .navigation(let spec)?: referenced.formUnion(spec.stack)
      case .tabs(let spec)?: referenced.formUnion(spec.items)
      case .split(let spec)?:
        referenced.formUnion([spec.primary, spec.supplementary, spec.secondary, spec.compact].compactMap { $0 })
      default: break
      }
    }
    let empty = order.filter { id in
      guard let screen = screens[id], !referenced.contains(id) else { return false }
      return screen.container == nil && screen.segues.isEmpty && !screen.setsBar
    }
    for id in empty { screens[id] = nil }
    order.removeAll { screens[$0] == nil }
  }
}

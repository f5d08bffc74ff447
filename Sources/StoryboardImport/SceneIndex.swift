import Diagnostics
import InterfaceBuilder
import TextFiles

/// The controllers of every storyboard of an app, with the screen id each one gets.
///
/// Screen ids are what scenario files and reports call the controllers: the custom class
/// when it is unique in the app (`StatusTableViewController`), else the storyboard
/// identifier, else (for a plain navigation controller) its root's id with `.navigation`,
/// else the element name; a clash gets the object id appended. Ids are chosen
/// in storyboard and document order, so they are stable across runs.
struct SceneIndex {
  /// One controller of one storyboard.
  struct Controller {
    let document: StoryboardDocument
    let element: MarkupElement
    var objectID: String { element["id"] ?? "" }
    var isPlaceholder: Bool { element.name == "viewControllerPlaceholder" }
  }

  /// A controller's key: its storyboard and object id.
  struct Key: Hashable, Comparable {
    let storyboard: String
    let objectID: String

    static func < (lhs: Key, rhs: Key) -> Bool { (lhs.storyboard, lhs.objectID) < (rhs.storyboard, rhs.objectID) }
  }

  private(set) var controllers: [Key: Controller] = [:]
  /// Keys in storyboard order, then document order.
  private(set) var order: [Key] = []
  /// The `<exit>` placeholders, which unwind segues point at.
  private(set) var exits: Set<Key> = []
  let documents: [String: StoryboardDocument]
  private(set) var screenIDs: [Key: String] = [:]
  private var keysByScreen: [String: Key] = [:]

  init(documents: [StoryboardDocument]) {
    var byName: [String: StoryboardDocument] = [:]
    for document in documents where byName[document.name] == nil { byName[document.name] = document }
    self.documents = byName
    for document in documents {
      for scene in document.scenes {
        for object in scene.child(named: "objects")?.children ?? [] {
          guard let id = object["id"] else { continue }
          let key = Key(storyboard: document.name, objectID: id)
          if object.name == "exit" {
            exits.insert(key)
          } else if object["sceneMemberID"] == "viewController" || object.name == "viewControllerPlaceholder" {
            guard controllers[key] == nil else { continue }
            controllers[key] = Controller(document: document, element: object)
            order.append(key)
          }
        }
      }
    }
    assignScreenIDs()
  }

  private mutating func assignScreenIDs() {
    func base(_ controller: Controller, depth: Int = 0) -> String {
      let element = controller.element
      if controller.isPlaceholder {
        return (element["storyboardName"] ?? "Storyboard") + "." + (element["referencedIdentifier"] ?? "initial")
      }
      if let name = element["customClass"] ?? element["storyboardIdentifier"] { return name }
      // A plain navigation controller is named after its root: `ShoppingListViewController.navigation`.
      if element.name == "navigationController", depth < 4,
        let root = element.child(named: "connections")?.children(named: "segue")
          .first(where: { $0["relationship"] == "rootViewController" })?["destination"],
        let rootController = controllers[Key(storyboard: controller.document.name, objectID: root)]
      {
        return base(rootController, depth: depth + 1) + ".navigation"
      }
      return element.name
    }
    var counts: [String: Int] = [:]
    for key in order { if let controller = controllers[key] { counts[base(controller), default: 0] += 1 } }
    var used: Set<String> = []
    for key in order {
      guard let controller = controllers[key] else { continue }
      var id = base(controller)
      if counts[id, default: 0] > 1 || used.contains(id) { id += "-" + key.objectID }
      while used.contains(id) { id += "'" }
      used.insert(id)
      screenIDs[key] = id
      keysByScreen[id] = key
    }
  }

  /// The screen id of a controller.
  func screenID(_ key: Key) -> String? { screenIDs[key] }

  /// The controller a screen id was given to.
  func controller(screen id: String) -> Controller? {
    keysByScreen[id].flatMap { controllers[$0] }
  }

  /// The controller a storyboard's `storyboardIdentifier` names.
  func controller(storyboard: String, identifier: String) -> Key? {
    order.first { $0.storyboard == storyboard && controllers[$0]?.element["storyboardIdentifier"] == identifier }
  }

  /// Whether a controller (or storyboard reference) has this key.
  func contains(_ key: Key) -> Bool { controllers[key] != nil }
}

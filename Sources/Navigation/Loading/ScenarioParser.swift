import Diagnostics

/// Turns a YAML tree into a ``Scenario``, field by field, with located errors.
struct ScenarioParser {
  let path: String

  static let topLevelFields = ["format", "app", "developmentLanguage", "strings", "locales", "devices", "ios", "screens", "flows"]

  static let screenFields = [
    "title", "navigationTitle", "backButtonTitle", "backBarButtonItem", "backButtonDisplayMode",
    "leftBarButtonItems", "leftItemsSupplementBackButton", "hidesBackButton", "rightBarButtonItems",
    "titleView", "prompt", "largeTitleDisplayMode", "toolbarItems", "definesPresentationContext",
    "unwindActions", "segues", "accessibilityViewIsModal", "navigation", "split", "tabs", "selectedIndex",
    "navigationBarHidden", "tabBarItem", "hidesBottomBarWhenPushed",
  ]

  func scenario(_ node: YAMLNode) throws(ScenarioError) -> Scenario {
    let entries = try node.mapping("the scenario", known: Self.topLevelFields)
    var format: Int?
    var app = ""
    var developmentLanguage = "en"
    var strings: [String] = []
    var locales: [String]?
    var devices: [String]?
    var ios: [Int]?
    var screens: [String: Screen] = [:]
    var order: [String] = []
    var flows: [Flow] = []
    var flowsNode: YAMLNode?
    for (key, value, _) in entries {
      switch key {
      case "format": format = try value.int("format")
      case "app": app = try value.string("app")
      case "developmentLanguage": developmentLanguage = try value.string("developmentLanguage")
      case "strings": strings = value.isScalar ? [try value.string("strings")] : try value.strings("strings")
      case "locales": locales = try value.strings("locales")
      case "devices": devices = try value.strings("devices")
      case "ios":
        if value.isSequence {
          var versions: [Int] = []
          for element in try value.sequence("ios") { versions.append(try element.int("ios")) }
          ios = versions
        } else {
          ios = [try value.int("ios")]
        }
      case "screens":
        for (id, screenNode, _) in try value.mapping("screens", known: []) {
          screens[id] = try screen(id: id, screenNode)
          order.append(id)
        }
      case "flows":
        flowsNode = value
      default: break
      }
    }
    guard let format else { throw node.error("missing field 'format' (expected 'format: 1')") }
    guard format == 1 else {
      throw node.error("unsupported scenario format '\(format)' (this navaudit reads format 1)")
    }
    if let flowsNode {
      for flowNode in try flowsNode.sequence("flows") { flows.append(try flow(flowNode)) }
    }
    return Scenario(
      path: path, format: format, app: app, developmentLanguage: developmentLanguage, strings: strings,
      locales: locales, devices: devices, ios: ios, screens: screens, screenOrder: order, flows: flows)
  }

  func screen(id: String, _ node: YAMLNode) throws(ScenarioError) -> Screen {
    var screen = Screen(id: id, location: node.location)
    if node.isNull { return screen }
    // Container options, applied once the container is known (they may come first).
    var selectedIndex: (value: YAMLNode, key: YAMLNode)?
    var navigationBarHidden: (value: YAMLNode, key: YAMLNode)?
    for (key, value, keyNode) in try node.mapping("screen '\(id)'", known: Self.screenFields) {
      switch key {
      case "title": screen.title = try text(value)
      case "navigationTitle": screen.navigationTitle = try text(value)
      case "backButtonTitle": screen.backButtonTitle = try text(value)
      case "backBarButtonItem": screen.backBarButtonItem = try barButtonItem(value)
      case "backButtonDisplayMode": screen.backButtonDisplayMode = try value.enumeration(BackButtonDisplayMode.self, "backButtonDisplayMode")
      case "leftBarButtonItems": screen.leftBarButtonItems = try barButtonItems(value, "leftBarButtonItems")
      case "leftItemsSupplementBackButton": screen.leftItemsSupplementBackButton = try value.bool(key)
      case "hidesBackButton": screen.hidesBackButton = try value.bool(key)
      case "rightBarButtonItems": screen.rightBarButtonItems = try barButtonItems(value, key)
      case "titleView": screen.titleView = try titleView(value)
      case "prompt": screen.prompt = try text(value)
      case "largeTitleDisplayMode": screen.largeTitleDisplayMode = try value.enumeration(LargeTitleDisplayMode.self, key)
      case "toolbarItems": screen.toolbarItems = try barButtonItems(value, key)
      case "definesPresentationContext": screen.definesPresentationContext = try value.bool(key)
      case "unwindActions": screen.unwindActions = try value.strings(key)
      case "segues":
        for (segueID, segueNode, _) in try value.mapping("segues", known: []) {
          screen.segues.append(try segue(id: segueID, segueNode))
        }
      case "accessibilityViewIsModal": screen.accessibilityViewIsModal = try value.bool(key)
      case "navigation":
        guard screen.container == nil else { throw keyNode.error("screen '\(id)' is already a container") }
        screen.container = .navigation(NavigationControllerSpec(stack: try value.strings(key), location: value.location))
      case "split":
        guard screen.container == nil else { throw keyNode.error("screen '\(id)' is already a container") }
        screen.container = .split(try split(value))
      case "tabs":
        guard screen.container == nil else { throw keyNode.error("screen '\(id)' is already a container") }
        screen.container = .tabs(try tabs(value))
      case "selectedIndex": selectedIndex = (value, keyNode)
      case "navigationBarHidden": navigationBarHidden = (value, keyNode)
      case "tabBarItem": screen.tabBarItem = try tabBarItem(value)
      case "hidesBottomBarWhenPushed": screen.hidesBottomBarWhenPushed = try value.bool(key)
      default: break
      }
    }
    if let (value, keyNode) = selectedIndex {
      guard case .tabs(var spec) = screen.container else {
        throw keyNode.error("field 'selectedIndex' applies to a 'tabs' container only")
      }
      spec.selectedIndex = try self.selectedIndex(value, count: spec.items.count)
      screen.container = .tabs(spec)
    }
    if let (value, keyNode) = navigationBarHidden {
      guard case .navigation(var spec) = screen.container else {
        throw keyNode.error("field 'navigationBarHidden' applies to a 'navigation' container only")
      }
      spec.navigationBarHidden = try value.bool("navigationBarHidden")
      screen.container = .navigation(spec)
    }
    return screen
  }

  func titleView(_ node: YAMLNode) throws(ScenarioError) -> TitleView {
    var view = TitleView(accessibilityLabel: nil, width: nil, location: node.location)
    for (key, value, _) in try node.mapping("titleView", known: ["accessibilityLabel", "width"]) {
      switch key {
      case "accessibilityLabel": view.accessibilityLabel = try text(value)
      case "width": view.width = try value.double(key)
      default: break
      }
    }
    return view
  }
}

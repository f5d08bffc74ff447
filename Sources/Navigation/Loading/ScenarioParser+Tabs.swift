import Diagnostics

/// Tab bar controllers: the `tabs:` container, `tabBarItem` and the `selectTab` step.
extension ScenarioParser {
  static let tabBarItemFields = ["title", "image", "systemItem", "accessibilityLabel", "badgeValue"]

  /// The items of a `tabs:` container: a list of screen ids.
  func tabs(_ node: YAMLNode) throws(ScenarioError) -> TabBarControllerSpec {
    let items = try node.strings("tabs")
    guard !items.isEmpty else { throw node.error("a tab bar controller needs at least one tab") }
    if let duplicate = items.enumerated().first(where: { items[..<$0.offset].contains($0.element) })?.element {
      throw node.error("screen '\(duplicate)' is twice in the tabs: a view controller can be one tab only")
    }
    return TabBarControllerSpec(items: items, location: node.location)
  }

  /// A `selectedIndex` within the `count` tabs.
  func selectedIndex(_ node: YAMLNode, count: Int) throws(ScenarioError) -> Int {
    let index = try node.int("selectedIndex")
    guard index >= 0, index < count else {
      throw node.error(
        "selectedIndex '\(index)' is out of range: the tab bar controller has \(count) tab\(count == 1 ? "" : "s") (0 to \(count - 1))"
      )
    }
    return index
  }

  /// A screen's `tabBarItem`.
  func tabBarItem(_ node: YAMLNode) throws(ScenarioError) -> TabBarItem {
    var item = TabBarItem(location: node.location)
    try node.fields("a tab bar item", known: Self.tabBarItemFields) { key, value, _ throws(ScenarioError) in
      switch key {
      case "title": item.title = try text(value)
      case "image": item.image = try value.string(key)
      case "systemItem": item.systemItem = try value.enumeration(TabSystemItem.self, "tab systemItem")
      case "accessibilityLabel": item.accessibilityLabel = try text(value)
      case "badgeValue": item.badgeValue = try text(value)
      default: break
      }
    }
    return item
  }

  /// `selectTab: 2` (a 0-based index) or `selectTab: profileNav` (one of the items).
  func tabSelection(_ node: YAMLNode) throws(ScenarioError) -> TabSelection {
    if node.isPlain, let index = node.yamlInt {
      guard index >= 0 else { throw node.error("selectTab index '\(index)' must not be negative") }
      return .index(index)
    }
    let id = try node.string("selectTab")
    guard !id.isEmpty else { throw node.error("selectTab needs a tab index or a screen id") }
    return .screen(id)
  }
}

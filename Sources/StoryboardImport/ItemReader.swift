import Diagnostics
import InterfaceBuilder
import Navigation
import TextFiles

/// Reads navigation items, bar button items and texts of one storyboard into model values.
///
/// Every text becomes a reference to the storyboard's own table (`ObjectID.property`, table
/// named after the storyboard) with the Base value as its default, located at the element
/// that sets it: that is where a user fixes it.
struct ItemReader {
  let document: StoryboardDocument

  /// The text reference of an object's property, if the storyboard sets it.
  func text(_ element: MarkupElement?, _ property: String) -> TextReference? {
    guard let element, let id = element["id"], let text = document.text(id, property) else { return nil }
    return .localized(
      LocalizedKey(key: text.key, table: document.name, defaultValue: text.value, location: element.location))
  }

  /// A `<barButtonItem>` as a model item.
  func barButtonItem(_ element: MarkupElement) -> BarButtonItem {
    var item = BarButtonItem(location: element.location)
    item.systemItem = element["systemItem"].flatMap(SystemItem.init(rawValue:))
    item.title = text(element, "title")
    item.image = element["image"]
    item.style = element["style"] == "done" ? .done : .plain
    item.isEnabled = element["enabled"] != "NO"
    item.accessibilityLabel = text(element, "accessibilityLabel")
    item.accessibilityHint = text(element, "accessibilityHint")
    if let custom = element.child(key: "customView") {
      item.customView = true
      item.width = width(of: custom)
      item.accessibilityLabel = item.accessibilityLabel ?? text(custom, "accessibilityLabel")
    } else if let width = element["width"].flatMap(Double.init) {
      item.width = width
    }
    return item
  }

  /// The items of a single-item key (`rightBarButtonItem`) or its plural collection.
  func items(of parent: MarkupElement, single: String, plural: String) -> [BarButtonItem] {
    if let collection = parent.child(named: plural) {
      return collection.children(named: "barButtonItem").map(barButtonItem)
    }
    return parent.child(named: "barButtonItem", key: single).map { [barButtonItem($0)] } ?? []
  }

  /// Applies a `<navigationItem>` to a screen.
  func apply(navigationItem element: MarkupElement, to screen: inout Screen) {
    screen.navigationTitle = text(element, "title")
    screen.prompt = text(element, "prompt")
    screen.backButtonTitle = text(element, "backButtonTitle")
    if let mode = element["largeTitleDisplayMode"].flatMap(LargeTitleDisplayMode.init(rawValue:)) {
      screen.largeTitleDisplayMode = mode
    }
    if let mode = element["backButtonDisplayMode"].flatMap(BackButtonDisplayMode.init(rawValue:)) {
      screen.backButtonDisplayMode = mode
    }
    screen.hidesBackButton = element.flag("hidesBackButton")
    screen.leftItemsSupplementBackButton = element.flag("leftItemsSupplementBackButton")
    screen.backBarButtonItem = element.child(named: "barButtonItem", key: "backBarButtonItem").map(barButtonItem)
    let left = items(of: element, single: "leftBarButtonItem", plural: "leftBarButtonItems")
    screen.leftBarButtonItems = left.isEmpty ? nil : left
    screen.rightBarButtonItems = items(of: element, single: "rightBarButtonItem", plural: "rightBarButtonItems")
    if let view = element.child(key: "titleView") {
      screen.titleView = TitleView(
        accessibilityLabel: text(view, "accessibilityLabel"), width: width(of: view), location: view.location)
    }
  }

  /// The width of a view from its `<rect key="frame">`.
  func width(of view: MarkupElement) -> Double? {
    view.child(named: "rect", key: "frame")?["width"].flatMap(Double.init)
  }
}

import TextFiles

/// Finds the properties of a storyboard that ibtool extracts for localization.
///
/// The rules follow the keys ibtool writes in real projects: `title` of view controllers,
/// navigation items, bar button items and tab bar items; a navigation item's `prompt` and
/// `backButtonTitle`; `text` and `placeholder` of labels, fields and search bars; a button's
/// state titles (`normalTitle`); segment titles; and the accessibility label and hint.
enum StoryboardTextExtractor {
  /// Every localizable text under `root`, in document order.
  static func texts(in root: MarkupElement) -> [LocalizableText] {
    var result: [LocalizableText] = []
    var pending: [MarkupElement] = [root]
    while let element = pending.popLast() {
      if let id = element["id"] { collect(element, id: id, into: &result) }
      pending.append(contentsOf: element.children.reversed())
    }
    return result
  }

  /// The elements whose `title` attribute is a localizable title.
  private static let titled: Set<String> = ["navigationItem", "barButtonItem", "tabBarItem"]

  private static func collect(_ element: MarkupElement, id: String, into result: inout [LocalizableText]) {
    let className = className(of: element)
    func add(_ property: String, _ value: String?) {
      guard let value, !value.isEmpty else { return }
      result.append(
        LocalizableText(
          objectID: id, property: property, className: className, value: value, location: element.location))
    }
    if titled.contains(element.name) || isViewController(element.name) { add("title", element["title"]) }
    switch element.name {
    case "navigationItem":
      add("prompt", element["prompt"])
      add("backButtonTitle", element["backButtonTitle"])
    case "label", "textField", "textView":
      add("text", element["text"] ?? element.child(named: "string", key: "text")?.text)
      add("placeholder", element["placeholder"])
    case "searchBar":
      add("text", element["text"])
      add("placeholder", element["placeholder"])
      add("prompt", element["prompt"])
    case "button":
      for state in element.children(named: "state") {
        guard let key = state["key"] else { continue }
        add(key + "Title", state["title"])
      }
    case "segmentedControl":
      let segments = element.child(named: "segments")?.children(named: "segment") ?? []
      for (index, segment) in segments.enumerated() { add("segmentTitles[\(index)]", segment["title"]) }
    default:
      break
    }
    if let accessibility = element.child(named: "accessibility", key: "accessibilityConfiguration") {
      add("accessibilityLabel", accessibility["label"])
      add("accessibilityHint", accessibility["hint"])
    }
  }

  /// Whether an element name is a view controller (`viewController`, `navigationController`…).
  static func isViewController(_ name: String) -> Bool {
    name.hasSuffix("Controller")
  }

  /// The UIKit class ibtool names in its comment for an element.
  static func className(of element: MarkupElement) -> String {
    guard let first = element.name.first else { return "UIView" }
    return "UI" + first.uppercased() + element.name.dropFirst()
  }
}

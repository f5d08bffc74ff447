import Diagnostics
import Traits

/// Bar fonts: a navigation bar's text attributes, its appearance, and a navigation item's.
extension ScenarioParser {
  /// The fields of a bar's own fonts, on a navigation controller and in `navigationBar:`.
  static let barStyleFields = [
    "titleTextAttributes", "largeTitleTextAttributes", "barButtonTitleTextAttributes", "standardAppearance",
  ]
  static let appearanceFields = [
    "titleTextAttributes", "largeTitleTextAttributes", "buttonAppearance", "doneButtonAppearance",
    "backButtonAppearance",
  ]
  static let fontFields = ["family", "system", "size", "weight"]

  /// Reads one bar style field (`titleTextAttributes`...) into `style`.
  func barStyleField(_ key: String, _ value: YAMLNode, into style: inout NavigationBarStyle) throws(ScenarioError) {
    switch key {
    case "titleTextAttributes": style.titleTextAttributes = try textAttributes(value, key)
    case "largeTitleTextAttributes": style.largeTitleTextAttributes = try textAttributes(value, key)
    case "barButtonTitleTextAttributes": style.barButtonTitleTextAttributes = try textAttributes(value, key)
    default: style.standardAppearance = try appearance(value)
    }
  }

  /// A bar style on its own: the top-level `navigationBar:` (the appearance proxy).
  func barStyle(_ node: YAMLNode) throws(ScenarioError) -> NavigationBarStyle {
    var style = NavigationBarStyle()
    try node.fields("navigationBar", known: Self.barStyleFields) { key, value, _ throws(ScenarioError) in
      try barStyleField(key, value, into: &style)
    }
    return style
  }

  /// A `UINavigationBarAppearance`.
  func appearance(_ node: YAMLNode) throws(ScenarioError) -> NavigationBarAppearance {
    var appearance = NavigationBarAppearance(location: node.location)
    try node.fields("standardAppearance", known: Self.appearanceFields) { key, value, _ throws(ScenarioError) in
      switch key {
      case "titleTextAttributes": appearance.title = try textAttributes(value, key)
      case "largeTitleTextAttributes": appearance.largeTitle = try textAttributes(value, key)
      case "buttonAppearance": appearance.button = try buttonAppearance(value, key)
      case "doneButtonAppearance": appearance.doneButton = try buttonAppearance(value, key)
      default: appearance.backButton = try buttonAppearance(value, key)
      }
    }
    return appearance
  }

  /// A `UIBarButtonItemAppearance`: the normal state's `titleTextAttributes`.
  private func buttonAppearance(_ node: YAMLNode, _ what: String) throws(ScenarioError) -> FontSetting? {
    var font: FontSetting?
    try node.fields(what, known: ["titleTextAttributes"]) { key, value, _ throws(ScenarioError) in
      font = try textAttributes(value, key)
    }
    return font
  }

  /// Text attributes: `{ font: … }`; without a font they change no width.
  func textAttributes(_ node: YAMLNode, _ what: String) throws(ScenarioError) -> FontSetting? {
    var font: FontSetting?
    try node.fields(what, known: ["font"]) { _, value, _ throws(ScenarioError) in
      font = FontSetting(try self.font(value), at: value.location)
    }
    return font
  }

  /// A font: `{ family: Avenir Next, size: 20, weight: semibold }` or `{ system: boldSystem, size: 17 }`.
  func font(_ node: YAMLNode) throws(ScenarioError) -> BarFont {
    var family: FontFamily?
    var systemWeight: FontWeight?
    var size: Double?
    var weight: (value: FontWeight, node: YAMLNode)?
    try node.fields("a font", known: Self.fontFields) { key, value, keyNode throws(ScenarioError) in
      switch key {
      case "family", "system":
        guard family == nil else {
          throw keyNode.error("a font has one of 'family' or 'system', not both")
        }
        let name = try value.string(key)
        if key == "family" {
          guard !name.allSatisfy(\.isWhitespace) else {
            throw value.error("font family must not be empty")
          }
          family = .named(name)
        } else {
          let system = InterfaceBuilderSystemFont.lookup(name)
          guard system.known else {
            let names = InterfaceBuilderSystemFont.names.map(\.name)
            throw value.error(
              "unknown system font '\(name)' (expected one of: \(names.joined(separator: ", ")))",
              notes: Suggestion.note(for: name, in: names))
          }
          family = .system
          systemWeight = system.weight
        }
      case "size":
        let points = try value.double(key)
        guard points > 0, points <= BarFont.maximumPointSize else {
          throw value.error(
            "font size must be a positive number of points up to \(Int(BarFont.maximumPointSize)), not '\(points)'")
        }
        size = points
      default:
        weight = (try value.enumeration(FontWeight.self, "font weight"), value)
      }
    }
    guard let family else { throw node.error("a font needs a 'family' or a 'system' name") }
    guard let size else { throw node.error("a font needs a 'size' in points") }
    if let systemWeight, let weight, weight.value != systemWeight {
      throw weight.node.error(
        "weight '\(weight.value.rawValue)' contradicts the system font's own weight '\(systemWeight.rawValue)'")
    }
    return BarFont(family: family, pointSize: size, weight: systemWeight ?? weight?.value ?? .regular)
  }
}

import Diagnostics
import Navigation
import TextFiles
import Traits

/// Reads the fonts a storyboard sets on navigation bars.
///
/// - A navigation controller's `<navigationBar>`: `<textAttributes key="titleTextAttributes">`
///   and `largeTitleTextAttributes` (Interface Builder's Title Font and Large Title Font),
///   and its `<navigationBarAppearance key="standardAppearance">`.
/// - A navigation item's `<navigationBarAppearance key="standardAppearance">`.
/// - In an appearance: its title and large title text attributes, and the normal state's
///   title text attributes of `buttonAppearance`, `doneButtonAppearance` and
///   `backButtonAppearance`.
///
/// A `<fontDescription>` is a system font (`type="system"`, `boldSystem`, with `weight`)
/// or a named face (`name`, the PostScript name `UIFont(name:size:)` takes, else `family`),
/// at `pointSize`. A Dynamic Type text style (`style="UICTFontTextStyleBody"`) or an
/// italic system font has no measurable face: it is recorded as an issue at the element,
/// never guessed, and the system font stays.
struct BarFontReader {
  /// What could not be resolved, as import issues.
  private(set) var issues: [ImportIssue] = []

  /// The fonts a `<navigationBar>` sets for itself.
  mutating func barStyle(_ bar: MarkupElement) -> NavigationBarStyle {
    var style = NavigationBarStyle()
    style.titleTextAttributes = font(in: bar.child(named: "textAttributes", key: "titleTextAttributes"))
    style.largeTitleTextAttributes = font(in: bar.child(named: "textAttributes", key: "largeTitleTextAttributes"))
    style.standardAppearance = bar.child(named: "navigationBarAppearance", key: "standardAppearance").map {
      appearance($0)
    }
    return style
  }

  /// A `<navigationBarAppearance>`.
  mutating func appearance(_ element: MarkupElement) -> NavigationBarAppearance {
    var appearance = NavigationBarAppearance(location: element.location)
    appearance.title = font(in: element.child(named: "textAttributes", key: "titleTextAttributes"))
    appearance.largeTitle = font(in: element.child(named: "textAttributes", key: "largeTitleTextAttributes"))
    appearance.button = buttonFont(element.child(key: "buttonAppearance"))
    appearance.doneButton = buttonFont(element.child(key: "doneButtonAppearance"))
    appearance.backButton = buttonFont(element.child(key: "backButtonAppearance"))
    return appearance
  }

  /// The normal state's title font of a bar button item appearance.
  private mutating func buttonFont(_ element: MarkupElement?) -> FontSetting? {
    guard let element else { return nil }
    let state = element.child(key: "normal") ?? element
    return font(in: state.child(named: "textAttributes", key: "titleTextAttributes"))
  }

  /// The font of a `<textAttributes>` element, if it sets one that can be measured.
  mutating func font(in attributes: MarkupElement?) -> FontSetting? {
    guard let description = attributes?.child(named: "fontDescription") else { return nil }
    let at = description.location
    if let style = description["style"] {
      issues.append(
        ImportIssue(
          .unresolvedInSource,
          "bar font is the Dynamic Type text style '\(style)', whose size depends on the user's setting: measured in the system font",
          at: at))
      return nil
    }
    guard let sizeText = description["pointSize"], let size = Double(sizeText), size > 0, size.isFinite,
      size <= BarFont.maximumPointSize
    else {
      issues.append(
        ImportIssue(
          .unresolvedInSource,
          "bar font has no usable pointSize ('\(description["pointSize"] ?? "")'): measured in the system font", at: at)
      )
      return nil
    }
    let weight = description["weight"].flatMap(FontWeight.init(rawValue:))
    switch description["type"].map({ ($0, InterfaceBuilderSystemFont.lookup($0)) }) {
    case (_, let system)? where system.known:
      return FontSetting(BarFont(family: .system, pointSize: size, weight: system.weight ?? weight ?? .regular), at: at)
    case (let type, _)?:
      issues.append(
        ImportIssue(
          .unresolvedInSource, "bar font type '\(type)' has no measurable face: measured in the system font", at: at))
      return nil
    case nil:
      guard let name = description["name"] ?? description["family"], !name.isEmpty else {
        issues.append(
          ImportIssue(.unresolvedInSource, "bar font names no face: measured in the system font", at: at))
        return nil
      }
      return FontSetting(BarFont(family: .named(name), pointSize: size, weight: weight ?? .regular), at: at)
    }
  }
}

public import Diagnostics
public import Traits

/// A font an app sets on a bar, with where it is set.
///
/// Text attributes (`titleTextAttributes`, a button appearance's) carry a colour and a
/// shadow too; only the font changes widths, so only the font is kept. The location is
/// where a finding about the font is fixed: the scenario line, storyboard element or
/// Swift line that sets it.
public struct FontSetting: Hashable, Sendable {
  public var font: BarFont
  public var location: SourceLocation

  public init(_ font: BarFont, at location: SourceLocation) {
    self.font = font
    self.location = location
  }
}

/// The fonts of a `UINavigationBarAppearance` (iOS 13+).
///
/// A navigation item's `standardAppearance` replaces its bar's while the item is on top,
/// as a whole: a font it leaves unset is the system font, not the bar's.
public struct NavigationBarAppearance: Hashable, Sendable {
  /// `titleTextAttributes[.font]`.
  public var title: FontSetting?
  /// `largeTitleTextAttributes[.font]`.
  public var largeTitle: FontSetting?
  /// `buttonAppearance.normal.titleTextAttributes[.font]`: plain bar button items.
  public var button: FontSetting?
  /// `doneButtonAppearance.normal.titleTextAttributes[.font]`: done-style items.
  public var doneButton: FontSetting?
  /// `backButtonAppearance.normal.titleTextAttributes[.font]`: the back button.
  public var backButton: FontSetting?
  public var location: SourceLocation

  public init(location: SourceLocation) {
    self.location = location
  }

  /// The font set for `element`, if any.
  public func font(_ element: BarTextElement) -> FontSetting? {
    switch element {
    case .title: title
    case .largeTitle: largeTitle
    case .button: button
    case .doneButton: doneButton
    case .backButton: backButton
    }
  }
}

/// The fonts a navigation bar sets for itself: its legacy properties and its standard appearance.
///
/// Used for a navigation controller's bar, and for `UINavigationBar.appearance()`, the
/// proxy every bar of the app starts from.
public struct NavigationBarStyle: Hashable, Sendable {
  /// `UINavigationBar.titleTextAttributes[.font]`.
  public var titleTextAttributes: FontSetting?
  /// `UINavigationBar.largeTitleTextAttributes[.font]`.
  public var largeTitleTextAttributes: FontSetting?
  /// The bar button items' `titleTextAttributes(for: .normal)[.font]`
  /// (`UIBarButtonItem.appearance()`): every item, done items and the back button included.
  public var barButtonTitleTextAttributes: FontSetting?
  /// `UINavigationBar.standardAppearance`; what it sets wins over the legacy properties.
  public var standardAppearance: NavigationBarAppearance?

  public init(
    titleTextAttributes: FontSetting? = nil, largeTitleTextAttributes: FontSetting? = nil,
    barButtonTitleTextAttributes: FontSetting? = nil, standardAppearance: NavigationBarAppearance? = nil
  ) {
    self.titleTextAttributes = titleTextAttributes
    self.largeTitleTextAttributes = largeTitleTextAttributes
    self.barButtonTitleTextAttributes = barButtonTitleTextAttributes
    self.standardAppearance = standardAppearance
  }

  /// Whether nothing is set: the system fonts.
  public var isEmpty: Bool { self == NavigationBarStyle() }

  /// The font this bar sets for `element`: its appearance's, else its legacy property's.
  public func font(_ element: BarTextElement) -> FontSetting? {
    if let font = standardAppearance?.font(element) { return font }
    switch element {
    case .title: return titleTextAttributes
    case .largeTitle: return largeTitleTextAttributes
    case .button, .doneButton, .backButton: return barButtonTitleTextAttributes
    }
  }

  /// The font `element` is drawn in, `nil` for the system font: the top item's appearance
  /// when it has one (as a whole), else the bar's own, else the appearance proxy's.
  public static func font(
    _ element: BarTextElement, item: NavigationBarAppearance?, bar: NavigationBarStyle, proxy: NavigationBarStyle
  ) -> FontSetting? {
    if let item { return item.font(element) }
    return bar.font(element) ?? proxy.font(element)
  }
}

/// A text of the navigation bar that an app can set a font for.
public enum BarTextElement: String, Hashable, Sendable, CaseIterable {
  case title
  case largeTitle
  case button
  case doneButton
  case backButton
}

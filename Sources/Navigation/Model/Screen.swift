public import Diagnostics

/// A view controller and its `navigationItem`, as a scenario describes it.
public struct Screen: Hashable, Sendable {
  public var id: String
  /// `UIViewController.title` (also sets `navigationItem.title`).
  public var title: TextReference?
  /// `navigationItem.title` set later; wins over `title` in the bar.
  public var navigationTitle: TextReference?
  /// `navigationItem.backButtonTitle`, used by the next screen's back button.
  public var backButtonTitle: TextReference?
  /// `navigationItem.backBarButtonItem`, used as is by the next screen (no fallback).
  public var backBarButtonItem: BarButtonItem?
  /// `navigationItem.backButtonDisplayMode`, read from the item below the top.
  public var backButtonDisplayMode: BackButtonDisplayMode
  public var leftBarButtonItems: [BarButtonItem]?
  public var leftItemsSupplementBackButton: Bool
  public var hidesBackButton: Bool
  /// Right items; the first is the right-most, as in UIKit.
  public var rightBarButtonItems: [BarButtonItem]
  public var titleView: TitleView?
  public var prompt: TextReference?
  public var largeTitleDisplayMode: LargeTitleDisplayMode
  /// Extension: `navigationItem.style` (SwiftUI's `toolbarRole`); `editor` draws this
  /// screen's back button without a title.
  public var navigationItemStyle: NavigationItemStyle
  public var toolbarItems: [BarButtonItem]
  public var definesPresentationContext: Bool
  public var unwindActions: [String]
  /// Segues by id, in the order written.
  public var segues: [Segue]
  public var accessibilityViewIsModal: Bool
  /// `tabBarItem`: what a tab bar draws and speaks for this screen when it is a tab.
  public var tabBarItem: TabBarItem?
  /// `hidesBottomBarWhenPushed`: the tab bar hides while this screen is pushed in a tab.
  public var hidesBottomBarWhenPushed: Bool
  /// `navigationItem.standardAppearance` (extension): while the screen is on top, its
  /// bar's fonts come from this appearance instead of the bar's.
  public var standardAppearance: NavigationBarAppearance?
  /// Set when the screen is itself a container (a navigation, split view or tab bar controller).
  public var container: Container?
  /// Set when the screen stands in for a scene of a storyboard navaudit could not load.
  public var storyboardReference: StoryboardReference?
  public var location: SourceLocation

  public init(id: String, location: SourceLocation) {
    self.id = id
    self.title = nil
    self.navigationTitle = nil
    self.backButtonTitle = nil
    self.backBarButtonItem = nil
    self.backButtonDisplayMode = .default
    self.leftBarButtonItems = nil
    self.leftItemsSupplementBackButton = false
    self.hidesBackButton = false
    self.rightBarButtonItems = []
    self.titleView = nil
    self.prompt = nil
    self.largeTitleDisplayMode = .automatic
    self.navigationItemStyle = .navigator
    self.toolbarItems = []
    self.definesPresentationContext = false
    self.unwindActions = []
    self.segues = []
    self.accessibilityViewIsModal = false
    self.tabBarItem = nil
    self.hidesBottomBarWhenPushed = false
    self.standardAppearance = nil
    self.container = nil
    self.storyboardReference = nil
    self.location = location
  }

  /// The title the bar shows: `navigationTitle`, else `title`.
  public var barTitle: TextReference? { navigationTitle ?? title }

  /// Whether the screen puts anything in a navigation bar or toolbar: shown on its own, it
  /// is then shown in a navigation controller.
  public var setsBar: Bool {
    barTitle != nil || prompt != nil || leftBarButtonItems != nil || !rightBarButtonItems.isEmpty
      || !toolbarItems.isEmpty || titleView != nil
  }

  /// The segue with an id, if declared.
  public func segue(_ id: String) -> Segue? { segues.first { $0.id == id } }
}

/// `UINavigationItem.BackButtonDisplayMode`.
public enum BackButtonDisplayMode: String, Hashable, Sendable, CaseIterable {
  case `default`, generic, minimal
}

/// `UINavigationItem.ItemStyle`, which SwiftUI's `toolbarRole(_:)` sets.
public enum NavigationItemStyle: String, Hashable, Sendable, CaseIterable {
  case navigator, browser, editor

  /// The style of a `ToolbarRole` (`navigationStack` is the navigator style).
  public init?(toolbarRole: String) {
    switch toolbarRole {
    case "navigationStack", "automatic": self = .navigator
    default: self.init(rawValue: toolbarRole)
    }
  }
}

/// `UINavigationItem.LargeTitleDisplayMode`.
public enum LargeTitleDisplayMode: String, Hashable, Sendable, CaseIterable {
  case automatic, always, never, inline
}

/// A custom title view in place of the title label.
public struct TitleView: Hashable, Sendable {
  public var accessibilityLabel: TextReference?
  public var width: Double?
  public var location: SourceLocation

  public init(accessibilityLabel: TextReference?, width: Double?, location: SourceLocation) {
    self.accessibilityLabel = accessibilityLabel
    self.width = width
    self.location = location
  }
}

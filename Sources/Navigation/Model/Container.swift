public import Diagnostics

/// A container view controller: the root of a flow, or a screen that is a container.
public enum Container: Hashable, Sendable {
  /// A `UINavigationController` with an initial stack.
  case navigation(NavigationControllerSpec)
  /// A `UISplitViewController`.
  case split(SplitViewSpec)
  /// A `UITabBarController`.
  case tabs(TabBarControllerSpec)
  /// A standalone `UINavigationBar` with an item stack (screens used as items).
  case bar([String], at: SourceLocation)
  /// A plain view controller.
  case screen(String, at: SourceLocation)
}

/// A navigation controller's configuration.
public struct NavigationControllerSpec: Hashable, Sendable {
  public var stack: [String]
  public var prefersLargeTitles: Bool
  public var toolbarHidden: Bool
  /// `isNavigationBarHidden`: the controller draws no navigation bar.
  public var navigationBarHidden: Bool
  /// Items set on the navigation controller itself: UIKit ignores them (seed 000).
  public var toolbarItems: [BarButtonItem]
  /// The fonts its `navigationBar` sets (extension).
  public var barStyle = NavigationBarStyle()
  public var location: SourceLocation

  public init(
    stack: [String], prefersLargeTitles: Bool = false, toolbarHidden: Bool = true, toolbarItems: [BarButtonItem] = [],
    navigationBarHidden: Bool = false,
    location: SourceLocation
  ) {
    self.stack = stack
    self.navigationBarHidden = navigationBarHidden
    self.prefersLargeTitles = prefersLargeTitles
    self.toolbarHidden = toolbarHidden
    self.toolbarItems = toolbarItems
    self.location = location
  }
}

/// A split view controller's configuration.
public struct SplitViewSpec: Hashable, Sendable {
  /// `doubleColumn`, `tripleColumn`, or `unspecified` (classic).
  public enum Style: String, Hashable, Sendable, CaseIterable {
    case doubleColumn, tripleColumn, unspecified
  }

  public var style: Style
  public var primary: String?
  public var supplementary: String?
  public var secondary: String?
  /// The controller shown instead of the columns while collapsed (column styles only).
  public var compact: String?
  public var preferredDisplayMode: SplitDisplayMode
  public var preferredSplitBehavior: SplitBehavior
  public var presentsWithGesture: Bool
  public var showsSecondaryOnlyButton: Bool
  public var primaryColumnWidthFraction: Double?
  public var supplementaryColumnWidthFraction: Double?
  /// `preferredPrimaryColumnWidth` in points (extension); wins over the fraction.
  public var primaryColumnWidth: Double?
  /// `preferredSupplementaryColumnWidth` in points (extension); wins over the fraction.
  public var supplementaryColumnWidth: Double?
  /// `prefersLargeTitles` on every column's navigation controller (extension).
  public var prefersLargeTitles: Bool
  /// What the delegate's `topColumnForCollapsingToProposedTopColumn` returns (extension);
  /// `nil` keeps UIKit's proposal, the secondary column.
  public var topColumnForCollapsing: SplitColumn?
  public var location: SourceLocation

  public init(style: Style, location: SourceLocation) {
    self.style = style
    self.primary = nil
    self.supplementary = nil
    self.secondary = nil
    self.compact = nil
    self.preferredDisplayMode = .automatic
    self.preferredSplitBehavior = .automatic
    self.presentsWithGesture = true
    self.showsSecondaryOnlyButton = false
    self.primaryColumnWidthFraction = nil
    self.supplementaryColumnWidthFraction = nil
    self.primaryColumnWidth = nil
    self.supplementaryColumnWidth = nil
    self.topColumnForCollapsing = nil
    self.prefersLargeTitles = false
    self.location = location
  }

  /// Whether the split view uses the iOS 14 column API (not the classic interface).
  public var isColumnStyle: Bool { style != .unspecified }

  /// The expanded columns this style has, left to right.
  public var columns: [SplitColumn] {
    style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
  }
}

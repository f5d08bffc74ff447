/// A tab bar controller on screen: one stack per tab and the selected tab.
///
/// A tab whose view controller is a navigation controller has that controller's stack and
/// bar; a plain screen's tab has no navigation bar. Steps act on the selected tab's stack,
/// which ``NavigationContext`` mirrors, as it mirrors a split view's active column.
public struct TabState: Hashable, Sendable {
  /// One tab: its view controller and what that controller shows.
  public struct Tab: Hashable, Sendable {
    /// The tab's view controller, whose `tabBarItem` the tab bar draws.
    public var screen: String
    /// The navigation stack (a plain screen's tab: the screen alone).
    public var stack: ScreenStack
    /// Whether the tab is a navigation controller, and so can have a bar.
    public var hasNavigationController: Bool
    public var navigationBarHidden: Bool
    public var prefersLargeTitles: Bool
    public var toolbarHidden: Bool
    /// The fonts the tab's navigation controller's bar sets.
    public var barStyle = NavigationBarStyle()

    public init(
      screen: String, stack: ScreenStack, hasNavigationController: Bool, navigationBarHidden: Bool = false,
      prefersLargeTitles: Bool = false,
      toolbarHidden: Bool = true
    ) {
      self.screen = screen
      self.stack = stack
      self.hasNavigationController = hasNavigationController
      self.navigationBarHidden = navigationBarHidden
      self.prefersLargeTitles = prefersLargeTitles
      self.toolbarHidden = toolbarHidden
    }
  }

  public var spec: TabBarControllerSpec
  public var tabs: [Tab]
  /// The selected tab (0-based).
  public var selectedIndex: Int
  /// Whether the tab bar is hidden: a screen above the selected navigation stack's root sets
  /// `hidesBottomBarWhenPushed`.
  public var isTabBarHidden: Bool

  public init(spec: TabBarControllerSpec, tabs: [Tab]) {
    self.spec = spec
    self.tabs = tabs
    self.selectedIndex = min(max(spec.selectedIndex, 0), max(tabs.count - 1, 0))
    self.isTabBarHidden = false
  }

  /// The selected tab, if there is one.
  public var selected: Tab? { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }

  /// Every screen the tab bar controller holds: each tab's controller and stack.
  public var allScreens: [String] { tabs.flatMap { [$0.screen] + $0.stack } }
}

import SharedStorage
public import Traits

/// What the app shows after a step: the window's root context and the presentations on it.
public struct NavigationState: Hashable, Sendable {
  /// How a context draws its bar.
  public enum BarHost: String, Hashable, Sendable {
    /// A `UINavigationController`'s bar.
    case navigationController
    /// A standalone `UINavigationBar` managed by the app (`pushItem`/`popItem`).
    case standaloneBar
    /// A plain view controller: no navigation bar.
    case none
  }

  /// The window's root first, then each presented view controller, most recent last.
  public var contexts: [NavigationContext]
  /// The orientation after `orientation` steps; `nil` keeps the run's orientation.
  public var orientation: Orientation?
  /// The horizontal size class after `sizeClass` steps; `nil` keeps the device's.
  public var sizeClass: SizeClass?

  public init(root: NavigationContext, orientation: Orientation? = nil) {
    self.contexts = [root]
    self.orientation = orientation
    self.sizeClass = nil
  }

  /// Convenience for a single navigation context.
  public init(
    stack: ScreenStack, host: BarHost, prefersLargeTitles: Bool = false, toolbarHidden: Bool = true,
    orientation: Orientation? = nil
  ) {
    self.init(
      root: NavigationContext(
        stack: stack, host: host, prefersLargeTitles: prefersLargeTitles, toolbarHidden: toolbarHidden),
      orientation: orientation)
  }

  /// The context on top: the most recent presentation, or the root.
  ///
  /// Yielded in place (`_read`/`_modify`, the accessors of the standard library's
  /// collections): a getter and setter would copy the whole context, some 870 bytes, at
  /// every `state.topContext.stack.append(…)` of every simulated step.
  public var topContext: NavigationContext {
    _read { yield contexts[contexts.count - 1] }
    _modify { yield &contexts[contexts.count - 1] }
  }

  /// The top context's stack, root first.
  public var stack: ScreenStack { topContext.stack }
  /// The top context's bar host.
  public var host: BarHost { topContext.host }
  /// The top screen of the top context.
  public var top: String? { topContext.top }
  /// The screen below the top: the one that supplies the back button.
  public var backItem: String? { topContext.backItem }
  public var toolbarHidden: Bool { topContext.toolbarHidden }
  public var prefersLargeTitles: Bool { topContext.prefersLargeTitles }
  /// The presented contexts, oldest first.
  public var presentations: ArraySlice<NavigationContext> { contexts.dropFirst() }
}

/// One container on screen: a navigation stack (or a plain screen) and how it is presented.
public struct NavigationContext: Hashable, Sendable {
  /// The navigation stack, root first, sharing its screens with the step before.
  public var stack: ScreenStack
  public var host: NavigationState.BarHost
  public var prefersLargeTitles: Bool
  public var toolbarHidden: Bool
  /// `isNavigationBarHidden`: the navigation controller draws no bar.
  public var navigationBarHidden: Bool
  /// The fonts the navigation controller's bar sets.
  public var barStyle: NavigationBarStyle {
    get { barStyleBox.value }
    set { barStyleBox = newValue.isEmpty ? emptyBarStyle : Box(newValue) }
  }
  /// Whether ``barStyle`` sets anything, answered without copying it out (every bar asks):
  /// an empty style is always the one shared box.
  public var hasBarStyle: Bool { barStyleBox !== emptyBarStyle }
  /// ``barStyle``, held by reference: inline it is some 540 of the context's 870 bytes, and
  /// every simulated step copies its contexts (each event keeps its state).
  private var barStyleBox = emptyBarStyle
  /// How this context was presented; `nil` for the window's root.
  public var presentation: PresentationRecord?
  /// The split view controller this context is, if it is one. `stack` and `host` then
  /// mirror the stack that steps act on (``SplitState/activeStack``).
  public var split: SplitState? {
    get { splitBox?.value }
    set { splitBox = newValue.map(Box.init) }
  }
  /// The tab bar controller this context is, if it is one. `stack`, `host` and the bar
  /// options then mirror the selected tab's (``TabState/selected``).
  public var tabs: TabState? {
    get { tabsBox?.value }
    set { tabsBox = newValue.map(Box.init) }
  }
  /// ``split`` and ``tabs``, held by reference: inline they are some 270 of the context's
  /// 340 bytes, most contexts have neither, and every simulated step copies its contexts.
  private var splitBox: Box<SplitState>?
  private var tabsBox: Box<TabState>?

  public init(
    stack: ScreenStack, host: NavigationState.BarHost, prefersLargeTitles: Bool = false, toolbarHidden: Bool = true,
    navigationBarHidden: Bool = false, presentation: PresentationRecord? = nil, split: SplitState? = nil,
    tabs: TabState? = nil
  ) {
    self.stack = stack
    self.host = host
    self.prefersLargeTitles = prefersLargeTitles
    self.toolbarHidden = toolbarHidden
    self.navigationBarHidden = navigationBarHidden
    self.presentation = presentation
    self.split = split
    self.tabs = tabs
    syncFromSplit()
    syncFromTabs()
  }

  /// Every screen the context holds: its stack, all the split view's columns, or every tab.
  public var allScreens: [String] {
    if let tabs { return tabs.allScreens + stack }
    return (split?.allScreens ?? []) + stack
  }

  /// Whether the context holds `screen` (in ``allScreens``), without building the list.
  public func holds(_ screen: String) -> Bool {
    stack.contains(screen) || (tabs?.tabs.contains { $0.stack.contains(screen) } ?? false)
      || holdsBesidesStacks(screen)
  }

  /// Whether `screen` is a tab's controller or in a split view's columns: what the context
  /// holds besides its stack and its tabs' stacks (``OnScreenIndex`` follows those).
  func holdsBesidesStacks(_ screen: String) -> Bool {
    (tabs?.tabs.contains { $0.screen == screen } ?? false) || (split?.allScreens.contains(screen) ?? false)
  }

  /// Copies the selected tab's stack and bar options into the context.
  mutating func syncFromTabs() {
    guard let tab = tabs?.selected else { return }
    stack = tab.stack
    host = tab.hasNavigationController ? .navigationController : .none
    navigationBarHidden = tab.navigationBarHidden
    prefersLargeTitles = tab.prefersLargeTitles
    toolbarHidden = tab.toolbarHidden
    barStyle = tab.barStyle
  }

  /// Puts what a step changed (the stack, the bars' visibility) back into the selected tab.
  mutating func absorbIntoTabs() {
    guard var tabs, let index = tabs.selected.map({ _ in tabs.selectedIndex }) else { return }
    tabs.tabs[index].stack = stack
    tabs.tabs[index].navigationBarHidden = navigationBarHidden
    tabs.tabs[index].toolbarHidden = toolbarHidden
    self.tabs = tabs
  }

  /// Copies the split view's active stack into `stack` and `host`.
  mutating func syncFromSplit() {
    guard let split else { return }
    // The stack is kept when the columns hold the same screens: consecutive steps then
    // share it, as they share the columns' arrays.
    let active = split.activeStack
    if !stack.matches(active) { stack = ScreenStack(active) }
    host = split.activeHasNavigationController ? .navigationController : .none
  }

  /// Puts a stack changed by a navigation step back into the split view's columns.
  mutating func absorbIntoSplit() {
    guard var split, !stack.matches(split.activeStack) else { return }
    split.absorb(Array(stack))
    self.split = split
    syncFromSplit()
  }

  /// Whether what is drawn differs from `other`: the stacks, or the split's columns.
  func looksDifferent(from other: NavigationContext) -> Bool {
    guard stack == other.stack, tabs?.selectedIndex == other.tabs?.selectedIndex else { return true }
    guard let split, let otherSplit = other.split else { return (split == nil) != (other.split == nil) }
    return split.visibleColumns != otherSplit.visibleColumns || split.isCollapsed != otherSplit.isCollapsed
      || split.visibleColumns.contains { split.stack($0) != otherSplit.stack($0) }
      || split.activeColumn != otherSplit.activeColumn
  }

  /// The top screen.
  public var top: String? { stack.last }
  /// The screen below the top.
  public var backItem: String? { stack.belowLast }
}

/// How a context was presented, as the scenario asked; the style is resolved per device.
public struct PresentationRecord: Hashable, Sendable {
  /// The style asked for (`automatic` until the device decides).
  public var style: PresentationStyle
  /// What the adaptive delegate returns in compact environments, if anything.
  public var adaptiveStyle: PresentationStyle?
  /// The context that presents it (after walking up for `currentContext` styles).
  public var presenterIndex: Int
  /// The screen that asked for the presentation.
  public var source: String
  /// Whether the presented screen sets `accessibilityViewIsModal`.
  public var isAccessibilityModal: Bool
  /// For `currentContext` styles: the split view column whose navigation controller
  /// defines the context, so only that column is covered.
  public var presenterColumn: SplitColumn?
  /// For `currentContext` styles: the presenting screen itself defines the context, so it
  /// covers only that screen's view and its navigation bar stays (seed 004).
  public var keepsPresenterBar: Bool = false

  public init(
    style: PresentationStyle, adaptiveStyle: PresentationStyle?, presenterIndex: Int, source: String,
    isAccessibilityModal: Bool
  ) {
    self.style = style
    self.adaptiveStyle = adaptiveStyle
    self.presenterIndex = presenterIndex
    self.source = source
    self.isAccessibilityModal = isAccessibilityModal
  }
}

/// The style of a bar that sets no fonts, shared by every such context.
private let emptyBarStyle = Box(NavigationBarStyle())

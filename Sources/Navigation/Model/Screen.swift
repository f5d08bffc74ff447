public import Diagnostics
import SharedStorage

/// A view controller and its `navigationItem`, as a scenario describes it.
///
/// A value, stored out of line and shared between copies until one of them is changed
/// (copy on write): a screen is read by value (`scenario.screens[id]`) for every bar of
/// every step, and its fields, 2.5 KB inline, were copied each time. The large fields most
/// screens leave unset (a back item, a title view, a tab item, an appearance, a container, a
/// storyboard reference) are boxed apart, so that 20,000 screens do not take 50 MB.
public struct Screen: Hashable, Sendable {
  /// The fields, shared by the copies of this screen that are not changed.
  private var storage: SharedValue<Fields>

  public init(id: String, location: SourceLocation) {
    storage = SharedValue(Fields(id: id, location: location))
  }

  public var id: String {
    get { storage.value.id }
    _modify { yield &fields.id }
  }
  /// `UIViewController.title` (also sets `navigationItem.title`).
  public var title: TextReference? {
    get { storage.value.title }
    _modify { yield &fields.title }
  }
  /// `navigationItem.title` set later; wins over `title` in the bar.
  public var navigationTitle: TextReference? {
    get { storage.value.navigationTitle?.value }
    set { fields.navigationTitle = newValue.map(Box.init) }
  }
  /// `navigationItem.backButtonTitle`, used by the next screen's back button.
  public var backButtonTitle: TextReference? {
    get { storage.value.backButtonTitle?.value }
    set { fields.backButtonTitle = newValue.map(Box.init) }
  }
  /// `navigationItem.backBarButtonItem`, used as is by the next screen (no fallback).
  public var backBarButtonItem: BarButtonItem? {
    get { storage.value.backBarButtonItem?.value }
    set { fields.backBarButtonItem = newValue.map(Box.init) }
  }
  /// `navigationItem.backButtonDisplayMode`, read from the item below the top.
  public var backButtonDisplayMode: BackButtonDisplayMode {
    get { storage.value.backButtonDisplayMode }
    _modify { yield &fields.backButtonDisplayMode }
  }
  public var leftBarButtonItems: [BarButtonItem]? {
    get { storage.value.leftBarButtonItems }
    _modify { yield &fields.leftBarButtonItems }
  }
  public var leftItemsSupplementBackButton: Bool {
    get { storage.value.leftItemsSupplementBackButton }
    _modify { yield &fields.leftItemsSupplementBackButton }
  }
  public var hidesBackButton: Bool {
    get { storage.value.hidesBackButton }
    _modify { yield &fields.hidesBackButton }
  }
  /// Right items; the first is the right-most, as in UIKit.
  public var rightBarButtonItems: [BarButtonItem] {
    get { storage.value.rightBarButtonItems }
    _modify { yield &fields.rightBarButtonItems }
  }
  public var titleView: TitleView? {
    get { storage.value.titleView?.value }
    set { fields.titleView = newValue.map(Box.init) }
  }
  public var prompt: TextReference? {
    get { storage.value.prompt?.value }
    set { fields.prompt = newValue.map(Box.init) }
  }
  public var largeTitleDisplayMode: LargeTitleDisplayMode {
    get { storage.value.largeTitleDisplayMode }
    _modify { yield &fields.largeTitleDisplayMode }
  }
  /// Extension: `navigationItem.style` (SwiftUI's `toolbarRole`); `editor` draws this
  /// screen's back button without a title.
  public var navigationItemStyle: NavigationItemStyle {
    get { storage.value.navigationItemStyle }
    _modify { yield &fields.navigationItemStyle }
  }
  public var toolbarItems: [BarButtonItem] {
    get { storage.value.toolbarItems }
    _modify { yield &fields.toolbarItems }
  }
  public var definesPresentationContext: Bool {
    get { storage.value.definesPresentationContext }
    _modify { yield &fields.definesPresentationContext }
  }
  public var unwindActions: [String] {
    get { storage.value.unwindActions }
    _modify { yield &fields.unwindActions }
  }
  /// Segues by id, in the order written.
  public var segues: [Segue] {
    get { storage.value.segues }
    _modify { yield &fields.segues }
  }
  public var accessibilityViewIsModal: Bool {
    get { storage.value.accessibilityViewIsModal }
    _modify { yield &fields.accessibilityViewIsModal }
  }
  /// `tabBarItem`: what a tab bar draws and speaks for this screen when it is a tab.
  public var tabBarItem: TabBarItem? {
    get { storage.value.tabBarItem?.value }
    set { fields.tabBarItem = newValue.map(Box.init) }
  }
  /// `hidesBottomBarWhenPushed`: the tab bar hides while this screen is pushed in a tab.
  public var hidesBottomBarWhenPushed: Bool {
    get { storage.value.hidesBottomBarWhenPushed }
    _modify { yield &fields.hidesBottomBarWhenPushed }
  }
  /// `navigationItem.standardAppearance` (extension): while the screen is on top, its
  /// bar's fonts come from this appearance instead of the bar's.
  public var standardAppearance: NavigationBarAppearance? {
    get { storage.value.standardAppearance?.value }
    set { fields.standardAppearance = newValue.map(Box.init) }
  }
  /// Whether the screen sets ``standardAppearance``, answered without copying it out of
  /// its box: every bar asks whether its top item sets a font.
  public var hasStandardAppearance: Bool { storage.value.standardAppearance != nil }
  /// Set when the screen is itself a container (a navigation, split view or tab bar controller).
  public var container: Container? {
    get { storage.value.container?.value }
    set { fields.container = newValue.map(Box.init) }
  }
  /// Set when the screen stands in for a scene of a storyboard navaudit could not load.
  public var storyboardReference: StoryboardReference? {
    get { storage.value.storyboardReference?.value }
    set { fields.storyboardReference = newValue.map(Box.init) }
  }
  public var location: SourceLocation {
    get { storage.value.location }
    _modify { yield &fields.location }
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

  /// Calls `body` with the key of each localized text of the screen, in the order of
  /// ``forEachTextReference(_:)``; literals are skipped.
  ///
  /// Each text is told apart where it is stored, and only a key is copied: a check of the
  /// tables every text names visits every text of 20,000 screens while other threads
  /// simulate, and a copy of a literal retains its string and the path of its location,
  /// one string all the screens share and the simulation retains too (the cache line it
  /// lives on went from core to core, most of the check's time).
  public func forEachLocalizedKey(_ body: (LocalizedKey) throws -> Void) rethrows {
    func visit(_ text: TextReference?) throws {
      if case .localized(let key)? = text { try body(key) }
    }
    func visit(_ items: [BarButtonItem]) throws {
      for index in items.indices {
        try visit(items[index].title)
        try visit(items[index].accessibilityLabel)
        try visit(items[index].accessibilityValue)
        try visit(items[index].accessibilityHint)
      }
    }
    // Each field is read on its own, where it is stored: a copy of the fields would retain
    // the location's path.
    try visit(storage.value.title)
    try visit(storage.value.navigationTitle?.value)
    try visit(storage.value.backButtonTitle?.value)
    try visit(storage.value.prompt?.value)
    try visit(storage.value.titleView?.value.accessibilityLabel)
    if let item = storage.value.backBarButtonItem?.value { try visit([item]) }
    if let items = storage.value.leftBarButtonItems { try visit(items) }
    try visit(storage.value.rightBarButtonItems)
    try visit(storage.value.toolbarItems)
    if let item = storage.value.tabBarItem?.value {
      try visit(item.title)
      try visit(item.accessibilityLabel)
      try visit(item.badgeValue)
    }
  }

  /// The fields to change: the storage is copied first when another screen shares it.
  private var fields: Fields {
    get { storage.value }
    _modify { yield &storage.value }
  }

  /// The stored fields of a screen, with their defaults.
  private struct Fields: Hashable, Sendable {
    var id: String
    var title: TextReference? = nil
    // Texts most screens leave unset are boxed too: inline, the three took 150 of the 400
    // bytes of each screen, and a scenario's 20,000 screens grew the heap by 3 MB more.
    var navigationTitle: Box<TextReference>? = nil
    var backButtonTitle: Box<TextReference>? = nil
    var backBarButtonItem: Box<BarButtonItem>? = nil
    var backButtonDisplayMode: BackButtonDisplayMode = .default
    var leftBarButtonItems: [BarButtonItem]? = nil
    var leftItemsSupplementBackButton: Bool = false
    var hidesBackButton: Bool = false
    var rightBarButtonItems: [BarButtonItem] = []
    var titleView: Box<TitleView>? = nil
    var prompt: Box<TextReference>? = nil
    var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    var navigationItemStyle: NavigationItemStyle = .navigator
    var toolbarItems: [BarButtonItem] = []
    var definesPresentationContext: Bool = false
    var unwindActions: [String] = []
    var segues: [Segue] = []
    var accessibilityViewIsModal: Bool = false
    var tabBarItem: Box<TabBarItem>? = nil
    var hidesBottomBarWhenPushed: Bool = false
    var standardAppearance: Box<NavigationBarAppearance>? = nil
    var container: Box<Container>? = nil
    var storyboardReference: Box<StoryboardReference>? = nil
    var location: SourceLocation
  }
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

import Navigation
import SwiftSyntax

/// What a view's content puts in the bar of the screen that shows it, and where it leads.
///
/// The reader fills one while it walks a screen's views: the modifiers of nested views and
/// of the view types they use all describe the same bar, as in SwiftUI, where the innermost
/// `navigationTitle` of a pushed view titles the bar.
struct ScreenContent {
  /// A way to another screen found in the content, resolved once the content is read.
  struct Link {
    enum Target {
      /// A destination view, pushed (`NavigationLink(destination:)`) or presented (`.sheet`).
      case view(ExprSyntax)
      /// A value that a `navigationDestination(for:)` in reach turns into a view.
      case value(ExprSyntax)
    }

    var kind: Segue.Kind
    var style: PresentationStyle?
    var target: Target
    var location: Location
    /// Where the target is written.
    var context: SourceReader.Context
    /// Written inside an `if` or `switch`: the app may not take it.
    var conditional = false
  }

  /// A `navigationDestination(for: T.self) { value in … }`.
  struct Destination {
    var type: String
    var content: ClosureExprSyntax
    var location: Location
    var context: SourceReader.Context
  }

  var title: TextReference?
  /// Whether a title or bar is set from something only known at run time (reported).
  var unresolvedBar = false
  var largeTitleDisplayMode: LargeTitleDisplayMode?
  var style: NavigationItemStyle?
  var hidesBackButton = false
  /// Leading items, left to right.
  var leading: [BarButtonItem] = []
  /// Trailing items, left to right.
  var trailing: [BarButtonItem] = []
  var bottom: [BarButtonItem] = []
  var principal: TitleView?
  var tabItem: TabBarItem?
  var links: [Link] = []
  var destinations: [Destination] = []

  /// Whether anything drawn in the bar was set.
  var hasBar: Bool {
    title != nil || largeTitleDisplayMode != nil || style != nil || hidesBackButton || !leading.isEmpty
      || !trailing.isEmpty
      || !bottom.isEmpty || principal != nil
  }

  /// The bar of this content, with `other`'s bar where this one sets nothing.
  mutating func merge(_ other: ScreenContent) {
    title = title ?? other.title
    unresolvedBar = unresolvedBar || other.unresolvedBar
    largeTitleDisplayMode = largeTitleDisplayMode ?? other.largeTitleDisplayMode
    style = style ?? other.style
    hidesBackButton = hidesBackButton || other.hidesBackButton
    leading += other.leading
    trailing += other.trailing
    bottom += other.bottom
    principal = principal ?? other.principal
    tabItem = tabItem ?? other.tabItem
    links += other.links
    destinations += other.destinations
  }

  /// `other`'s links and destinations only: its bar differs from this one's.
  mutating func mergeNavigation(_ other: ScreenContent) {
    links += other.links
    destinations += other.destinations
  }

  /// Marks every link as taken only under a condition (the content is one branch of several).
  mutating func makeConditional() {
    for index in links.indices { links[index].conditional = true }
  }

  /// Whether two contents draw the same bar.
  func sameBar(as other: ScreenContent) -> Bool {
    func words(_ items: [BarButtonItem]) -> [String] {
      items.map { [$0.title, $0.accessibilityLabel].map(Self.words).joined() + ($0.image ?? "") }
    }
    return Self.words(title) == Self.words(other.title) && words(leading) == words(other.leading)
      && words(trailing) == words(other.trailing) && words(bottom) == words(other.bottom)
      && largeTitleDisplayMode == other.largeTitleDisplayMode
  }

  /// A text without its location, for comparing branches.
  private static func words(_ text: TextReference?) -> String {
    switch text {
    case .literal(let value, _)?: "=" + value
    case .localized(let key)?: key.table + ":" + key.key
    case nil: ""
    }
  }

  /// Applies the bar to a screen.
  func apply(to screen: inout Screen) {
    screen.navigationTitle = title
    if let mode = largeTitleDisplayMode { screen.largeTitleDisplayMode = mode }
    if let style { screen.navigationItemStyle = style }
    screen.hidesBackButton = hidesBackButton
    if !leading.isEmpty { screen.leftBarButtonItems = leading }
    // UIKit lists right items from the right edge.
    screen.rightBarButtonItems = trailing.reversed()
    screen.toolbarItems = bottom
    screen.titleView = principal
    if let tabItem { screen.tabBarItem = tabItem }
  }
}

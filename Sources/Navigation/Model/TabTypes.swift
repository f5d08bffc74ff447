public import Diagnostics

/// A tab bar controller's configuration (`UITabBarController`).
public struct TabBarControllerSpec: Hashable, Sendable {
  /// The tabs' view controllers, left to right: screen ids, each a plain screen or a container
  /// (typically a `navigation:` screen, whose stack and bar the tab then shows).
  public var items: [String]
  /// `selectedIndex` at the start (0-based).
  public var selectedIndex: Int
  public var location: SourceLocation

  public init(items: [String], selectedIndex: Int = 0, location: SourceLocation) {
    self.items = items
    self.selectedIndex = selectedIndex
    self.location = location
  }
}

/// A view controller's `tabBarItem`, which the tab bar draws and VoiceOver reads.
///
/// UIKit takes the tab's own child's item: for a navigation controller, the navigation
/// controller's, so a `navigation:` container screen carries it.
public struct TabBarItem: Hashable, Sendable {
  public var title: TextReference?
  /// The image's (SF Symbol) name.
  public var image: String?
  /// A system item: UIKit draws its own title and image, and ignores `title` and `image`.
  public var systemItem: TabSystemItem?
  public var accessibilityLabel: TextReference?
  public var badgeValue: TextReference?
  public var location: SourceLocation

  public init(location: SourceLocation) {
    self.title = nil
    self.image = nil
    self.systemItem = nil
    self.accessibilityLabel = nil
    self.badgeValue = nil
    self.location = location
  }
}

/// `UITabBarItem.SystemItem`.
public enum TabSystemItem: String, Hashable, Sendable, CaseIterable {
  case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
    mostViewed
}

/// The tab a `selectTab` step selects.
public enum TabSelection: Hashable, Sendable, CustomStringConvertible {
  /// A 0-based index into the tab bar controller's items.
  case index(Int)
  /// The screen id of one of the items.
  case screen(String)

  public var description: String {
    switch self {
    case .index(let index): String(index)
    case .screen(let id): id
    }
  }
}

/// A tab bar as drawn and spoken after a step.
public struct TabBarResult: Hashable, Sendable, Codable {
  public var items: [Item]
  /// The selected tab (0-based).
  public var selectedIndex: Int
  /// Whether `hidesBottomBarWhenPushed` hides the tab bar at this step.
  public var hidden: Bool

  public init(items: [Item], selectedIndex: Int, hidden: Bool) {
    self.items = items
    self.selectedIndex = selectedIndex
    self.hidden = hidden
  }

  /// One tab bar item.
  public struct Item: Hashable, Sendable, Codable {
    /// What VoiceOver names the item: `accessibilityLabel`, else the title, else the system
    /// item's name; "" when it has none.
    public var label: String
    /// The title drawn under the image ("" for an image alone).
    public var shown: String
    /// The image's symbol name, when one is set.
    public var image: String?
    public var selected: Bool
    /// "1 of 4" in the locale's words.
    public var position: String
    /// The full description VoiceOver speaks: label, badge, state, role and position.
    public var spoken: String
    /// The badge drawn on the item, when one is set.
    public var badge: String?
  }
}

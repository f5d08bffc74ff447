/// The result of laying out a navigation bar: what the back button and title show, and where.
///
/// Lengths are in points, rounded to 0.1 (measured widths to 0.01), so results compare
/// and serialize deterministically.
public struct BarLayout: Sendable, Hashable, Codable {
  /// The bar width (the screen width).
  public var barWidth: Double
  /// The bar height, including the large title row when it shows.
  public var barHeight: Double
  /// The index of the chosen back candidate in the input (0 for a custom item); `nil`
  /// without back button, or for chevron only when the input has no `""` candidate.
  public var backIndex: Int?
  /// The back title as drawn: a candidate, `""` for chevron only, a custom title with "…"
  /// when truncated; `nil` without back button.
  public var shown: String?
  /// Whether a custom back title had to be truncated.
  public var backTruncated: Bool
  /// The space `S` for the back title between chevron and centred title.
  public var available: Double?
  /// `S` minus the width of the chosen title (negative: the title was pushed).
  public var slack: Double?
  /// How much the next wider candidate missed `S` by, when one was rejected.
  public var nearestMiss: Double?
  /// Whether the decision is within ``BarMetrics/uncertainty(forWidth:)`` of flipping.
  public var uncertain: Bool
  /// The inline title, when there is one and the large title is not showing.
  public var title: TitleLayout?
  /// The large title, when it is showing.
  public var largeTitle: TitleLayout?
  /// The frame of every element, from the left edge as drawn (mirrored for RTL).
  public var frames: [ItemFrame]
  /// The advance box of the back button's text: `x` at its first glyph's origin (its
  /// right edge in a mirrored bar), `width` its advance width; nil for the chevron alone.
  /// Its ink differs by the side bearings (``TextMeasurer/inkInsets(of:style:)``).
  public var backTextFrame: ItemFrame?
  /// The back button's element as VoiceOver reports it: from the bar's leading edge
  /// before iOS 26, the glass button itself on iOS 26.
  public var backAccessibilityFrame: ItemFrame?

  public init(
    barWidth: Double, barHeight: Double, backIndex: Int? = nil, shown: String? = nil, backTruncated: Bool = false,
    available: Double? = nil, slack: Double? = nil, nearestMiss: Double? = nil, uncertain: Bool = false,
    title: TitleLayout? = nil, largeTitle: TitleLayout? = nil, frames: [ItemFrame] = []
  ) {
    self.barWidth = barWidth
    self.barHeight = barHeight
    self.backIndex = backIndex
    self.shown = shown
    self.backTruncated = backTruncated
    self.available = available
    self.slack = slack
    self.nearestMiss = nearestMiss
    self.uncertain = uncertain
    self.title = title
    self.largeTitle = largeTitle
    self.frames = frames
  }

  /// The frame of the first element of `kind`.
  public func frame(_ kind: ItemFrame.Kind, index: Int? = nil) -> ItemFrame? {
    frames.first { $0.kind == kind && $0.index == index }
  }
}

/// How a title (inline or large) is drawn.
public struct TitleLayout: Sendable, Hashable, Codable {
  /// The full title (empty for a title view).
  public var text: String
  /// The title as drawn, with "…" when truncated.
  public var shown: String
  /// Whether it had to be truncated (or a title view compressed).
  public var truncated: Bool
  /// The width of the full title.
  public var measuredWidth: Double
  /// The width it was given.
  public var availableWidth: Double

  public init(text: String, shown: String, truncated: Bool, measuredWidth: Double, availableWidth: Double) {
    self.text = text
    self.shown = shown
    self.truncated = truncated
    self.measuredWidth = measuredWidth
    self.availableWidth = availableWidth
  }
}

/// Where one element of the bar is drawn.
public struct ItemFrame: Sendable, Hashable, Codable {
  /// The kind of bar element.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A button the container adds before the back button (a split view's sidebar toggle).
    case systemItem = "system-item"
    case backButton = "back-button"
    case leadingItem = "leading-item"
    case title
    case trailingItem = "trailing-item"
    case largeTitle = "large-title"
    /// An item of the navigation controller's toolbar (``ToolbarLayout``).
    case toolbarItem = "toolbar-item"
  }

  /// What the frame belongs to.
  public var kind: Kind
  /// The position of the item in its input list, for leading, trailing and toolbar items.
  public var index: Int?
  /// The distance from the bar's left edge as drawn.
  public var x: Double
  /// The width.
  public var width: Double

  public init(kind: Kind, index: Int? = nil, x: Double, width: Double) {
    self.kind = kind
    self.index = index
    self.x = x
    self.width = width
  }
}

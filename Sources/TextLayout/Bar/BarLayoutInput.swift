public import Traits

/// Everything the bar layout needs about one screen: geometry, items and design.
public struct BarLayoutInput: Sendable, Hashable, Codable {
  /// The screen the bar spans.
  public var geometry: ScreenGeometry
  /// Buttons the container adds at the leading edge, before the back button (a split
  /// view's sidebar toggle and full-screen button).
  public var systemItems: [BarItemInput] = []
  /// The back button, if any.
  public var backButton: BackButtonInput
  /// Leading items after the back button (`leftItemsSupplementBackButton`), or instead of
  /// it (then `backButton` is `.hidden` or `.none`).
  public var leadingItems: [BarItemInput]
  /// The title of the top item.
  public var title: TitleInput
  /// Trailing items, the outermost first (`rightBarButtonItems` order).
  public var trailingItems: [BarItemInput]
  /// Whether the large title is showing (expanded): the inline title then gives the back
  /// button its space, and the large title is measured on its own row.
  public var showsLargeTitle: Bool
  /// Whether the bar is laid out right to left; frames are mirrored.
  public var isRightToLeft: Bool
  /// Classic bars (iOS ≤ 18) or iOS 26 glass.
  public var design: BarDesign
  /// The layout constants.
  public var metrics: BarMetrics
  /// The fonts the app set for the bar's texts (the system styles by default).
  public var fonts: BarFonts = .system

  public init(
    geometry: ScreenGeometry, backButton: BackButtonInput = .none, leadingItems: [BarItemInput] = [],
    title: TitleInput = .none, trailingItems: [BarItemInput] = [], showsLargeTitle: Bool = false,
    isRightToLeft: Bool = false, design: BarDesign = .classic, metrics: BarMetrics = .standard
  ) {
    self.geometry = geometry
    self.backButton = backButton
    self.leadingItems = leadingItems
    self.title = title
    self.trailingItems = trailingItems
    self.showsLargeTitle = showsLargeTitle
    self.isRightToLeft = isRightToLeft
    self.design = design
    self.metrics = metrics
  }

  /// The input for `device` in `orientation`.
  public init(
    device: DeviceProfile, orientation: Orientation, backButton: BackButtonInput = .none,
    leadingItems: [BarItemInput] = [], title: TitleInput = .none, trailingItems: [BarItemInput] = [],
    showsLargeTitle: Bool = false, isRightToLeft: Bool = false, design: BarDesign = .classic,
    metrics: BarMetrics = .standard
  ) {
    self.init(
      geometry: device.geometry(orientation), backButton: backButton, leadingItems: leadingItems, title: title,
      trailingItems: trailingItems, showsLargeTitle: showsLargeTitle, isRightToLeft: isRightToLeft,
      design: design, metrics: metrics)
  }
}

/// The back button of the top item.
public enum BackButtonInput: Sendable, Hashable, Codable {
  /// No back button: the root of the stack.
  case none
  /// Hidden (`hidesBackButton`, or left items that replace it).
  case hidden
  /// A synthesized back button and its titles, in order: the resolved title, the generic
  /// title (only if narrower than the first), then `""` (facts §1.3 steps 2–4, §1.6 step 2).
  case candidates([String])
  /// A custom `backBarButtonItem` title: no fallback, truncated with "…" (facts §1.3).
  case custom(String)
}

/// The title of the top item.
public enum TitleInput: Sendable, Hashable, Codable {
  /// No title.
  case none
  /// A text title, normally in the inline title style (17 pt semibold).
  case text(String, style: TextStyle = .title)
  /// A custom `titleView` of a fixed width.
  case view(width: Double)
}

/// A bar button item.
public enum BarItemInput: Sendable, Hashable, Codable {
  /// A text item, measured in `style` (`.doneButton` for done items) plus padding.
  case text(String, style: TextStyle = .barButton)
  /// An image or system-image item (44-pt touch width).
  case image
  /// An item of a known width (a custom view or a fixed space).
  case fixed(width: Double)
}

/// The bar design: the back title rules of iOS ≤ 18, or iOS 26's Liquid Glass bars.
public enum BarDesign: String, CaseIterable, Sendable, Hashable, Codable {
  /// iOS ≤ 18, or iOS 26 with `UIDesignRequiresCompatibility`.
  case classic
  /// iOS 26 glass bars: the caller supplies glass candidates (facts §1.4); the chevron
  /// button has the glass geometry.
  case glass
}

/// Widths of a bar's texts that the caller measured already, with the measurers the layout
/// measures them with: the layout reads them instead of measuring the texts again.
///
/// A bar's evaluation measures its title (with its width as the next back title) and its
/// back button's titles (to decide whether "Back" is kept) before laying the bar out, and
/// handing the layout the numbers spares it finding out which texts those were.
public struct KnownBarWidths: Sendable, Hashable {
  /// The width of the inline title's text (``TitleInput/text(_:style:)``) in its style.
  public var title: Double?
  /// The widths of the back button's first and second candidates in
  /// ``TextStyle/barButton``, measured with the back button's measurer.
  public var backFirst: Double?
  public var backSecond: Double?

  public init(title: Double? = nil, backFirst: Double? = nil, backSecond: Double? = nil) {
    self.title = title
    self.backFirst = backFirst
    self.backSecond = backSecond
  }
}

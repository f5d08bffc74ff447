public import Navigation

/// One navigation bar as drawn: back button, title, items.
public struct BarResult: Hashable, Sendable, Codable {
  /// Which bar this is: the window's, a presentation's or a split view column's.
  public var column: BarColumn
  /// A split view column's left edge in the window, in points.
  public var x: Double?
  /// A split view column's navigation stack, root first (encoded as the JSON array of its
  /// screens); shared with the step before, as ``AuditReport/StepResult/stack`` is.
  public var stack: ScreenStack?
  /// Present (true) when a split view sidebar lies over the secondary column.
  public var overlay: Bool?
  /// The split view's own buttons in this bar (sidebar toggle, full screen), leading first.
  public var system: [ItemResult]?
  /// The resolved presentation style of a presented bar (`formSheet`, `popover`…).
  public var presentation: PresentationStyle?
  /// `false` when a modal presentation above hides this bar from VoiceOver.
  public var reachable: Bool?
  /// The label of the popover's dismiss region ("Dismiss popup"), which VoiceOver can reach.
  public var dismissRegion: String?
  /// The bar width in points.
  public var width: Double
  /// The bar height in points.
  public var height: Double
  /// Whether the bar is mirrored (right-to-left locale).
  public var rightToLeft: Bool
  public var back: BackResult
  public var title: TitleResult
  public var prompt: TitleResult?
  public var left: [ItemResult]
  public var right: [ItemResult]
  public var toolbar: [ItemResult]

  public init(
    column: BarColumn, width: Double, height: Double, rightToLeft: Bool, back: BackResult, title: TitleResult,
    prompt: TitleResult?,
    left: [ItemResult], right: [ItemResult], toolbar: [ItemResult]
  ) {
    self.column = column
    self.width = width
    self.height = height
    self.rightToLeft = rightToLeft
    self.back = back
    self.title = title
    self.prompt = prompt
    self.left = left
    self.right = right
    self.toolbar = toolbar
  }

  /// The back button decision.
  public struct BackResult: Hashable, Sendable, Codable {
    /// What the back button shows.
    public var display: BackDisplay
    /// What is drawn next to the chevron ("…" where truncated; "" for the chevron only).
    public var shown: String
    /// What VoiceOver says.
    public var spoken: String
    /// The titles UIKit tries, widest first ("" is the chevron only).
    public var candidates: [String]
    /// The room for the back text, in points.
    public var available: Double?
    /// `available` − the width of the chosen candidate.
    public var slack: Double?
    /// Present (true) when |slack| < 4 pt: too close to call from metrics alone.
    public var uncertain: Bool?
    /// The x position and width of the button as drawn: from where its chevron starts to
    /// the end of its padding after the text.
    public var frame: Frame?
    /// Where the text is drawn: `x` at its first glyph's origin, `width` its advance width
    /// (the ink lies inside by the glyphs' side bearings); absent for the chevron alone.
    public var textFrame: Frame?
    /// The element VoiceOver reports: before iOS 26 from the bar's leading edge (x = 0 in
    /// portrait) to the button's end; on iOS 26 the glass button itself.
    public var accessibilityFrame: Frame?
    /// The app's font face that measured the back title (`file#index`); absent for the system font.
    public var font: String?
  }

  /// The title (or prompt) as drawn.
  public struct TitleResult: Hashable, Sendable, Codable {
    public var text: String
    public var shown: String
    public var truncated: Bool
    public var width: Double
    /// Present when the title is a custom view.
    public var view: Bool?
    /// Present when the large title is showing (34 pt bold below the bar).
    public var large: Bool?
    public var frame: Frame?
    /// The app's font face that measured the title (`file#index`); absent for the system font.
    public var font: String?
  }

  /// A bar button item as drawn and spoken.
  public struct ItemResult: Hashable, Sendable, Codable {
    public var label: String
    public var shown: String
    public var role: String
    /// The SF Symbol drawn instead of text, when the item is an image.
    public var image: String?
    public var frame: Frame?
    /// The app's font face that measured the item's title (`file#index`); absent for the system font.
    public var font: String?
  }

  /// A horizontal extent in points, from the bar's left edge as drawn.
  public struct Frame: Hashable, Sendable, Codable {
    public var x: Double
    public var width: Double
  }
}

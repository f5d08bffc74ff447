public import Navigation
import SharedStorage

/// One navigation bar as drawn: back button, title, items.
///
/// What a step places (column, position, stack, presentation, reachability) is held inline;
/// what the bar's evaluation drew (sizes, back button, title, items) is held out of line
/// (``SharedStorage/SharedValue``) and shared by every step that shows the same bar: a run
/// hands one evaluated bar to every step, device and locale run that shows it again, and
/// copying its strings and arrays there cost more than the lookup that found it. Changing a
/// drawn field copies that part first when another bar shares it, so value semantics are kept.
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
  /// The resolved presentation style of a presented bar (`formSheet`, `popover`…).
  public var presentation: PresentationStyle?
  /// `false` when a modal presentation above hides this bar from VoiceOver.
  public var reachable: Bool?
  /// The label of the popover's dismiss region ("Dismiss popup"), which VoiceOver can reach.
  public var dismissRegion: String?
  /// What the evaluation drew, shared by the bars made from it.
  private var drawn: SharedValue<Drawn>

  /// The split view's own buttons in this bar (sidebar toggle, full screen), leading first.
  public var system: [ItemResult]? {
    get { drawn.value.system }
    _modify { yield &drawn.value.system }
  }
  /// The bar width in points.
  public var width: Double {
    get { drawn.value.width }
    _modify { yield &drawn.value.width }
  }
  /// The bar height in points.
  public var height: Double {
    get { drawn.value.height }
    _modify { yield &drawn.value.height }
  }
  /// Whether the bar is mirrored (right-to-left locale).
  public var rightToLeft: Bool {
    get { drawn.value.rightToLeft }
    _modify { yield &drawn.value.rightToLeft }
  }
  public var back: BackResult {
    get { drawn.value.back }
    _modify { yield &drawn.value.back }
  }
  public var title: TitleResult {
    get { drawn.value.title }
    _modify { yield &drawn.value.title }
  }
  public var prompt: TitleResult? {
    get { drawn.value.prompt }
    _modify { yield &drawn.value.prompt }
  }
  public var left: [ItemResult] {
    get { drawn.value.left }
    _modify { yield &drawn.value.left }
  }
  public var right: [ItemResult] {
    get { drawn.value.right }
    _modify { yield &drawn.value.right }
  }
  public var toolbar: [ItemResult] {
    get { drawn.value.toolbar }
    _modify { yield &drawn.value.toolbar }
  }

  public init(
    column: BarColumn, width: Double, height: Double, rightToLeft: Bool, back: BackResult, title: TitleResult,
    prompt: TitleResult?,
    left: [ItemResult], right: [ItemResult], toolbar: [ItemResult]
  ) {
    self.column = column
    drawn = SharedValue(
      Drawn(
        width: width, height: height, rightToLeft: rightToLeft, back: back, title: title, prompt: prompt, left: left,
        right: right, toolbar: toolbar))
  }

  /// What a bar's evaluation drew: the part of a bar that steps showing it share.
  private struct Drawn: Hashable, Sendable {
    var system: [ItemResult]?
    var width: Double
    var height: Double
    var rightToLeft: Bool
    var back: BackResult
    var title: TitleResult
    var prompt: TitleResult?
    var left: [ItemResult]
    var right: [ItemResult]
    var toolbar: [ItemResult]
  }

  private enum CodingKeys: String, CodingKey {
    case column, x, stack, overlay, system, presentation, reachable, dismissRegion, width, height, rightToLeft
    case back, title, prompt, left, right, toolbar
  }

  /// Reads the fields as a synthesized decoder does: an optional may be absent.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    column = try container.decode(BarColumn.self, forKey: .column)
    x = try container.decodeIfPresent(Double.self, forKey: .x)
    stack = try container.decodeIfPresent(ScreenStack.self, forKey: .stack)
    overlay = try container.decodeIfPresent(Bool.self, forKey: .overlay)
    let system = try container.decodeIfPresent([ItemResult].self, forKey: .system)
    presentation = try container.decodeIfPresent(PresentationStyle.self, forKey: .presentation)
    reachable = try container.decodeIfPresent(Bool.self, forKey: .reachable)
    dismissRegion = try container.decodeIfPresent(String.self, forKey: .dismissRegion)
    drawn = SharedValue(
      Drawn(
        system: system,
        width: try container.decode(Double.self, forKey: .width),
        height: try container.decode(Double.self, forKey: .height),
        rightToLeft: try container.decode(Bool.self, forKey: .rightToLeft),
        back: try container.decode(BackResult.self, forKey: .back),
        title: try container.decode(TitleResult.self, forKey: .title),
        prompt: try container.decodeIfPresent(TitleResult.self, forKey: .prompt),
        left: try container.decode([ItemResult].self, forKey: .left),
        right: try container.decode([ItemResult].self, forKey: .right),
        toolbar: try container.decode([ItemResult].self, forKey: .toolbar)))
  }

  /// Writes the fields in their declared order, an absent one not at all (as a synthesized
  /// encoder does).
  public func encode(to encoder: any Encoder) throws {
    let drawn = drawn.value
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(column, forKey: .column)
    try container.encodeIfPresent(x, forKey: .x)
    try container.encodeIfPresent(stack, forKey: .stack)
    try container.encodeIfPresent(overlay, forKey: .overlay)
    try container.encodeIfPresent(drawn.system, forKey: .system)
    try container.encodeIfPresent(presentation, forKey: .presentation)
    try container.encodeIfPresent(reachable, forKey: .reachable)
    try container.encodeIfPresent(dismissRegion, forKey: .dismissRegion)
    try container.encode(drawn.width, forKey: .width)
    try container.encode(drawn.height, forKey: .height)
    try container.encode(drawn.rightToLeft, forKey: .rightToLeft)
    try container.encode(drawn.back, forKey: .back)
    try container.encode(drawn.title, forKey: .title)
    try container.encodeIfPresent(drawn.prompt, forKey: .prompt)
    try container.encode(drawn.left, forKey: .left)
    try container.encode(drawn.right, forKey: .right)
    try container.encode(drawn.toolbar, forKey: .toolbar)
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

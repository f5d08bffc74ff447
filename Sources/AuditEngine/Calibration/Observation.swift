public import Diagnostics
public import TextLayout
public import Traits
public import UnicodeSupport

/// One measured rendering of a navigation bar: the app's two screens, where it was drawn,
/// and what was measured on the picture.
///
/// `navaudit calibrate` reads a JSON array of these (see `Docs/calibration.md`): the
/// screen below is titled `previousTitle` (empty or null: untitled), the top screen
/// `title`, both in the default `backButtonDisplayMode` with no bar items. Extents are
/// `[x0, x1]` in points from the window's left edge.
public struct Observation: Sendable, Hashable {
  /// A horizontal extent measured on a picture.
  public struct Extent: Sendable, Hashable {
    public var start: Double
    public var end: Double

    public init(_ start: Double, _ end: Double) {
      self.start = start
      self.end = end
    }
  }

  /// A label for messages (the picture's name), else the location.
  public var name: String?
  public var device: DeviceProfile
  /// The geometry the picture's iOS version uses (15.5 and 17.2 are both `ios17`).
  public var ios: IOSVersion
  /// The locale the picture was drawn in (it picks the generic "Back").
  public var locale: LocaleIdentifier
  public var previousTitle: String
  public var title: String
  /// What the back button drew, when recorded.
  public var backDisplay: BackDisplay?
  /// The ink of the back button's text.
  public var backTextInk: Extent?
  /// The ink of the title.
  public var titleInk: Extent?
  /// The title label's frame (its advance box), as an accessibility overlay shows it.
  public var titleFrame: Extent?
  /// The back button's accessibility frame.
  public var backAccessibilityFrame: Extent?
  /// Where the observation is written.
  public var location: SourceLocation

  public init(
    name: String? = nil, device: DeviceProfile, ios: IOSVersion, locale: LocaleIdentifier, previousTitle: String,
    title: String, backDisplay: BackDisplay? = nil, backTextInk: Extent? = nil, titleInk: Extent? = nil,
    titleFrame: Extent? = nil, backAccessibilityFrame: Extent? = nil, location: SourceLocation
  ) {
    self.name = name
    self.device = device
    self.ios = ios
    self.locale = locale
    self.previousTitle = previousTitle
    self.title = title
    self.backDisplay = backDisplay
    self.backTextInk = backTextInk
    self.titleInk = titleInk
    self.titleFrame = titleFrame
    self.backAccessibilityFrame = backAccessibilityFrame
    self.location = location
  }

  /// The label of the observation in messages.
  public var label: String { name ?? "observation at \(location)" }

  /// The fields an observation may have.
  static let fields = [
    "name", "device", "ios", "locale", "previousTitle", "title", "backDisplay", "backTextInk", "titleInk",
    "titleFrame", "backAccessibilityFrame",
  ]
}

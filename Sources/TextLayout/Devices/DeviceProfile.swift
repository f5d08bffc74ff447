public import Traits

/// A device the audit lays the navigation bar out on: size, insets and size classes.
///
/// Portrait values are stored; landscape swaps width and height and uses the landscape
/// insets and size class.
public struct DeviceProfile: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Apple's marketing name, such as `iPhone SE (3rd generation)`.
  public let name: String
  /// Other devices with the same geometry that resolve to this profile.
  public let aliases: [String]
  /// Phone or pad.
  public let idiom: DeviceIdiom
  /// The portrait width in points.
  public let portraitWidth: Double
  /// The portrait height in points.
  public let portraitHeight: Double
  /// Safe-area insets in portrait.
  public let portraitInsets: EdgeInsets
  /// Safe-area insets in landscape.
  public let landscapeInsets: EdgeInsets
  /// The horizontal size class in landscape (portrait is compact on phones, regular on pads).
  public let landscapeSizeClass: SizeClass
  /// The evidence tag of the size data, such as `[APPLE-ARCHIVE]` (facts §2.6).
  public let evidence: String

  public init(
    name: String, aliases: [String] = [], idiom: DeviceIdiom, portraitWidth: Double, portraitHeight: Double,
    portraitInsets: EdgeInsets, landscapeInsets: EdgeInsets, landscapeSizeClass: SizeClass, evidence: String
  ) {
    self.name = name
    self.aliases = aliases
    self.idiom = idiom
    self.portraitWidth = portraitWidth
    self.portraitHeight = portraitHeight
    self.portraitInsets = portraitInsets
    self.landscapeInsets = landscapeInsets
    self.landscapeSizeClass = landscapeSizeClass
    self.evidence = evidence
  }

  public var description: String { name }

  /// The same geometry under another model's name (an alias), so that a report names the
  /// device the user asked for instead of substituting its twin.
  public func named(_ model: String) -> DeviceProfile {
    DeviceProfile(
      name: model, aliases: [], idiom: idiom, portraitWidth: portraitWidth, portraitHeight: portraitHeight,
      portraitInsets: portraitInsets, landscapeInsets: landscapeInsets, landscapeSizeClass: landscapeSizeClass,
      evidence: evidence)
  }

  /// The geometry of the device in `orientation`.
  public func geometry(_ orientation: Orientation) -> ScreenGeometry {
    let sizeClass = sizeClass(orientation)
    let metrics = BarMetrics.standard
    switch orientation {
    case .portrait:
      return ScreenGeometry(
        width: portraitWidth, height: portraitHeight, safeArea: portraitInsets,
        horizontalSizeClass: sizeClass, barHeight: idiom == .pad ? metrics.padBarHeight : metrics.barHeight)
    case .landscape:
      return ScreenGeometry(
        width: portraitHeight, height: portraitWidth, safeArea: landscapeInsets,
        horizontalSizeClass: sizeClass, barHeight: idiom == .pad ? metrics.padBarHeight : metrics.compactHeightBarHeight
      )
    }
  }

  /// The horizontal size class in `orientation`.
  public func sizeClass(_ orientation: Orientation) -> SizeClass {
    switch (idiom, orientation) {
    case (.pad, _): .regular
    case (.phone, .portrait): .compact
    case (.phone, .landscape): landscapeSizeClass
    }
  }
}

public import Traits

/// Measures text in the fonts an app ships, loaded from its font files.
///
/// The bar layout asks this for every text whose ``BarFont`` names a family; the system
/// font keeps using the font profile's advance tables. Implemented over HarfBuzz shaping
/// by the font loader, and with fixed widths in tests.
public protocol AppFontMeasuring: Sendable {
  /// The families that can be measured, sorted.
  var families: [String] { get }

  /// The width of `text` in the face of `family` nearest to `weight`, at `pointSize`;
  /// `nil` when no loaded face has that family (or PostScript) name.
  func measurement(of text: String, family: String, weight: FontWeight, pointSize: Double) -> AppFontMeasurement?
}

/// The width of a text in an app font and what the face could not draw.
public struct AppFontMeasurement: Sendable, Hashable {
  /// The width in points.
  public var width: Double
  /// Code points the face has no glyph for, sorted and unique: iOS draws them with a
  /// system fallback font, and they are measured that way.
  public var missingCodePoints: [UInt32]
  /// The face used, as `file#index` relative to the fonts folder (for reports).
  public var face: String

  public init(width: Double, missingCodePoints: [UInt32] = [], face: String) {
    self.width = width
    self.missingCodePoints = missingCodePoints
    self.face = face
  }
}

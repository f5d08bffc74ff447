/// A font an app sets on its bar: the system font or one of its own families, a size and a weight.
///
/// Scenarios, storyboards (`fontDescription`) and Swift source (`UIFont(name:size:)`,
/// `UIFont.systemFont(ofSize:weight:)`) all describe bar fonts; the layout measures with
/// them. It lives here because the navigation model and the text layout both need it.
public struct BarFont: Sendable, Hashable, Codable {
  /// The system font or a named family.
  public var family: FontFamily
  /// The point size.
  public var pointSize: Double
  /// The weight.
  public var weight: FontWeight

  public init(family: FontFamily, pointSize: Double, weight: FontWeight = .regular) {
    self.family = family
    self.pointSize = pointSize
    self.weight = weight
  }
}

/// Which typeface a ``BarFont`` names.
public enum FontFamily: Sendable, Hashable, Codable {
  /// The system font (SF Pro on iOS).
  case system
  /// A family the app ships or the system has, by its family name (`Avenir Next`), or a
  /// PostScript name (`AvenirNext-DemiBold`) as `UIFont(name:size:)` takes it.
  case named(String)
}

/// A font weight, as `UIFont.Weight` names them; ordered from thinnest to heaviest.
public enum FontWeight: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The OpenType OS/2 weight class it corresponds to (100–900).
  public var weightClass: Int {
    switch self {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.weightClass < rhs.weightClass }
}

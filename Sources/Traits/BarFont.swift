/// A font an app sets on its bar: the system font or one of its own families, a size and a weight.
///
/// Scenarios, storyboards (`fontDescription`) and Swift source (`UIFont(name:size:)`,
/// `UIFont.systemFont(ofSize:weight:)`) all describe bar fonts; the layout measures with
/// them. It lives here because the navigation model and the text layout both need it.
///
/// In JSON it reads as the scenario format writes it: `{"family": "Avenir Next",
/// "size": 20, "weight": "semibold"}`, or `{"system": "system", …}` for the system font.
public struct BarFont: Sendable, Hashable, Codable {
  /// The system font or a named family.
  public var family: FontFamily
  /// The point size.
  public var pointSize: Double
  /// The weight.
  public var weight: FontWeight

  /// The largest point size read from any input: no bar draws a 1,000 pt font, so a larger
  /// one is a mistake (pixels, a typo).
  public static let maximumPointSize = 1000.0

  public init(family: FontFamily, pointSize: Double, weight: FontWeight = .regular) {
    self.family = family
    self.pointSize = pointSize
    self.weight = weight
  }

  private enum CodingKeys: String, CodingKey {
    case family, system, size, weight
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let name = try container.decodeIfPresent(String.self, forKey: .family) {
      family = .named(name)
    } else {
      _ = try container.decode(String.self, forKey: .system)
      family = .system
    }
    pointSize = try container.decode(Double.self, forKey: .size)
    weight = try container.decode(FontWeight.self, forKey: .weight)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch family {
    case .system: try container.encode("system", forKey: .system)
    case .named(let name): try container.encode(name, forKey: .family)
    }
    try container.encode(pointSize, forKey: .size)
    try container.encode(weight, forKey: .weight)
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

/// The system font names Interface Builder writes (`system`, `boldSystem`, and the
/// weighted `systemSemibold`…), with the weight each one means.
///
/// One table for every input that names the system font this way: storyboards'
/// `<fontDescription type="…">` and the scenario format's `system:` field.
public enum InterfaceBuilderSystemFont {
  /// Every name, in the order messages list them, with its weight (`nil`: the weight given
  /// beside it, regular when none is).
  public static let names: [(name: String, weight: FontWeight?)] =
    [("system", nil), ("boldSystem", .bold)]
    + FontWeight.allCases.map { ("system" + $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst(), $0) }

  /// Whether `name` is one of ``names``; the weight it means, if it sets one.
  public static func lookup(_ name: String) -> (known: Bool, weight: FontWeight?) {
    guard let entry = names.first(where: { $0.name == name }) else { return (false, nil) }
    return (true, entry.weight)
  }
}

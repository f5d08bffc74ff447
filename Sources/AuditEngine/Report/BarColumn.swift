public import Navigation

/// Which bar of a step a ``BarResult`` is: the window's, a presentation's, or a split view column's.
///
/// Reports, the development-language comparison and the focused bar all pick bars by it, so
/// it is a value rather than a name to parse. In JSON it is the name: `main`, `presented`,
/// `presented-2`…; a split view column adds its column, `primary` in the window and
/// `presented-secondary` in a presentation.
public struct BarColumn: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
  /// 0 for the window's root context, 1 for the first presentation above it, and so on.
  public var layer: Int
  /// The split view column, when the context is an expanded (or collapsed) split view.
  public var split: SplitColumn?

  public init(layer: Int, split: SplitColumn? = nil) {
    self.layer = layer
    self.split = split
  }

  /// The window's root bar.
  public static let main = BarColumn(layer: 0)

  /// Whether this is the window's bar outside any split view.
  public var isMain: Bool { self == .main }

  public var description: String {
    let base = layer == 0 ? "main" : layer == 1 ? "presented" : "presented-\(layer)"
    guard let split else { return base }
    return layer == 0 ? split.rawValue : "\(base)-\(split.rawValue)"
  }

  /// Reads a name as ``description`` writes it.
  public init?(_ name: String) {
    var rest = Substring(name)
    var layer = 0
    if rest == "main" {
      self.init(layer: 0)
      return
    }
    if rest.hasPrefix("presented") {
      rest = rest.dropFirst("presented".count)
      layer = 1
      if rest.hasPrefix("-"), let digits = rest.dropFirst().split(separator: "-").first, let number = Int(digits),
        number >= 2
      {
        layer = number
        rest = rest.dropFirst(1 + digits.count)
      }
      if rest.isEmpty {
        self.init(layer: layer)
        return
      }
      guard rest.hasPrefix("-") else { return nil }
      rest = rest.dropFirst()
    }
    guard let split = SplitColumn(rawValue: String(rest)) else { return nil }
    self.init(layer: layer, split: split)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let column = BarColumn(name) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown bar column '\(name)'")
    }
    self = column
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  public static func < (lhs: BarColumn, rhs: BarColumn) -> Bool {
    if lhs.layer != rhs.layer { return lhs.layer < rhs.layer }
    switch (lhs.split, rhs.split) {
    case (nil, nil): return false
    case (nil, _): return true
    case (_, nil): return false
    case (let left?, let right?): return left < right
    }
  }
}

/// What the back button shows, the main outcome of a bar.
public enum BackDisplay: String, Hashable, Sendable, Codable, CaseIterable {
  /// The previous screen's title (or its `backButtonTitle`) in full.
  case full
  /// The generic "Back": the title did not fit.
  case generic
  /// The chevron alone: not even "Back" fit, or the display mode is minimal.
  case minimal
  /// A custom `backBarButtonItem`, used as is.
  case custom
  /// Hidden by `hidesBackButton` or replaced by a left item.
  case hidden
  /// No back button: the screen is a stack's root.
  case none

  /// A short label: "full title", "“Back”", "chevron only"…
  public var label: String {
    switch self {
    case .full: "full title"
    case .generic: "“Back”"
    case .minimal: "chevron only"
    case .custom: "custom"
    case .hidden: "hidden"
    case .none: "root"
    }
  }

  /// Whether the back button lost the title the full outcome shows.
  public var isDegraded: Bool { self == .generic || self == .minimal }

  /// Whether a back button is drawn at all.
  public var isDrawn: Bool { self != .hidden && self != .none }
}

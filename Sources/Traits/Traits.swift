/// UIKit's trait vocabulary: the idiom, size class and orientation of a device.
///
/// String tables pick device variations by idiom, the simulator collapses split views by
/// size class, and layout and reports are per orientation. Each of these is defined here
/// once, below every module that needs it, so that no two copies can drift apart.

/// The user interface idiom of a device; it also selects String Catalog device variations.
public enum DeviceIdiom: String, Hashable, Sendable, Codable, CaseIterable {
  /// iPhone (and iPod touch).
  case phone
  /// iPad.
  case pad
}

/// A horizontal size class, as UIKit's trait collections report it.
public enum SizeClass: String, Hashable, Sendable, Codable, CaseIterable {
  case compact
  case regular
}

/// A device orientation; portrait sorts first.
public enum Orientation: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  case portrait
  case landscape

  public static func < (lhs: Orientation, rhs: Orientation) -> Bool {
    lhs == .portrait && rhs == .landscape
  }
}

/// An iOS release whose navigation bar navaudit models: one bar geometry and design each.
///
/// Real renderings of UIKit show three geometries: iOS 15, 16 and 17 draw the bar alike
/// (`ios17` stands for all three), iOS 18 moved the back text 1.33 pt to the right, and
/// iOS 26 draws Liquid Glass buttons. The scenario's `ios:` and `--ios` take the raw values.
public enum IOSVersion: Int, Hashable, Sendable, Codable, CaseIterable, Comparable {
  /// iOS 15 to 17: the classic bar.
  case ios17 = 17
  /// iOS 18: the classic bar, back text 1.33 pt further right.
  case ios18 = 18
  /// iOS 26: Liquid Glass bars.
  case ios26 = 26

  /// The version audited when neither the scenario nor `--ios` names one: the newest
  /// classic bar, which most apps still ship against.
  public static let standard: IOSVersion = .ios18

  /// The accepted values for messages: `17, 18 or 26`.
  public static var expectedValues: String {
    let values = allCases.map { String($0.rawValue) }
    return values.dropLast().joined(separator: ", ") + " or " + (values.last ?? "")
  }

  /// Whether the bar is iOS 26's Liquid Glass design.
  public var hasGlassBars: Bool { self >= .ios26 }

  public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

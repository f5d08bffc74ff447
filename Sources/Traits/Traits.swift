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

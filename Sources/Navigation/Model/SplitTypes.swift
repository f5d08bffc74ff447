/// A column of a split view controller (`UISplitViewController.Column`).
public enum SplitColumn: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  case primary, supplementary, secondary, compact

  /// Left-to-right order of the expanded columns.
  var order: Int {
    switch self {
    case .primary: 0
    case .supplementary: 1
    case .secondary: 2
    case .compact: 3
    }
  }

  public static func < (lhs: SplitColumn, rhs: SplitColumn) -> Bool { lhs.order < rhs.order }
}

/// An arrangement of an expanded split view (`UISplitViewController.DisplayMode`).
///
/// The iOS 8 names are accepted as aliases: `primaryHidden` is `secondaryOnly`,
/// `allVisible` is `oneBesideSecondary`, `primaryOverlay` is `oneOverSecondary`.
public enum SplitDisplayMode: String, Hashable, Sendable, Codable, CaseIterable {
  case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
    twoDisplaceSecondary

  /// Reads a display mode, accepting the deprecated iOS 8 names.
  public init?(named name: String) {
    switch name {
    case "primaryHidden": self = .secondaryOnly
    case "allVisible": self = .oneBesideSecondary
    case "primaryOverlay": self = .oneOverSecondary
    default: self.init(rawValue: name)
    }
  }

  /// Every accepted spelling, for error messages and suggestions.
  public static let spellings = allCases.map(\.rawValue) + ["primaryHidden", "allVisible", "primaryOverlay"]

  /// How many sidebars (primary, supplementary) the mode shows: 0, 1 or 2; `nil` for automatic.
  public var sidebarCount: Int? {
    switch self {
    case .automatic: nil
    case .secondaryOnly: 0
    case .oneBesideSecondary, .oneOverSecondary: 1
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
    }
  }

  /// Whether the sidebars cover the secondary column, which is then dimmed.
  public var coversSecondary: Bool {
    [.oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(self)
  }
}

/// How the secondary column relates to the sidebars (`UISplitViewController.SplitBehavior`).
public enum SplitBehavior: String, Hashable, Sendable, Codable, CaseIterable {
  case automatic, tile, overlay, displace

  /// The display mode with `count` sidebars that this behavior allows (Apple's table in
  /// `UISplitViewController.DisplayMode`): tile → beside, overlay → over, displace →
  /// beside for one, displace for two.
  public func displayMode(sidebars count: Int) -> SplitDisplayMode {
    switch (self, count) {
    case (_, ...0): .secondaryOnly
    case (.overlay, 1): .oneOverSecondary
    case (_, 1): .oneBesideSecondary
    case (.overlay, _): .twoOverSecondary
    case (.displace, _): .twoDisplaceSecondary
    default: .twoBesideSecondary
    }
  }
}

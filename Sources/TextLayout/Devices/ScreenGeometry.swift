public import Traits

/// Insets from the screen edges, in points, in reading direction (leading = left in LTR).
public struct EdgeInsets: Sendable, Hashable, Codable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = EdgeInsets()
}

/// What the navigation bar sees of a device in one orientation.
public struct ScreenGeometry: Sendable, Hashable, Codable {
  /// The screen (and bar) width in points.
  public var width: Double
  /// The screen height in points.
  public var height: Double
  /// The safe-area insets.
  public var safeArea: EdgeInsets
  /// The horizontal size class.
  public var horizontalSizeClass: SizeClass
  /// The system minimum layout margin: 16 compact, 20 regular (facts §2.2, [OBSERVED]).
  public var layoutMargin: Double
  /// The bar height without large title or prompt: 44 phone portrait, 32 phone landscape,
  /// 50 iPad (facts §2.1, [DECOMPILED]).
  public var barHeight: Double

  public init(
    width: Double, height: Double, safeArea: EdgeInsets = .zero, horizontalSizeClass: SizeClass = .compact,
    layoutMargin: Double? = nil, barHeight: Double = BarMetrics.standard.barHeight
  ) {
    self.width = width
    self.height = height
    self.safeArea = safeArea
    self.horizontalSizeClass = horizontalSizeClass
    self.layoutMargin = layoutMargin ?? (horizontalSizeClass == .regular ? 20 : 16)
    self.barHeight = barHeight
  }

  /// The width between the safe-area insets.
  public var safeWidth: Double { width - safeArea.leading - safeArea.trailing }
}

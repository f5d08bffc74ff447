public import Traits

/// The constants of the navigation bar layout model, as configurable assumptions.
///
/// Each value cites where it comes from: the research notes (`uikit-voiceover-facts.md`,
/// with their evidence tag) or, for the back button's geometry, measurements of real UIKit
/// renderings (reference images of a navigation controller with screens "First" and
/// "Second", drawn by iOS 15.5 to 26.2; see the Evidence section of `Docs/decision-model.md`).
/// The measured constants differ per iOS version: ``standard(for:)`` gives each version's.
/// `navaudit calibrate` refits the measured ones (``MetricsProfile``). None of the
/// modern values is documented by Apple; change them here, not in the algorithm.
public struct BarMetrics: Sendable, Hashable, Codable {
  /// Trailing items and toolbar items start at the layout margin minus this, plus the
  /// safe-area inset (`_contentMargin − 8 + safeAreaInset`, facts §2.2 [DECOMPILED]).
  public var edgeInsetAdjustment: Double = 8
  /// The back button starts at the layout margin minus this, plus the leading safe-area
  /// inset. Classic bars: 8 (facts §2.2 [DECOMPILED]; the measured chevron ink starts at
  /// 9.33 pt, 1.33 pt inside a button starting at 8). iOS 26: 0, the glass button's frame
  /// starts at the 16-pt margin (measured x = 16 on iOS 26.0.1 and 26.2, 402-pt window).
  public var backEdgeAdjustment: Double = 8
  /// From the back button's start to the origin of its text's first glyph, which is where
  /// the chevron and the gap after it end.
  ///
  /// Measured: the ink of "First" and of "Back" starts at x = 30.33 on iOS 15.5–17.5 and at
  /// 31.67 on iOS 18.5; minus the leading side bearing of "F" and "B" in the default
  /// profile's regular face (1.50 pt at 17 pt) and the button's start (8), that is 20.83
  /// (iOS 15–17) and 22.17 (iOS 18). The research notes' 13 + 6 pt guess was 19.
  public var backTextOrigin: Double = 22.17
  /// The back button's frame (and accessibility frame) ends this far after its text's
  /// advance box, and the title keeps ``interGroupSpace`` from that end.
  ///
  /// Measured: the accessibility frame ends at 63.67 pt for "First" and 68.00 pt for
  /// "Back"; after the text's advance box in the default profile (ending at 61.48 and 66.01
  /// on iOS 15–17, 62.82 and 67.35 on iOS 18, with the bar button's tracking of −0.55), that
  /// leaves 2.09 (mean of 2.19 and 1.99) and 0.75 (mean of 0.85 and 0.65).
  public var backTrailingPadding: Double = 0.75
  /// The width of a classic chevron-only back button: the chevron and its gap, as far as
  /// a title would start (no rendering shows a classic chevron-only button; the chevron's
  /// ink measures 11 pt, x 9.33–20.33).
  public var chevronOnlyWidth: Double { backTextOrigin }
  /// The minimum gap between groups: back button, title, trailing items (`g ≥ 8`,
  /// facts §1.6; `buttonBarMinimumInterItemSpace` = 8 [DECOMPILED]).
  public var interGroupSpace: Double = 8
  /// The gap between two items of one group (`buttonBarMinimumInterItemSpace`, facts §2.2).
  public var interItemSpace: Double = 8
  /// Horizontal padding on each side of a text bar button's label ([INFERRED]: makes the
  /// label of an item whose frame starts at `margin − 8` line up with the margin).
  public var textItemPadding: Double = 8
  /// The width of an image or system-image bar button: the 44-pt touch target (HIG). A
  /// custom-view item whose scenario gives no width is taken to be this wide too.
  public var imageItemWidth: Double = 44
  /// The title width a custom back item must leave (`minTitleWidth` 75, facts §1.5
  /// [DECOMPILED] legacy visual style).
  public var minimumTitleWidth: Double = 75
  /// iOS 26 glass: the chevron-only back button, a 44 × 44 pt glass button (measured: x
  /// 16–60 on iOS 26.2 and 26.0.1, and its accessibility frame is the same).
  public var glassChevronWidth: Double = 44
  /// iOS 26 glass: the space between chevron block and title (6 pt, facts §1.4 [DECOMPILED]).
  public var glassTitleGap: Double = 6
  /// A decision is `uncertain` when it fits, or the next wider candidate misses, by less
  /// than this plus ``widthUncertainty`` times the candidate's width.
  ///
  /// Derived, not chosen: the largest residual of the model against the real renderings
  /// of this version's bar (any edge of the back text's ink, the back button's
  /// accessibility frame and the title's frame, predicted minus measured) plus the pictures'
  /// resolution, ``uncertaintyThreshold(maxResidual:)``. The residuals are tabulated in
  /// `Docs/decision-model.md` and a test recomputes them, so this value cannot drift from
  /// them. `navaudit calibrate` derives it the same way from a team's own renderings.
  public var uncertaintyThreshold: Double = 0.57
  /// The relative error of a measured width, added to the band in proportion to the width
  /// of the candidate at stake.
  ///
  /// The stand-in fonts' tracking is fitted to the very texts the pictures show, so their
  /// residuals cannot bound other texts; this is the largest error measured before that
  /// fit (Inter's ink of "First" was 1.9 % wider than SF Pro's), rounded up to 2 %.
  public var widthUncertainty: Double = 0.02
  /// The resolution of the measured pictures: @3x, so one pixel is a third of a point.
  public static let measurementResolution = 1.0 / 3

  /// The uncertain band implied by a largest absolute residual: the residual plus the
  /// pictures' resolution, rounded up to a hundredth of a point.
  public static func uncertaintyThreshold(maxResidual: Double) -> Double {
    ((abs(maxResidual) + measurementResolution) * 100).rounded(.up) / 100
  }

  /// The band within which a fit of a text `width` points wide is uncertain.
  public func uncertainty(forWidth width: Double) -> Double {
    uncertaintyThreshold + widthUncertainty * max(0, width)
  }
  /// Extra bar height while a large title shows (52, Flutter, facts §2.1 [OBSERVED]).
  public var largeTitleExtension: Double = 52
  /// Extra bar height while a prompt shows: a row of 13-pt text above the buttons (+30,
  /// legacy 44 → 74 `barPromptHeight`, facts §1.7, §2.1 [DECOMPILED]).
  public var promptHeight: Double = 30
  /// The bar height on an iPhone in portrait, without prompt or large title (facts §2.1
  /// [DECOMPILED] `baseHeight`). Toolbars are assumed to share the three heights ([INFERRED]).
  public var barHeight: Double = 44
  /// The bar height in compact height (an iPhone in landscape; facts §2.1 [DECOMPILED]).
  public var compactHeightBarHeight: Double = 32
  /// The bar height on an iPad, iOS 12 and later (facts §2.1 [DECOMPILED]; 44 for old SDKs).
  public var padBarHeight: Double = 50
  /// The width of a `titleView` whose scenario gives none: an assumption, about a logo or a
  /// two-segment control, so that an unsized view still takes room from the back button.
  public var titleViewWidth: Double = 120
  /// The width of a `fixedSpace` item whose scenario gives none: one inter-item space
  /// ([INFERRED] from `buttonBarMinimumInterItemSpace`, facts §2.2).
  public var fixedSpaceWidth: Double = 8

  public init() {}

  /// The values above: the iOS 18 bar, the version audited by default.
  public static let standard = BarMetrics()

  /// The constants of `version`'s bar (see each property for its measurement).
  public static func standard(for version: IOSVersion) -> BarMetrics {
    var metrics = BarMetrics()
    switch version {
    case .ios17:
      metrics.backTextOrigin = 20.83
      metrics.backTrailingPadding = 2.09
      metrics.uncertaintyThreshold = 0.57
    case .ios18:
      break
    case .ios26:
      metrics.uncertaintyThreshold = 0.54
      metrics.backEdgeAdjustment = 0
      metrics.backTextOrigin = metrics.glassChevronWidth + metrics.glassTitleGap
      metrics.backTrailingPadding = 0
    }
    return metrics
  }

  /// The iOS 26 glass chevron block: the chevron-only button plus the gap before a title.
  public var glassChevronBlock: Double { glassChevronWidth + glassTitleGap }
}

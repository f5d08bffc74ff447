/// The constants of the navigation bar layout model, as configurable assumptions.
///
/// Each value cites the research notes (`uikit-voiceover-facts.md`) and its evidence tag.
/// None of the modern values is documented by Apple; change them here, not in the algorithm.
public struct BarMetrics: Sendable, Hashable, Codable {
  /// The back button starts at the layout margin minus this, plus the leading safe-area
  /// inset (`_contentMargin − 8 + safeAreaInset`, facts §2.2 [DECOMPILED]). Trailing item
  /// frames use the same outer offset, so their padded text lines up with the margin.
  public var edgeInsetAdjustment: Double = 8
  /// The width of the back chevron glyph (≈ 13 pt at 17 pt, facts §2.3 [INFERRED]).
  public var chevronWidth: Double = 13
  /// The gap between the chevron and the back title (≈ 6 pt, facts §2.3 [INFERRED]; legacy 8).
  public var chevronTitleGap: Double = 6
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
  /// iOS 26 glass: the chevron-only back button, chevron plus padding (≈ 44 pt, facts §1.4
  /// [OBSERVED] AccessibilitySnapshot 26.2 image).
  public var glassChevronWidth: Double = 44
  /// iOS 26 glass: the space between chevron block and title (6 pt, facts §1.4 [DECOMPILED]).
  public var glassTitleGap: Double = 6
  /// A decision is `uncertain` when it fits, or the next wider candidate misses, by less
  /// than this (facts §1.6 step 5).
  public var uncertaintyThreshold: Double = 4
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

  /// The values above.
  public static let standard = BarMetrics()

  /// The classic chevron block `c`: glyph plus gap.
  public var chevronBlock: Double { chevronWidth + chevronTitleGap }

  /// The iOS 26 glass chevron block: the chevron-only button plus the gap before a title.
  public var glassChevronBlock: Double { glassChevronWidth + glassTitleGap }
}

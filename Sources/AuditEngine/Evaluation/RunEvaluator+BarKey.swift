import Navigation
import TextLayout
import Traits

extension RunEvaluator {
  /// What decides a bar within one run: what ``BarEvaluator/evaluate(_:column:systemButtons:largeTitle:)``
  /// reads of the context, not the whole stack, so that a step's key costs the same at any
  /// depth (hashing every stack made a long flow quadratic), and of the screen only what a
  /// bar reads, so that devices of the same width share their bars.
  struct BarKey: Hashable {
    let host: NavigationState.BarHost
    let navigationBarHidden: Bool
    let toolbarHidden: Bool
    let top: String?
    let backItem: String?
    let largeTitle: Bool
    /// The one field a key is changed in (a spoken key has no geometry).
    var geometry: BarGeometry
    let column: BarColumn
    let system: [SplitColumnLayout.SystemButton]
    /// The hash of `top`, `backItem`, `column` and `largeTitle`, made once with the key: a
    /// key is hashed several times a step (looked up, inserted, as a spoken key twice
    /// more), and hashing its two screen ids each time cost more than the lookups.
    private let textHash: Int

    /// The fields that tell most bars of a run apart: equal keys agree on them, and the
    /// rest (host, flags, geometry's other sides, system buttons) rarely differ while these
    /// are equal.
    func hash(into hasher: inout Hasher) {
      hasher.combine(textHash)
      hasher.combine(geometry.width)
    }

    static func == (lhs: BarKey, rhs: BarKey) -> Bool {
      lhs.textHash == rhs.textHash && lhs.geometry == rhs.geometry && lhs.top == rhs.top
        && lhs.backItem == rhs.backItem && lhs.column == rhs.column && lhs.largeTitle == rhs.largeTitle
        && lhs.host == rhs.host && lhs.navigationBarHidden == rhs.navigationBarHidden
        && lhs.toolbarHidden == rhs.toolbarHidden && lhs.system == rhs.system
    }

    /// What a bar reads of the screen: its width, side insets, margins, height and size
    /// class. The screen's height and its top and bottom insets never reach a bar, so two
    /// phones of the same width in portrait (an iPhone 8 and an iPhone 12 mini) share it.
    struct BarGeometry: Hashable {
      var width: Double
      var leading: Double
      var trailing: Double
      var layoutMargin: Double
      var barHeight: Double
      var sizeClass: SizeClass

      init(_ geometry: ScreenGeometry) {
        width = geometry.width
        leading = geometry.safeArea.leading
        trailing = geometry.safeArea.trailing
        layoutMargin = geometry.layoutMargin
        barHeight = geometry.barHeight
        sizeClass = geometry.horizontalSizeClass
      }

      /// No screen: for what a bar says, which no geometry changes.
      static let none = BarGeometry(
        ScreenGeometry(
          width: 0, height: 0, safeArea: EdgeInsets(), horizontalSizeClass: .compact, layoutMargin: 0, barHeight: 0))
    }

    /// The key of the bar `context` draws; the large title decided from `scenario` (``BarEvaluator/showsLargeTitle(_:in:)``)
    /// unless `large` says it.
    init(
      _ context: NavigationContext, scenario: Scenario, geometry: ScreenGeometry, column: BarColumn,
      system: [SplitColumnLayout.SystemButton], largeTitle large: Bool? = nil
    ) {
      self.init(
        context, geometry: geometry, column: column, system: system,
        largeTitle: large ?? BarEvaluator.showsLargeTitle(context, in: scenario))
    }

    /// The key of the bar `context` draws with its large title shown or not: no scenario
    /// handed over, as an initializer takes its arguments owned and a step's key copied the
    /// whole scenario.
    init(
      _ context: NavigationContext, geometry: ScreenGeometry, column: BarColumn,
      system: [SplitColumnLayout.SystemButton], largeTitle: Bool
    ) {
      host = context.host
      navigationBarHidden = context.navigationBarHidden
      toolbarHidden = context.toolbarHidden
      let top = context.top
      let backItem = context.backItem
      var hasher = Hasher()
      hasher.combine(top)
      hasher.combine(backItem)
      hasher.combine(column)
      hasher.combine(largeTitle)
      textHash = hasher.finalize()
      self.top = top
      self.backItem = backItem
      self.largeTitle = largeTitle
      self.geometry = BarGeometry(geometry)
      self.column = column
      self.system = system
    }
  }
}

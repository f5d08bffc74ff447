import Navigation
import TextLayout
import UnicodeSupport

extension RunEvaluator {
  /// One bar to evaluate: a whole context, or one column of a split view.
  struct BarPiece {
    var context: NavigationContext
    var column: String
    var geometry: ScreenGeometry
    var systemButtons: [SplitColumnLayout.SystemButton] = []
    var placement: SplitColumnLayout.Placement?
    var dimmed = false
    /// The column named in findings: set for the columns of an expanded split view.
    var findingColumn: String?
    /// Whether steps act on this bar: it is the one VoiceOver announces.
    var isActive = true
  }

  /// The bars of one context: itself, or each visible column of its split view with the
  /// column's width and the split view's buttons.
  func pieces(of navigationContext: NavigationContext, name: String, geometry: ScreenGeometry) -> [BarPiece] {
    guard let split = navigationContext.split else {
      return [BarPiece(context: navigationContext, column: name, geometry: geometry)]
    }
    return SplitColumnLayout.placements(split, window: geometry).map { original in
      var placement = original
      let column = placement.column
      let stack = split.isCollapsed ? split.activeStack : split.stack(column)
      let hasBar = split.columns[column]?.hasNavigationController ?? false
      let columnContext = NavigationContext(stack: stack, host: hasBar ? .navigationController : .none)
      if context.locale.isRightToLeft {
        // The primary edge is the leading edge: columns are mirrored in right-to-left locales.
        placement.x = geometry.width - placement.x - placement.geometry.width
      }
      return BarPiece(
        context: columnContext, column: name == "main" ? column.rawValue : "\(name)-\(column.rawValue)", geometry: placement.geometry,
        systemButtons: placement.systemButtons, placement: placement, dimmed: placement.dimmed,
        findingColumn: split.isCollapsed ? nil : column.rawValue, isActive: column == split.hostColumn)
    }
  }
}

import Navigation
import TextLayout
import UnicodeSupport

extension RunEvaluator {
  /// One bar to evaluate: a whole context, or one column of a split view.
  struct BarPiece {
    var context: NavigationContext
    var column: BarColumn
    var geometry: ScreenGeometry
    var systemButtons: [SplitColumnLayout.SystemButton] = []
    var placement: SplitColumnLayout.Placement?
    /// The bar's left edge in the window, for split columns and what is presented in one.
    var x: Double?
    /// The column named in findings: set for the columns of an expanded split view.
    var findingColumn: SplitColumn?
    /// Whether steps act on this bar: it is the one VoiceOver announces.
    var isActive = true

    /// The split view column this bar belongs to, if any.
    var splitColumn: SplitColumn? { placement?.column }
    /// Whether the bar is dimmed under sidebars.
    var dimmed: Bool { placement?.dimmed ?? false }
  }

  /// The bars of one context: itself, or each visible column of its split view with the
  /// column's width and the split view's buttons. `origin` is the area's left edge in the
  /// window when it is not the window itself (a split view column presenting in place).
  static func pieces(
    of navigationContext: NavigationContext, layer: Int, geometry: ScreenGeometry, origin: Double?,
    isRightToLeft: Bool
  ) -> [BarPiece] {
    guard let split = navigationContext.split else {
      return [BarPiece(context: navigationContext, column: BarColumn(layer: layer), geometry: geometry, x: origin)]
    }
    return SplitColumnLayout.placements(split, window: geometry).map { original in
      var placement = original
      let column = placement.column
      // The stack steps act on is the context's own, shared with the step before; another
      // column's is made from its screens.
      let stack =
        split.isCollapsed || column == split.activeColumn ? navigationContext.stack : ScreenStack(split.stack(column))
      let hasBar = split.columns[column]?.hasNavigationController ?? false
      let columnContext = NavigationContext(
        stack: stack, host: hasBar ? .navigationController : .none,
        prefersLargeTitles: split.spec.prefersLargeTitles)
      if isRightToLeft {
        // The primary edge is the leading edge: columns are mirrored in right-to-left locales.
        placement.x = geometry.width - placement.x - placement.geometry.width
      }
      return BarPiece(
        context: columnContext, column: BarColumn(layer: layer, split: column), geometry: placement.geometry,
        systemButtons: placement.systemButtons, placement: placement, x: (origin ?? 0) + placement.x,
        findingColumn: split.isCollapsed ? nil : column, isActive: column == split.hostColumn)
    }
  }

  /// Shows one bar of a step: its piece, its context's index (layer), that context's
  /// resolved presentation, and whether VoiceOver can reach it past the contexts above.
  typealias Show = (BarPiece, Int, PresentationAdapter.Resolved?, Bool) -> Void

  /// The one bar of a step that shows only the window's root context, presented by no one
  /// and no split view (nearly every step), or `nil` when the step needs ``showLayers``.
  ///
  /// Such a bar spans the screen and nothing covers it: ``showLayers`` shows it alone, at
  /// layer 0, with no presentation and reachable, after listing every context's
  /// presentation, pieces and coverers in arrays that this builds none of.
  static func soleBar(of state: NavigationState, screen: ScreenGeometry) -> BarPiece? {
    guard state.contexts.count == 1, state.contexts[0].presentation == nil, state.contexts[0].split == nil else {
      return nil
    }
    return BarPiece(context: state.contexts[0], column: BarColumn(layer: 0), geometry: screen, x: nil)
  }

  /// Shows every bar of a step through `show`, from the window's root context up, and
  /// returns each context's resolved presentation: a context is drawn unless a
  /// presentation above covers it, and reachable by VoiceOver unless one above hides it.
  static func showLayers(
    _ state: NavigationState, screen: ScreenGeometry, isPhoneLandscape: Bool, isRightToLeft: Bool, show: Show
  ) -> [PresentationAdapter.Resolved?] {
    let presentations = state.contexts.map { navigationContext -> PresentationAdapter.Resolved? in
      navigationContext.presentation.map {
        PresentationAdapter.resolve($0, screen: screen, isPhoneLandscape: isPhoneLandscape)
      }
    }
    var piecesByContext: [[BarPiece]] = []
    for (index, navigationContext) in state.contexts.enumerated() {
      let resolved = presentations[index]
      let area = presentedArea(
        navigationContext.presentation, resolved: resolved, screen: screen, pieces: piecesByContext)
      let contextPieces = pieces(
        of: navigationContext, layer: index, geometry: area.geometry, origin: area.x, isRightToLeft: isRightToLeft)
      piecesByContext.append(contextPieces)
      for piece in contextPieces {
        let coverers = ((index + 1)..<state.contexts.count).compactMap { above -> PresentationAdapter.Resolved? in
          guard let record = state.contexts[above].presentation, let cover = presentations[above],
            covers(record, style: cover.style, context: index, column: piece.splitColumn)
          else { return nil }
          return cover
        }
        guard coverers.allSatisfy(\.showsContentBehind) else { continue }
        show(piece, index, resolved, coverers.allSatisfy { !$0.hidesContentBehindFromVoiceOver })
      }
    }
    return presentations
  }

  /// Whether a presentation covers the bar of `column` in context `index`.
  ///
  /// A current-context presentation covers only its presenter: one split view column when
  /// that column's navigation controller defines the context, nothing of the presenter's
  /// bar when the presenting screen itself defines it (seed 004), and never the contexts
  /// below its presenter. Other styles cover everything below them.
  static func covers(_ record: PresentationRecord, style: PresentationStyle, context index: Int, column: SplitColumn?)
    -> Bool
  {
    guard style == .currentContext || style == .overCurrentContext else { return true }
    guard index == record.presenterIndex else { return index > record.presenterIndex }
    if record.keepsPresenterBar { return false }
    if let presenterColumn = record.presenterColumn { return column == presenterColumn }
    return true
  }

  /// The area a presented context's bar spans: the adapted geometry, or for a
  /// current-context presentation the presenter's (its split view column's) area.
  static func presentedArea(
    _ record: PresentationRecord?, resolved: PresentationAdapter.Resolved?, screen: ScreenGeometry, pieces: [[BarPiece]]
  ) -> (geometry: ScreenGeometry, x: Double?) {
    guard let record, let resolved else { return (screen, nil) }
    guard resolved.style == .currentContext || resolved.style == .overCurrentContext,
      record.presenterIndex < pieces.count
    else {
      return (resolved.geometry, nil)
    }
    let presenter = pieces[record.presenterIndex]
    if let column = record.presenterColumn, let piece = presenter.first(where: { $0.splitColumn == column }) {
      return (piece.geometry, piece.x)
    }
    if record.presenterIndex > 0, let piece = presenter.first { return (piece.geometry, piece.x) }
    return (resolved.geometry, nil)
  }
}

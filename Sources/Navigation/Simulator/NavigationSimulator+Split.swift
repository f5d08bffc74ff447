import Traits

/// Split view controllers: building the columns, collapsing and expanding, display modes,
/// `showColumn`/`hideColumn`, `setViewController` and `showDetail`.
extension NavigationSimulator {
  /// The split view's columns as UIKit sets them up: each column's controller wrapped in a
  /// navigation controller in a column style, as it is in a classic split view.
  func splitState(_ spec: SplitViewSpec, notices: inout [SimulationNotice]) -> SplitState {
    var columns: [SplitColumn: SplitState.Column] = [:]
    let assigned: [(SplitColumn, String?)] = [
      (.primary, spec.primary), (.supplementary, spec.supplementary), (.secondary, spec.secondary),
      (.compact, spec.compact),
    ]
    for (column, id) in assigned where column == .compact ? id != nil : spec.columns.contains(column) {
      let empty = SplitState.Column(stack: [], hasNavigationController: spec.isColumnStyle)
      guard let id else {
        columns[column] = empty
        continue
      }
      guard let installed = splitColumn(id, wrapped: spec.isColumnStyle) else {
        notices.append(
          SimulationNotice(
            .refused,
            "a split view controller cannot be a column of another split view controller; the column stays empty"))
        columns[column] = empty
        continue
      }
      columns[column] = installed
    }
    return SplitState(spec: spec, columns: columns)
  }

  /// The column that controller `id` makes: a navigation controller's stack as it is, a
  /// plain screen with a bar when `wrapped`; `nil` for a split view controller, which
  /// cannot be a column.
  private func splitColumn(_ id: String, wrapped: Bool) -> SplitState.Column? {
    switch scenario.screens[id]?.container {
    case .navigation(let navigation): SplitState.Column(stack: navigation.stack, hasNavigationController: true)
    case .split: nil
    default: SplitState.Column(stack: [id], hasNavigationController: wrapped)
    }
  }

  /// Collapses, expands and resolves the display mode of every split view for the
  /// environment's current size class and orientation.
  func relayoutSplits(_ state: inout NavigationState, environment: SimulationEnvironment, sizeChanged: Bool) {
    let sizeClass = environment.sizeClass(for: state)
    let isLandscape = environment.currentOrientation(state) == .landscape
    for index in state.contexts.indices {
      guard var split = state.contexts[index].split else { continue }
      if sizeChanged { split.requestedSidebars = nil }
      split.relayout(compact: sizeClass == .compact, isLandscape: isLandscape)
      state.contexts[index].split = split
      state.contexts[index].syncFromSplit()
    }
  }

  /// `showColumn` / `hideColumn`.
  func changeColumn(
    _ column: SplitColumn, show: Bool, on state: inout NavigationState, notices: inout [SimulationNotice]
  ) {
    guard var split = columnStyleSplit(state, notices: &notices, api: show ? "show(_:)" : "hide(_:)") else { return }
    if column == .supplementary, split.spec.style != .tripleColumn {
      notices.append(
        SimulationNotice(
          .ignored,
          "a '\(split.spec.style.rawValue)' split view has no supplementary column: \(show ? "show" : "hide")(.supplementary) does nothing"
        ))
      return
    }
    if !show, column == .secondary {
      notices.append(
        SimulationNotice(.refused, "hide(_:) does not support hiding the secondary column; the step does nothing"))
      return
    }
    if split.isCollapsed {
      guard show, column != .compact, !split.usesCompactColumn else {
        let reason =
          split.usesCompactColumn
          ? "the compact column is shown while collapsed" : "while collapsed, the display mode has no effect"
        notices.append(
          SimulationNotice(
            .ignored, "\(reason): \(show ? "show" : "hide")(.\(column.rawValue)) changes nothing on screen"))
        return
      }
      // Collapsed: showing a column navigates the one stack to it.
      if split.stack(column).isEmpty {
        notices.append(
          SimulationNotice(
            .ignored, "the \(column.rawValue) column has no view controller: show(.\(column.rawValue)) does nothing"))
        return
      }
      split.collapsedTop = column
    } else {
      if column == .compact {
        notices.append(
          SimulationNotice(
            .ignored,
            "the compact column is shown only while collapsed: \(show ? "show" : "hide")(.compact) does nothing"))
        return
      }
      let current = split.displayMode.sidebarCount ?? 0
      let full = split.spec.style == .tripleColumn ? 2 : 1
      var wanted = current
      switch (column, show) {
      case (.primary, true): wanted = full
      case (.supplementary, true): wanted = max(current, 1)
      case (.secondary, true):
        // The closest mode where the secondary is fully visible (Apple: show(_:)).
        if split.displayMode.coversSecondary { wanted = split.splitBehavior == .displace ? 1 : 0 }
      case (.primary, false): wanted = min(current, full - 1)
      default: wanted = 0
      }
      split.requestedSidebars = wanted
      if show { split.activeColumn = column }
    }
    commit(split, to: &state)
  }

  /// A `displayMode` step: sets `preferredDisplayMode`.
  func setDisplayMode(_ mode: SplitDisplayMode, on state: inout NavigationState, notices: inout [SimulationNotice]) {
    guard var split = state.topContext.split else {
      notices.append(
        SimulationNotice(
          .ignored, "the top context is not a split view controller: setting preferredDisplayMode does nothing"))
      return
    }
    split.preferredDisplayMode = mode
    split.requestedSidebars = nil
    commit(split, to: &state)
  }

  /// `setViewController(_:for:)`.
  func setViewController(
    _ id: String, column: SplitColumn, on state: inout NavigationState, notices: inout [SimulationNotice]
  ) {
    guard var split = columnStyleSplit(state, notices: &notices, api: "setViewController(_:for:)") else { return }
    guard column == .compact || split.spec.columns.contains(column) else {
      notices.append(
        SimulationNotice(
          .ignored,
          "a '\(split.spec.style.rawValue)' split view has no \(column.rawValue) column: setViewController does nothing"
        ))
      return
    }
    if split.stack(column) == [id] { return }
    guard let installed = splitColumn(id, wrapped: true) else {
      notices.append(
        SimulationNotice(
          .refused, "a split view controller cannot be a column of another split view controller; the step does nothing"
        ))
      return
    }
    guard !isOnScreen(id, in: state) else {
      notices.append(
        SimulationNotice(
          .refused, "'\(id)' is already on screen: a view controller can be in one place only; the step does nothing"))
      return
    }
    split.columns[column] = installed
    commit(split, to: &state)
  }

  /// `showDetailViewController(_:sender:)` inside a split view: in regular width the
  /// secondary column's controller is replaced; in compact width it is shown (pushed).
  func showDetailInSplit(_ id: String, on state: inout NavigationState, notices: inout [SimulationNotice]) {
    guard var split = state.topContext.split else { return }
    let detail = scenario.screens[id]?.container
    if split.isCollapsed {
      // Compact: showDetailViewController calls show(_:sender:) (facts §6); a navigation
      // controller's screens are pushed in order.
      if split.stack(.secondary).first == id, !split.usesCompactColumn {
        guard split.collapsedTop != .secondary else {
          notices.append(
            SimulationNotice(
              .ignored, "'\(id)' is already the secondary view controller: showDetailViewController does nothing"))
          return
        }
        split.collapsedTop = .secondary
        commit(split, to: &state)
      } else if case .navigation(let navigation) = detail {
        for screen in navigation.stack { push(screen, on: &state, notices: &notices) }
      } else {
        show(id, on: &state, notices: &notices)
      }
      return
    }
    if split.stack(.secondary) == [id] {
      notices.append(
        SimulationNotice(
          .ignored, "'\(id)' is already the secondary view controller: showDetailViewController does nothing"))
      return
    }
    guard !isOnScreen(id, in: state) else {
      notices.append(
        SimulationNotice(
          .refused, "'\(id)' is already on screen: UIKit cannot show it as the detail too; the step does nothing"))
      return
    }
    // A navigation controller is installed as it is (showDetailViewController(UINavigationController(…))).
    guard let installed = splitColumn(id, wrapped: split.columns[.secondary]?.hasNavigationController ?? true) else {
      notices.append(
        SimulationNotice(
          .refused,
          "a split view controller cannot be another split view's detail; UIKit raises an exception and the step does nothing"
        ))
      return
    }
    split.columns[.secondary] = installed
    split.activeColumn = .secondary
    // Overlaid sidebars give way to the new detail (documented assumption).
    if split.displayMode.coversSecondary { split.requestedSidebars = split.splitBehavior == .displace ? 1 : 0 }
    commit(split, to: &state)
  }

  /// `show(_:sender:)` that reaches a split view controller (the active column has no
  /// navigation controller to push on): the split view installs it as the primary.
  func showInSplit(_ id: String, on state: inout NavigationState, notices: inout [SimulationNotice]) {
    guard var split = state.topContext.split else { return }
    guard !isOnScreen(id, in: state) else {
      notices.append(
        SimulationNotice(
          .refused, "'\(id)' is already on screen: a view controller can be in one place only; the step does nothing"))
      return
    }
    if refusesAsChild(id, notices: &notices, verb: "shown as a split view's primary") { return }
    split.columns[.primary] = SplitState.Column(
      stack: [id], hasNavigationController: split.columns[.primary]?.hasNavigationController ?? false)
    if !split.isCollapsed { split.activeColumn = .primary }
    commit(split, to: &state)
  }

  private func columnStyleSplit(_ state: NavigationState, notices: inout [SimulationNotice], api: String) -> SplitState?
  {
    guard let split = state.topContext.split else {
      notices.append(SimulationNotice(.ignored, "the top context is not a split view controller: \(api) does nothing"))
      return nil
    }
    guard split.spec.isColumnStyle else {
      notices.append(
        SimulationNotice(
          .ignored,
          "a classic ('unspecified' style) split view controller does not respond to the column-style API \(api)"))
      return nil
    }
    return split
  }

  private func commit(_ split: SplitState, to state: inout NavigationState) {
    state.topContext.split = split
    state.topContext.syncFromSplit()
  }
}

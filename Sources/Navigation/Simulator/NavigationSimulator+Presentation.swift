extension NavigationSimulator {
  /// `show(_:sender:)`: pushes inside a navigation controller, presents modally otherwise.
  func show(_ id: String, on state: inout NavigationState, notices: inout [SimulationNotice]) {
    if state.host == .navigationController {
      push(id, on: &state, notices: &notices)
    } else if state.topContext.split != nil {
      showInSplit(id, on: &state, notices: &notices)
    } else {
      present(id, style: .automatic, embedInNavigation: false, adaptiveStyle: nil, on: &state, notices: &notices)
    }
  }

  /// `showDetailViewController(_:sender:)`: outside a split view controller it presents
  /// modally (seed 000; facts §6).
  func showDetail(_ id: String, on state: inout NavigationState, notices: inout [SimulationNotice]) {
    if state.topContext.split != nil {
      showDetailInSplit(id, on: &state, notices: &notices)
      return
    }
    present(id, style: .automatic, embedInNavigation: false, adaptiveStyle: nil, on: &state, notices: &notices)
  }

  /// `present(_:animated:)` from the top view controller.
  ///
  /// For `currentContext` and `overCurrentContext`, UIKit walks up from the presenting
  /// controller to the first one that `definesPresentationContext` (a navigation controller
  /// does), falling back to the window's root (facts §6).
  func present(
    _ id: String, style: PresentationStyle, embedInNavigation: Bool, adaptiveStyle: PresentationStyle?,
    on state: inout NavigationState, notices: inout [SimulationNotice]
  ) {
    guard !isOnScreen(id, in: state) else {
      notices.append(
        SimulationNotice(
          .refused,
          "'\(id)' is already on screen: UIKit raises 'Application tried to present modally a view controller that is already presented'"
        ))
      return
    }
    let topIndex = state.contexts.count - 1
    var presenter = topIndex
    var presenterColumn: SplitColumn?
    var keepsPresenterBar = false
    if style == .currentContext || style == .overCurrentContext {
      let top = state.topContext
      let screenDefines = top.top.flatMap { scenario.screens[$0]?.definesPresentationContext } ?? false
      let definesContext = top.host == .navigationController || screenDefines
      presenter = definesContext ? topIndex : 0
      // The presenting screen's own context lies under its bar; a navigation controller's
      // context includes the bar (seed 004).
      keepsPresenterBar = definesContext && screenDefines && top.host == .navigationController
      if definesContext, let split = top.split, !split.isCollapsed { presenterColumn = split.activeColumn }
    }
    let screen = scenario.screens[id]
    var record = PresentationRecord(
      style: style, adaptiveStyle: adaptiveStyle, presenterIndex: presenter, source: state.top ?? "",
      isAccessibilityModal: screen?.accessibilityViewIsModal ?? false)
    record.presenterColumn = presenterColumn
    record.keepsPresenterBar = keepsPresenterBar
    var context: NavigationContext
    if let container = screen?.container {
      context = self.context(for: container, presentation: record, notices: &notices)
    } else {
      context = NavigationContext(
        stack: [id], host: embedInNavigation ? .navigationController : .none, presentation: record)
    }
    if embedInNavigation, screen?.container != nil {
      notices.append(
        SimulationNotice(
          .ignored, "'\(id)' is already a container; embedInNavigation would nest navigation controllers and is ignored"
        ))
    }
    context.toolbarHidden = true
    state.contexts.append(context)
  }

  /// `dismiss(animated:)` on the top presentation.
  func dismiss(on state: inout NavigationState, notices: inout [SimulationNotice]) {
    guard state.contexts.count > 1 else {
      notices.append(SimulationNotice(.ignored, "nothing is presented: dismiss does nothing"))
      return
    }
    state.contexts.removeLast()
  }

  /// An unwind segue: searches from the source's parent upward, through its container and
  /// then the presenting chain, most recent first; on success dismisses the presentations
  /// in between and pops to the target (facts §6, TN2298).
  func unwind(_ action: String, on state: inout NavigationState, notices: inout [SimulationNotice]) {
    func implements(_ id: String) -> Bool { scenario.screens[id]?.unwindActions.contains(action) == true }
    for index in stride(from: state.contexts.count - 1, through: 0, by: -1) {
      let context = state.contexts[index]
      // The source itself is never a destination; the rest of its stack is searched
      // most recent first, then each presenting context's whole stack.
      let candidates =
        index == state.contexts.count - 1 ? Array(context.stack.dropLast().reversed()) : Array(context.stack.reversed())
      if let target = candidates.first(where: implements), let position = context.stack.lastIndex(of: target) {
        state.contexts.removeSubrange((index + 1)...)
        state.contexts[index].stack.removeSubrange((position + 1)...)
        return
      }
      // An expanded split view's other columns are its children too (allowedChildrenForUnwinding).
      if var split = context.split, !split.isCollapsed {
        for column in split.visibleColumns.reversed() where column != split.activeColumn {
          let stack = split.stack(column)
          guard let target = stack.reversed().first(where: implements), let position = stack.lastIndex(of: target)
          else { continue }
          state.contexts.removeSubrange((index + 1)...)
          split.columns[column]?.stack.removeSubrange((position + 1)...)
          split.activeColumn = column
          state.contexts[index].split = split
          state.contexts[index].syncFromSplit()
          return
        }
      }
      // A tab bar controller's other tabs come after the selected one.
      if unwindIntoOtherTab(implements, context: index, on: &state) { return }
    }
    guard scenario.unwindActionsDeclared else {
      notices.append(
        SimulationNotice(
          .unwindTargetInCode,
          "the view controller that implements '\(action)' is chosen in code, which the storyboard does not show; the screens are left as they are"
        ))
      return
    }
    notices.append(
      SimulationNotice(
        .noUnwindTarget,
        "no view controller from '\(state.top ?? "")' up the presenting chain implements '\(action)': the unwind does nothing"
      ))
  }

  /// Performs a segue declared on the top screen.
  func performSegue(_ id: String, on state: inout NavigationState, notices: inout [SimulationNotice]) {
    guard let top = state.top, let segue = scenario.screens[top]?.segue(id) else {
      notices.append(
        SimulationNotice(
          .refused,
          "the top screen '\(state.top ?? "")' has no segue '\(id)': UIKit raises 'Receiver has no segue with identifier'"
        ))
      return
    }
    guard segue.shouldPerform else {
      notices.append(SimulationNotice(.ignored, "shouldPerformSegue returns false: segue '\(id)' performs nothing"))
      return
    }
    let destination = segue.destination ?? ""
    switch segue.kind {
    case .show, .custom:
      // A custom segue's perform() is app code; navaudit assumes it shows like `show`.
      show(destination, on: &state, notices: &notices)
    case .showDetail:
      showDetail(destination, on: &state, notices: &notices)
    case .present:
      present(
        destination, style: segue.style ?? .automatic, embedInNavigation: segue.embedInNavigation,
        adaptiveStyle: segue.adaptiveStyle, on: &state, notices: &notices)
    case .popover:
      present(
        destination, style: .popover, embedInNavigation: segue.embedInNavigation, adaptiveStyle: segue.adaptiveStyle,
        on: &state, notices: &notices)
    case .unwind:
      unwind(segue.action ?? "", on: &state, notices: &notices)
    }
  }
}

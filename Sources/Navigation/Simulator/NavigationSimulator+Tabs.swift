/// Tab bar controllers: building the tabs, `selectTab`, the tab bar's visibility and
/// unwinding into another tab.
extension NavigationSimulator {
  /// The tabs as UIKit sets them up: a navigation controller's tab has its stack and bar,
  /// any other screen is shown as it is.
  func tabState(_ spec: TabBarControllerSpec, notices: inout [SimulationNotice]) -> TabState {
    let tabs = spec.items.map { id -> TabState.Tab in
      switch scenario.screens[id]?.container {
      case .navigation(let navigation):
        let context = context(for: .navigation(navigation), presentation: nil, notices: &notices)
        var tab = TabState.Tab(
          screen: id, stack: context.stack, hasNavigationController: true,
          navigationBarHidden: navigation.navigationBarHidden,
          prefersLargeTitles: navigation.prefersLargeTitles, toolbarHidden: navigation.toolbarHidden)
        tab.barStyle = navigation.barStyle
        return tab
      case .tabs:
        notices.append(
          SimulationNotice(
            .refused, "a tab bar controller cannot be a tab of another tab bar controller; the tab '\(id)' stays empty")
        )
        return TabState.Tab(screen: id, stack: [], hasNavigationController: false)
      case .split, .bar, .screen:
        notices.append(
          SimulationNotice(
            .notSimulated,
            "a split view controller as a tab is not simulated; tab '\(id)' is shown without a navigation bar"))
        return TabState.Tab(screen: id, stack: [id], hasNavigationController: false)
      case nil:
        return TabState.Tab(screen: id, stack: [id], hasNavigationController: false)
      }
    }
    return TabState(spec: spec, tabs: tabs)
  }

  /// `selectTab`: sets the top tab bar controller's `selectedIndex`. Selecting the selected
  /// tab again changes nothing (a user's second tap pops to the root; not modelled).
  func selectTab(_ selection: TabSelection, on state: inout NavigationState, notices: inout [SimulationNotice]) {
    guard var tabs = state.topContext.tabs else {
      notices.append(
        SimulationNotice(
          .ignored, "the top context is not a tab bar controller: selecting tab '\(selection)' does nothing"))
      return
    }
    let index: Int
    switch selection {
    case .index(let wanted):
      guard tabs.tabs.indices.contains(wanted) else {
        let count = tabs.tabs.count
        notices.append(
          SimulationNotice(
            .ignored,
            "tab index '\(wanted)' is out of range: the tab bar controller has \(count) tab\(count == 1 ? "" : "s"); UIKit ignores the selection"
          ))
        return
      }
      index = wanted
    case .screen(let id):
      guard let found = tabs.tabs.firstIndex(where: { $0.screen == id }) else {
        notices.append(
          SimulationNotice(
            .refused,
            "'\(id)' is not a tab of the top tab bar controller: UIKit raises 'Only a view controller in the tab bar controller's list of view controllers can be selected'"
          ))
        return
      }
      index = found
    }
    guard index != tabs.selectedIndex else { return }
    tabs.selectedIndex = index
    state.topContext.tabs = tabs
    state.topContext.syncFromTabs()
  }

  /// `setNavigationBarHidden(_:animated:)` on the top navigation controller.
  func setNavigationBarHidden(_ hidden: Bool, on state: inout NavigationState, notices: inout [SimulationNotice]) {
    guard state.host == .navigationController else {
      notices.append(
        SimulationNotice(.ignored, "the top screen has no navigation controller: setNavigationBarHidden does nothing"))
      return
    }
    guard state.topContext.split == nil else {
      notices.append(SimulationNotice(.notSimulated, "setNavigationBarHidden in a split view column is not simulated"))
      return
    }
    state.topContext.navigationBarHidden = hidden
  }

  /// Hides each tab bar whose selected navigation stack has a screen above its root that
  /// sets `hidesBottomBarWhenPushed`, as UIKit does.
  func updateTabBars(_ state: inout NavigationState) {
    for index in state.contexts.indices {
      guard var tabs = state.contexts[index].tabs else { continue }
      let tab = tabs.selected
      tabs.isTabBarHidden =
        tab.map { tab in
          tab.hasNavigationController
            && tab.stack.dropFirst().contains { scenario.screens[$0]?.hidesBottomBarWhenPushed == true }
        } ?? false
      state.contexts[index].tabs = tabs
    }
  }

  /// Unwinds into a tab other than the selected one (the selected tab's stack was searched
  /// already): the tabs are searched left to right, and a match selects that tab and pops it
  /// to the target, as `unwind(for:towards:)` switches a tab bar controller to the path.
  func unwindIntoOtherTab(_ implements: (String) -> Bool, context index: Int, on state: inout NavigationState) -> Bool {
    guard var tabs = state.contexts[index].tabs else { return false }
    for (tabIndex, tab) in tabs.tabs.enumerated() where tabIndex != tabs.selectedIndex {
      guard let target = tab.stack.reversed().first(where: implements), let position = tab.stack.lastIndex(of: target)
      else { continue }
      state.contexts.removeSubrange((index + 1)...)
      tabs.tabs[tabIndex].stack.removeSubrange((position + 1)...)
      tabs.selectedIndex = tabIndex
      state.contexts[index].tabs = tabs
      state.contexts[index].syncFromTabs()
      return true
    }
    return false
  }
}

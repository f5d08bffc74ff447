import Diagnostics

/// Runs a flow's steps through a model of UIKit's containers: navigation controllers,
/// standalone navigation bars and modal presentations.
///
/// The simulation is independent of locale and device: it decides which screens are on
/// each stack after each step. What the bars draw — and how a presentation adapts to the
/// device's size class — is computed later, per locale and device.
public struct NavigationSimulator: Sendable {
  public let scenario: Scenario
  /// The screens on the stacks of the simulation under way (``OnScreenIndex``).
  let onScreen: OnScreenIndex?

  public init(scenario: Scenario) {
    self.scenario = scenario
    onScreen = nil
  }

  private init(scenario: Scenario, onScreen: OnScreenIndex) {
    self.scenario = scenario
    self.onScreen = onScreen
  }

  /// The state at the start and after every step of `flow`, on a device described by
  /// `environment` (only split views depend on it).
  public func simulate(_ flow: Flow, environment: SimulationEnvironment = .phone) -> [SimulationEvent] {
    var shown: Set<String> = []
    return simulate(flow, environment: environment, shown: &shown, listing: false)
  }

  /// ``simulate(_:environment:)``, adding to `shown` every screen the flow shows at any
  /// step: each stack's screens, each tab's controller and each split view column's.
  ///
  /// The stacks are followed step by step anyway, for pushes (``OnScreenIndex``): the
  /// screens they have held come from there, and no stack is walked again.
  public func simulate(_ flow: Flow, environment: SimulationEnvironment = .phone, shown: inout Set<String>)
    -> [SimulationEvent]
  {
    simulate(flow, environment: environment, shown: &shown, listing: true)
  }

  private func simulate(
    _ flow: Flow, environment: SimulationEnvironment, shown: inout Set<String>, listing: Bool
  ) -> [SimulationEvent] {
    // Each simulation follows its own stacks, so that a push checks its screen in O(1).
    guard let onScreen else {
      // Bounded as the flow is: the scenario's limits bound its steps.
      let index = OnScreenIndex(capacity: min(flow.steps.count + 1, 1 << 16))
      return NavigationSimulator(scenario: scenario, onScreen: index)
        .simulate(flow, environment: environment, shown: &shown, listing: listing)
    }
    defer {
      if listing { onScreen.forEachScreenEverHeld { shown.insert($0) } }
    }
    var notices: [SimulationNotice] = []
    var state = NavigationState(root: rootContext(flow.root, notices: &notices))
    relayoutSplits(&state, environment: environment, sizeChanged: false)
    updateTabBars(&state)
    var events: [SimulationEvent] = []
    events.reserveCapacity(flow.steps.count + 1)
    events.append(
      SimulationEvent(
        index: 0, text: "start", location: flow.location, state: state, isTransition: true, notices: notices))
    if listing { list(state, in: onScreen, shown: &shown) }
    for (offset, step) in flow.steps.enumerated() {
      var stepNotices: [SimulationNotice] = []
      var focus: FocusTarget?
      let before = state
      apply(step.action, to: &state, focus: &focus, notices: &stepNotices)
      for index in state.contexts.indices {
        state.contexts[index].absorbIntoSplit()
        state.contexts[index].absorbIntoTabs()
      }
      let relaid = before.orientation != state.orientation || before.sizeClass != state.sizeClass
      relayoutSplits(&state, environment: environment, sizeChanged: relaid)
      updateTabBars(&state)
      // The contexts before and after are compared in place, field by field: a pair of
      // whole copies per step would cost more than the step.
      let sameCount = before.contexts.count == state.contexts.count
      // Showing or hiding a navigation bar lays it out again without a screen change.
      let barsToggled =
        sameCount
        && before.contexts.indices.contains {
          before.contexts[$0].navigationBarHidden != state.contexts[$0].navigationBarHidden
        }
      // A rotation or size-class change lays the screen out again; it is not a screen change.
      let changed =
        !relaid
        && (!sameCount
          || before.contexts.indices.contains { before.contexts[$0].looksDifferent(from: state.contexts[$0]) })
      events.append(
        SimulationEvent(
          index: offset + 1, text: step.text, location: step.location, state: state,
          isTransition: changed, isRelayout: relaid || (barsToggled && !changed), focus: focus, notices: stepNotices))
      if listing { list(state, in: onScreen, shown: &shown) }
    }
    return events
  }

  /// Takes in the screens `state` shows: its stacks' through `onScreen`, and the tabs'
  /// controllers and split views' columns, which are on no stack, into `shown`.
  private func list(_ state: NavigationState, in onScreen: OnScreenIndex, shown: inout Set<String>) {
    onScreen.follow(state)
    for index in state.contexts.indices {
      if let split = state.contexts[index].split {
        for screen in split.allScreens { shown.insert(screen) }
      }
      if let tabs = state.contexts[index].tabs {
        for tab in tabs.tabs { shown.insert(tab.screen) }
      }
    }
  }

  /// The context a container starts as: a navigation stack, a bar, or a plain screen.
  func context(for container: Container, presentation: PresentationRecord?, notices: inout [SimulationNotice])
    -> NavigationContext
  {
    switch container {
    case .navigation(let spec):
      if !spec.toolbarItems.isEmpty {
        notices.append(
          SimulationNotice(
            .ignored,
            "toolbar items set on the navigation controller itself are ignored; UIKit shows the top view controller's toolbarItems"
          ))
      }
      var stack: [String] = []
      for id in spec.stack where !refusesAsChild(id, notices: &notices, verb: "set as a navigation controller's root") {
        stack.append(id)
      }
      var context = NavigationContext(
        stack: ScreenStack(stack), host: .navigationController, prefersLargeTitles: spec.prefersLargeTitles,
        toolbarHidden: spec.toolbarHidden,
        navigationBarHidden: spec.navigationBarHidden, presentation: presentation)
      context.barStyle = spec.barStyle
      return context
    case .bar(let items, _):
      return NavigationContext(stack: ScreenStack(items), host: .standaloneBar, presentation: presentation)
    case .screen(let id, _):
      return NavigationContext(stack: [id], host: .none, presentation: presentation)
    case .split(let spec):
      return NavigationContext(
        stack: [], host: .navigationController, presentation: presentation, split: splitState(spec, notices: &notices))
    case .tabs(let spec):
      return NavigationContext(
        stack: [], host: .none, presentation: presentation, tabs: tabState(spec, notices: &notices))
    }
  }

  private func rootContext(_ root: Container, notices: inout [SimulationNotice]) -> NavigationContext {
    context(for: root, presentation: nil, notices: &notices)
  }

  /// Whether `id`, or a screen its navigation controller holds, is already on screen.
  func isOnScreen(_ id: String, in state: NavigationState) -> Bool {
    isOnScreen(id, container: scenario.screens[id]?.container, in: state)
  }

  /// ``isOnScreen(_:in:)`` for a screen whose container the caller has looked up already:
  /// a push asks it of every screen, and a plain screen (`nil`) holds only itself.
  func isOnScreen(_ id: String, container: Container?, in state: NavigationState) -> Bool {
    guard let onScreen else {
      let screens = screensHeld(by: id, container: container)
      return state.contexts.contains { context in screens.contains { context.holds($0) } }
    }
    guard container != nil else {
      return onScreen.stacksHold(id, in: state) || state.contexts.contains { $0.holdsBesidesStacks(id) }
    }
    let screens = screensHeld(by: id, container: container)
    return onScreen.stacksHold(any: screens, in: state)
      || state.contexts.contains { context in screens.contains { context.holdsBesidesStacks($0) } }
  }

  /// `id` and the screens its container holds (a navigation stack, a split view's columns).
  private func screensHeld(by id: String, depth: Int = 0) -> [String] {
    screensHeld(by: id, container: scenario.screens[id]?.container, depth: depth)
  }

  private func screensHeld(by id: String, container: Container?, depth: Int = 0) -> [String] {
    guard depth < 3 else { return [id] }
    switch container {
    case .navigation(let navigation):
      return [id] + navigation.stack
    case .split(let split):
      return [id]
        + [split.primary, split.supplementary, split.secondary, split.compact].compactMap { $0 }
        .flatMap { screensHeld(by: $0, depth: depth + 1) }
    case .bar(let items, _):
      return [id] + items
    case .tabs(let tabs):
      return [id] + tabs.items.flatMap { screensHeld(by: $0, depth: depth + 1) }
    default:
      return [id]
    }
  }

  /// Whether `id` is a container that UIKit refuses to push; records the refusal.
  func refusesAsChild(_ id: String, notices: inout [SimulationNotice], verb: String) -> Bool {
    refuses(scenario.screens[id]?.container, notices: &notices, verb: verb)
  }

  /// ``refusesAsChild(_:notices:verb:)`` for a container already looked up (`nil` for a
  /// plain screen, which is never refused).
  private func refuses(_ container: Container?, notices: inout [SimulationNotice], verb: String) -> Bool {
    guard let container else { return false }
    switch container {
    case .split:
      notices.append(
        SimulationNotice(
          .refused, "a split view controller cannot be \(verb); UIKit raises an exception and the step does nothing"))
    case .tabs:
      notices.append(
        SimulationNotice(
          .refused,
          "a tab bar controller cannot be \(verb); UIKit does not support a tab bar controller inside a navigation controller, and the step does nothing"
        ))
    default:
      notices.append(
        SimulationNotice(
          .refused,
          "a navigation controller cannot be \(verb) ('Pushing a navigation controller is not supported'); the step does nothing"
        ))
    }
    return true
  }

  private func apply(
    _ action: StepAction, to state: inout NavigationState, focus: inout FocusTarget?, notices: inout [SimulationNotice]
  ) {
    switch action {
    case .push(let id):
      push(id, on: &state, notices: &notices)
    case .show(let id):
      show(id, on: &state, notices: &notices)
    case .showDetail(let id):
      showDetail(id, on: &state, notices: &notices)
    case .pop:
      guard state.topContext.host == .navigationController else {
        notices.append(
          SimulationNotice(.refused, "the top screen is not in a navigation controller: there is nothing to pop"))
        return
      }
      guard state.stack.count > 1 else {
        notices.append(
          SimulationNotice(.refused, "popping the root view controller does nothing: popViewController returns nil"))
        return
      }
      state.topContext.stack.removeLast()
    case .popTo(let id):
      guard let index = state.stack.lastIndex(of: id) else {
        notices.append(
          SimulationNotice(
            .refused, "'\(id)' is not on the stack: UIKit raises 'Tried to pop to a view controller that doesn't exist'"
          ))
        return
      }
      state.topContext.stack.removeSubrange((index + 1)...)
    case .popToRoot:
      state.topContext.stack.removeSubrange(min(1, state.stack.count)...)
    case .setStack(let ids):
      setStack(ids, on: &state, notices: &notices)
    case .segue(let id):
      performSegue(id, on: &state, notices: &notices)
    case .focus(let target):
      focus = target
    case .setToolbarHidden(let hidden):
      state.topContext.toolbarHidden = hidden
    case .setNavigationBarHidden(let hidden):
      setNavigationBarHidden(hidden, on: &state, notices: &notices)
    case .selectTab(let selection):
      selectTab(selection, on: &state, notices: &notices)
    case .orientation(let orientation):
      state.orientation = orientation
    case .present(let spec):
      present(
        spec.screen, style: spec.style, embedInNavigation: spec.embedInNavigation, adaptiveStyle: spec.adaptiveStyle,
        on: &state, notices: &notices)
    case .dismiss:
      dismiss(on: &state, notices: &notices)
    case .unwind(let action):
      unwind(action, on: &state, notices: &notices)
    case .pushItem(let id):
      guard state.host == .standaloneBar else {
        notices.append(
          SimulationNotice(
            .refused,
            "pushItem on a bar managed by a navigation controller raises 'Cannot call pushNavigationItem directly'"))
        return
      }
      state.topContext.stack.append(id)
    case .popItem:
      guard state.stack.count > 1 else {
        notices.append(SimulationNotice(.refused, "popping the last navigation item does nothing"))
        return
      }
      state.topContext.stack.removeLast()
    case .setItems(let ids):
      guard state.host == .standaloneBar else {
        notices.append(
          SimulationNotice(.refused, "setItems on a bar managed by a navigation controller raises an exception"))
        return
      }
      state.topContext.stack = ScreenStack(ids)
    case .sizeClass(let sizeClass):
      state.sizeClass = sizeClass
    case .showColumn(let column):
      changeColumn(column, show: true, on: &state, notices: &notices)
    case .hideColumn(let column):
      changeColumn(column, show: false, on: &state, notices: &notices)
    case .displayMode(let mode):
      setDisplayMode(mode, on: &state, notices: &notices)
    case .setViewController(let id, let column):
      setViewController(id, column: column, on: &state, notices: &notices)
    }
  }

  func push(_ id: String, on state: inout NavigationState, notices: inout [SimulationNotice]) {
    guard state.host == .navigationController else {
      notices.append(
        SimulationNotice(
          .refused, "the top screen has no navigation controller: navigationController?.pushViewController does nothing"
        ))
      return
    }
    // One lookup of the screen serves both checks, and the bars of the stack it tops.
    let found = scenario.screens[id]
    let container = found?.container
    if refuses(container, notices: &notices, verb: "pushed onto a navigation stack") { return }
    guard !isOnScreen(id, container: container, in: state) else {
      notices.append(
        SimulationNotice(
          .refused,
          "'\(id)' is already on screen: UIKit raises 'Pushing the same view controller instance more than once is not supported'"
        ))
      return
    }
    state.topContext.stack.append(id, found: found)
  }

  private func setStack(_ ids: [String], on state: inout NavigationState, notices: inout [SimulationNotice]) {
    guard !ids.isEmpty else {
      notices.append(
        SimulationNotice(.refused, "setViewControllers with an empty array leaves no screen; navaudit keeps the stack"))
      return
    }
    guard Set(ids).count == ids.count else {
      notices.append(
        SimulationNotice(.refused, "a view controller appears twice in setViewControllers: UIKit raises an exception"))
      return
    }
    for id in ids where refusesAsChild(id, notices: &notices, verb: "placed in a navigation stack") { return }
    state.topContext.stack = ScreenStack(ids)
  }
}

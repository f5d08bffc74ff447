import Diagnostics

/// Runs a flow's steps through a model of `UINavigationController` and `UINavigationBar`.
///
/// The simulation is independent of locale and device: it decides which screens are on
/// the stack after each step. What the bar draws is computed later, per locale and device.
public struct NavigationSimulator: Sendable {
  public let scenario: Scenario

  public init(scenario: Scenario) {
    self.scenario = scenario
  }

  /// The state at the start and after every step of `flow`.
  public func simulate(_ flow: Flow) -> [SimulationEvent] {
    var notices: [SimulationNotice] = []
    var state = initialState(flow.root, notices: &notices)
    var events = [SimulationEvent(index: 0, text: "start", location: flow.location, state: state, isTransition: true, notices: notices)]
    for (offset, step) in flow.steps.enumerated() {
      var stepNotices: [SimulationNotice] = []
      var focus: FocusTarget?
      let before = state
      apply(step.action, to: &state, focus: &focus, notices: &stepNotices)
      let changed = before.stack != state.stack || before.orientation != state.orientation
      events.append(SimulationEvent(
        index: offset + 1, text: step.text, location: step.location, state: state,
        isTransition: changed, focus: focus, notices: stepNotices))
    }
    return events
  }

  private func initialState(_ root: Container, notices: inout [SimulationNotice]) -> NavigationState {
    switch root {
    case .navigation(let spec):
      if !spec.toolbarItems.isEmpty {
        notices.append(SimulationNotice(.ignored, "toolbar items set on the navigation controller itself are ignored; UIKit shows the top view controller's toolbarItems"))
      }
      var stack: [String] = []
      for id in spec.stack {
        if refusesAsChild(id, notices: &notices, verb: "set as a navigation controller's root") { continue }
        stack.append(id)
      }
      return NavigationState(stack: stack, host: .navigationController, prefersLargeTitles: spec.prefersLargeTitles, toolbarHidden: spec.toolbarHidden)
    case .bar(let items, _):
      return NavigationState(stack: items, host: .standaloneBar)
    case .screen(let id, _):
      return NavigationState(stack: [id], host: .none)
    case .split(let spec):
      notices.append(SimulationNotice(.notSimulated, "split view controllers are not simulated yet; the primary column's stack is shown"))
      let column = [spec.primary, spec.secondary].compactMap { $0 }
      return NavigationState(stack: Array(column.prefix(1)), host: .navigationController)
    }
  }

  /// Whether `id` is a container that UIKit refuses to push; records the refusal.
  private func refusesAsChild(_ id: String, notices: inout [SimulationNotice], verb: String) -> Bool {
    guard let container = scenario.screens[id]?.container else { return false }
    switch container {
    case .split:
      notices.append(SimulationNotice(.refused, "a split view controller cannot be \(verb); UIKit raises an exception and the step does nothing"))
    default:
      notices.append(SimulationNotice(.refused, "a navigation controller cannot be \(verb) ('Pushing a navigation controller is not supported'); the step does nothing"))
    }
    return true
  }

  private func apply(_ action: StepAction, to state: inout NavigationState, focus: inout FocusTarget?, notices: inout [SimulationNotice]) {
    switch action {
    case .push(let id), .show(let id):
      push(id, on: &state, notices: &notices)
    case .pop:
      guard state.stack.count > 1 else {
        notices.append(SimulationNotice(.refused, "popping the root view controller does nothing: popViewController returns nil"))
        return
      }
      state.stack.removeLast()
    case .popTo(let id):
      guard let index = state.stack.lastIndex(of: id) else {
        notices.append(SimulationNotice(.refused, "'\(id)' is not on the stack: UIKit raises 'Tried to pop to a view controller that doesn't exist'"))
        return
      }
      state.stack.removeSubrange((index + 1)...)
    case .popToRoot:
      state.stack.removeSubrange(min(1, state.stack.count)...)
    case .setStack(let ids):
      setStack(ids, on: &state, notices: &notices)
    case .segue(let id):
      performSegue(id, on: &state, notices: &notices)
    case .focus(let target):
      focus = target
    case .setToolbarHidden(let hidden):
      state.toolbarHidden = hidden
    case .orientation(let orientation):
      state.orientation = orientation
    case .pushItem(let id):
      guard state.host == .standaloneBar else {
        notices.append(SimulationNotice(.refused, "pushItem on a bar managed by a navigation controller raises 'Cannot call pushNavigationItem directly'"))
        return
      }
      state.stack.append(id)
    case .popItem:
      guard state.stack.count > 1 else {
        notices.append(SimulationNotice(.refused, "popping the last navigation item does nothing"))
        return
      }
      state.stack.removeLast()
    case .setItems(let ids):
      guard state.host == .standaloneBar else {
        notices.append(SimulationNotice(.refused, "setItems on a bar managed by a navigation controller raises an exception"))
        return
      }
      state.stack = ids
    case .present, .dismiss, .unwind, .showDetail, .sizeClass, .showColumn, .hideColumn, .displayMode:
      notices.append(SimulationNotice(.notSimulated, "this step is not simulated yet; the stack is unchanged"))
    }
  }

  private func push(_ id: String, on state: inout NavigationState, notices: inout [SimulationNotice]) {
    guard state.host == .navigationController else {
      notices.append(SimulationNotice(.refused, "there is no navigation controller to push onto; show(_:sender:) presents modally, which is not simulated yet"))
      return
    }
    if refusesAsChild(id, notices: &notices, verb: "pushed onto a navigation stack") { return }
    guard !state.stack.contains(id) else {
      notices.append(SimulationNotice(.refused, "'\(id)' is already on the stack: UIKit raises 'Pushing the same view controller instance more than once is not supported'"))
      return
    }
    state.stack.append(id)
  }

  private func setStack(_ ids: [String], on state: inout NavigationState, notices: inout [SimulationNotice]) {
    guard !ids.isEmpty else {
      notices.append(SimulationNotice(.refused, "setViewControllers with an empty array leaves no screen; navaudit keeps the stack"))
      return
    }
    guard Set(ids).count == ids.count else {
      notices.append(SimulationNotice(.refused, "a view controller appears twice in setViewControllers: UIKit raises an exception"))
      return
    }
    for id in ids where refusesAsChild(id, notices: &notices, verb: "placed in a navigation stack") { return }
    state.stack = ids
  }

  private func performSegue(_ id: String, on state: inout NavigationState, notices: inout [SimulationNotice]) {
    guard let top = state.top, let segue = scenario.screens[top]?.segue(id) else {
      notices.append(SimulationNotice(.refused, "the top screen '\(state.top ?? "")' has no segue '\(id)': UIKit raises 'Receiver has no segue with identifier'"))
      return
    }
    guard segue.shouldPerform else {
      notices.append(SimulationNotice(.ignored, "shouldPerformSegue returns false: segue '\(id)' performs nothing"))
      return
    }
    switch segue.kind {
    case .show:
      if let destination = segue.destination { push(destination, on: &state, notices: &notices) }
    default:
      notices.append(SimulationNotice(.notSimulated, "'\(segue.kind.rawValue)' segues are not simulated yet; the stack is unchanged"))
    }
  }
}

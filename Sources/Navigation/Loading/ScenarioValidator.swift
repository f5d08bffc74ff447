import Diagnostics

/// Checks that every screen and segue a scenario names exists.
///
/// A reference to an unknown screen is an error in the file (with a suggestion); a step
/// UIKit would refuse at run time is not, and is simulated instead.
enum ScenarioValidator {
  static func validate(_ scenario: inout Scenario) throws(ScenarioError) {
    let ids = scenario.screenOrder
    func check(_ id: String, at location: SourceLocation) throws(ScenarioError) {
      guard scenario.screens[id] == nil else { return }
      throw ScenarioError("unknown screen '\(id)'", at: location, notes: Suggestion.note(for: id, in: ids))
    }
    for id in ids {
      guard let screen = scenario.screens[id] else { continue }
      for segue in screen.segues {
        if let destination = segue.destination { try check(destination, at: segue.location) }
      }
      if let container = screen.container { try checkContainer(container, at: screen.location, check) }
    }
    let segueIDs = Set(scenario.screens.values.flatMap { $0.segues.map(\.id) })
    var flowNames: Set<String> = []
    for flow in scenario.flows {
      guard flowNames.insert(flow.name).inserted else {
        throw ScenarioError("duplicate flow name '\(flow.name)'", at: flow.location)
      }
      try checkContainer(flow.root, at: flow.location, check)
      for step in flow.steps {
        switch step.action {
        case .push(let id), .popTo(let id), .show(let id), .showDetail(let id), .pushItem(let id), .setViewController(let id, _):
          try check(id, at: step.location)
        case .setStack(let stack), .setItems(let stack):
          for id in stack { try check(id, at: step.location) }
        case .present(let spec):
          try check(spec.screen, at: step.location)
        case .selectTab(.screen(let id)):
          try check(id, at: step.location)
        case .segue(let id):
          guard segueIDs.contains(id) else {
            throw ScenarioError("no screen declares segue '\(id)'", at: step.location, notes: Suggestion.note(for: id, in: segueIDs.sorted()))
          }
        default:
          break
        }
      }
    }
  }

  private static func checkContainer(_ container: Container, at location: SourceLocation, _ check: (String, SourceLocation) throws(ScenarioError) -> Void) throws(ScenarioError) {
    switch container {
    case .navigation(let spec):
      for id in spec.stack { try check(id, spec.location) }
    case .split(let spec):
      for id in [spec.primary, spec.supplementary, spec.secondary, spec.compact].compactMap({ $0 }) {
        try check(id, spec.location)
      }
    case .tabs(let spec):
      for id in spec.items { try check(id, spec.location) }
    case .bar(let ids, let at):
      for id in ids { try check(id, at) }
    case .screen(let id, let at):
      try check(id, at)
    }
  }
}

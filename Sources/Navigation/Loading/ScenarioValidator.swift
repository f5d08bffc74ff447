import Diagnostics

/// Checks that every screen and segue a scenario names exists.
///
/// A reference to an unknown screen is an error in the file (with a suggestion); a step
/// UIKit would refuse at run time is not, and is simulated instead. Every bad reference is
/// recorded, not only the first.
enum ScenarioValidator {
  /// Records an error in `errors` for each unknown screen, segue and repeated flow name.
  ///
  /// - Parameters:
  ///   - declaring: the screens that declare segues or are containers, in file order, as the
  ///     parser found them while reading (a pass over 20,000 screens to find them again
  ///     touched every screen's storage); nil to find them here.
  ///   - incompleteScreens: screens with a field that could not be read (its error is
  ///     recorded already): the segues they declare are not known in full, so segue names
  ///     are not checked.
  static func validate(
    _ scenario: Scenario, declaring: [String]? = nil, incompleteScreens: Set<String> = [],
    into errors: inout InputErrors
  ) {
    let ids = scenario.screenOrder
    func check(_ id: String, at location: SourceLocation) {
      guard scenario.screens.index(forKey: id) == nil else { return }
      errors.append(ScenarioError("unknown screen '\(id)'", at: location, notes: Suggestion.note(for: id, in: ids)))
    }
    // Most screens declare no segue and are no container; the others are checked in file order.
    for id in declaring ?? declaringScreens(of: scenario) {
      guard let screen = scenario.screens[id] else { continue }
      for segue in screen.segues {
        if let destination = segue.destination { check(destination, at: segue.location) }
      }
      if let container = screen.container { checkContainer(container, at: screen.location, check) }
    }
    // Made at the first segue step: most scenarios have none, and it visits every screen.
    var segueIDs: Set<String>?
    var flowNames: Set<String> = []
    for flow in scenario.flows {
      if !flowNames.insert(flow.name).inserted {
        errors.append(ScenarioError("duplicate flow name '\(flow.name)'", at: flow.location))
      }
      checkContainer(flow.root, at: flow.location, check)
      for step in flow.steps {
        switch step.action {
        case .push(let id), .popTo(let id), .show(let id), .showDetail(let id), .pushItem(let id),
          .setViewController(let id, _):
          check(id, at: step.location)
        case .setStack(let stack), .setItems(let stack):
          for id in stack { check(id, at: step.location) }
        case .present(let spec):
          check(spec.screen, at: step.location)
        case .selectTab(.screen(let id)):
          check(id, at: step.location)
        case .segue(let id):
          let declared = segueIDs ?? Set(scenario.screens.values.flatMap { $0.segues.map(\.id) })
          segueIDs = declared
          guard !declared.contains(id), incompleteScreens.isEmpty else { break }
          errors.append(
            ScenarioError(
              "no screen declares segue '\(id)'", at: step.location,
              notes: Suggestion.note(for: id, in: declared.sorted())))
        default:
          break
        }
      }
    }
  }

  /// The screens that declare segues or are containers, in file order.
  static func declaringScreens(of scenario: Scenario) -> [String] {
    // Found in one pass over the screens, without a lookup for each id.
    let declaring = Set(
      scenario.screens.lazy.filter { !$0.value.segues.isEmpty || $0.value.container != nil }.map(\.key))
    return declaring.isEmpty ? [] : scenario.screenOrder.filter { declaring.contains($0) }
  }

  private static func checkContainer(
    _ container: Container, at location: SourceLocation, _ check: (String, SourceLocation) -> Void
  ) {
    switch container {
    case .navigation(let spec):
      for id in spec.stack { check(id, spec.location) }
    case .split(let spec):
      for id in [spec.primary, spec.supplementary, spec.secondary, spec.compact].compactMap({ $0 }) {
        check(id, spec.location)
      }
    case .tabs(let spec):
      for id in spec.items { check(id, spec.location) }
    case .bar(let ids, let at):
      for id in ids { check(id, at) }
    case .screen(let id, let at):
      check(id, at)
    }
  }
}

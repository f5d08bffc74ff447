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
    // The duplicate names in order; then the flows' references, a large scenario's in two
    // halves at once (the second on the core libyaml read on, free by now), their errors
    // taken in flow order.
    var flowNames: Set<String> = []
    let repeated = scenario.flows.map { !flowNames.insert($0.name).inserted }
    let flows = scenario.flows.indices
    let split = splitPoint(of: scenario.flows)
    let second =
      split < flows.upperBound
      ? BackgroundValue {
        checkFlows(split..<flows.upperBound, of: scenario, repeated: repeated, incompleteScreens: incompleteScreens)
      } : nil
    let first = checkFlows(
      flows.lowerBound..<split, of: scenario, repeated: repeated, incompleteScreens: incompleteScreens)
    for error in first + (second?.value ?? []) { errors.append(error) }
  }

  /// The steps at which a scenario's flows are checked in two halves at once: fewer, and a
  /// thread costs more than it saves.
  static let concurrentSteps = 4_096

  /// Where the flows are cut in two halves of about as many steps; the end when they are
  /// checked on one thread.
  static func splitPoint(of flows: [Flow]) -> Int {
    let steps = flows.reduce(0) { $0 + $1.steps.count }
    guard steps >= concurrentSteps else { return flows.endIndex }
    var counted = 0
    for (index, flow) in flows.enumerated() {
      counted += flow.steps.count
      if 2 * counted >= steps { return index + 1 }
    }
    return flows.endIndex
  }

  /// The errors of the flows `range` of a scenario, in order: a repeated name, then each
  /// unknown screen and segue its root and steps name.
  static func checkFlows(
    _ range: Range<Int>, of scenario: Scenario, repeated: [Bool], incompleteScreens: Set<String>
  ) -> [ScenarioError] {
    var errors: [ScenarioError] = []
    func check(_ id: String, at location: SourceLocation) {
      guard scenario.screens.index(forKey: id) == nil else { return }
      errors.append(
        ScenarioError(
          "unknown screen '\(id)'", at: location, notes: Suggestion.note(for: id, in: scenario.screenOrder)))
    }
    // Made at the first segue step: most scenarios have none, and it visits every screen.
    var segueIDs: Set<String>?
    for index in range {
      let flow = scenario.flows[index]
      if repeated[index] {
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
    return errors
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

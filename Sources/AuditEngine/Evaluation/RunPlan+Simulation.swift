import Foundation
import Navigation
import StringTables
import Synchronization

extension RunPlan {
  /// Each scenario flow simulated on a phone, and what the plan learns from it.
  struct PhoneSimulation {
    /// The events of each flow, in flow order.
    var events: [[SimulationEvent]]
    /// Whether each flow shows a split view at some step: its units are then simulated
    /// again per environment.
    var showsSplit: [Bool]
    /// The screens no flow shows (``unusedScreens(_:shown:)``), in screen order.
    var unused: [String]
  }

  /// How many steps a scenario's flows must have before they are simulated on several
  /// threads: below it, starting the threads costs more than they save.
  static let parallelSimulationSteps = 2_000

  /// How many batches of flows each worker gets: enough that a worker with short flows
  /// is not left idle while the other finishes long ones, few enough that handing a batch
  /// over costs nothing beside simulating it.
  static let simulationBatchesPerWorker = 8

  /// Simulates every flow of `scenario` on a phone, on up to `workers` threads, and finds
  /// the screens no flow shows.
  ///
  /// Flows are independent and the simulation reads only the scenario, so they are
  /// simulated in batches on the workers and reassembled in flow order: the result is the
  /// serial one's for any number of workers. Each worker also lists the screens its flows
  /// show; the calling thread collects them as batches come in, while the workers go on.
  static func simulateOnPhone(_ scenario: Scenario, workers: Int) throws -> PhoneSimulation {
    let simulator = NavigationSimulator(scenario: scenario)
    let flows = scenario.flows
    let steps = flows.reduce(0) { $0 + $1.steps.count }
    var shown: Set<String> = []
    var result = PhoneSimulation(events: [], showsSplit: [], unused: [])
    result.events.reserveCapacity(flows.count)
    result.showsSplit.reserveCapacity(flows.count)
    func take(_ flow: SimulatedFlow) {
      result.events.append(flow.events)
      result.showsSplit.append(flow.showsSplit)
      for screen in flow.shown { shown.insert(screen) }
    }
    if workers < 2 || steps < parallelSimulationSteps {
      for flow in flows { take(SimulatedFlow(flow, simulator: simulator)) }
    } else {
      shown.reserveCapacity(scenario.screenOrder.count)
      let batchCount = min(flows.count, workers * simulationBatchesPerWorker)
      let batches = (0..<batchCount).map { batch in
        (flows.count * batch / batchCount)..<(flows.count * (batch + 1) / batchCount)
      }
      try OrderedParallelMap.forEach(
        batches, workers: workers, window: batches.count,
        { range in range.map { SimulatedFlow(flows[$0], simulator: simulator) } },
        consume: { (batch: consuming [SimulatedFlow]) in batch.forEach(take) })
    }
    result.unused = unusedScreens(scenario, shown: shown)
    return result
  }

  /// One flow simulated on a phone, with what the plan needs of it besides its events.
  private struct SimulatedFlow: Sendable {
    let events: [SimulationEvent]
    let showsSplit: Bool
    /// The screens the flow shows at any step, some more than once.
    let shown: [String]

    init(_ flow: Flow, simulator: NavigationSimulator) {
      events = simulator.simulate(flow, environment: .phone)
      var shown: [String] = []
      showsSplit = RunPlan.forEachShownScreen(events) { shown.append($0) }
      self.shown = shown
    }
  }

  /// Calls `body` with every screen a flow's events show, some more than once: each
  /// context's stack, its tabs' stacks and controllers, and its split view's columns.
  ///
  /// Consecutive steps share their stacks' nodes: only the screens a stack has above what
  /// it shares with the previous step's are visited, so that a flow of 10,000 pushes costs
  /// 10,000 names, not 50 million.
  ///
  /// - Returns: whether a step shows a split view.
  @discardableResult
  static func forEachShownScreen(_ flowEvents: [SimulationEvent], _ body: (String) -> Void) -> Bool {
    var showsSplit = false
    var previous: [[ScreenStack]] = []
    for step in flowEvents.indices {
      // The contexts' fields are read in place: a copy of a whole event or context per step
      // would cost more than the step's new screens.
      let contexts = flowEvents[step].state.contexts
      for index in contexts.indices {
        if let split = contexts[index].split {
          showsSplit = true
          split.allScreens.forEach(body)
        }
        let tabs = contexts[index].tabs?.tabs ?? []
        for tab in tabs { body(tab.screen) }
        if index == previous.count { previous.append([]) }
        // Slot 0 is the context's stack, slot n its tab n - 1's; each replaces the
        // previous step's in place.
        for slot in 0...tabs.count {
          let stack = slot == 0 ? contexts[index].stack : tabs[slot - 1].stack
          if slot < previous[index].count {
            stack.forEachScreen(above: previous[index][slot], body)
            previous[index][slot] = stack
          } else {
            stack.forEachScreen(above: ScreenStack(), body)
            previous[index].append(stack)
          }
        }
        if previous[index].count > tabs.count + 1 { previous[index].removeSubrange((tabs.count + 1)...) }
      }
    }
    return showsSplit
  }

  /// The screens of `scenario` not in `shown` (every screen a flow shows at any step,
  /// simulated on a phone), in screen order.
  ///
  /// A container counts as shown when a screen it holds is; stand-ins for scenes of other
  /// bundles are never audited on their own.
  static func unusedScreens(_ scenario: Scenario, shown: Set<String>) -> [String] {
    func held(_ id: String) -> [String] {
      switch scenario.screens[id]?.container {
      case .navigation(let spec): spec.stack
      case .split(let spec): [spec.primary, spec.supplementary, spec.secondary, spec.compact].compactMap { $0 }
      case .tabs(let spec): spec.items
      case .bar(let items, _): items
      case .screen(let child, _): [child]
      case nil: []
      }
    }
    // Most screens are shown: the set answers for them before their screen is looked up.
    return scenario.screenOrder.filter { id in
      guard !shown.contains(id), let screen = scenario.screens[id], screen.storyboardReference == nil else {
        return false
      }
      return !held(id).contains { shown.contains($0) || held($0).contains(where: shown.contains) }
    }
  }

  /// ``unknownTableFindings(_:store:)`` worked out on a thread of its own while `work` runs
  /// on this one, when `concurrently`; else one after the other.
  static func unknownTableFindings(
    _ scenario: Scenario, store: StringStore, concurrently: Bool, while work: () throws -> Void
  ) rethrows -> [Finding] {
    guard concurrently else {
      try work()
      return unknownTableFindings(scenario, store: store)
    }
    let findings = Mutex<[Finding]>([])
    let done = DispatchGroup()
    DispatchQueue.global().async(group: done) {
      let found = unknownTableFindings(scenario, store: store)
      findings.withLock { $0 = found }
    }
    do {
      try work()
    } catch {
      done.wait()
      throw error
    }
    done.wait()
    return findings.withLock { $0 }
  }
}

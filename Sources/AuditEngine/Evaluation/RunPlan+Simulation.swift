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

  /// How many batches of flows each thread gets: enough that a thread with short flows
  /// is not left idle while another finishes long ones, few enough that handing a batch
  /// over costs nothing beside simulating it.
  static let simulationBatchesPerWorker = 32

  /// Simulates every flow of `scenario` on a phone, on the calling thread and up to
  /// `workers - 1` others, and finds the screens no flow shows; `alongside` is done first
  /// on the calling thread while the others start simulating.
  ///
  /// Flows are independent and the simulation reads only the scenario, so they are
  /// simulated in batches, each taken by the next free thread, and reassembled in flow
  /// order: the result is the serial one's for any number of workers. The calling thread
  /// takes its share instead of waiting (so the others are the shared pool's, not threads
  /// of their own), and each thread collects the screens its flows show in a set of its
  /// own, so no set is merged into another.
  static func simulateOnPhone(_ scenario: Scenario, workers: Int, alongside: () -> Void = {}) -> PhoneSimulation {
    let flows = scenario.flows
    let steps = flows.reduce(0) { $0 + $1.steps.count }
    let threads = steps < parallelSimulationSteps ? 1 : max(1, min(workers, flows.count))
    let batches = SimulationBatches(
      flows: flows, simulator: NavigationSimulator(scenario: scenario), threads: threads,
      count: threads == 1 ? 1 : min(flows.count, threads * simulationBatchesPerWorker))
    let helpers = DispatchGroup()
    for _ in 1..<threads {
      DispatchQueue.global().async(group: helpers) { batches.run() }
    }
    alongside()
    batches.run()
    helpers.wait()
    return batches.simulation(unusedIn: scenario)
  }

  /// The screens of `scenario` in none of the sets of `shown` (every screen a flow shows at
  /// any step, simulated on a phone), in screen order.
  ///
  /// A container counts as shown when a screen it holds is; stand-ins for scenes of other
  /// bundles are never audited on their own.
  static func unusedScreens(_ scenario: Scenario, shown: [Set<String>]) -> [String] {
    unusedScreens(scenario, shown: shown, among: scenario.screenOrder[...])
  }

  /// ``unusedScreens(_:shown:)`` of the screens `ids`, a part of the screen order.
  static func unusedScreens(_ scenario: Scenario, shown: [Set<String>], among ids: ArraySlice<String>) -> [String] {
    // The largest set first: most screens are found in it, at one lookup.
    let sets = shown.sorted { $0.count > $1.count }
    func isShown(_ id: String) -> Bool { sets.contains { $0.contains(id) } }
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
    // Most screens are shown: the sets answer for them before their screen is looked up.
    return ids.filter { id in
      guard !isShown(id), let screen = scenario.screens[id], screen.storyboardReference == nil else {
        return false
      }
      return !held(id).contains { isShown($0) || held($0).contains(where: isShown) }
    }
  }
}

/// One flow simulated on a phone, and whether it shows a split view.
private struct SimulatedFlow: Sendable {
  let events: [SimulationEvent]
  let showsSplit: Bool

  /// Simulates `flow`, adding the screens it shows to `shown`.
  init(_ flow: Flow, simulator: NavigationSimulator, shown: inout Set<String>) {
    let events = simulator.simulate(flow, environment: .phone, shown: &shown)
    // Read in place: a copy of each event and context would cost more than the question.
    showsSplit = events.indices.contains { step in
      let contexts = events[step].state.contexts
      return contexts.indices.contains { contexts[$0].split != nil }
    }
    self.events = events
  }
}

/// The flows of one scenario cut into batches, which the threads of
/// ``RunPlan/simulateOnPhone(_:workers:alongside:)`` take one at a time.
private final class SimulationBatches: Sendable {
  private struct State {
    var next = 0
    var simulated: [[SimulatedFlow]?]
    /// The screens shown by the flows of each thread that has finished.
    var shown: [Set<String>] = []
  }

  private let flows: [Flow]
  private let simulator: NavigationSimulator
  private let ranges: [Range<Int>]
  /// How many threads run the batches, and how many screens the scenario has.
  private let threads: Int
  private let screenCount: Int
  private let state: Mutex<State>

  init(flows: [Flow], simulator: NavigationSimulator, threads: Int, count: Int) {
    self.flows = flows
    self.simulator = simulator
    self.threads = threads
    screenCount = simulator.scenario.screenOrder.count
    let count = min(count, flows.count)
    ranges = (0..<count).map { batch in (flows.count * batch / count)..<(flows.count * (batch + 1) / count) }
    state = Mutex(State(simulated: Array(repeating: nil, count: count)))
  }

  /// Simulates batches until none is left.
  func run() {
    var shown: Set<String> = []
    // Room for a share of the screens, so that the set is grown a few times, not a dozen.
    shown.reserveCapacity(screenCount / max(1, threads))
    while let batch = state.withLock({ state -> Int? in
      guard state.next < ranges.count else { return nil }
      defer { state.next += 1 }
      return state.next
    }) {
      let simulated = ranges[batch].map { SimulatedFlow(flows[$0], simulator: simulator, shown: &shown) }
      state.withLock { $0.simulated[batch] = simulated }
    }
    state.withLock { $0.shown.append(shown) }
  }

  /// The flows' events in flow order, once every thread has run.
  func simulation(unusedIn scenario: Scenario) -> RunPlan.PhoneSimulation {
    let (simulated, shown) = state.withLock { ($0.simulated, $0.shown) }
    var result = RunPlan.PhoneSimulation(events: [], showsSplit: [], unused: [])
    result.events.reserveCapacity(flows.count)
    result.showsSplit.reserveCapacity(flows.count)
    for batch in simulated {
      for flow in batch ?? [] {
        result.events.append(flow.events)
        result.showsSplit.append(flow.showsSplit)
      }
    }
    result.unused = unusedScreens(scenario, shown: shown)
    return result
  }

  /// The unused screens, the screen order cut into a part per thread, each looked through
  /// on one, and put back together in order.
  private func unusedScreens(_ scenario: Scenario, shown: [Set<String>]) -> [String] {
    let order = scenario.screenOrder
    guard threads > 1 else { return RunPlan.unusedScreens(scenario, shown: shown) }
    let parts = Mutex<[[String]]>(Array(repeating: [], count: threads))
    DispatchQueue.concurrentPerform(iterations: threads) { part in
      let ids = order[(order.count * part / threads)..<(order.count * (part + 1) / threads)]
      let unused = RunPlan.unusedScreens(scenario, shown: shown, among: ids)
      parts.withLock { $0[part] = unused }
    }
    return parts.withLock { $0.flatMap { $0 } }
  }
}

import Diagnostics
import Navigation
import StringTables
import TestSupport
import Testing
import UnicodeSupport

@testable import AuditEngine

/// The flows of a plan simulated on several threads, and the checks done beside them: the
/// result is the straightforward serial one's, for random flows of every kind of container.
@Suite("Phone simulation")
struct PhoneSimulationTests {
  /// A random scenario: navigation stacks, tabs, split views and presentations, with more
  /// steps than ``RunPlan/parallelSimulationSteps`` so that the flows go to the workers.
  static func scenario(seed: UInt64, flows: Int = 60, steps: Int = 45) throws -> Scenario {
    var generator = SplitMix64(seed: seed)
    let plain = (0..<40).map { "p\($0)" }
    var text = "format: 1\nscreens:\n"
    for (index, id) in plain.enumerated() {
      // Some titles name a table: `Missing` is not among the scenario's (it has none).
      text +=
        index % 7 == 3
        ? "  \(id): { title: { key: k\(index), table: Missing } }\n" : "  \(id): { title: \"T\(index)\" }\n"
    }
    text += "  nav0: { navigation: [p0] }\n  nav1: { navigation: [p1, p2] }\n"
    text += "  tabs0: { tabs: [nav0, p3] }\n"
    text += "  split0: { split: { style: doubleColumn, primary: p4, secondary: p5 } }\n"
    text += "  unused0: { navigation: [p39] }\n"
    let roots = [
      "{ navigation: [p6] }", "{ navigation: [p7, p8] }", "{ tabs: [nav1, p9], selectedIndex: 0 }",
      "{ split: { style: doubleColumn, primary: p10, secondary: p11 } }",
    ]
    let kinds = [
      "pop", "popToRoot", "dismiss", "selectTab: 1", "selectTab: 0", "showDetail: p12",
      "present: { screen: p13, style: formSheet, embedInNavigation: true }", "present: { screen: nav0 }",
      "setNavigationBarHidden: true", "setNavigationBarHidden: false", "push: nav1", "push: tabs0",
    ]
    text += "flows:\n"
    for flow in 0..<flows {
      text += "  - name: f\(flow)\n    root: \(generator.pick(roots))\n    steps:\n"
      for _ in 0..<steps {
        // Mostly pushes, of screens that may be on screen already (UIKit refuses those).
        let step = generator.next() % 3 == 0 ? generator.pick(kinds) : "push: \(generator.pick(plain.dropLast()))"
        text += "      - \(step)\n"
      }
    }
    return try ScenarioLoader.parse(text, path: "random.navaudit.yaml")
  }

  /// Every screen an event shows, each stack walked whole: what the screens a simulation
  /// lists from the stacks it follows (``NavigationSimulator/simulate(_:environment:shown:)``)
  /// must add up to.
  static func shownWholly(_ events: [[SimulationEvent]]) -> Set<String> {
    var shown: Set<String> = []
    for event in events.joined() {
      for context in event.state.contexts {
        shown.formUnion(context.split?.allScreens ?? [])
        shown.formUnion(context.stack)
        for tab in context.tabs?.tabs ?? [] {
          shown.insert(tab.screen)
          shown.formUnion(tab.stack)
        }
      }
    }
    return shown
  }

  @Test(arguments: [1, 2, 3, 5] as [UInt64])
  func theWorkersSimulateWhatOneThreadDoes(seed: UInt64) throws {
    let scenario = try Self.scenario(seed: seed)
    #expect(scenario.flows.reduce(0) { $0 + $1.steps.count } >= RunPlan.parallelSimulationSteps)
    let simulator = NavigationSimulator(scenario: scenario)
    let serial = scenario.flows.map { simulator.simulate($0, environment: .phone) }
    let unused = RunPlan.unusedScreens(scenario, shown: [Self.shownWholly(serial)])
    for (flow, events) in zip(scenario.flows, serial) {
      var shown: Set<String> = []
      #expect(simulator.simulate(flow, environment: .phone, shown: &shown) == events)
      #expect(shown == Self.shownWholly([events]), "\(flow.name)")
    }
    for workers in [1, 2, 3] {
      var ranAlongside = false
      let simulated = RunPlan.simulateOnPhone(scenario, workers: workers) { ranAlongside = true }
      #expect(ranAlongside)
      #expect(simulated.events == serial, "workers: \(workers)")
      #expect(simulated.showsSplit == serial.map { $0.contains { $0.state.contexts.contains { $0.split != nil } } })
      #expect(simulated.unused == unused, "workers: \(workers)")
    }
    // The random flows do show split views, and leave out the screens no step names.
    #expect(serial.contains { $0.contains { $0.state.contexts.contains { $0.split != nil } } })
    #expect(unused.contains("unused0") && unused.contains("p39"))
    #expect(!unused.contains("p12"))
  }

  /// A screen whose navigation controller holds a shown screen is not unused; one that
  /// nothing shows is, in screen order.
  @Test func unusedScreensAreTheOnesNoStepShows() throws {
    let scenario = try ScenarioLoader.parse(
      """
      format: 1
      screens:
        a: { title: "A" }
        b: { title: "B" }
        c: { title: "C" }
        holder: { navigation: [b] }
        d: { title: "D" }
      flows:
        - name: f
          root: { navigation: [a] }
          steps:
            - push: b
      """, path: "unused.navaudit.yaml")
    #expect(RunPlan.simulateOnPhone(scenario, workers: 2).unused == ["c", "d"])
    // A screen is shown when any thread's set has it.
    #expect(RunPlan.unusedScreens(scenario, shown: [["a"], ["b"], []]) == ["c", "d"])
    #expect(RunPlan.unusedScreens(scenario, shown: [["a", "c"], ["b", "d"]]).isEmpty)
  }

  /// Texts naming a table the strings lack are found once per location, in screen order;
  /// a scenario naming none has no such finding.
  @Test func unknownTablesAreFoundBesideTheSimulation() throws {
    let scenario = try Self.scenario(seed: 9)
    let store = StringStore(tables: [], developmentLanguage: .english, diagnostics: [])
    let findings = RunPlan.unknownTableFindings(scenario, store: store)
    let expected = scenario.textReferences.compactMap { text -> String? in
      guard case .localized(let key) = text else { return nil }
      return key.location.description
    }
    #expect(findings.map(\.source) == expected)
    #expect(!findings.isEmpty)
    let literal = try ScenarioLoader.parse(
      "format: 1\nscreens:\n  a: { title: \"A\" }\nflows:\n  - name: f\n    root: { navigation: [a] }\n",
      path: "literal.navaudit.yaml")
    #expect(RunPlan.unknownTableFindings(literal, store: store).isEmpty)
  }

  /// A screen's texts are visited in the documented order, each once.
  @Test func textReferencesKeepTheirOrder() throws {
    let scenario = try ScenarioLoader.parse(
      """
      format: 1
      screens:
        a:
          title: { key: t }
          navigationTitle: { key: n }
          backButtonTitle: { key: b }
          prompt: { key: p }
          rightBarButtonItems: [{ title: { key: r }, accessibilityLabel: { key: ra } }]
          leftBarButtonItems: [{ title: { key: l } }]
          tabBarItem: { title: { key: tab }, badgeValue: { key: badge } }
        z: { title: { key: z } }
      flows:
        - name: f
          root: { navigation: [a] }
      """, path: "texts.navaudit.yaml")
    let keys = scenario.textReferences.compactMap { text -> String? in
      guard case .localized(let key) = text else { return nil }
      return key.key
    }
    #expect(keys == ["t", "n", "b", "p", "l", "r", "ra", "tab", "badge", "z"])
  }
}

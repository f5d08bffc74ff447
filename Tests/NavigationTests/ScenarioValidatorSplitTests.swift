import Diagnostics
import TestSupport
import Testing

@testable import Navigation

/// The validator checks a large scenario's flows in two halves at once
/// (``ScenarioValidator/splitPoint(of:)``); it used to check them in one pass. These tests
/// hold the halves to that pass, ``ScenarioValidator/checkFlows(_:of:repeated:incompleteScreens:)``
/// over every flow: the same errors in the same order (repeated flow names, unknown screens
/// in roots and steps, undeclared segues, segues not checked when a screen is incomplete).
@Suite("Scenario validator halves")
struct ScenarioValidatorSplitTests {
  static func text(_ random: inout SplitMix64, flows: Int) -> String {
    var text = "format: 1\nscreens:\n"
    for index in 0..<100 {
      text +=
        index % 9 == 0
        ? "  s\(index): { segues: { g\(index): { kind: show, destination: s1 } } }\n" : "  s\(index): {}\n"
    }
    if random.next(below: 2) == 0 { text += "  broken: { titel: T }\n" }
    text += "flows:\n"
    for _ in 0..<flows {
      text += "  - name: f\(random.next(below: flows))\n    root: { navigation: [s\(random.next(below: 104))] }\n"
      text += "    steps:\n"
      for _ in 0..<(1 + random.next(below: 60)) {
        let screen = "s\(random.next(below: 104))"
        let steps = [
          "push: \(screen)", "segue: g\(random.next(below: 100))", "popTo: \(screen)", "setStack: [s0, \(screen)]",
          "present: { screen: \(screen) }", "pop", "showDetail: \(screen)",
        ]
        text += "      - \(random.pick(steps))\n"
      }
    }
    return text
  }

  @Test func halvesFindTheErrorsOfOnePass() throws {
    var random = SplitMix64(seed: 12)
    for round in 0..<12 {
      let text = Self.text(&random, flows: round % 3 == 0 ? 20 : 200)
      let tree = try YAMLComposer.compose(text)
      let root = try #require(tree.root)
      let document = YAMLNode.Document(path: "v.yaml", tree: tree)
      let scenario = try ScenarioParser(path: "v.yaml").scenario(YAMLNode(index: root, document: document))
      let steps = scenario.flows.reduce(0) { $0 + $1.steps.count }
      let split = ScenarioValidator.splitPoint(of: scenario.flows)
      #expect((split < scenario.flows.count) == (steps >= ScenarioValidator.concurrentSteps))
      var found = InputErrors()
      ScenarioValidator.validate(
        scenario, declaring: document.declaringScreens, incompleteScreens: document.incompleteScreens, into: &found)
      // One pass: the screens' references (a scenario without flows), then every flow.
      var expected = InputErrors()
      var screensOnly = scenario
      screensOnly.flows = []
      ScenarioValidator.validate(
        screensOnly, declaring: document.declaringScreens, incompleteScreens: document.incompleteScreens,
        into: &expected)
      var names: Set<String> = []
      let repeated = scenario.flows.map { !names.insert($0.name).inserted }
      for error in ScenarioValidator.checkFlows(
        scenario.flows.indices, of: scenario, repeated: repeated, incompleteScreens: document.incompleteScreens)
      {
        expected.append(error)
      }
      #expect(found.found.map(\.description) == expected.found.map(\.description), "round \(round)")
      #expect(found.count > 10)
    }
  }
}

import Navigation
import Testing

@Suite("Navigation controller simulation")
struct NavigationSimulatorTests {
  static func simulate(_ steps: String, root: String = "{ navigation: [a] }", extraScreens: String = "") throws
    -> [SimulationEvent]
  {
    let yaml = """
      format: 1
      screens:
        a: { segues: { toB: { kind: show, destination: b }, never: { kind: show, destination: c, shouldPerform: false } } }
        b: {}
        c: {}
        nav: { navigation: [b] }
        split: { split: { style: doubleColumn, primary: a, secondary: b } }
      \(extraScreens)
      flows:
        - name: f
          root: \(root)
          steps:
      \(steps)
      """
    let scenario = try ScenarioLoader.parse(yaml, path: "t.yaml")
    return NavigationSimulator(scenario: scenario).simulate(try #require(scenario.flows.first))
  }

  @Test func pushAndPopChangeTheStack() throws {
    let events = try Self.simulate("      - push: b\n      - push: c\n      - pop\n")
    #expect(events.map(\.state.stack) == [["a"], ["a", "b"], ["a", "b", "c"], ["a", "b"]])
    #expect(events.allSatisfy { $0.isTransition })
  }

  @Test func poppingTheRootIsRefusedAndChangesNothing() throws {
    let events = try Self.simulate("      - pop\n")
    #expect(events[1].state.stack == ["a"])
    #expect(!events[1].isTransition)
    #expect(events[1].notices.map(\.kind) == [.refused])
  }

  @Test func popToAndPopToRoot() throws {
    let events = try Self.simulate(
      "      - setStack: [a, b, c]\n      - popTo: b\n      - popToRoot\n      - popTo: c\n")
    #expect(events.map(\.state.stack) == [["a"], ["a", "b", "c"], ["a", "b"], ["a"], ["a"]])
    #expect(events[4].notices.first?.kind == .refused)
  }

  @Test func pushingTheSameScreenTwiceIsRefused() throws {
    let events = try Self.simulate("      - push: b\n      - push: b\n")
    #expect(events[2].state.stack == ["a", "b"])
    #expect(events[2].notices.first?.kind == .refused)
  }

  /// A popped screen can be pushed again, and a screen still on a stack cannot, however
  /// many pushes and pops lie between.
  @Test func aPoppedScreenCanBePushedAgain() throws {
    let events = try Self.simulate("      - push: b\n      - push: c\n      - pop\n      - push: c\n      - push: b\n")
    #expect(
      events.map(\.state.stack) == [
        ["a"], ["a", "b"], ["a", "b", "c"], ["a", "b"], ["a", "b", "c"], ["a", "b", "c"],
      ])
    #expect(events[4].notices.isEmpty)
    #expect(events[5].notices.first?.message.contains("'b' is already on screen") == true)
  }

  /// A screen on the stack of a presented navigation controller is on screen for a push
  /// there too; a dismissed one is not.
  @Test func aScreenOfAnyContextIsOnScreen() throws {
    let steps = """
            - present: { screen: b, embedInNavigation: true }
            - push: a
            - push: c
            - dismiss
            - push: c
      """
    let events = try Self.simulate(steps + "\n")
    #expect(events[2].state.stack == ["b"])
    #expect(events[2].notices.first?.message.contains("'a' is already on screen") == true)
    #expect(events[3].state.stack == ["b", "c"])
    #expect(events[5].state.stack == ["a", "c"] && events[5].notices.isEmpty)
  }

  @Test func pushingContainersIsRefused() throws {
    let events = try Self.simulate("      - push: nav\n      - push: split\n")
    #expect(events[1].state.stack == ["a"])
    #expect(events[2].state.stack == ["a"])
    #expect(events[1].notices.first?.message.contains("navigation controller") == true)
    #expect(events[2].notices.first?.message.contains("split view") == true)
  }

  @Test func showSegueInsideANavigationControllerPushes() throws {
    let events = try Self.simulate("      - segue: toB\n")
    #expect(events[1].state.stack == ["a", "b"])
  }

  @Test func segueThatShouldNotPerformDoesNothing() throws {
    let events = try Self.simulate("      - segue: never\n")
    #expect(events[1].state.stack == ["a"])
    #expect(events[1].notices.first?.kind == .ignored)
  }

  @Test func segueNotOnTheTopScreenIsRefused() throws {
    let events = try Self.simulate("      - push: b\n      - segue: toB\n")
    #expect(events[2].state.stack == ["a", "b"])
    #expect(events[2].notices.first?.kind == .refused)
  }

  @Test func focusChangesNothingButTheFocus() throws {
    let events = try Self.simulate("      - push: b\n      - focus: back\n")
    #expect(events[2].focus == .back)
    #expect(!events[2].isTransition)
  }

  @Test func setStackWithDuplicatesIsRefused() throws {
    let events = try Self.simulate("      - setStack: [a, b, a]\n")
    #expect(events[1].state.stack == ["a"])
    #expect(events[1].notices.first?.kind == .refused)
  }

  @Test func standaloneBarPushesAndPopsItems() throws {
    let events = try Self.simulate(
      "      - pushItem: b\n      - popItem\n      - popItem\n      - setItems: [b, c]\n", root: "{ bar: [a] }")
    #expect(events.map(\.state.stack) == [["a"], ["a", "b"], ["a"], ["a"], ["b", "c"]])
    #expect(events[3].notices.first?.kind == .refused)
    #expect(events[0].state.host == .standaloneBar)
  }

  @Test func toolbarItemsOnTheNavigationControllerAreIgnored() throws {
    let events = try Self.simulate(
      "      - push: b\n", root: "{ navigation: [a], toolbarItems: [ { systemItem: trash } ] }")
    #expect(events[0].notices.first?.kind == .ignored)
  }

  @Test func setToolbarHiddenShowsTheToolbar() throws {
    let events = try Self.simulate("      - setToolbarHidden: false\n")
    #expect(events[0].state.toolbarHidden)
    #expect(!events[1].state.toolbarHidden)
  }
}

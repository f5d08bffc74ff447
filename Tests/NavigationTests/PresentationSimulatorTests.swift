import Navigation
import Testing

/// Modal presentations, segues and unwinds (facts §6, seeds 003–004), as the simulator sees them.
@Suite("Presentations and unwinds")
struct PresentationSimulatorTests {
  static func simulate(_ steps: String, root: String = "{ navigation: [inbox] }") throws -> [SimulationEvent] {
    let yaml = """
      format: 1
      screens:
        inbox:
          unwindActions: [unwindToInbox]
          segues:
            compose: { kind: present, destination: compose, style: pageSheet, embedInNavigation: true }
            filter: { kind: popover, destination: filter, adaptiveStyle: none }
            detail: { kind: showDetail, destination: message }
            custom: { kind: custom, destination: message }
            blocked: { kind: present, destination: compose, shouldPerform: false }
        message: {}
        compose:
          segues:
            send: { kind: unwind, action: unwindToInbox }
            lost: { kind: unwind, action: unwindToNowhere }
            recipients: { kind: show, destination: recipients }
        recipients: { segues: { done: { kind: unwind, action: unwindToInbox } } }
        filter: {}
        sheetNav: { navigation: [recipients] }
        plain: { definesPresentationContext: true }
      flows:
        - name: f
          root: \(root)
          steps:
      \(steps)
      """
    let scenario = try ScenarioLoader.parse(yaml, path: "p.yaml")
    return NavigationSimulator(scenario: scenario).simulate(try #require(scenario.flows.first))
  }

  @Test func presentAddsAContextWithItsOwnNavigationBar() throws {
    let events = try Self.simulate("      - segue: compose")
    #expect(events[1].state.contexts.count == 2)
    #expect(events[1].state.topContext.host == .navigationController)
    #expect(events[1].state.topContext.presentation?.style == .pageSheet)
    #expect(events[1].isTransition)
  }

  @Test func presentWithoutEmbeddingHasNoBar() throws {
    let events = try Self.simulate("      - present: { screen: message }")
    #expect(events[1].state.topContext.host == .none)
    #expect(events[1].state.topContext.presentation?.style == .automatic)
  }

  @Test func presentingANavigationContainerUsesItsStack() throws {
    let events = try Self.simulate("      - present: { screen: sheetNav }")
    #expect(events[1].state.stack == ["recipients"])
    #expect(events[1].state.host == .navigationController)
  }

  @Test func dismissRemovesThePresentationAndIsAScreenChange() throws {
    let events = try Self.simulate("      - segue: compose\n      - dismiss")
    #expect(events[2].state.contexts.count == 1)
    #expect(events[2].isTransition)
  }

  @Test func dismissWithNothingPresentedDoesNothing() throws {
    let events = try Self.simulate("      - dismiss")
    #expect(events[1].notices.map(\.kind) == [.ignored])
    #expect(!events[1].isTransition)
  }

  @Test func showInsideANavigationControllerPushesAndOutsideItPresents() throws {
    let inside = try Self.simulate("      - show: message")
    #expect(inside[1].state.stack == ["inbox", "message"])
    let outside = try Self.simulate("      - show: message", root: "{ screen: plain }")
    #expect(outside[1].state.contexts.count == 2)
  }

  @Test func showDetailOutsideASplitViewPresentsModally() throws {
    let events = try Self.simulate("      - segue: detail")
    #expect(events[1].state.contexts.count == 2)
    #expect(events[1].state.stack == ["message"])
  }

  @Test func customSeguesAreAssumedToShow() throws {
    let events = try Self.simulate("      - segue: custom")
    #expect(events[1].state.stack == ["inbox", "message"])
  }

  @Test func popoverSeguesRecordTheAdaptiveStyle() throws {
    let events = try Self.simulate("      - segue: filter")
    #expect(events[1].state.topContext.presentation?.style == .popover)
    #expect(events[1].state.topContext.presentation?.adaptiveStyle == PresentationStyle.none)
  }

  @Test func shouldPerformFalsePerformsNothing() throws {
    let events = try Self.simulate("      - segue: blocked")
    #expect(events[1].state.contexts.count == 1)
    #expect(events[1].notices.map(\.kind) == [.ignored])
  }

  @Test func currentContextStopsAtTheNavigationController() throws {
    let events = try Self.simulate(
      "      - segue: compose\n      - present: { screen: message, style: currentContext }")
    #expect(events[2].state.topContext.presentation?.presenterIndex == 1)
  }

  @Test func currentContextFallsBackToTheWindowRoot() throws {
    let events = try Self.simulate(
      "      - present: { screen: message }\n      - present: { screen: filter, style: overCurrentContext }")
    #expect(events[2].state.topContext.presentation?.presenterIndex == 0)
  }

  @Test func unwindDismissesThePresentationsInBetweenAndPopsToTheTarget() throws {
    let events = try Self.simulate("      - segue: compose\n      - segue: recipients\n      - segue: done")
    #expect(events[2].state.contexts.count == 2)
    #expect(events[2].state.stack == ["compose", "recipients"])
    #expect(events[3].state.contexts.count == 1)
    #expect(events[3].state.stack == ["inbox"])
    #expect(events[3].isTransition)
  }

  @Test func unwindInsideOneStackPopsToTheMostRecentTarget() throws {
    let events = try Self.simulate("      - setStack: [inbox, message, filter]\n      - unwind: unwindToInbox")
    #expect(events[2].state.stack == ["inbox"])
  }

  @Test func unwindStepSearchesTheSameWay() throws {
    let events = try Self.simulate("      - segue: compose\n      - unwind: unwindToInbox")
    #expect(events[2].state.contexts.count == 1)
  }

  @Test func unwindWithoutATargetDoesNothingAndIsReported() throws {
    let events = try Self.simulate("      - segue: compose\n      - segue: lost")
    #expect(events[2].state.contexts.count == 2)
    #expect(events[2].notices.map(\.kind) == [.noUnwindTarget])
    #expect(!events[2].isTransition)
  }

  @Test func theSourceIsNeverItsOwnUnwindTarget() throws {
    let events = try Self.simulate("      - unwind: unwindToInbox")
    #expect(events[1].notices.map(\.kind) == [.noUnwindTarget])
  }

  @Test func pushingInAPresentedScreenWithoutNavigationIsRefused() throws {
    let events = try Self.simulate("      - present: { screen: message }\n      - push: recipients")
    #expect(events[2].notices.map(\.kind) == [.refused])
  }

  @Test func presentingAScreenThatIsAlreadyOnScreenIsRefused() throws {
    let events = try Self.simulate("      - present: { screen: inbox }")
    #expect(events[1].notices.map(\.kind) == [.refused])
  }
}

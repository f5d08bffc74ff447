import Navigation
import Testing

/// Tab bar controllers as the simulator sees them: one stack per tab, switching, refusals,
/// `hidesBottomBarWhenPushed` and `navigationBarHidden`.
@Suite("Tab bar simulation")
struct TabBarSimulatorTests {
  static func yaml(root: String, steps: [String]) -> String {
    let list = steps.isEmpty ? "    steps: []" : "    steps:\n" + steps.map { "      - \($0)" }.joined(separator: "\n")
    return """
      format: 1
      screens:
        feed: { unwindActions: [unwindToFeed] }
        detail: {}
        comments: { hidesBottomBarWhenPushed: true }
        reply: {}
        search: {}
        profile: { segues: { home: { kind: unwind, action: unwindToFeed } } }
        settings: {}
        feedNav: { navigation: [feed] }
        profileNav: { navigation: [profile], navigationBarHidden: true }
        hiddenRootNav: { navigation: [comments] }
        main: { tabs: [feedNav, search] }
        inner: { split: { primary: settings, secondary: reply } }
      flows:
        - name: f
          root: \(root)
      \(list)
      """
  }

  static let tabs = "{ tabs: [feedNav, search, profileNav] }"

  static func simulate(root: String = tabs, _ steps: [String] = []) throws -> [SimulationEvent] {
    let scenario = try ScenarioLoader.parse(yaml(root: root, steps: steps), path: "tabs.yaml")
    return NavigationSimulator(scenario: scenario).simulate(try #require(scenario.flows.first))
  }

  @Test func eachTabKeepsItsOwnStack() throws {
    let events = try Self.simulate([
      "push: detail", "selectTab: 2", "push: settings", "selectTab: feedNav", "pop", "selectTab: 2",
    ])
    #expect(
      events.map(\.state.stack) == [
        ["feed"], ["feed", "detail"], ["profile"], ["profile", "settings"], ["feed", "detail"], ["feed"],
        ["profile", "settings"],
      ])
    #expect(events.map { $0.state.topContext.tabs?.selectedIndex } == [0, 0, 2, 2, 0, 0, 2])
    #expect(events.allSatisfy { $0.isTransition })
    #expect(events.allSatisfy { $0.notices.isEmpty })
    let last = try #require(events.last?.state.topContext.tabs)
    #expect(last.tabs.map(\.stack) == [["feed"], ["search"], ["profile", "settings"]])
  }

  @Test func aNavigationTabHasABarAndAPlainScreenTabHasNone() throws {
    let events = try Self.simulate(["selectTab: 1", "push: detail"])
    #expect(events[0].state.host == .navigationController)
    #expect(events[1].state.host == .none)
    #expect(events[1].state.stack == ["search"])
    // A plain screen's tab has no navigation controller to push on.
    #expect(events[2].notices.map(\.kind) == [.refused])
    #expect(events[2].state.stack == ["search"])
  }

  @Test func selectingTheSelectedTabIsNoScreenChange() throws {
    let events = try Self.simulate(["push: detail", "selectTab: 0", "selectTab: feedNav"])
    #expect(!events[2].isTransition)
    #expect(!events[3].isTransition)
    // The stack stays as it was: popping to the root on a second tap is not modelled.
    #expect(events[3].state.stack == ["feed", "detail"])
    #expect(events[3].notices.isEmpty)
  }

  @Test func selectTabOutsideTheTabsIsIgnoredOrRefused() throws {
    let events = try Self.simulate(["selectTab: 3", "selectTab: settings"])
    #expect(events[1].notices.map(\.kind) == [.ignored])
    #expect(
      events[1].notices.first?.message
        == "tab index '3' is out of range: the tab bar controller has 3 tabs; UIKit ignores the selection")
    #expect(events[2].notices.map(\.kind) == [.refused])
    #expect(events[2].notices.first?.message.hasPrefix("'settings' is not a tab of the top tab bar controller") == true)
    #expect(events.dropFirst().allSatisfy { !$0.isTransition && $0.state.topContext.tabs?.selectedIndex == 0 })
    // Outside a tab bar controller selectTab does nothing.
    let plain = try Self.simulate(root: "{ navigation: [feed] }", ["selectTab: 1"])
    #expect(plain[1].notices.map(\.kind) == [.ignored])
  }

  @Test func aTabBarControllerCannotBePushedButCanBePresentedAndBeTheRoot() throws {
    let pushed = try Self.simulate(root: "{ navigation: [detail] }", ["push: main", "setStack: [detail, main]"])
    for event in pushed.dropFirst() {
      #expect(event.state.stack == ["detail"])
      #expect(event.notices.map(\.kind) == [.refused])
      #expect(event.notices.first?.message.contains("tab bar controller") == true)
    }
    let presented = try Self.simulate(
      root: "{ navigation: [detail] }", ["present: main", "push: reply", "selectTab: 1", "dismiss"])
    #expect(presented[1].state.contexts.count == 2)
    #expect(presented[1].state.topContext.tabs?.tabs.map(\.screen) == ["feedNav", "search"])
    #expect(presented[1].state.stack == ["feed"])
    #expect(presented[2].state.stack == ["feed", "reply"])
    #expect(presented[3].state.stack == ["search"])
    #expect(presented[4].state.stack == ["detail"])
    #expect(presented.allSatisfy { $0.notices.isEmpty })
  }

  @Test func hidesBottomBarWhenPushedHidesTheTabBarAboveTheRoot() throws {
    let events = try Self.simulate(["push: comments", "push: reply", "pop", "pop", "push: comments", "selectTab: 1"])
    #expect(events.map { $0.state.topContext.tabs?.isTabBarHidden } == [false, true, true, true, false, true, false])
    // The root of a tab's stack does not hide the bar, even when it sets the flag.
    let root = try Self.simulate(root: "{ tabs: [hiddenRootNav, search] }")
    #expect(root[0].state.topContext.tabs?.isTabBarHidden == false)
  }

  @Test func containersThatCannotBeTabsAreReported() throws {
    let events = try Self.simulate(root: "{ tabs: [feedNav, main, inner] }")
    #expect(events[0].notices.map(\.kind) == [.refused, .notSimulated])
    let tabs = try #require(events[0].state.topContext.tabs)
    #expect(tabs.tabs[1].stack.isEmpty)
    #expect(tabs.tabs[2].stack == ["inner"])
    #expect(!tabs.tabs[2].hasNavigationController)
  }

  @Test func unwindSearchesTheOtherTabsAndSelectsTheOneItFinds() throws {
    let events = try Self.simulate(["push: detail", "selectTab: 2", "push: settings", "unwind: unwindToFeed"])
    let last = try #require(events.last)
    #expect(last.notices.isEmpty)
    #expect(last.state.topContext.tabs?.selectedIndex == 0)
    #expect(last.state.stack == ["feed"])
    #expect(last.state.topContext.tabs?.tabs[2].stack == ["profile", "settings"])
    // Nothing implements the action: nothing changes.
    let none = try Self.simulate(["unwind: unwindToNowhere"])
    #expect(none[1].notices.map(\.kind) == [.noUnwindTarget])
  }

  @Test func navigationBarHiddenFollowsItsTabAndItsStep() throws {
    let events = try Self.simulate([
      "selectTab: 2", "setNavigationBarHidden: false", "selectTab: 0", "setNavigationBarHidden: true", "selectTab: 2",
    ])
    #expect(events.map(\.state.topContext.navigationBarHidden) == [false, true, false, false, true, false])
    // Showing or hiding the bar lays it out again; it is no screen change.
    #expect(!events[2].isTransition)
    #expect(events[2].isRelayout)
    #expect(events[4].isRelayout)
    #expect(events[5].isTransition)
    let root = try Self.simulate(
      root: "{ navigation: [feed], navigationBarHidden: true }", ["push: detail", "setNavigationBarHidden: false"])
    #expect(root.map(\.state.topContext.navigationBarHidden) == [true, true, false])
    let plain = try Self.simulate(root: "{ screen: feed }", ["setNavigationBarHidden: true"])
    #expect(plain[1].notices.map(\.kind) == [.ignored])
  }
}

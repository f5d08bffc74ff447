import Navigation
import Testing

/// A navigation context holds its split view and tab bar by reference: every simulated step
/// copies its contexts, and most have neither. It stays a value, compared by its contents.
@Suite("Navigation context value")
struct NavigationContextValueTests {
  static let scenario = """
    format: 1
    screens:
      a: { title: "A" }
      b: { title: "B" }
      nav: { navigation: [a] }
    flows:
      - name: tabs
        root: { tabs: [nav, b] }
      - name: split
        root: { split: { style: doubleColumn, primary: a, secondary: b } }
    """

  /// The first context of each flow's start, simulated twice: equal, not shared.
  static func contexts() throws -> [(NavigationContext, NavigationContext)] {
    let scenario = try ScenarioLoader.parse(Self.scenario, path: "context.navaudit.yaml")
    let simulator = NavigationSimulator(scenario: scenario)
    return try scenario.flows.map { flow in
      let first = try #require(simulator.simulate(flow).first?.state.contexts.first)
      let second = try #require(simulator.simulate(flow).first?.state.contexts.first)
      return (first, second)
    }
  }

  @Test func aContextIsSmallWithoutItsSplitViewAndTabs() {
    // Inline, the split view and the tabs took some 270 of 340 bytes.
    #expect(MemoryLayout<NavigationContext>.size < 120)
  }

  @Test func contextsAreComparedByTheirTabsAndSplitViews() throws {
    let pairs = try Self.contexts()
    #expect(pairs.count == 2)
    for (first, second) in pairs {
      #expect(first == second)
      #expect(first.hashValue == second.hashValue)
    }
    let (tabs, _) = pairs[0]
    let (split, _) = pairs[1]
    #expect(tabs.tabs?.tabs.map(\.screen) == ["nav", "b"] && tabs.split == nil)
    #expect(split.split != nil && split.tabs == nil)
    // A change to a copy's tabs is the copy's alone.
    var changed = tabs
    changed.tabs?.selectedIndex = 1
    #expect(changed != tabs)
    #expect(tabs.tabs?.selectedIndex == 0 && changed.tabs?.selectedIndex == 1)
    var cleared = split
    cleared.split = nil
    #expect(cleared != split && split.split != nil)
  }
}

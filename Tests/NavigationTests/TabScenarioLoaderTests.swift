import Diagnostics
import Navigation
import Testing

/// Loading tab bar controllers, tab bar items, `selectTab` and `navigationBarHidden`.
@Suite("Scenario loader: tabs and hidden bars")
struct TabScenarioLoaderTests {
  typealias ErrorCase = ScenarioLoaderTests.ErrorCase

  static let scenario = """
    format: 1
    screens:
      feed: { title: { key: feed }, hidesBottomBarWhenPushed: false }
      detail: { hidesBottomBarWhenPushed: true }
      search: { tabBarItem: { systemItem: search, badgeValue: { key: badge } } }
      feedNav:
        navigation: [feed]
        navigationBarHidden: true
        tabBarItem: { title: { key: tab.feed }, image: house, accessibilityLabel: { key: a11y.feed } }
      main: { selectedIndex: 1, tabs: [feedNav, search] }
    flows:
      - name: f
        root: { tabs: [feedNav, search, main], selectedIndex: 2 }
        steps:
          - selectTab: 1
          - selectTab: feedNav
          - setNavigationBarHidden: false
      - name: g
        root: { navigation: [feed], navigationBarHidden: true }
    """

  @Test func loadsTabsTabBarItemsAndHiddenBars() throws {
    let loaded = try ScenarioLoader.parse(Self.scenario, path: "t.yaml")
    let flow = try #require(loaded.flows.first)
    guard case .tabs(let root) = flow.root else {
      Issue.record("expected a tabs root, got \(flow.root)")
      return
    }
    #expect(root.items == ["feedNav", "search", "main"])
    #expect(root.selectedIndex == 2)
    #expect(root.location.line == 13)
    #expect(
      flow.steps.map(\.action) == [
        .selectTab(.index(1)), .selectTab(.screen("feedNav")), .setNavigationBarHidden(false),
      ])
    #expect(flow.steps.map(\.text) == ["selectTab: 1", "selectTab: feedNav", "setNavigationBarHidden: false"])

    let feedNav = try #require(loaded.screens["feedNav"])
    guard case .navigation(let navigation) = feedNav.container else {
      Issue.record("expected a navigation container")
      return
    }
    #expect(navigation.navigationBarHidden)
    let item = try #require(feedNav.tabBarItem)
    #expect(item.image == "house")
    #expect(
      item.title
        == .localized(LocalizedKey(key: "tab.feed", location: SourceLocation(path: "t.yaml", line: 9, column: 26))))
    #expect(item.accessibilityLabel != nil)
    #expect(item.location == SourceLocation(path: "t.yaml", line: 9, column: 17))
    #expect(loaded.screens["search"]?.tabBarItem?.systemItem == .search)
    #expect(loaded.screens["search"]?.tabBarItem?.badgeValue != nil)
    #expect(loaded.screens["detail"]?.hidesBottomBarWhenPushed == true)
    #expect(loaded.screens["feed"]?.hidesBottomBarWhenPushed == false)
    guard case .tabs(let inner) = loaded.screens["main"]?.container else {
      Issue.record("expected a tabs screen")
      return
    }
    // selectedIndex written before tabs still applies.
    #expect(inner.selectedIndex == 1)
    guard case .navigation(let hiddenRoot) = loaded.flows.last?.root else {
      Issue.record("expected a navigation root")
      return
    }
    #expect(hiddenRoot.navigationBarHidden)
  }

  static let head = "format: 1\nscreens: { a: {}, b: {}, nav: { navigation: [a] } }\nflows:\n  - name: f\n"

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      id: "unknown tab bar item field",
      yaml: "format: 1\nscreens:\n  a: { tabBarItem: { titel: x } }\n",
      expected: "t.yaml:3:22: error: unknown field 'titel' in a tab bar item\nt.yaml:3:22: note: did you mean 'title'?"),
    ErrorCase(
      id: "unknown tab system item",
      yaml: "format: 1\nscreens:\n  a: { tabBarItem: { systemItem: favourites } }\n",
      expected:
        "t.yaml:3:34: error: unknown tab systemItem 'favourites' (expected one of: more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed)\nt.yaml:3:34: note: did you mean 'favorites'?"
    ),
    ErrorCase(
      id: "misspelt screen field",
      yaml: "format: 1\nscreens:\n  a: { hidesBottomBarWhenPushd: true }\n",
      expected:
        "t.yaml:3:8: error: unknown field 'hidesBottomBarWhenPushd' in screen 'a'\nt.yaml:3:8: note: did you mean 'hidesBottomBarWhenPushed'?"
    ),
    ErrorCase(
      id: "unknown screen in tabs",
      yaml: head + "    root: { tabs: [a, bb] }\n",
      expected: "t.yaml:5:19: error: unknown screen 'bb'\nt.yaml:5:19: note: did you mean 'b'?"),
    ErrorCase(
      id: "unknown screen in selectTab",
      yaml: head + "    root: { tabs: [a, b] }\n    steps:\n      - selectTab: nv\n",
      expected: "t.yaml:7:9: error: unknown screen 'nv'\nt.yaml:7:9: note: did you mean 'nav'?"),
    ErrorCase(
      id: "misspelt selectTab",
      yaml: head + "    root: { tabs: [a, b] }\n    steps:\n      - selectTabs: 1\n",
      expected: "t.yaml:7:9: error: unknown field 'selectTabs' in a step\nt.yaml:7:9: note: did you mean 'selectTab'?"),
    ErrorCase(
      id: "selectedIndex out of range",
      yaml: head + "    root: { tabs: [a, b], selectedIndex: 2 }\n",
      expected: "t.yaml:5:42: error: selectedIndex '2' is out of range: the tab bar controller has 2 tabs (0 to 1)"),
    ErrorCase(
      id: "selectedIndex on a navigation root",
      yaml: head + "    root: { navigation: [a], selectedIndex: 0 }\n",
      expected: "t.yaml:5:30: error: field 'selectedIndex' applies to a tabs root only"),
    ErrorCase(
      id: "navigationBarHidden on a tabs root",
      yaml: head + "    root: { tabs: [a], navigationBarHidden: true }\n",
      expected: "t.yaml:5:24: error: field 'navigationBarHidden' applies to a navigation root only"),
    ErrorCase(
      id: "navigationBarHidden on a plain screen",
      yaml: "format: 1\nscreens:\n  a: { navigationBarHidden: true }\n",
      expected: "t.yaml:3:8: error: field 'navigationBarHidden' applies to a 'navigation' container only"),
    ErrorCase(
      id: "a screen twice in the tabs",
      yaml: head + "    root: { tabs: [a, b, a] }\n",
      expected: "t.yaml:5:19: error: screen 'a' is twice in the tabs: a view controller can be one tab only"),
    ErrorCase(
      id: "a negative selectTab",
      yaml: head + "    root: { tabs: [a, b] }\n    steps:\n      - selectTab: -1\n",
      expected: "t.yaml:7:20: error: selectTab index '-1' must not be negative"),
    ErrorCase(
      id: "a non-boolean setNavigationBarHidden",
      yaml: head + "    root: { navigation: [a] }\n    steps:\n      - setNavigationBarHidden: maybe\n",
      expected: "t.yaml:7:33: error: expected setNavigationBarHidden to be true or false, not 'maybe'"),
  ]

  @Test(arguments: errorCases)
  func reportsLocatedErrors(_ errorCase: ErrorCase) {
    do {
      _ = try ScenarioLoader.parse(errorCase.yaml, path: "t.yaml")
      Issue.record("expected an error")
    } catch {
      #expect(error.description == errorCase.expected)
    }
  }
}

import Navigation
import TestSupport
import Testing
import Traits

/// Random step sequences through split views: whatever the order, the simulator keeps its
/// invariants (a deterministic generator, so a failure replays).
@Suite("Split view random walks")
struct SplitViewRandomWalkTests {
  static let screens = ["folders", "notes", "welcome", "note", "other", "extra", "listNav", "inner"]
  static let steps: [String] = {
    var steps = [
      "pop", "popToRoot", "dismiss", "sizeClass: compact", "sizeClass: regular", "orientation: landscape",
      "orientation: portrait",
    ]
    for column in ["primary", "supplementary", "secondary", "compact"] {
      steps += ["showColumn: \(column)", "hideColumn: \(column)"]
      for screen in ["other", "extra", "listNav", "inner"] {
        steps.append("setViewController: { screen: \(screen), column: \(column) }")
      }
    }
    for mode in [
      "automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary", "twoBesideSecondary", "twoOverSecondary",
      "twoDisplaceSecondary",
    ] {
      steps.append("displayMode: \(mode)")
    }
    for screen in screens {
      steps += ["push: \(screen)", "showDetail: \(screen)", "show: \(screen)", "popTo: \(screen)"]
    }
    steps += ["present: { screen: extra, style: currentContext, embedInNavigation: true }", "unwind: unwindToFolders"]
    return steps
  }()

  static let roots = [
    "{ split: { style: doubleColumn, primary: folders, secondary: welcome } }",
    "{ split: { style: tripleColumn, primary: folders, supplementary: notes, secondary: welcome, showsSecondaryOnlyButton: true } }",
    "{ split: { style: tripleColumn, primary: folders, supplementary: notes, secondary: welcome, compact: extra, topColumnForCollapsing: primary } }",
    "{ split: { style: unspecified, primary: folders, secondary: welcome } }",
    "{ split: { style: doubleColumn, primary: listNav, secondary: welcome, preferredSplitBehavior: displace } }",
  ]

  @Test(arguments: 0..<roots.count)
  func randomStepsKeepTheInvariants(root: Int) throws {
    var generator = SplitMix64(seed: UInt64(root) &* 7919 &+ 1)
    for walk in 0..<40 {
      let chosen = (0..<25).map { _ in generator.pick(Self.steps) }
      let yaml = """
        format: 1
        screens:
          folders: { unwindActions: [unwindToFolders] }
          notes: {}
          welcome: {}
          note: {}
          other: {}
          extra: {}
          listNav: { navigation: [note] }
          inner: { split: { style: doubleColumn, primary: other, secondary: note } }
        flows:
          - name: walk
            root: \(Self.roots[root])
            steps:
        \(chosen.map { "      - \($0)" }.joined(separator: "\n"))
        """
      let scenario = try ScenarioLoader.parse(yaml, path: "walk.yaml")
      let flow = try #require(scenario.flows.first)
      for environment in [
        SimulationEnvironment.phone, .pad,
        SimulationEnvironment(portraitSizeClass: .compact, landscapeSizeClass: .regular),
      ] {
        let events = NavigationSimulator(scenario: scenario).simulate(flow, environment: environment)
        #expect(events.count == chosen.count + 1)
        for event in events {
          let context =
            "walk \(walk), step \(event.index) '\(event.text)' after \(chosen.prefix(event.index)) in \(environment)"
          for navigationContext in event.state.contexts {
            guard let split = navigationContext.split else { continue }
            #expect(
              Array(navigationContext.stack) == split.activeStack, "\(context): the context mirrors the active stack")
            let screens = split.allScreens
            #expect(Set(screens).count == screens.count, "\(context): a screen is in one column at most: \(screens)")
            #expect(!split.visibleColumns.isEmpty, "\(context)")
            if !split.isCollapsed {
              #expect(split.visibleColumns.contains(split.activeColumn), "\(context): the active column is visible")
              #expect(split.displayMode != .automatic, "\(context): the display mode is resolved")
              if split.spec.style != .tripleColumn { #expect((split.displayMode.sidebarCount ?? 0) <= 1, "\(context)") }
            }
          }
          let all = event.state.contexts.flatMap { $0.split?.allScreens ?? Array($0.stack) }
          #expect(Set(all).count == all.count, "\(context): a screen is on screen once at most: \(all)")
        }
      }
    }
  }
}

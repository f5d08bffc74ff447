import Diagnostics
import Navigation
import Testing
import Traits

/// Split view controllers as the simulator sees them, one test per behaviour of seed 002 and facts §6.
@Suite("Split view simulation")
struct SplitViewSimulatorTests {
  /// An iPad held in landscape: regular width, tiled columns.
  static let padLandscape = SimulationEnvironment(
    portraitSizeClass: .regular, landscapeSizeClass: .regular, orientation: .landscape)
  static let double = "style: doubleColumn, primary: folders, secondary: welcome"
  static let triple = "style: tripleColumn, primary: folders, supplementary: notes, secondary: welcome"
  static let classic = "style: unspecified, primary: folders, secondary: welcome"

  static func yaml(root: String, steps: [String]) -> String {
    let list = steps.isEmpty ? "    steps: []" : "    steps:\n" + steps.map { "      - \($0)" }.joined(separator: "\n")
    return """
      format: 1
      screens:
        folders: { unwindActions: [unwindToFolders] }
        notes: {}
        welcome: {}
        note: {}
        other: { segues: { back: { kind: unwind, action: unwindToFolders } } }
        home: {}
        listNav: { navigation: [notes, other] }
        inner: { split: { style: doubleColumn, primary: other, secondary: note } }
      flows:
        - name: f
          root: \(root)
      \(list)
      """
  }

  static func simulate(root: String, _ steps: [String] = [], on environment: SimulationEnvironment = padLandscape)
    throws -> [SimulationEvent]
  {
    let scenario = try ScenarioLoader.parse(yaml(root: root, steps: steps), path: "split.yaml")
    return NavigationSimulator(scenario: scenario).simulate(
      try #require(scenario.flows.first), environment: environment)
  }

  /// Simulates a flow whose root is a split view with `fields`.
  static func simulate(
    split fields: String, _ steps: [String] = [], on environment: SimulationEnvironment = padLandscape
  ) throws -> [SimulationEvent] {
    try simulate(root: "{ split: { \(fields) } }", steps, on: environment)
  }

  // MARK: - Seed 002: overview and styles

  @Test func aSplitViewControllerCannotBePushedOntoANavigationStack() throws {
    let events = try Self.simulate(root: "{ navigation: [folders] }", ["push: inner", "show: inner"])
    for event in events.dropFirst() {
      #expect(event.state.stack == ["folders"])
      #expect(event.notices.map(\.kind) == [.refused])
      #expect(event.notices.first?.message.contains("split view controller") == true)
      #expect(!event.isTransition)
    }
    // Nor can it become another split view's detail.
    let nested = try Self.simulate(split: Self.double, ["showDetail: inner"])
    #expect(nested[1].notices.map(\.kind) == [.refused])
    #expect(nested[1].state.topContext.split?.stack(.secondary) == ["welcome"])
  }

  @Test func doubleColumnStyleManagesPrimaryAndSecondaryColumns() throws {
    let events = try Self.simulate(split: Self.double, ["showColumn: supplementary"])
    let split = try #require(events[0].state.topContext.split)
    #expect(Set(split.columns.keys) == [.primary, .secondary])
    #expect(split.stack(.primary) == ["folders"])
    #expect(split.stack(.secondary) == ["welcome"])
    #expect(split.visibleColumns == [.primary, .secondary])
    // There is no supplementary column to show.
    #expect(events[1].notices.map(\.kind) == [.ignored])
    #expect(events[1].state.topContext.split == split)
  }

  @Test func tripleColumnStyleAddsASupplementaryColumn() throws {
    let events = try Self.simulate(split: Self.triple + ", preferredDisplayMode: twoBesideSecondary")
    let split = try #require(events[0].state.topContext.split)
    #expect(Set(split.columns.keys) == [.primary, .supplementary, .secondary])
    #expect(split.stack(.supplementary) == ["notes"])
    #expect(split.visibleColumns == [.primary, .supplementary, .secondary])
    #expect(split.displayMode == .twoBesideSecondary)
    // A triple column needs its supplementary; the other styles have none.
    #expect(throws: InputErrors.self) {
      try ScenarioLoader.parse(
        Self.yaml(root: "{ split: { style: tripleColumn, primary: folders, secondary: welcome } }", steps: []),
        path: "t.yaml")
    }
    #expect(throws: InputErrors.self) {
      try ScenarioLoader.parse(
        Self.yaml(root: "{ split: { \(Self.double), supplementary: notes } }", steps: []), path: "t.yaml")
    }
  }

  @Test func classicStyleDoesNotRespondToColumnStyleAPIs() throws {
    let steps = [
      "showColumn: primary", "hideColumn: primary", "setViewController: { screen: note, column: secondary }",
      "setViewController: { screen: home, column: compact }",
    ]
    let events = try Self.simulate(split: Self.classic, steps)
    let start = try #require(events[0].state.topContext.split)
    // A classic split view shows its children as they are: a plain screen gets no navigation controller.
    #expect(start.columns[.primary]?.hasNavigationController == false)
    #expect(start.columns[.secondary]?.hasNavigationController == false)
    for event in events.dropFirst() {
      #expect(event.notices.map(\.kind) == [.ignored])
      #expect(event.notices.first?.message.contains("classic") == true)
      #expect(event.state.topContext.split == start)
      #expect(!event.isTransition)
    }
  }

  @Test func setViewControllerWrapsAPlainChildInANavigationController() throws {
    let events = try Self.simulate(
      split: Self.double,
      [
        "setViewController: { screen: note, column: secondary }",
        "setViewController: { screen: listNav, column: primary }",
      ])
    let wrapped = try #require(events[1].state.topContext.split)
    #expect(wrapped.columns[.secondary] == SplitState.Column(stack: ["note"], hasNavigationController: true))
    #expect(!wrapped.allScreens.contains("welcome"))
    #expect(events[1].notices.isEmpty)
    #expect(events[1].isTransition)
    // A navigation controller is used as it is: its stack becomes the column's.
    let navigation = try #require(events[2].state.topContext.split)
    #expect(
      navigation.columns[.primary] == SplitState.Column(stack: ["notes", "other"], hasNavigationController: true))
  }

  @Test func setViewControllerRefusesASplitViewAndKeepsTheColumn() throws {
    let events = try Self.simulate(split: Self.double, ["setViewController: { screen: inner, column: secondary }"])
    #expect(events[1].notices.map(\.kind) == [.refused])
    // A refused step is a no-op (README): the secondary keeps its controller.
    #expect(events[1].state.topContext.split?.stack(.secondary) == ["welcome"])
    #expect(events[1].isTransition == false)
  }

  @Test func showAndHideChangeWhichColumnsAreVisible() throws {
    let steps = [
      "showColumn: primary", "hideColumn: primary", "hideColumn: supplementary", "showColumn: supplementary",
      "hideColumn: secondary",
    ]
    let events = try Self.simulate(split: Self.triple, steps)
    let visible = events.map { $0.state.topContext.split?.visibleColumns ?? [] }
    #expect(
      visible == [
        [.supplementary, .secondary], [.primary, .supplementary, .secondary], [.supplementary, .secondary],
        [.secondary],
        [.supplementary, .secondary], [.supplementary, .secondary],
      ])
    #expect(
      events.map { $0.state.topContext.split?.displayMode } == [
        .oneBesideSecondary, .twoBesideSecondary, .oneBesideSecondary, .secondaryOnly, .oneBesideSecondary,
        .oneBesideSecondary,
      ])
    // Showing a column makes it the one steps act on.
    #expect(events[1].state.topContext.split?.activeColumn == .primary)
    #expect(events[4].state.topContext.split?.activeColumn == .supplementary)
    #expect(events[1...4].allSatisfy { $0.isTransition })
    // The secondary column cannot be hidden.
    #expect(events[5].notices.map(\.kind) == [.refused])
    #expect(!events[5].isTransition)
  }

  @Test func classicStyleChangesTheSecondaryWithShowDetail() throws {
    let events = try Self.simulate(split: Self.classic, ["showDetail: note"])
    let split = try #require(events[1].state.topContext.split)
    #expect(split.columns[.secondary] == SplitState.Column(stack: ["note"], hasNavigationController: false))
    #expect(split.stack(.primary) == ["folders"])
    #expect(events[1].state.contexts.count == 1)
    #expect(events[1].notices.isEmpty)
    #expect(events[1].isTransition)
  }

  @Test func classicStyleChangesThePrimaryWithShow() throws {
    // UISplitViewController.show(_:sender:) "presents the specified view controller as the
    // primary view controller"; seed 002 recommends it for changing a classic primary.
    let events = try Self.simulate(split: Self.classic, ["show: other"])
    #expect(events[1].state.contexts.count == 1)
    #expect(events[1].state.topContext.split?.stack(.primary) == ["other"])
    #expect(events[1].state.topContext.split?.stack(.secondary) == ["welcome"])
    #expect(events[1].notices.isEmpty)
  }

  // MARK: - Seed 002: interface transitions

  @Test func collapsesWhenTheSizeClassBecomesCompactAndExpandsWhenRegular() throws {
    let events = try Self.simulate(split: Self.double, ["sizeClass: compact", "push: note", "sizeClass: regular"])
    let collapsed = try #require(events[1].state.topContext.split)
    #expect(collapsed.isCollapsed)
    #expect(events[1].state.stack == ["folders", "welcome"])
    #expect(events[1].state.host == .navigationController)
    #expect(events[1].isRelayout && !events[1].isTransition)
    // A push while collapsed lands in the secondary column's stack.
    #expect(events[2].state.stack == ["folders", "welcome", "note"])
    #expect(events[2].state.topContext.split?.stack(.secondary) == ["welcome", "note"])
    let expanded = try #require(events[3].state.topContext.split)
    #expect(!expanded.isCollapsed)
    #expect(expanded.visibleColumns == [.primary, .secondary])
    #expect(expanded.stack(.primary) == ["folders"])
    #expect(expanded.stack(.secondary) == ["welcome", "note"])
    #expect(expanded.activeColumn == .secondary)
    // An iPhone starts collapsed; a triple column stacks all three columns.
    let phone = try Self.simulate(split: Self.triple, on: .phone)
    #expect(phone[0].state.topContext.split?.isCollapsed == true)
    #expect(phone[0].state.stack == ["folders", "notes", "welcome"])
  }

  @Test func theDelegateMayChooseTheTopColumnWhenCollapsing() throws {
    let events = try Self.simulate(split: Self.triple + ", topColumnForCollapsing: supplementary", on: .phone)
    #expect(events[0].state.stack == ["folders", "notes"])
  }

  @Test func theCompactColumnIsShownInsteadWhileCollapsed() throws {
    let events = try Self.simulate(
      split: Self.double + ", compact: home",
      ["push: note", "showColumn: primary", "sizeClass: regular", "sizeClass: compact"], on: .phone)
    let start = try #require(events[0].state.topContext.split)
    #expect(start.hostColumn == .compact)
    #expect(events[0].state.stack == ["home"])
    #expect(events[1].state.stack == ["home", "note"])
    #expect(events[1].state.topContext.split?.stack(.primary) == ["folders"])
    // While the compact column is shown, showing another column changes nothing.
    #expect(events[2].notices.map(\.kind) == [.ignored])
    let expanded = try #require(events[3].state.topContext.split)
    #expect(!expanded.isCollapsed)
    #expect(!expanded.visibleColumns.contains(.compact))
    #expect(events[4].state.stack == ["home", "note"])
  }

  // MARK: - Seed 002: display mode

  @Test func preferredDisplayModeIsOnlyAPreferenceTheSizeMayRefuse() throws {
    // Horizontally compact: no side by side, whatever the preference.
    let phone = try Self.simulate(split: Self.double + ", preferredDisplayMode: oneBesideSecondary", on: .phone)
    let collapsed = try #require(phone[0].state.topContext.split)
    #expect(collapsed.isCollapsed)
    #expect(collapsed.visibleColumns.count == 1)
    // A double column has room for one sidebar only.
    let capped = try Self.simulate(split: Self.double + ", preferredDisplayMode: twoBesideSecondary")
    #expect(capped[0].state.topContext.split?.displayMode == .oneBesideSecondary)
  }

  @Test func displayModeReportsTheResolvedMode() throws {
    let steps = [
      "displayMode: twoBesideSecondary", "orientation: portrait", "displayMode: primaryHidden",
      "displayMode: allVisible",
    ]
    let events = try Self.simulate(split: Self.triple, steps)
    #expect(
      events.map { $0.state.topContext.split?.displayMode } == [
        .oneBesideSecondary, .twoBesideSecondary, .twoOverSecondary, .secondaryOnly, .oneOverSecondary,
      ])
    #expect(events[2].state.topContext.split?.preferredDisplayMode == .twoBesideSecondary)
  }

  // MARK: - Seed 002: split behavior

  @Test func splitBehaviorDecidesTheAvailableDisplayModes() throws {
    // Apple's table: tile → beside, overlay → over, displace → beside for one, displace for two.
    #expect(
      [0, 1, 2].map(SplitBehavior.tile.displayMode(sidebars:)) == [
        .secondaryOnly, .oneBesideSecondary, .twoBesideSecondary,
      ])
    #expect(
      [0, 1, 2].map(SplitBehavior.overlay.displayMode(sidebars:)) == [
        .secondaryOnly, .oneOverSecondary, .twoOverSecondary,
      ])
    #expect(
      [0, 1, 2].map(SplitBehavior.displace.displayMode(sidebars:)) == [
        .secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary,
      ])
    for (behavior, expected) in [
      ("tile", SplitDisplayMode.twoBesideSecondary), ("overlay", .twoOverSecondary),
      ("displace", .twoDisplaceSecondary),
    ] {
      let events = try Self.simulate(
        split: Self.triple + ", preferredDisplayMode: twoBesideSecondary, preferredSplitBehavior: \(behavior)")
      let split = try #require(events[0].state.topContext.split)
      #expect(split.splitBehavior.rawValue == behavior)
      #expect(split.displayMode == expected)
    }
    // Automatic: tiled in landscape, overlaid in portrait.
    let portrait = try Self.simulate(split: Self.double, on: .pad)
    #expect(portrait[0].state.topContext.split?.splitBehavior == .overlay)
    #expect(portrait[0].state.topContext.split?.displayMode == .secondaryOnly)
    // Displaced sidebars: one beside the secondary in landscape, none until asked in portrait.
    let displaced = Self.triple + ", preferredSplitBehavior: displace"
    #expect(try Self.simulate(split: displaced)[0].state.topContext.split?.displayMode == .oneBesideSecondary)
    #expect(try Self.simulate(split: displaced, on: .pad)[0].state.topContext.split?.displayMode == .secondaryOnly)
  }

  // MARK: - Facts §6: showDetailViewController

  @Test func showDetailReplacesTheSecondaryInRegularWidth() throws {
    let events = try Self.simulate(split: Self.double, ["push: other", "showDetail: note"])
    let split = try #require(events[2].state.topContext.split)
    #expect(split.stack(.secondary) == ["note"])
    #expect(split.stack(.primary) == ["folders", "other"])
    #expect(split.activeColumn == .secondary)
    #expect(events[2].state.stack == ["note"])
    #expect(events[2].isTransition)
    // Overlaid sidebars give way to the new detail.
    let portrait = try Self.simulate(split: Self.double, ["showColumn: primary", "showDetail: note"], on: .pad)
    #expect(portrait[1].state.topContext.split?.displayMode == .oneOverSecondary)
    #expect(portrait[2].state.topContext.split?.displayMode == .secondaryOnly)
  }

  @Test func showDetailAcceptsANavigationControllerInRegularWidth() throws {
    // "installs vc as its detail view controller": any view controller, including the common
    // showDetailViewController(UINavigationController(rootViewController:)).
    let events = try Self.simulate(split: Self.double, ["showDetail: listNav"])
    #expect(events[1].notices.isEmpty)
    #expect(events[1].state.topContext.split?.stack(.secondary) == ["notes", "other"])
  }

  @Test func showDetailOfTheCollapsedSecondaryNavigatesToItOrDoesNothing() throws {
    let root =
      "{ split: { style: doubleColumn, primary: folders, secondary: welcome, topColumnForCollapsing: primary } }"
    let events = try Self.simulate(root: root, ["showDetail: welcome", "showDetail: welcome"], on: .phone)
    #expect(events[0].state.stack == ["folders"])
    #expect(events[1].state.stack == ["folders", "welcome"])
    #expect(events[1].notices.isEmpty)
    #expect(events[2].notices.map(\.kind) == [.ignored])
  }

  @Test func unwindSearchesTheSplitViewsOtherColumns() throws {
    // The split view's children are searched after the source's own stack: from a pushed
    // detail screen, the unwind reaches the primary column and makes it the active one.
    let events = try Self.simulate(split: Self.double, ["showDetail: note", "push: other", "segue: back"])
    let split = try #require(events[3].state.topContext.split)
    #expect(events[3].notices.isEmpty)
    #expect(split.activeColumn == .primary)
    #expect(split.stack(.secondary) == ["note", "other"])
    #expect(events[3].state.stack == ["folders"])
    // Collapsed, the one stack is popped to the target.
    let phone = try Self.simulate(split: Self.double, ["showDetail: note", "push: other", "segue: back"], on: .phone)
    #expect(phone[3].state.stack == ["folders"])
  }

  @Test func showDetailPushesInCompactWidth() throws {
    let events = try Self.simulate(split: Self.double, ["showDetail: note"], on: .phone)
    #expect(events[1].state.topContext.split?.isCollapsed == true)
    #expect(events[1].state.stack == ["folders", "welcome", "note"])
    #expect(events[1].state.topContext.split?.stack(.secondary) == ["welcome", "note"])
    #expect(events[1].notices.isEmpty)
    #expect(events[1].isTransition)
  }

  @Test func showDetailWithTheSameControllerDoesNothing() throws {
    let events = try Self.simulate(split: Self.double, ["showDetail: welcome"])
    #expect(events[1].notices.map(\.kind) == [.ignored])
    #expect(events[1].state == events[0].state)
    #expect(!events[1].isTransition)
  }
}

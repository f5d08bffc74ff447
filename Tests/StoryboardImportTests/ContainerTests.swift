import Diagnostics
import Navigation
import StoryboardImport
import Testing

@Suite("Navigation, tab bar and split view controllers become containers")
struct ContainerTests {
  private typealias F = StoryboardFixture

  private func container(_ id: String, in imported: StoryboardImporter.Result) throws -> Container {
    try #require(try imported.screen(id).container)
  }

  @Test func aNavigationControllerKeepsItsRootAndBarSettings() throws {
    let imported = try F.importApp([
      "Main.storyboard": F.document(
        initial: "nav-00-001",
        F.navigationController(
          "nav-00-001", root: "vc1-00-001",
          "customClass=\"MainNavigationController\" toolbarHidden=\"NO\" navigationBarHidden=\"YES\"",
          bar: "largeTitles=\"YES\""),
        F.viewController("vc1-00-001", "customClass=\"HomeViewController\"", F.navigationItem("ni1", title: "Home")))
    ])
    guard case .navigation(let spec) = try container("MainNavigationController", in: imported) else {
      Issue.record("expected a navigation container")
      return
    }
    #expect(spec.stack == ["HomeViewController"])
    #expect(spec.prefersLargeTitles)
    #expect(!spec.toolbarHidden)
    #expect(spec.navigationBarHidden)
    #expect(imported.issues.isEmpty)
  }

  @Test func aPlainNavigationControllerHasUIKitsDefaults() throws {
    let imported = try F.importApp([
      "Main.storyboard": F.document(
        F.navigationController("nav-00-001", root: "vc1-00-001"),
        F.viewController("vc1-00-001", "customClass=\"HomeViewController\""))
    ])
    guard case .navigation(let spec) = try container("HomeViewController.navigation", in: imported) else {
      Issue.record("expected a navigation container")
      return
    }
    #expect(!spec.prefersLargeTitles)
    #expect(spec.toolbarHidden)
    #expect(!spec.navigationBarHidden)
  }

  @Test func aNavigationControllerWithoutARootIsLeftToCode() throws {
    let imported = try F.importApp([
      "Main.storyboard": F.document(F.navigationController("nav-00-001", root: nil, "storyboardIdentifier=\"Root\""))
    ])
    guard case .navigation(let spec) = try container("Root", in: imported) else {
      Issue.record("expected a navigation container")
      return
    }
    #expect(spec.stack.isEmpty)
    let issue = try #require(imported.issues(.leftToCode).first)
    #expect(issue.message == "navigation controller 'Root' has no root view controller in the storyboard: code sets it")
    #expect(issue.location == spec.location)
    #expect(imported.scenario.flows.isEmpty, "an empty navigation controller starts no flow")
  }

  private func tabBarApp() throws -> StoryboardImporter.Result {
    let tabs = F.scene(
      """
      <tabBarController id="tab-00-001" customClass="MainTabBarController" sceneMemberID="viewController">
          <connections>
              <segue destination="vcC-00-001" kind="relationship" relationship="viewControllers" id="r1"/>
              <segue destination="vcA-00-001" kind="relationship" relationship="viewControllers" id="r2"/>
              <segue destination="vcB-00-001" kind="relationship" relationship="viewControllers" id="r3"/>
          </connections>
      </tabBarController>
      """)
    return try F.importApp([
      "Main.storyboard": F.document(
        initial: "tab-00-001", tabs,
        F.viewController(
          "vcA-00-001", "customClass=\"A\"", #"<tabBarItem key="tabBarItem" systemItem="favorites" id="tiA"/>"#),
        F.viewController(
          "vcB-00-001", "customClass=\"B\"",
          #"<tabBarItem key="tabBarItem" title="Bee" image="ant" badgeValue="3" id="tiB"><accessibility key="accessibilityConfiguration" label="Insects"/></tabBarItem>"#
        ),
        F.viewController("vcC-00-001", "customClass=\"C\"", #"<tabBarItem key="tabBarItem" title="Sea" id="tiC"/>"#))
    ])
  }

  @Test func aTabBarControllerKeepsItsTabsInRelationshipOrder() throws {
    let imported = try tabBarApp()
    guard case .tabs(let spec) = try container("MainTabBarController", in: imported) else {
      Issue.record("expected a tab bar container")
      return
    }
    #expect(spec.items == ["C", "A", "B"])
    #expect(spec.selectedIndex == 0)
  }

  @Test func tabBarItemsKeepSystemItemImageTitleBadgeAndLabel() throws {
    let imported = try tabBarApp()
    let favorites = try #require(try imported.screen("A").tabBarItem)
    #expect(favorites.systemItem == .favorites)
    #expect(favorites.title == nil)
    let bee = try #require(try imported.screen("B").tabBarItem)
    #expect(bee.systemItem == nil)
    #expect(bee.image == "ant")
    #expect(bee.title?.storyboardKey?.key == "tiB.title")
    #expect(bee.accessibilityLabel?.storyboardKey?.base == "Insects")
    guard case .literal("3", _) = bee.badgeValue else {
      Issue.record("expected the badge '3', got \(String(describing: bee.badgeValue))")
      return
    }
  }

  @Test func aTabBarControllerWithoutTabsIsLeftToCode() throws {
    let tabs = F.scene(#"<tabBarController id="tab-00-001" sceneMemberID="viewController"/>"#)
    let imported = try F.importApp(["Main.storyboard": F.document(tabs)])
    #expect(try imported.screen("tabBarController").container == nil)
    #expect(
      imported.issues(.leftToCode).map(\.message) == [
        "tab bar controller 'tabBarController' has no tabs in the storyboard: code sets them"
      ])
  }

  /// A split view controller with `attributes` and the given column relationships.
  private func split(_ attributes: String, columns: [(String, String)]) throws -> SplitViewSpec {
    let relationships = columns.map {
      "<segue destination=\"\($0.1)\" kind=\"relationship\" relationship=\"\($0.0)ViewController\" id=\"rel-\($0.0)\"/>"
    }
    let split = F.scene(
      """
      <splitViewController id="spl-00-001" customClass="RootSplitViewController" \(attributes) sceneMemberID="viewController">
          <connections>\(relationships.joined())</connections>
      </splitViewController>
      """)
    let imported = try F.importApp([
      "Main.storyboard": F.document(
        initial: "spl-00-001", split, F.viewController("pri-00-001", "customClass=\"Primary\""),
        F.viewController("sup-00-001", "customClass=\"Supplementary\""),
        F.viewController("sec-00-001", "customClass=\"Secondary\""),
        F.viewController("cmp-00-001", "customClass=\"Compact\""))
    ])
    guard case .split(let spec) = try container("RootSplitViewController", in: imported) else {
      throw InputError("expected a split container", at: SourceLocation(path: "-", line: 1, column: 1))
    }
    return spec
  }

  @Test func aClassicMasterDetailSplitIsUnspecified() throws {
    let spec = try split("", columns: [("master", "pri-00-001"), ("detail", "sec-00-001")])
    #expect(spec.style == .unspecified)
    #expect(spec.primary == "Primary")
    #expect(spec.secondary == "Secondary")
    #expect(spec.supplementary == nil)
    #expect(spec.preferredDisplayMode == .automatic)
    #expect(spec.preferredSplitBehavior == .automatic)
    #expect(spec.presentsWithGesture)
    #expect(!spec.showsSecondaryOnlyButton)
  }

  @Test func aSupplementaryColumnMakesATripleColumnSplit() throws {
    let spec = try split(
      "allowDoubleColumnStyle=\"YES\"",
      columns: [
        ("master", "pri-00-001"), ("supplementary", "sup-00-001"), ("detail", "sec-00-001"), ("compact", "cmp-00-001"),
      ])
    #expect(spec.style == .tripleColumn)
    #expect(spec.supplementary == "Supplementary")
    #expect(spec.compact == "Compact")
    #expect(spec.columns == [.primary, .supplementary, .secondary])
  }

  @Test(
    arguments: [
      ("style=\"doubleColumn\"", SplitViewSpec.Style.doubleColumn), ("allowDoubleColumnStyle=\"YES\"", .doubleColumn),
      ("style=\"tripleColumn\"", .tripleColumn), ("", .unspecified),
    ] as [(String, SplitViewSpec.Style)])
  func theStyleAttributeChoosesTheColumnStyle(attributes: String, style: SplitViewSpec.Style) throws {
    let spec = try split(attributes, columns: [("master", "pri-00-001"), ("detail", "sec-00-001")])
    #expect(spec.style == style)
  }

  @Test(
    arguments: [
      ("secondaryOnly", false, SplitDisplayMode.secondaryOnly), ("primaryHidden", false, .secondaryOnly),
      ("beside", false, .oneBesideSecondary), ("allVisible", false, .oneBesideSecondary),
      ("over", false, .oneOverSecondary), ("primaryOverlay", false, .oneOverSecondary),
      ("beside", true, .twoBesideSecondary), ("over", true, .twoOverSecondary),
      ("displace", true, .twoDisplaceSecondary),
      ("secondaryOnly", true, .secondaryOnly), ("automatic", false, .automatic),
    ] as [(String, Bool, SplitDisplayMode)])
  func preferredDisplayModesDependOnTheColumnCount(name: String, triple: Bool, mode: SplitDisplayMode) throws {
    let columns =
      [("master", "pri-00-001"), ("detail", "sec-00-001")] + (triple ? [("supplementary", "sup-00-001")] : [])
    let spec = try split("preferredDisplayMode=\"\(name)\"", columns: columns)
    #expect(spec.preferredDisplayMode == mode)
  }

  @Test(arguments: [
    ("tile", SplitBehavior.tile), ("overlay", .overlay), ("displace", .displace), ("sideways", .automatic),
  ])
  func behaviorAndGestureSettingsAreRead(name: String, behavior: SplitBehavior) throws {
    let spec = try split(
      "behavior=\"\(name)\" presentsWithGesture=\"NO\" showsSecondaryOnlyButton=\"YES\"",
      columns: [("master", "pri-00-001"), ("detail", "sec-00-001")])
    #expect(spec.preferredSplitBehavior == behavior)
    #expect(!spec.presentsWithGesture)
    #expect(spec.showsSecondaryOnlyButton)
  }
}

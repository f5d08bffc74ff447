import Diagnostics
import Navigation
import StoryboardImport
import Testing

@Suite("Screen ids, and storyboard references across files")
struct ScreenIDTests {
  private typealias F = StoryboardFixture

  @Test func idsPreferTheCustomClassThenTheStoryboardIdentifierThenTheElementName() throws {
    let imported = try F.importApp([
      "Main.storyboard": F.document(
        F.viewController("vc1-00-001", "customClass=\"HomeViewController\" storyboardIdentifier=\"Home\""),
        F.viewController("vc2-00-001", "storyboardIdentifier=\"Details\""),
        F.viewController("vc3-00-001"))
    ])
    #expect(imported.scenario.screenOrder == ["HomeViewController", "Details", "viewController"])
  }

  @Test func clashingIDsAllGetTheirObjectID() throws {
    let imported = try F.importApp([
      "Main.storyboard": F.document(
        F.viewController("vc1-00-001", "customClass=\"ListViewController\""),
        F.viewController("vc2-00-001", "customClass=\"ListViewController\""),
        F.viewController("vc3-00-001", "storyboardIdentifier=\"ListViewController\""),
        F.viewController("vc4-00-001", "customClass=\"Unique\""))
    ])
    #expect(
      imported.scenario.screenOrder == [
        "ListViewController-vc1-00-001", "ListViewController-vc2-00-001", "ListViewController-vc3-00-001", "Unique",
      ])
  }

  @Test func idsAreUniqueAcrossTheStoryboardsOfAnApp() throws {
    let imported = try F.importApp([
      "Base.lproj/A.storyboard": F.document(F.viewController("vc1-00-001", "customClass=\"Shared\"")),
      "Base.lproj/B.storyboard": F.document(F.viewController("vc1-00-001", "customClass=\"Shared\"")),
    ])
    #expect(imported.scenario.screenOrder == ["Shared-vc1-00-001", "Shared-vc1-00-001'"])
  }

  private func referencingApp() throws -> StoryboardImporter.Result {
    let home = F.viewController(
      "hom-00-001", "customClass=\"HomeViewController\"",
      F.connections(
        #"<segue destination="ph1-00-001" kind="show" identifier="toDetail" id="sg1"/>"#,
        #"<segue destination="ph2-00-001" kind="presentation" identifier="toIntro" id="sg2"/>"#))
    let placeholders = F.scene(
      """
      <viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="DetailScene" id="ph1-00-001" sceneMemberID="viewController"/>
      """) + F.scene(#"<viewControllerPlaceholder storyboardName="Detail" id="ph2-00-001" sceneMemberID="viewController"/>"#)
    return try F.importApp([
      "Base.lproj/Main.storyboard": F.document(initial: "hom-00-001", home, placeholders),
      "Base.lproj/Detail.storyboard": F.document(
        initial: "int-00-001",
        F.viewController("int-00-001", "customClass=\"IntroViewController\""),
        F.viewController("det-00-001", "customClass=\"DetailViewController\" storyboardIdentifier=\"DetailScene\"")),
    ])
  }

  @Test func aReferenceByStoryboardIdentifierLeadsToThatScene() throws {
    let home = try referencingApp().screen("HomeViewController")
    #expect(home.segue("toDetail")?.destination == "DetailViewController")
  }

  @Test func aReferenceWithoutIdentifierLeadsToTheInitialViewController() throws {
    let home = try referencingApp().screen("HomeViewController")
    #expect(home.segue("toIntro")?.destination == "IntroViewController")
  }

  @Test func referencesIntoTheAppAreNoIssuesAndNoScreens() throws {
    let imported = try referencingApp()
    #expect(imported.issues.isEmpty)
    #expect(imported.scenario.screenOrder == ["IntroViewController", "DetailViewController", "HomeViewController"])
  }

  /// Every storyboard's initial view controller is a root, in path order: Detail's Intro is
  /// reached as a root before Main's segue to it is walked.
  @Test func flowsFollowReferencesIntoTheOtherStoryboard() throws {
    let imported = try referencingApp()
    #expect(imported.scenario.flows.map(\.name) == ["IntroViewController", "HomeViewController › DetailViewController"])
    let flow = try imported.flow("HomeViewController › DetailViewController")
    #expect(flow.stepTexts == ["segue: toDetail"])
  }
}

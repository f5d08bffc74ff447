import Diagnostics
import Foundation
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

  /// Naming one storyboard imports the storyboards it references as targets only: their
  /// scenes that the named storyboard does not reach are left out.
  @Test func aSingleStoryboardStartsFlowsOnlyFromItself() throws {
    let files = [
      "Base.lproj/Main.storyboard": F.document(
        initial: "hom-00-001",
        F.viewController(
          "hom-00-001", "customClass=\"HomeViewController\"",
          F.connections(#"<segue destination="ph1-00-001" kind="show" identifier="toIntro" id="sg1"/>"#)),
        F.scene(#"<viewControllerPlaceholder storyboardName="Detail" id="ph1-00-001" sceneMemberID="viewController"/>"#)
      ),
      "Base.lproj/Detail.storyboard": F.document(
        initial: "int-00-001",
        F.viewController("int-00-001", "customClass=\"IntroViewController\""),
        F.viewController("lon-00-001", "customClass=\"LonelyViewController\"")),
    ]
    let folder = try F.folder(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = folder.standardizedFileURL.path
    let app = try StoryboardFiles.app(ofFile: root + "/Base.lproj/Main.storyboard")
    #expect(app.referenceOnly == [root + "/Base.lproj/Detail.storyboard"])
    let imported = try StoryboardImporter.importApp(app, searchRoot: root) { PathResolver.relative($0, to: root) }
    #expect(imported.scenario.flows.map(\.name) == ["HomeViewController › IntroViewController"])
    #expect(
      imported.scenario.screens["LonelyViewController"] == nil, "a scene the named storyboard never reaches is left out"
    )
    #expect(imported.scenario.screens["IntroViewController"] != nil)
  }

  private func referencingApp() throws -> StoryboardImporter.Result {
    let home = F.viewController(
      "hom-00-001", "customClass=\"HomeViewController\"",
      F.connections(
        #"<segue destination="ph1-00-001" kind="show" identifier="toDetail" id="sg1"/>"#,
        #"<segue destination="ph2-00-001" kind="presentation" identifier="toIntro" id="sg2"/>"#))
    let placeholders =
      F.scene(
        """
        <viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="DetailScene" id="ph1-00-001" sceneMemberID="viewController"/>
        """)
      + F.scene(#"<viewControllerPlaceholder storyboardName="Detail" id="ph2-00-001" sceneMemberID="viewController"/>"#)
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

  /// Every storyboard's initial view controller is a root; those that a segue or reference
  /// reaches come last, so Detail's Intro is reached along Main's segue instead of alone.
  @Test func flowsFollowReferencesIntoTheOtherStoryboard() throws {
    let imported = try referencingApp()
    #expect(
      imported.scenario.flows.map(\.name) == [
        "HomeViewController › DetailViewController", "HomeViewController › IntroViewController",
      ])
    let flow = try imported.flow("HomeViewController › DetailViewController")
    #expect(flow.stepTexts == ["segue: toDetail"])
  }
}

import Diagnostics
import Foundation
import Navigation
import StoryboardImport
import TestSupport
import Testing

@Suite("Flows generated from segue paths")
struct FlowGenerationTests {
  private typealias F = StoryboardFixture

  /// Alpha (in a navigation controller) → Beta → Delta (which unwinds); Alpha → Gamma and
  /// Alpha → Gamma again (another screen with the same title); Beta and Gamma both reach
  /// Delta. Echo (with a bar) and Foxtrot (without) are reached by no segue.
  private static let files: [String: String] = {
    func screen(_ name: String, _ title: String?, _ segues: String...) -> String {
      F.viewController(
        "\(name)-00-001", "customClass=\"\(name)\"",
        (title.map { F.navigationItem("\(name)-ni", title: $0) } ?? "") + "<connections>" + segues.joined()
          + "</connections>")
    }
    func show(_ destination: String, _ identifier: String) -> String {
      "<segue destination=\"\(destination)-00-001\" kind=\"show\" identifier=\"\(identifier)\" id=\"\(identifier)-id\"/>"
    }
    let delta = F.scene(
      """
      <viewController id="Delta-00-001" customClass="Delta" sceneMemberID="viewController">
          \(F.navigationItem("Delta-ni", title: "Delta"))
          <connections><segue destination="exit-00-001" kind="unwind" unwindAction="backToAlpha:" id="unwind-id"/></connections>
      </viewController>
      <exit id="exit-00-001" userLabel="Exit" sceneMemberID="exit"/>
      """)
    let document = F.document(
      initial: "nav-00-001",
      F.navigationController("nav-00-001", root: "Alpha-00-001", "customClass=\"MainNavigation\""),
      screen("Alpha", "Alpha", show("Beta", "toBeta"), show("Gamma", "toGamma"), show("GammaToo", "toGammaToo")),
      screen("Beta", "Beta", show("Delta", "betaToDelta")),
      screen("Gamma", "Gamma", show("Delta", "gammaToDelta")),
      screen("GammaToo", "Gamma"),
      delta,
      screen("Echo", "Echo"),
      screen("Foxtrot", nil))
    return ["Base.lproj/Main.storyboard": document]
  }()

  @Test func onlyLeavesOfTheShortestPathsBecomeFlowsInBreadthFirstOrder() throws {
    let imported = try F.importApp(Self.files)
    #expect(
      imported.scenario.flows.map(\.name) == [
        "Alpha › Gamma", "Alpha › Gamma (via toGammaToo)", "Alpha › Beta › Delta › unwind 'backToAlpha'", "Echo",
        "Foxtrot",
      ])
    #expect(try imported.flow("Alpha › Gamma").stepTexts == ["segue: toGamma"])
    #expect(try imported.flow("Alpha › Gamma (via toGammaToo)").stepTexts == ["segue: toGammaToo"])
  }

  @Test func anUnwindGetsAFlowThatPerformsItFromItsSource() throws {
    let flow = try F.importApp(Self.files).flow("Alpha › Beta › Delta › unwind 'backToAlpha'")
    #expect(flow.stepTexts == ["segue: toBeta", "segue: betaToDelta", "segue: unwind-id"])
    #expect(flow.steps.map(\.action) == [.segue("toBeta"), .segue("betaToDelta"), .segue("unwind-id")])
  }

  @Test func flowsFromTheInitialNavigationControllerStartWithItsStack() throws {
    let flow = try F.importApp(Self.files).flow("Alpha › Gamma")
    guard case .navigation(let spec) = flow.root else {
      Issue.record("expected a navigation root, got \(flow.root)")
      return
    }
    #expect(spec.stack == ["Alpha"])
  }

  @Test func unreachedScreensAreRootsWithANavigationControllerOnlyWhenTheyHaveABar() throws {
    let imported = try F.importApp(Self.files)
    let echo = try imported.flow("Echo")
    guard case .navigation(let spec) = echo.root else {
      Issue.record("expected Echo in a navigation controller, got \(echo.root)")
      return
    }
    #expect(spec.stack == ["Echo"])
    #expect(echo.steps.isEmpty)
    guard case .screen("Foxtrot", _) = try imported.flow("Foxtrot").root else {
      Issue.record("expected Foxtrot shown on its own")
      return
    }
  }

  @Test func maxDepthCapsThePathsAndLeavesTheRestAsRoots() throws {
    let imported = try F.importApp(Self.files, options: StoryboardImporter.Options(maxDepth: 1))
    #expect(
      imported.scenario.flows.map(\.name) == [
        "Alpha › Beta", "Alpha › Gamma", "Alpha › Gamma (via toGammaToo)", "Echo", "Foxtrot",
        "Delta › unwind 'backToAlpha'",
      ])
    #expect(imported.scenario.flows.allSatisfy { $0.steps.count <= 1 })
  }

  @Test func importingTwiceGivesEqualScenarios() throws {
    let folder = try F.folder(Self.files)
    let first = try F.importApp(in: folder)
    let second = try F.importApp(in: folder)
    #expect(first.scenario == second.scenario)
    #expect(first.issues == second.issues)
  }

  @Test func theScenarioNamesTheAppAndLeavesUnwindsToCode() throws {
    let folder = try F.folder(Self.files)
    let imported = try F.importApp(in: folder)
    #expect(imported.scenario.app == folder.lastPathComponent)
    #expect(imported.scenario.strings == ["."])
    #expect(imported.scenario.developmentLanguage == "en")
    #expect(!imported.scenario.unwindActionsDeclared)
    #expect(imported.scenario.locales == nil)
  }

  @Test func theDevelopmentLanguageComesFromTheOptionElseTheXcodeProject() throws {
    var files = Self.files
    files["Recipes.xcodeproj/project.pbxproj"] =
      "// !$*UTF8*$!\n{\n\t\tdevelopmentRegion = de;\n\t\tknownRegions = (de, Base);\n}\n"
    #expect(try F.importApp(files).scenario.developmentLanguage == "de")
    let chosen = try F.importApp(files, options: StoryboardImporter.Options(developmentLanguage: "fr"))
    #expect(chosen.scenario.developmentLanguage == "fr")
  }
}

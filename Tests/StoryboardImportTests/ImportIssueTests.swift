import Diagnostics
import Navigation
import StoryboardImport
import Testing

@Suite("Storyboard problems that are findings, not failures")
struct ImportIssueTests {
  private typealias F = StoryboardFixture

  private func home(_ segues: String...) -> String {
    F.viewController(
      "hom-00-001", "customClass=\"HomeViewController\"", "<connections>" + segues.joined() + "</connections>")
  }

  @Test func aReferenceIntoAnotherBundleIsRecordedAsExternal() throws {
    let placeholder = F.scene(
      #"<viewControllerPlaceholder storyboardName="Kit" bundleIdentifier="com.example.Kit" referencedIdentifier="Picker" id="ph1-00-001" sceneMemberID="viewController"/>"#
    )
    let imported = try F.importApp([
      "Base.lproj/Main.storyboard": F.document(
        initial: "hom-00-001", home(#"<segue destination="ph1-00-001" kind="show" identifier="pick" id="sg1"/>"#),
        placeholder)
    ])
    let issue = try #require(imported.issues(.externalReference).first)
    #expect(
      issue.message == "storyboard 'Kit' of bundle 'com.example.Kit' is not in the folder; its scene is not audited")
    let screen = try imported.screen("Kit.Picker")
    let reference = try #require(screen.storyboardReference)
    #expect(reference.storyboard == "Kit")
    #expect(reference.bundle == "com.example.Kit")
    #expect(reference.identifier == "Picker")
    #expect(issue.location == screen.location)
    #expect(try imported.screen("HomeViewController").segue("pick")?.destination == "Kit.Picker")
    #expect(!imported.scenario.flows.contains { if case .screen("Kit.Picker", _) = $0.root { true } else { false } })
  }

  @Test func aDanglingSegueIsLocatedAtTheSegueAndDropped() throws {
    let document = F.document(
      initial: "hom-00-001", home(#"<segue destination="gone-00-001" kind="show" identifier="lost" id="sg1"/>"#))
    let imported = try F.importApp(["Main.storyboard": document])
    let line = try #require(
      document.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("gone-00-001") })
    let issue = try #require(imported.issues(.danglingSegue).first)
    #expect(issue.message == "segue 'sg1' points at 'gone-00-001', which is not in storyboard 'Main'")
    #expect(issue.location.path == "Main.storyboard")
    #expect(issue.location.line == line + 1)
    #expect(try imported.screen("HomeViewController").segues.isEmpty)
  }

  @Test func aDanglingInitialViewControllerIsAnIssueAtTheDocument() throws {
    let imported = try F.importApp(["Main.storyboard": F.document(initial: "nope", home())])
    #expect(
      imported.issues(.danglingSegue).map(\.message) == [
        "the initial view controller 'nope' is not in storyboard 'Main'"
      ])
    #expect(imported.issues.first?.location == SourceLocation(path: "Main.storyboard", line: 2, column: 1))
  }

  @Test func referencesThatLeadBackToThemselvesAreACycle() throws {
    let toB = F.scene(
      #"<viewControllerPlaceholder storyboardName="B" id="phA-00-001" sceneMemberID="viewController"/>"#)
    let toA = F.scene(
      #"<viewControllerPlaceholder storyboardName="A" id="phB-00-001" sceneMemberID="viewController"/>"#)
    let imported = try F.importApp([
      "Base.lproj/A.storyboard": F.document(initial: "phA-00-001", toB),
      "Base.lproj/B.storyboard": F.document(initial: "phB-00-001", toA),
    ])
    let cycles = imported.issues(.referenceCycle)
    #expect(
      cycles.map(\.message) == [
        "storyboard references starting at 'phA-00-001' lead back to themselves",
        "storyboard references starting at 'phB-00-001' lead back to themselves",
      ])
    #expect(cycles.map(\.location.path) == ["Base.lproj/A.storyboard", "Base.lproj/B.storyboard"])
    #expect(imported.scenario.flows.isEmpty, "references are not screens, so nothing is left to start a flow")
    #expect(imported.scenario.screens.isEmpty)
  }

  @Test func aMissingStoryboardOfTheSameBundleIsALocatedError() throws {
    let placeholder = F.scene(
      #"<viewControllerPlaceholder storyboardName="Missing" id="ph1-00-001" sceneMemberID="viewController"/>"#)
    let document = F.document(
      initial: "hom-00-001", home(#"<segue destination="ph1-00-001" kind="show" id="sg1"/>"#), placeholder)
    let error = try #require(throws: InputError.self) {
      try F.importApp(["Base.lproj/Main.storyboard": document])
    }
    #expect(error.message == "storyboard reference to 'Missing', but there is no 'Missing.storyboard' in the app")
    #expect(error.location.path == "Base.lproj/Main.storyboard")
    let line = try #require(
      document.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("storyboardName=\"Missing\"")
      })
    #expect(error.location.line == line + 1)
  }

  @Test func aMissingStoryboardIdentifierIsALocatedError() throws {
    let placeholder = F.scene(
      #"<viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Nowhere" id="ph1-00-001" sceneMemberID="viewController"/>"#
    )
    let error = try #require(throws: InputError.self) {
      try F.importApp([
        "Base.lproj/Main.storyboard": F.document(
          initial: "hom-00-001", home(#"<segue destination="ph1-00-001" kind="show" id="sg1"/>"#), placeholder),
        "Base.lproj/Other.storyboard": F.document(F.viewController("oth-00-001")),
      ])
    }
    #expect(error.message == "storyboard 'Other' has no scene with storyboard identifier 'Nowhere'")
  }

  @Test func issuesAreSortedByLocation() throws {
    let imported = try F.importApp([
      "Main.storyboard": F.document(
        initial: "hom-00-001",
        home(
          #"<segue destination="gone-00-002" kind="show" id="sg2"/>"#,
          #"<segue destination="gone-00-001" kind="show" id="sg1"/>"#),
        F.navigationController("nav-00-001", root: nil))
    ])
    #expect(imported.issues.map(\.kind) == [.danglingSegue, .danglingSegue, .leftToCode])
    #expect(imported.issues.map(\.location) == imported.issues.map(\.location).sorted())
  }
}

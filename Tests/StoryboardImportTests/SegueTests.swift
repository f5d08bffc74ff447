import Diagnostics
import Navigation
import StoryboardImport
import Testing

@Suite("Interface Builder segues become scenario segues")
struct SegueTests {
  private typealias F = StoryboardFixture

  /// `Source` performs one segue of every kind; each destination is its own screen.
  private func imported() throws -> StoryboardImporter.Result {
    let destinations = ["Shown", "Pushed", "Detail", "Modal", "Popover", "Custom", "Embedded", "Bare"]
    let scenes = destinations.map { F.viewController("dst-\($0)", "customClass=\"\($0)ViewController\"") }
    let source = F.viewController(
      "src-00-001", "customClass=\"SourceViewController\"",
      """
      \(F.navigationItem("src-nav", title: "Source"))
      \(F.connections(
        #"<segue destination="dst-Shown" kind="show" identifier="toShow" id="sg-show"/>"#,
        #"<segue destination="dst-Pushed" kind="push" identifier="toPush" id="sg-push"/>"#,
        #"<segue destination="dst-Detail" kind="showDetail" identifier="toDetail" id="sg-detail"/>"#,
        #"<segue destination="dst-Modal" kind="presentation" identifier="toModal" modalPresentationStyle="pageSheet" modalTransitionStyle="coverVertical" id="sg-modal"/>"#,
        #"<segue destination="dst-Bare" kind="presentation" identifier="toBare" id="sg-bare"/>"#,
        #"<segue destination="dst-Popover" kind="popoverPresentation" identifier="toPopover" popoverAnchorView="src-00-001-view" id="sg-pop"><popoverArrowDirection key="popoverArrowDirection" up="YES"/></segue>"#,
        #"<segue destination="dst-Custom" kind="custom" identifier="toCustom" customClass="FadeSegue" id="sg-custom"/>"#,
        #"<segue destination="dst-Shown" kind="show" identifier="" id="sg-noname"/>"#,
        #"<segue destination="dst-Shown" kind="show" identifier="twice" id="sg-twice-1"/>"#,
        #"<segue destination="dst-Pushed" kind="show" identifier="twice" id="sg-twice-2"/>"#,
      ))
      """)
    let embedder = F.scene(
      """
      <viewController id="emb-00-001" customClass="EmbedderViewController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="emb-view">
              <subviews>
                  <containerView opaque="NO" contentMode="scaleToFill" id="emb-box">
                      <connections>
                          <segue destination="dst-Embedded" kind="embed" id="sg-embed"/>
                      </connections>
                  </containerView>
              </subviews>
          </view>
          <connections>
              <segue destination="exi-00-001" kind="unwind" identifier="backHome" unwindAction="unwindToSource:" id="sg-unwind"/>
              <segue destination="exi-00-001" kind="unwind" id="sg-unwind-noaction"/>
          </connections>
      </viewController>
      <exit id="exi-00-001" userLabel="Exit" sceneMemberID="exit"/>
      """)
    return try F.importApp([
      "Base.lproj/Main.storyboard": F.document(initial: "src-00-001", source, embedder, scenes.joined())
    ])
  }

  struct KindCase: Sendable, CustomTestStringConvertible {
    let segue: String
    let kind: Segue.Kind
    let destination: String
    var testDescription: String { "\(segue) is \(kind)" }
  }

  @Test(arguments: [
    KindCase(segue: "toShow", kind: .show, destination: "ShownViewController"),
    KindCase(segue: "toPush", kind: .show, destination: "PushedViewController"),
    KindCase(segue: "toDetail", kind: .showDetail, destination: "DetailViewController"),
    KindCase(segue: "toModal", kind: .present, destination: "ModalViewController"),
    KindCase(segue: "toBare", kind: .present, destination: "BareViewController"),
    KindCase(segue: "toPopover", kind: .popover, destination: "PopoverViewController"),
    KindCase(segue: "toCustom", kind: .custom, destination: "CustomViewController"),
  ])
  func eachSegueKindMapsToItsScenarioKindAndDestination(_ testCase: KindCase) throws {
    let source = try imported().screen("SourceViewController")
    let segue = try #require(source.segue(testCase.segue))
    #expect(segue.kind == testCase.kind)
    #expect(segue.destination == testCase.destination)
    #expect(segue.action == nil)
  }

  @Test func aPresentationKeepsItsModalStyleAndAPopoverHasNone() throws {
    let source = try imported().screen("SourceViewController")
    #expect(source.segue("toModal")?.style == .pageSheet)
    #expect(source.segue("toBare")?.style == nil)
    #expect(source.segue("toPopover")?.style == nil)
    #expect(source.segue("toPopover")?.adaptiveStyle == nil)
    #expect(source.segue("toShow")?.embedInNavigation == false)
  }

  @Test func segueIDsAreUniqueIdentifiersElseTheObjectID() throws {
    let source = try imported().screen("SourceViewController")
    #expect(
      source.segues.map(\.id) == [
        "toShow", "toPush", "toDetail", "toModal", "toBare", "toPopover", "toCustom", "sg-noname", "sg-twice-1",
        "sg-twice-2",
      ])
  }

  @Test func anUnwindKeepsItsActionWithoutTheColonAndHasNoDestination() throws {
    let imported = try imported()
    let embedder = try imported.screen("EmbedderViewController")
    #expect(embedder.segues.count == 1, "the embed segue and the unwind without an action are not segues")
    let unwind = try #require(embedder.segue("backHome"))
    #expect(unwind.kind == .unwind)
    #expect(unwind.action == "unwindToSource")
    #expect(unwind.destination == nil)
    #expect(imported.issues(.danglingSegue).isEmpty, "an <exit> is not a dangling destination")
  }

  @Test func embedAndRelationshipSeguesAreStructureNotSegues() throws {
    let imported = try imported()
    #expect(try imported.screen("EmbeddedViewController").segues.isEmpty)
    #expect(imported.scenario.screens.values.allSatisfy { $0.segues.allSatisfy { $0.id != "sg-embed" } })
  }

  @Test(
    arguments: [
      ("show", Segue.Kind.show), ("push", .show), ("showDetail", .showDetail), ("replace", .showDetail),
      ("presentation", .present), ("modal", .present), ("popoverPresentation", .popover), ("popover", .popover),
      ("unwind", .unwind), ("custom", .custom),
    ] as [(String, Segue.Kind)])
  func everyInterfaceBuilderKindHasAScenarioKind(name: String, kind: Segue.Kind) throws {
    let source = F.viewController(
      "src-00-001", "customClass=\"SourceViewController\"",
      F.connections(
        "<segue destination=\"dst-00-001\" kind=\"\(name)\" identifier=\"go\" unwindAction=\"done:\" id=\"sg-1\"/>"))
    let destination = F.viewController("dst-00-001", "customClass=\"DestinationViewController\"")
    let imported = try F.importApp(["Main.storyboard": F.document(source, destination)])
    #expect(try imported.screen("SourceViewController").segue("go")?.kind == kind)
  }

  @Test(arguments: ["embed", "relationship", "fancy", ""])
  func structuralAndUnknownKindsAreNotSegues(name: String) throws {
    let source = F.viewController(
      "src-00-001", "customClass=\"SourceViewController\"",
      F.connections("<segue destination=\"dst-00-001\" kind=\"\(name)\" identifier=\"go\" id=\"sg-1\"/>"))
    let destination = F.viewController("dst-00-001", "customClass=\"DestinationViewController\"")
    let imported = try F.importApp(["Main.storyboard": F.document(source, destination)])
    #expect(try imported.screen("SourceViewController").segues.isEmpty)
  }
}

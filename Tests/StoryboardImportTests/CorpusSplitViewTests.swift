import Diagnostics
import Navigation
import StoryboardImport
import TestSupport
import Testing

@Suite("NetNewsWire's split views", .enabled(if: RepositoryPaths.corpusAvailable))
struct CorpusSplitViewTests {
  @Test func netNewsWire2019HasAClassicSplitOfTwoNavigationControllers() throws {
    let app = try Corpus.importApp("netnewswire-2019/iOS")
    guard case .split(let split) = try app.screen("SplitViewController").container else {
      Issue.record("expected a split view controller")
      return
    }
    #expect(split.style == .unspecified)
    #expect(split.primary == "MasterNavigationViewController")
    #expect(split.secondary == "DetailNavigationViewController")
    #expect(split.supplementary == nil)
    guard case .navigation(let primary) = try app.screen("MasterNavigationViewController").container,
      case .navigation(let secondary) = try app.screen("DetailNavigationViewController").container
    else {
      Issue.record("expected navigation controllers in both columns")
      return
    }
    #expect(primary.stack == ["MasterViewController"])
    #expect(primary.prefersLargeTitles)
    #expect(!primary.toolbarHidden)
    #expect(secondary.stack == ["DetailViewController"])
    #expect(!secondary.prefersLargeTitles)
  }

  @Test func netNewsWire2019ShowsTheDetailFromTheTimeline() throws {
    let app = try Corpus.importApp("netnewswire-2019/iOS")
    let timeline = try app.screen("MasterTimelineViewController")
    let segue = try #require(timeline.segue("showDetail"))
    #expect(segue.kind == .showDetail)
    #expect(segue.destination == "DetailNavigationViewController")
    #expect(timeline.largeTitleDisplayMode == .never)
    #expect(timeline.navigationTitle?.storyboardKey?.base == "Timeline")
    #expect(try app.flow("Timeline › Detail").stepTexts == ["segue: showDetail"])
  }

  @Test func netNewsWireHasATripleColumnSplitThatTiles() throws {
    let app = try Corpus.importApp("netnewswire/iOS")
    guard case .split(let split) = try app.screen("RootSplitViewController").container else {
      Issue.record("expected a split view controller")
      return
    }
    #expect(split.style == .tripleColumn)
    #expect(split.primary == "MainFeedCollectionViewController")
    #expect(split.supplementary == "MainTimelineModernViewController")
    #expect(split.secondary == "ArticleViewController")
    #expect(split.preferredSplitBehavior == .tile)
    #expect(split.preferredDisplayMode == .twoBesideSecondary)
    #expect(app.scenario.flows.first?.name == "RootSplitViewController")
  }

  @Test func netNewsWiresOtherStoryboardsJoinTheIOSApp() throws {
    let app = try Corpus.importApp("netnewswire/iOS")
    for id in [
      "SettingsViewController", "AddFeedViewController", "FeedInspectorViewController", "LocalAccountViewController",
    ] {
      #expect(app.scenario.screens[id] != nil, "\(id) is imported")
    }
    #expect(try app.screen("AddFeedViewController").navigationTitle?.storyboardKey?.table == "Add")
  }
}

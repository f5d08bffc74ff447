import Diagnostics
import Foundation
import Navigation
import StoryboardImport
import TestSupport
import Testing

/// Imports the real apps' storyboards in `../shared/corpus`.
enum Corpus {
  static func importApp(_ folder: String) throws -> StoryboardImporter.Result {
    try StoryboardFixture.importApp(in: RepositoryPaths.corpus.appendingPathComponent(folder))
  }
}

@Suite("Real apps' storyboards", .enabled(if: RepositoryPaths.corpusAvailable))
struct CorpusStoryboardTests {
  @Test func everyCorpusStoryboardImportsWithoutAnError() throws {
    let root = RepositoryPaths.corpus.standardizedFileURL.path
    let storyboards = try StoryboardFiles.storyboards(under: root)
    #expect(storyboards.count >= 11)
    for app in StoryboardFiles.apps(storyboards) {
      #expect(throws: Never.self, "app \(app.folder)") {
        try StoryboardImporter.importApp(app, searchRoot: root) { PathResolver.relative($0, to: root) }
      }
    }
    for storyboard in storyboards {
      #expect(throws: Never.self, "file \(storyboard)") {
        try StoryboardImporter.importApp(StoryboardFiles.app(ofFile: storyboard), searchRoot: root) {
          PathResolver.relative($0, to: root)
        }
      }
    }
  }

  @Test func loopHasItsNamedScreens() throws {
    let loop = try Corpus.importApp("loop/Loop")
    #expect(
      Set(loop.scenario.screenOrder) == [
        "PredictionTableViewController", "InsulinKit.initial", "CarbAbsorptionViewController",
        "StatusTableViewController",
        "RootNavigationController", "OverrideSelectionViewController.initial", "CarbEntryViewController",
      ])
    #expect(loop.scenario.app == "Loop")
    #expect(try loop.screen("StatusTableViewController").navigationTitle?.storyboardKey?.key == "3kU-n2-fha.title")
    #expect(try loop.screen("PredictionTableViewController").hidesBottomBarWhenPushed)
    #expect(try loop.screen("CarbAbsorptionViewController").title?.storyboardKey?.base == "Carbohydrate Effects")
  }

  @Test func loopsStatusScreenSeguesKeepTheirKindsAndDestinations() throws {
    let status = try Corpus.importApp("loop/Loop").screen("StatusTableViewController")
    let segues = status.segues.map { "\($0.id) \($0.kind.rawValue) \($0.destination ?? "-")" }
    #expect(
      segues == [
        "InsulinDeliveryTableViewController show InsulinKit.initial",
        "PredictionTableViewController show PredictionTableViewController",
        "CarbAbsorptionViewController show CarbAbsorptionViewController",
        "OverrideSelectionViewController present OverrideSelectionViewController.initial",
      ])
  }

  @Test func loopsCarbEntryUnwindsFromEditing() throws {
    let loop = try Corpus.importApp("loop/Loop")
    let unwind = try #require(try loop.screen("CarbEntryViewController").segues.first { $0.kind == .unwind })
    #expect(unwind.action == "unwindFromEditing")
    let flow = try loop.flow("Status › Carbohydrates › Add/Edit Carb Entry › unwind 'unwindFromEditing'")
    #expect(flow.stepTexts == ["segue: CarbAbsorptionViewController", "segue: urz-4S-c6I", "segue: \(unwind.id)"])
  }

  @Test func loopsReferencesIntoLoopKitUIAreExternal() throws {
    let loop = try Corpus.importApp("loop/Loop")
    let external = loop.issues(.externalReference)
    #expect(external.count == 2)
    for id in ["InsulinKit.initial", "OverrideSelectionViewController.initial"] {
      #expect(try loop.screen(id).storyboardReference?.bundle == "com.loopkit.LoopKitUI")
    }
    #expect(external.allSatisfy { $0.message.contains("of bundle 'com.loopkit.LoopKitUI' is not in the folder") })
  }

  @Test func loopsRootNavigationControllerIsLeftToCodeAndHidesItsBar() throws {
    let loop = try Corpus.importApp("loop/Loop")
    #expect(
      loop.issues(.leftToCode).map(\.message) == [
        "navigation controller 'RootNavigationController' has no root view controller in the storyboard: code sets it"
      ])
    guard case .navigation(let spec) = try loop.screen("RootNavigationController").container else {
      Issue.record("expected a navigation controller")
      return
    }
    #expect(spec.stack.isEmpty)
    #expect(spec.navigationBarHidden)
    #expect(loop.issues.count == 3)
  }

  @Test func loopWithStringCatalogsImportsBesideItsMultilingualCatalog() throws {
    let folder = RepositoryPaths.corpus.appendingPathComponent("loop-xcstrings/Loop")
    let loop = try Corpus.importApp("loop-xcstrings/Loop")
    #expect(loop.scenario.strings == ["."])
    let catalog = try Data(contentsOf: folder.appendingPathComponent("mul.lproj/Main.xcstrings"))
    let json = try #require(try JSONSerialization.jsonObject(with: catalog) as? [String: Any])
    let strings = try #require(json["strings"] as? [String: Any])
    let keys = loop.scenario.screens.values.compactMap { $0.navigationTitle?.storyboardKey?.key }
    #expect(!keys.isEmpty)
    for key in keys { #expect(strings[key] != nil, "'\(key)' is in Main.xcstrings") }
    #expect(loop.scenario.screens.values.allSatisfy { $0.navigationTitle?.storyboardKey?.table ?? "Main" == "Main" })
  }
}

import Diagnostics
import Foundation
import Navigation
import SourceImport
import StoryboardImport
import TestSupport
import Testing

/// Reads the real SwiftUI apps in `../shared/corpus`.
@Suite("Real apps' Swift source", .enabled(if: RepositoryPaths.corpusAvailable))
struct CorpusSourceTests {
  static func importApp(_ folder: String) throws -> SourceImporter.Result {
    let root = RepositoryPaths.corpus.standardizedFileURL.path
    return try SourceImporter.importApp(folder: root + "/" + folder, searchRoot: root) {
      PathResolver.relative($0, to: root)
    }
  }

  @Test func backyardBirdsStacksTitlesAndSheets() throws {
    let app = try Self.importApp("backyard-birds-source")
    #expect(try app.screen("BirdsNavigationStack").navigationTitle?.key?.key == "Birds")
    #expect(try app.screen("BackyardGrid").navigationTitle?.key?.key == "Backyards")
    let account = try app.screen("AccountNavigationStack")
    #expect(account.navigationTitle?.key?.key == "Account")
    #expect(account.rightBarButtonItems.map { $0.accessibilityLabel?.key?.key } == ["Edit Account"])
    #expect(account.segues.map(\.destination) == ["EditAccountForm.stack", "BackyardBirdsPassShop"])
    let form = try app.screen("EditAccountForm")
    #expect(form.navigationTitle?.key?.key == "Account Information")
    #expect(form.rightBarButtonItems.map { $0.title?.key?.key } == ["Done"])
    #expect(form.rightBarButtonItems.first?.style == .done)
    // `NavigationLink(value: backyard.id)` meets `navigationDestination(for: Backyard.ID.self)`.
    #expect(try app.screen("BackyardGrid").segues.map(\.destination) == ["BackyardDetailView"])
    #expect(try app.screen("BirdFoodPickerSheet").segues.map(\.destination) == ["BirdFoodShop"])
    #expect(app.scenario.flows.map(\.name).contains("Backyards › BackyardDetailView › Bird Food › Bird Food Shop"))
  }

  @Test func backyardBirdsReportsWhatOnlyRunTimeKnows() throws {
    let unresolved = try Self.importApp("backyard-birds-source").unresolved
    #expect(unresolved.contains("57:10 the title 'backyard.name' is only known at run time"))
    let sources = try Self.importApp("backyard-birds-source").issues.filter { $0.kind == .unresolvedInSource }.map {
      $0.location.description
    }
    #expect(
      sources == [
        "backyard-birds-source/Multiplatform/Backyards/BackyardDetailView.swift:57:10",
        "backyard-birds-source/Multiplatform/ContentView.swift:18:9",
        "backyard-birds-source/Multiplatform/Navigation/AppSidebarList.swift:15:35",
        "backyard-birds-source/Multiplatform/Navigation/AppTabView.swift:15:13",
      ])
  }

  @Test func foodTruckSplitViewAndSidebar() throws {
    let app = try Self.importApp("food-truck")
    guard case .split(let split)? = try app.screen("ContentView.split").container else {
      Issue.record("no split view")
      return
    }
    #expect(split.primary == "ContentView.sidebar")
    #expect(split.secondary == "ContentView.stack")
    #expect(try app.screen("Sidebar").navigationTitle?.key?.key == "Food Truck")
    let signUp = try app.screen("SignUpView")
    #expect(signUp.navigationTitle?.key?.key == "Sign up")
    #expect(signUp.leftBarButtonItems?.map { $0.title?.key?.key } == ["Cancel"])
    #expect(signUp.rightBarButtonItems.map { $0.title?.key?.key } == ["Sign Up"])
    #expect(try app.screen("StoreSupportView").segues.map(\.destination) == ["RefundView"])
    #expect(try app.screen("RefundView").navigationTitle?.key?.key == "Refund purchases")
    // The sidebar's links set a selection; the detail column switches on it at run time.
    let unresolved = app.unresolved
    #expect(unresolved.filter { $0.contains("the link's value 'Panel.") }.count == 8)
    #expect(
      unresolved.contains(
        "29:16 which view is shown depends on 'selection ?? .truck' at run time; each one is audited on its own"))
    #expect(unresolved.contains("51:10 the title 'order.id' is only known at run time"))
    #expect(try app.screen("TruckView").navigationTitle?.key?.key == "Truck")
  }

  @Test func everyCorpusSourceFolderImportsWithoutAnError() throws {
    for folder in ["backyard-birds-source", "food-truck"] {
      #expect(throws: Never.self, "folder \(folder)") { try Self.importApp(folder) }
    }
  }
}

/// NetNewsWire's iOS code: UIKit table view controllers that title themselves and push
/// SwiftUI settings screens in hosting controllers.
@Suite("NetNewsWire's UIKit code", .enabled(if: RepositoryPaths.corpusAvailable))
struct NetNewsWireSourceTests {
  /// Imported once for the suite: parsing in a debug build is slow.
  static let imported = Result { try CorpusSourceTests.importApp("netnewswire-source") }
  @Test func settingsPushControllersAndSwiftUIScreens() throws {
    let app = try Self.imported.get()
    let settings = try app.screen("SettingsViewController")
    #expect(
      settings.segues.compactMap(\.destination) == [
        "AddAccountViewController", "AccountInspectorViewController", "TimelineCustomizerCollectionViewController",
        "ArticleThemesTableViewController", "ColorPaletteTableViewController", "ErrorLogView", "AccountStatsView",
        "CloudKitStatsView", "ActivityLogView", "DinosaursView", "AboutView",
      ])
    // Every push is made in one `case` of the row's `switch`.
    #expect(settings.segues.allSatisfy { $0.conditional && $0.kind == .show })
    let timeline = try app.screen("TimelineCustomizerCollectionViewController")
    #expect(timeline.title?.key?.key == "Timeline Layout")
    #expect(
      timeline.title?.location.description
        == "netnewswire-source/iOS/Settings/TimelineCustomizerCollectionViewController.swift:46:3")
    #expect(try app.screen("ErrorLogView").navigationTitle?.key?.key == "Error Log")
    #expect(try app.screen("ErrorLogView").rightBarButtonItems.map { $0.title?.key?.key } == ["Copy Contents"])
    let themes = try app.screen("ArticleThemesTableViewController")
    #expect(themes.rightBarButtonItems.map(\.systemItem) == [.add])
    #expect(themes.rightBarButtonItems.first?.title?.key?.key == "Import Theme")
    let image = try app.screen("ImageViewController")
    #expect(image.leftBarButtonItems?.map(\.systemItem) == [.close])
    #expect(image.rightBarButtonItems.map(\.systemItem) == [.action])
  }

  @Test func shareExtensionLiteralsAndACreatorsTitle() throws {
    let app = try Self.imported.get()
    let share = try app.screen("ShareAddFeedViewController")
    // UIKit shows a `String` as written: these are literals, never localized.
    #expect(share.title?.literal == "NetNewsWire")
    #expect(share.leftBarButtonItems?.map(\.systemItem) == [.cancel])
    #expect(share.rightBarButtonItems.map { $0.title?.literal } == ["Add Feed"])
    #expect(share.rightBarButtonItems.first?.style == .done)
    // `folderPickerController.title = "Folder"` before the push titles that creation.
    #expect(share.segues.map(\.destination) == ["ShareFolderPickerController.L152"])
    #expect(try app.screen("ShareFolderPickerController.L152").title?.literal == "Folder")
  }

  @Test func whatOnlyRunTimeOrTheStoryboardsKnowIsReported() throws {
    let unresolved = try Self.imported.get().unresolved
    #expect(unresolved.contains("37:3 the title 'account.nameForDisplay' is only known at run time"))
    #expect(unresolved.contains("150:4 the bar button item 'readBarButtonItem' is an outlet, set by a storyboard"))
    #expect(
      unresolved.contains(
        "182:4 the storyboard scene 'LocalAccountNavigationViewController' is not in the Swift files read;"
          + " audit the app folder with its storyboards"))
    #expect(
      unresolved.contains(
        "935:3 the bar button items 'shouldShowFilterButton ? filterButton : nil' are only known at run time"))
  }

  /// NetNewsWire's SwiftUI settings screens.
  @Test func netNewsWireSwiftUISettings() throws {
    let app = try Self.imported.get()
    let stats = try app.screen("AccountStatsView")
    #expect(stats.navigationTitle?.key?.key == "Account Stats")
    // `Label(NSLocalizedString("Refresh", comment: …), systemImage: "arrow.clockwise")`
    #expect(stats.rightBarButtonItems.map { $0.accessibilityLabel?.key?.key } == ["Refresh"])
    #expect(stats.rightBarButtonItems.map(\.image) == ["arrow.clockwise"])
    #expect(try app.screen("AboutView").navigationTitle?.literal == "About NetNewsWire", "Text(verbatim:)")
    #expect(try app.screen("AccountNotificationInspectorView").largeTitleDisplayMode == .never)
  }
}

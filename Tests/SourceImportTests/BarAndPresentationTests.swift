import Diagnostics
import Navigation
import SourceImport
import Testing

@Suite("SwiftUI toolbars, presentations, tabs and split views")
struct BarAndPresentationTests {
  @Test func toolbarPlacementsPutItemsOnTheirSide() throws {
    let result = Source.read(
      """
      struct Editor: View {
        var body: some View {
          Form {}
            .navigationTitle("Edit")
            .toolbar {
              ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
              ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
              ToolbarItemGroup(placement: .topBarTrailing) {
                Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }
                Button(action: {}) { Image(systemName: "star") }.accessibilityLabel("Favorite")
              }
              ToolbarItem(placement: .principal) { Text("Editing") }
              ToolbarItem(placement: .bottomBar) { EditButton() }
              ToolbarItem(placement: .topBarLeading) { Button(title) {} }
            }
        }
      }
      """)
    let editor = try result.screen("Editor")
    #expect(editor.leftBarButtonItems?.map { $0.title?.key?.key } == ["Cancel", nil])
    // UIKit lists right items from the right edge.
    #expect(
      editor.rightBarButtonItems.map { $0.accessibilityLabel?.key?.key ?? $0.title?.key?.key } == [
        "Favorite", "Share", "Save",
      ])
    #expect(editor.rightBarButtonItems.last?.style == .done, "a confirmation action is bold")
    #expect(editor.rightBarButtonItems.map(\.image) == ["star", "square.and.arrow.up", nil])
    #expect(editor.titleView?.accessibilityLabel?.key?.key == "Editing")
    #expect(editor.toolbarItems.map(\.systemItem) == [.edit])
    #expect(editor.rightBarButtonItems.first?.location.line == 10)
    #expect(result.unresolved == ["14:50 the toolbar item's text 'title' is only known at run time"])
  }

  @Test func presentationsBecomePresentSegues() throws {
    let result = Source.read(
      """
      struct Home: View {
        var body: some View {
          List {}
            .navigationTitle("Home")
            .sheet(isPresented: $a) { NavigationStack { SignUp() } }
            .fullScreenCover(item: $b) { item in Player() }
            .popover(isPresented: $c) { Help() }
        }
      }
      struct SignUp: View { var body: some View { Form {}.navigationTitle("Sign up") } }
      struct Player: View { var body: some View { Text("") } }
      struct Help: View { var body: some View { Text("") } }
      """)
    let segues = try result.screen("Home").segues
    #expect(segues.map(\.kind) == [.present, .present, .popover])
    #expect(segues.map(\.style) == [.pageSheet, .fullScreen, nil])
    #expect(segues.map(\.destination) == ["Home.stack", "Player", "Help"])
    #expect(segues.map(\.location.line) == [5, 6, 7])
    guard case .navigation(let spec)? = try result.screen("Home.stack").container else {
      Issue.record("the sheet is not a navigation stack")
      return
    }
    #expect(spec.stack == ["SignUp"])
  }

  @Test func tabViewsMakeTabsWithTheirItems() throws {
    let result = Source.read(
      """
      struct Tabs: View {
        var body: some View {
          TabView {
            NavigationStack { Text("").navigationTitle("Birds") }
              .tabItem { Label("Birds", systemImage: "bird") }
            Plants()
              .tabItem { Text("Plants") }
          }
        }
      }
      struct Plants: View { var body: some View { Text("").navigationTitle("Plants") } }
      """)
    guard case .tabs(let spec)? = try result.screen("Tabs.tabs").container else {
      Issue.record("no tab container")
      return
    }
    #expect(spec.items == ["Tabs.stack", "Plants"])
    #expect(try result.screen("Tabs.stack").tabBarItem?.title?.key?.key == "Birds")
    #expect(try result.screen("Tabs.stack").tabBarItem?.image == "bird")
    #expect(try result.screen("Plants").tabBarItem?.title?.key?.key == "Plants")
  }

  @Test func tabsWrittenWithTabAndDestinationsPresentedByState() throws {
    let result = Source.read(
      """
      struct Tabs: View {
        var body: some View {
          TabView {
            Tab("Feeds", systemImage: "list.bullet") { Feeds() }
          }
        }
      }
      struct Feeds: View {
        var body: some View {
          List {}
            .navigationTitle("Feeds")
            .navigationDestination(isPresented: $adding) { AddFeed() }
        }
      }
      struct AddFeed: View { var body: some View { Form {}.navigationTitle("Add Feed") } }
      """)
    guard case .tabs(let spec)? = try result.screen("Tabs.tabs").container else {
      Issue.record("no tab container")
      return
    }
    #expect(spec.items == ["Feeds"])
    #expect(try result.screen("Feeds").tabBarItem?.title?.key?.key == "Feeds")
    #expect(try result.screen("Feeds").tabBarItem?.image == "list.bullet")
    #expect(try result.screen("Feeds").segues.map { "\($0.kind) \($0.destination ?? "")" } == ["show AddFeed"])
    #expect(result.scenario.flows.map(\.name) == ["Feeds › Add Feed"])
  }

  @Test func splitViewColumnsEachGetAStack() throws {
    let result = Source.read(
      """
      struct Root: View {
        var body: some View {
          NavigationSplitView {
            List {}.navigationTitle("Mail")
          } content: {
            Inbox()
          } detail: {
            NavigationStack { Text("").navigationTitle("Message") }
          }
        }
      }
      struct Inbox: View { var body: some View { List {}.navigationTitle("Inbox") } }
      """)
    guard case .split(let spec)? = try result.screen("Root.split").container else {
      Issue.record("no split container")
      return
    }
    #expect(spec.style == .tripleColumn)
    #expect(spec.primary == "Root.sidebar")
    #expect(spec.supplementary == "Root.content")
    #expect(spec.secondary == "Root.stack")
    guard case .navigation(let inbox)? = try result.screen("Root.content").container else {
      Issue.record("the content column has no stack")
      return
    }
    #expect(inbox.stack == ["Inbox"])
    #expect(result.scenario.flows.first?.name == "Root.split")
  }

  @Test func branchesWithDifferentBarsAreEachAuditedAndReported() throws {
    let result = Source.read(
      """
      struct Detail: View {
        var body: some View {
          switch selection {
          case .truck: TruckView()
          case .orders: OrdersView()
          }
        }
      }
      struct TruckView: View { var body: some View { Text("").navigationTitle("Truck") } }
      struct OrdersView: View { var body: some View { Text("").navigationTitle("Orders") } }
      """)
    #expect(try result.screen("TruckView").navigationTitle?.key?.key == "Truck")
    #expect(try result.screen("OrdersView").navigationTitle?.key?.key == "Orders")
    #expect(
      result.unresolved == [
        "3:12 which view is shown depends on 'selection' at run time; each one is audited on its own"
      ])
  }

  @Test func editorRoleAndDeprecatedNavigationBarItems() throws {
    let app = Source.read(
      """
      struct Editor: View {
        var body: some View {
          NavigationStack {
            List {}
              .navigationTitle("Notes")
              .navigationBarItems(
                leading: Button("Close") {},
                trailing: HStack { EditButton(); Button { } label: { Image(systemName: "plus") }.accessibilityLabel("Add") })
              .toolbarRole(.editor)
          }
        }
      }
      """)
    let editor = try app.screen("Editor")
    #expect(editor.navigationItemStyle == .editor)
    #expect(editor.leftBarButtonItems?.map { $0.title?.key?.key } == ["Close"])
    // Listed from the right edge, as UIKit lists right items.
    #expect(editor.rightBarButtonItems.map(\.systemItem) == [nil, .edit])
    #expect(editor.rightBarButtonItems.first?.accessibilityLabel?.key?.key == "Add")
  }
}

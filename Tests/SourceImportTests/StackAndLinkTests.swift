import Diagnostics
import Navigation
import SourceImport
import Testing

@Suite("SwiftUI stacks and links")
struct StackAndLinkTests {
  static let app = """
    import SwiftUI

    @main
    struct BirdsApp: App {
      var body: some Scene {
        WindowGroup {
          NavigationStack {
            BirdList()
          }
        }
      }
    }

    struct BirdList: View {
      var body: some View {
        List {
          NavigationLink(destination: BirdDetail()) { Text("Robin") }
          NavigationLink {
            Settings()
          } label: {
            Label("Settings", systemImage: "gear")
          }
        }
        .navigationTitle("Birds")
      }
    }

    struct BirdDetail: View {
      var body: some View {
        Text("Detail")
          .navigationTitle(Text("Bird Detail"))
          .navigationBarTitleDisplayMode(.inline)
          .navigationBarBackButtonHidden(true)
      }
    }

    struct Settings: View {
      var body: some View {
        Form {}.navigationTitle(String(localized: "Settings", table: "Prefs"))
      }
    }
    """

  @Test func aStackHoldsItsRootScreenWithLargeTitles() throws {
    let result = Source.read(Self.app)
    let stack = try result.screen("App.stack")
    guard case .navigation(let spec)? = stack.container else {
      Issue.record("not a navigation container: \(String(describing: stack.container))")
      return
    }
    #expect(spec.stack == ["BirdList"])
    #expect(spec.prefersLargeTitles)
    #expect(try result.screen("BirdList").navigationTitle?.key?.key == "Birds")
    #expect(try result.screen("BirdList").navigationTitle?.key?.table == "Localizable")
  }

  @Test func linksBecomeShowSeguesLocatedAtTheLink() throws {
    let list = try Source.read(Self.app).screen("BirdList")
    #expect(list.segues.map(\.kind) == [.show, .show])
    #expect(list.segues.map(\.destination) == ["BirdDetail", "Settings"])
    #expect(list.segues.first?.location.line == 17)
    #expect(list.segues.first?.location.column == 7)
  }

  @Test func modifiersSetTheBarOfTheScreenThatShowsTheView() throws {
    let result = Source.read(Self.app)
    let detail = try result.screen("BirdDetail")
    #expect(detail.navigationTitle?.key?.key == "Bird Detail")
    #expect(detail.navigationTitle?.location.line == 31, "the modifier's line")
    #expect(detail.largeTitleDisplayMode == .never)
    #expect(detail.hidesBackButton)
    #expect(try result.screen("Settings").navigationTitle?.key?.table == "Prefs")
  }

  @Test func flowsWalkEveryLinkFromTheWindow() {
    let flows = Source.read(Self.app).scenario.flows
    #expect(flows.map(\.name) == ["Birds › Bird Detail", "Birds › Settings"])
  }

  @Test func valueLinksResolveThroughNavigationDestination() throws {
    let result = Source.read(
      """
      struct Root: View {
        var body: some View {
          NavigationStack {
            List {
              NavigationLink(value: Panel.orders) { Text("Orders") }
              NavigationLink(value: bird.id) { Text("Robin") }
              NavigationLink(value: selection) { Text("Other") }
            }
            .navigationDestination(for: Panel.self) { panel in OrdersView() }
            .navigationDestination(for: Bird.ID.self) { id in BirdView(id: id) }
          }
        }
      }
      struct OrdersView: View { var body: some View { Text("").navigationTitle("Orders") } }
      struct BirdView: View { var body: some View { Text("").navigationTitle("Bird") } }
      """)
    let root = try result.screen("Root")
    #expect(root.segues.map(\.destination) == ["OrdersView", "BirdView"])
    #expect(result.unresolved.count == 1)
    #expect(
      result.unresolved == [
        "7:31 the link's value 'selection' is not resolved: none of the navigationDestination(for:) in reach takes it for certain"
      ])
  }

  @Test func aValueLinkWithoutDestinationIsReportedNotGuessed() {
    let result = Source.read(
      """
      struct Sidebar: View {
        var body: some View {
          List { NavigationLink(value: Panel.truck) { Text("Truck") } }.navigationTitle("Food Truck")
        }
      }
      """)
    #expect(result.unresolved.map { $0.prefix(4) } == ["3:34"])
    #expect(result.unresolved.first?.contains("no navigationDestination(for:) is in reach") == true)
  }
}

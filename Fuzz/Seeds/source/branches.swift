import SwiftUI

enum Panel: Hashable { case truck, city(Int) }

struct Router: View {
  @State var loggedIn = false
  @State var mode = 0
  var body: some View {
    if loggedIn {
      NavigationStack { Home() }
    } else if mode == 1 {
      GeometryReader { _ in NavigationStack { Text("Onboarding").navigationTitle("Welcome") } }
    } else {
      Text("Logged out")
    }
  }
}

struct Home: View {
  @State var mode = 0
  var body: some View {
    switch mode {
    case 0:
      List {
        NavigationLink(value: Panel.truck) { Text("Truck") }
        NavigationLink(value: Panel.city(3)) { Text("City") }
      }
      .navigationTitle("Home")
      .navigationDestination(for: Panel.self) { panel in PanelView(panel: panel) }
    default:
      Text("Other").navigationTitle("Other")
    }
  }
}

struct PanelView: View {
  let panel: Panel
  var body: some View { Group { Text("Panel") }.navigationTitle("Panel") }
}

import SwiftUI

struct RootTabs: View {
  var body: some View {
    TabView {
      Tab("Birds", systemImage: "bird") {
        NavigationStack { Text("All").navigationTitle("Birds") }
      }
      Tab(String(localized: "Plants"), systemImage: "leaf") { PlantsView() }
      NavigationView { Text("Old").navigationTitle("Legacy") }
        .tabItem { Label("Legacy", systemImage: "clock") }
      SearchView()
        .tabItem {
          Image(systemName: "magnifyingglass")
          Text("Search")
        }
      ForEach(0..<2) { index in Text("\(index)") }
    }
  }
}

struct PlantsView: View {
  var body: some View { NavigationStack { List {}.navigationTitle("Plants") } }
}

struct SearchView: View {
  var body: some View { Text("Search").navigationTitle(LocalizedStringKey("Search")) }
}

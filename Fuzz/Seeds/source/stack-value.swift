import SwiftUI

@main
struct BirdsApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}

struct Bird: Identifiable, Hashable { let id: Int; let name: String }

struct ContentView: View {
  let birds: [Bird] = []
  var body: some View {
    NavigationStack {
      List(birds) { bird in
        NavigationLink(value: bird) { Text(bird.name) }
        NavigationLink("Settings", value: "settings")
      }
      .navigationTitle("Birds")
      .navigationDestination(for: Bird.self) { bird in BirdDetail(bird: bird) }
      .navigationDestination(for: String.self) { _ in SettingsView() }
    }
  }
}

struct BirdDetail: View {
  let bird: Bird
  var body: some View {
    Text(bird.name)
      .navigationTitle(bird.name)
      .navigationBarTitleDisplayMode(.inline)
  }
}

struct SettingsView: View {
  var body: some View {
    Form { Toggle("Sounds", isOn: .constant(true)) }.navigationTitle("Settings")
  }
}

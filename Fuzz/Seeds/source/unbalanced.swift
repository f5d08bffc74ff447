import SwiftUI

struct Broken: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Next") { Text("Next").navigationTitle("Next")
      }
      .navigationTitle("Broken"
      .toolbar { Button("Add") { ) }
  }
}

struct StillRead: View {
  var body: some View { Text("").navigationTitle("Still read") }

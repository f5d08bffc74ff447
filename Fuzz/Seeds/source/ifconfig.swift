import SwiftUI

#if os(iOS)
struct Platform: View {
  var body: some View {
    NavigationStack {
      List {
        #if DEBUG
        NavigationLink("Debug") { DebugView() }
        #else
        NavigationLink("Release") { Text("R") }
        #endif
        #if canImport(UIKit) && !os(macOS)
        NavigationLink("Native") { Text("N").navigationTitle("Native") }
        #endif
      }
      .navigationTitle("Platform")
      #if os(iOS)
      .navigationBarTitleDisplayMode(.large)
      #elseif os(macOS)
      .navigationSubtitle("Mac")
      #endif
    }
  }
}
#elseif os(macOS)
struct Platform: View { var body: some View { Text("mac") } }
#endif

struct DebugView: View {
  #if swift(>=5.9)
  var body: some View { Text("Debug").navigationTitle("Debug") }
  #else
  var body: some View { Text("Old") }
  #endif
}

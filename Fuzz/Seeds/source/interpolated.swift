import SwiftUI

struct Inbox: View {
  let count: Int = 3
  var name = "Ada"
  var messages: [String] = []
  var body: some View {
    NavigationStack {
      List(messages, id: \.self) { Text($0) }
        .navigationTitle("Inbox (\(count))")
        .toolbar {
          ToolbarItem { Text("Hello \(name), \(messages.count) new") }
          ToolbarItem(placement: .topBarLeading) {
            Button(NSLocalizedString("Refresh", tableName: "Mail", value: "Reload", comment: "")) {}
          }
          ToolbarItem { Text(verbatim: "v1.0") }
          ToolbarItem { Text("Rate: \(0.5, specifier: "%.1f") 100%") }
          ToolbarItem { Text("Tab\t\"quoted\" \u{1F426}") }
        }
    }
  }
}

struct Detail: View {
  var title: String
  var body: some View { Text("").navigationTitle(title) }
}

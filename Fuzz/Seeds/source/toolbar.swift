import SwiftUI

struct Editor: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    NavigationStack {
      Form { TextField("Name", text: .constant("")) }
        .navigationTitle("Edit")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
          ToolbarItem(placement: .confirmationAction) { doneButton }
          ToolbarItem(placement: .principal) { Text("Editing") }
          ToolbarItemGroup(placement: .bottomBar) {
            Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }
            Spacer()
            EditButton()
            ShareLink(item: URL(string: "https://example.com")!)
          }
          ToolbarItem(placement: placement) { Image(systemName: "gear").accessibilityLabel("Settings") }
          Menu("More") { Button("A") {} }
        }
        .navigationBarBackButtonHidden(true)
    }
  }

  var doneButton: some View {
    Button(action: { dismiss() }) { Text("Done") }
  }

  var placement: ToolbarItemPlacement { .topBarTrailing }
}

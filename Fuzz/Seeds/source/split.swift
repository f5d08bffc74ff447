import SwiftUI

struct Library: View {
  @State private var selection: Int?
  var body: some View {
    NavigationSplitView {
      List(0..<3, selection: $selection) { index in Text("Shelf \(index)") }
        .navigationTitle("Shelves")
    } content: {
      BookList().navigationTitle("Books")
    } detail: {
      if let selection { BookDetail(index: selection) } else { Text("Pick a book") }
    }
  }
}

struct BookList: View {
  var body: some View {
    List { NavigationLink("First", destination: BookDetail(index: 1)) }
  }
}

struct BookDetail: View {
  let index: Int
  var body: some View {
    Text("Book").navigationTitle("Book \(index)")
  }
}

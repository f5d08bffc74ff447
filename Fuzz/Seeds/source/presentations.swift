import SwiftUI

struct Account: View {
  @State private var showLogin = false
  @State private var showHelp = false
  @State private var item: Int?
  var body: some View {
    NavigationStack {
      VStack {
        Button("Log in") { showLogin = true }
        Button("Help") { showHelp = true }
      }
      .navigationTitle("Account")
      .sheet(isPresented: $showLogin) { LoginView() }
      .fullScreenCover(isPresented: $showHelp) {
        NavigationStack { HelpView().navigationTitle("Help") }
      }
      .popover(item: $item) { value in Text("\(value)") }
    }
    .sheet(isPresented: .constant(false), content: { Text("Outside") })
  }
}

struct LoginView: View {
  var body: some View {
    NavigationStack {
      Text("Welcome")
        .navigationTitle("Log In")
        .toolbar { Button("Close") {} }
    }
  }
}

struct HelpView: View { var body: some View { Text("?") } }

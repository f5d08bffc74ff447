import SwiftUI

struct Ping: View {
  var body: some View { NavigationLink("Pong") { Pong() }.navigationTitle("Ping") }
}

struct Pong: View {
  var body: some View { NavigationLink("Ping") { Ping() }.navigationTitle("Pong") }
}

struct Me: View {
  var body: some View { Me().navigationTitle("Me") }
}

struct Root: View {
  var body: some View { NavigationStack { Ping() } }
}

struct Root: View {
  var body: some View { NavigationStack { Pong() } }
}

struct Chain: View { var body: some View { NavigationStack { C0() } } }
struct C0: View { var body: some View { NavigationLink("1") { C1() }.navigationTitle("0") } }
struct C1: View { var body: some View { NavigationLink("2") { C2() }.navigationTitle("1") } }
struct C2: View { var body: some View { NavigationLink("3") { C3() }.navigationTitle("2") } }
struct C3: View { var body: some View { NavigationLink("0") { C0() }.navigationTitle("3") } }

struct Previews: PreviewProvider {
  static var previews: some View { Root() }
}

struct Deep: View {
  var body: some View {
    NavigationStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
VStack {
NavigationLink("Down") { Text("Bottom").navigationTitle("Bottom") }
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
    .navigationTitle("Deep")
    }
  }
}
struct Chain: View {
  var body: some View {
    Text("x")
      .navigationTitle("T0")
      .navigationTitle("T1")
      .navigationTitle("T2")
      .navigationTitle("T3")
      .navigationTitle("T4")
      .navigationTitle("T5")
      .navigationTitle("T6")
      .navigationTitle("T7")
      .navigationTitle("T8")
      .navigationTitle("T9")
      .navigationTitle("T10")
      .navigationTitle("T11")
      .navigationTitle("T12")
      .navigationTitle("T13")
      .navigationTitle("T14")
      .navigationTitle("T15")
      .navigationTitle("T16")
      .navigationTitle("T17")
      .navigationTitle("T18")
      .navigationTitle("T19")
      .navigationTitle("T20")
      .navigationTitle("T21")
      .navigationTitle("T22")
      .navigationTitle("T23")
      .navigationTitle("T24")
      .navigationTitle("T25")
      .navigationTitle("T26")
      .navigationTitle("T27")
      .navigationTitle("T28")
      .navigationTitle("T29")
      .navigationTitle("T30")
      .navigationTitle("T31")
      .navigationTitle("T32")
      .navigationTitle("T33")
      .navigationTitle("T34")
      .navigationTitle("T35")
      .navigationTitle("T36")
      .navigationTitle("T37")
      .navigationTitle("T38")
      .navigationTitle("T39")
      .navigationTitle("T40")
      .navigationTitle("T41")
      .navigationTitle("T42")
      .navigationTitle("T43")
      .navigationTitle("T44")
      .navigationTitle("T45")
      .navigationTitle("T46")
      .navigationTitle("T47")
      .navigationTitle("T48")
      .navigationTitle("T49")
      .navigationTitle("T50")
      .navigationTitle("T51")
      .navigationTitle("T52")
      .navigationTitle("T53")
      .navigationTitle("T54")
      .navigationTitle("T55")
      .navigationTitle("T56")
      .navigationTitle("T57")
      .navigationTitle("T58")
      .navigationTitle("T59")
  }
}
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
enum E {
struct Inner: View { var body: some View { NavigationStack { Text("").navigationTitle("Inner") } } }
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
let grid: [[[[[[[[Int]]]]]]]] = [[[[[[[[1]]]]]]]]

import Diagnostics
import Navigation
import SourceImport
import StoryboardImport
import Testing

@Suite("Swift files that do not read cleanly")
struct BadSourceTests {
  @Test func aFileThatDoesNotParseStillYieldsItsScreensAndAWarning() throws {
    let result = Source.read(
      """
      struct Birds: View {
        var body: some View {
          List { ) }.navigationTitle("Birds")
        }
      }
      struct Plants: View {
        var body: some View { Text("").navigationTitle("Plants") }
      }
      """)
    #expect(try result.screen("Plants").navigationTitle?.key?.key == "Plants")
    let warning = try #require(result.issues.first { $0.kind == .unreadableSource })
    #expect(warning.location.line == 3)
    #expect(warning.message.hasPrefix("'App.swift' does not parse here"))
  }

  @Test func deepNestingAndSelfReferenceStop() {
    let nested = String(repeating: "VStack { ", count: 300) + String(repeating: "}", count: 300)
    let result = Source.read(
      """
      struct Loop: View { var body: some View { Loop().navigationTitle("Loop") } }
      struct Deep: View { var body: some View { \(nested).navigationTitle("Deep") } }
      """)
    #expect(result.scenario.screens["Loop"] != nil)
    // The parser stops at its nesting limit: the rest of the file is reported, not read.
    #expect(result.issues.contains { $0.kind == .unreadableSource && $0.location.line == 2 })
  }

  @Test func previewsAreNotScreens() {
    let result = Source.read(
      """
      struct Birds_Previews: PreviewProvider {
        struct Preview: View { var body: some View { NavigationStack { Text("").navigationTitle("P") } } }
        static var previews: some View { Preview() }
      }
      """)
    #expect(result.scenario.screens.isEmpty)
  }
}

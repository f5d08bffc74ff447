import Diagnostics
import Foundation
import Navigation
import SourceImport
import StoryboardImport
import TestSupport
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

  /// UIKit code that refers to itself, nests deeply or chains thousands of alternatives is
  /// read in bounded time, and what it cannot resolve is reported.
  @Test func hostileUIKitCodeStops() {
    let nested =
      String(repeating: "if a {\n", count: 40) + "present(X(), animated: true)" + String(repeating: "\n}", count: 40)
    let chain = (0..<100).map { "c\($0)" }.joined(separator: " ?? ")
    let result = Source.read(
      """
      final class X: UIViewController {
        func loop() {
          var vc = UIViewController()
          vc = vc
          navigationController?.pushViewController(vc, animated: true)
          let other = other
          present(other, animated: true)
          present(make(), animated: true)
          title = title
          navigationItem.rightBarButtonItems = [item, item, item]
          present(\(chain), animated: true)
        }
        func make() -> UIViewController { return make() }
        var item: UIBarButtonItem { item }
        func deep() { \(nested) }
      }
      """)
    #expect(result.unresolved.contains("5:5 the view controller 'vc' is only known at run time"))
    #expect(result.unresolved.contains("7:5 the view controller 'other' is only known at run time"))
    #expect(result.unresolved.contains("9:5 the title 'title' is only known at run time"))
    #expect(result.unresolved.contains("10:5 the bar button item 'item' is only known at run time"))
    // The alternatives of a long `??` chain are followed only so far.
    #expect(result.unresolved.contains("11:5 the view controller 'c0' is only known at run time"))
    #expect(result.unresolved.filter { $0.hasPrefix("11:5 ") }.count <= 16)
    // Nothing it shows or sets is known: the class is not audited.
    #expect(result.scenario.screens.isEmpty)
  }

  @Test func deepNestingAndSelfReferenceStop() {
    // One view a line: a single line of them is refused before parsing (FuzzRegressionTests).
    let nested = String(repeating: "VStack {\n", count: 300) + String(repeating: "}\n", count: 300)
    let result = Source.read(
      """
      struct Loop: View { var body: some View { Loop().navigationTitle("Loop") } }
      struct Deep: View { var body: some View { \(nested).navigationTitle("Deep") } }
      """)
    #expect(result.scenario.screens["Loop"] != nil)
    // The parser stops at its nesting limit: the rest of the file is reported, not read.
    #expect(
      result.issues.contains {
        $0.kind == .unreadableSource && $0.location.line > 2 && $0.message.contains("does not parse")
      })
  }

  @Test func aLongChainOfPushesIsReadWhole() throws {
    let views = (0..<40).map { index in
      "struct S\(index): View { var body: some View { NavigationLink(\"Next\") { S\(index + 1)() }.navigationTitle(\"S\(index)\") } }"
    }
    let result = Source.read(
      "struct Root: View { var body: some View { NavigationStack { S0() } } }\n" + views.joined(separator: "\n"))
    #expect(try result.screen("S38").segues.map(\.destination) == ["S39"], "read after the chain's first screens")
    #expect(result.unresolved.isEmpty)
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

@Suite("Swift files on disk")
struct SourceFolderTests {
  @Test func invalidUTF8IsReadAndReported() throws {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text =
      Array("struct A: View { var body: some View { Text(\"\").navigationTitle(\"Caf".utf8) + [0xE9]
      + Array("\") } }\n".utf8)
    try Data(text).write(to: folder.appendingPathComponent("A.swift"))
    try Data("not swift at all {{{".utf8).write(to: folder.appendingPathComponent("Package.swift"))
    let result = try SourceImporter.importApp(folder: folder.path, searchRoot: folder.path) { $0 }
    #expect(result.scenario.screens["A"]?.navigationTitle != nil)
    #expect(result.issues.map(\.message).contains { $0.hasSuffix("A.swift' is not valid UTF-8") })
    #expect(!result.issues.contains { $0.message.contains("Package.swift") }, "the manifest is not app code")
  }
}

import Diagnostics
import Foundation
import StringTables
import Testing
import TextFiles

/// One JSON grammar: a String Catalog and a located JSON document (as calibration reads it)
/// report the same syntax error at the same place in the same words.
@Suite("One JSON grammar for every located reader")
struct JSONGrammarTests {
  @Test(arguments: [
    "{ \"a\" : tru }", "{ \"a\" : 01 }", "{ \"a\\x\" : 1 }", "{ \"a\" : 1, }", "{ \"a\" \"b\" }",
    "{ \"a\" : [1, 2 }", "{ \"a\" : \"\u{1}\" }", "{ \"a\" : 1 } x", "{ \"a\" : \"never closed }",
    "{ \"a\" : \"\\u12\" }", "{ \"a\" : -.5 }", "{ \"a\" : 1e }",
  ])
  func catalogAndNodeReadersAgreeOnSyntaxErrors(_ text: String) throws {
    let bytes = Array(text.utf8)
    let catalogError = #expect(throws: TextFileError.self) {
      _ = try StringCatalog(contents: Data(bytes), path: "t.json", name: "t")
    }
    let nodeError = #expect(throws: TextFileError.self) { _ = try JSONNode.parse(bytes, path: "t.json") }
    #expect(catalogError?.kind == .syntax)
    #expect(catalogError?.description == nodeError?.description)
  }

  @Test func surrogatePairsAndEscapesDecodeOnce() throws {
    let node = try JSONNode.parse(Array(#"["\ud83d\ude00", "\ud83d", "a\/b\t", "é"]"#.utf8), path: "t.json")
    guard case .array(let elements) = node.value else {
      Issue.record("expected an array, found \(node.kindName)")
      return
    }
    #expect(elements.map(\.value) == [.string("😀"), .string("\u{FFFD}"), .string("a/b\t"), .string("é")])
  }
}

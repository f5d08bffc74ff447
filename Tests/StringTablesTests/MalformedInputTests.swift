import Diagnostics
import Foundation
import StringTables
import Testing
import TextFiles
import UnicodeSupport

@Suite("Malformed input gives located errors")
struct MalformedInputTests {
  static let stringsCases: [MalformedCase] = [
    MalformedCase(
      "unterminated string", "\"a\" = \"b\";\n\"c\" = \"never closed;\n", at: "Test.strings:2:7",
      "unterminated quoted string"),
    MalformedCase(
      "unterminated key", "\"a\" = \"b\";\n\"c", at: "Test.strings:2:1",
      "unterminated quoted string"),
    MalformedCase(
      "backslash at end of file", "\"a\" = \"b\\", at: "Test.strings:1:7",
      "unterminated quoted string"),
    MalformedCase(
      "unterminated comment", "\"a\" = \"b\";\n  /* never closed\n\"c\" = \"d\";",
      at: "Test.strings:2:3", "unterminated comment"),
    MalformedCase(
      "missing equals sign", "\"a\" = \"b\";\n\"c\" \"d\";", at: "Test.strings:2:5",
      "unexpected character '\"' after key 'c'; expected '=' or ';'"),
    MalformedCase(
      "missing semicolon", "\"a\" = \"b\"\n\"c\" = \"d\";", at: "Test.strings:1:10",
      "missing ';' after the value of key 'a'"),
    MalformedCase(
      "missing semicolon at end of file", "\"a\" = \"b\";\n\"c\" = \"d\"", at: "Test.strings:2:10",
      "missing ';' after the value of key 'c'"),
    MalformedCase(
      "truncated after equals sign", "\"a\" = \"b\";\n\"c\" = ", at: "Test.strings:2:7",
      "unexpected end of file; expected a value for key 'c'"),
    MalformedCase(
      "truncated after key", "\"a\" = \"b\";\n\"c\"", at: "Test.strings:2:4",
      "unexpected end of file after key 'c'; expected '=' or ';'"),
    MalformedCase(
      "garbage instead of a key", "\"a\" = \"b\";\n\n  @@@ = \"x\";", at: "Test.strings:3:3",
      "unexpected character '@'; expected a key"),
    MalformedCase(
      "garbage instead of a value", "\"a\" = @;", at: "Test.strings:1:7",
      "unexpected character '@'; expected a value for key 'a'"),
    MalformedCase(
      "control character", "\"a\" = \"b\";\n\u{01}", at: "Test.strings:2:1",
      "unexpected character 'U+0001'; expected a key"),
    MalformedCase(
      "unbalanced closing brace", "\"a\" = \"b\";\n}", at: "Test.strings:2:1",
      "unexpected character '}'; expected a key"),
    MalformedCase(
      "unclosed brace", "{\n\"a\" = \"b\";\n", at: "Test.strings:1:1",
      "missing '}' for the dictionary opened here"),
    MalformedCase(
      "junk after braces", "{ \"a\" = \"b\"; } x", at: "Test.strings:1:16",
      "unexpected character 'x' after the closing '}'"),
    MalformedCase(
      "unclosed array value", "\"a\" = (\"x\", \"y\";", at: "Test.strings:1:16",
      "unexpected character ';' in array; expected ',' or ')'"),
    MalformedCase(
      "unmapped octal escape", "\"a\" = \"x\\377\";", at: "Test.strings:1:9",
      "octal escape '\\377' is no NeXTSTEP character"),
    MalformedCase(
      "invalid UTF-8",
      bytes: Array("\"a\" = \"b\";\n\"é\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8),
      at: "Test.strings:2:8", "invalid UTF-8 byte '0xC3'", kind: .encoding),
    MalformedCase(
      "binary garbage", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
      at: "Test.strings:1:1",
      "invalid UTF-8 byte '0x89'", kind: .encoding),
    MalformedCase(
      "binary garbage with NUL bytes", bytes: [0x00, 0xD8, 0x41, 0x00], at: "Test.strings:1:1",
      "invalid UTF-16LE text: unpaired surrogate 'U+D800'", kind: .encoding),
    MalformedCase(
      "odd-length UTF-16", bytes: [0xFF, 0xFE, 0x22, 0x00, 0x61], at: "Test.strings:1:2",
      "truncated UTF-16LE text: odd number of bytes", kind: .encoding),
    MalformedCase(
      "unpaired surrogate in UTF-16", bytes: [0xFF, 0xFE, 0x0A, 0x00, 0x61, 0x00, 0x00, 0xDC],
      at: "Test.strings:2:2",
      "invalid UTF-16LE text: unpaired surrogate 'U+DC00'", kind: .encoding),
    MalformedCase(
      "xml mismatched tag", "<plist><dict>\n<key>a</key>\n<string>b</strin>\n</dict></plist>",
      at: "Test.strings:3:18",
      "XML end tag does not match the start tag"),
    MalformedCase(
      "xml key without value", "<plist><dict>\n  <key>a</key>\n</dict></plist>",
      at: "Test.strings:2:3",
      "missing value for key 'a'"),
    MalformedCase(
      "xml value without key", "<plist><dict>\n  <string>b</string>\n</dict></plist>",
      at: "Test.strings:2:3",
      "unexpected '<string>'; expected '<key>'"),
    MalformedCase(
      "xml array root", "<plist><array><string>b</string></array></plist>", at: "Test.strings:1:8",
      "unexpected '<array>'; a string table must be a '<dict>'"),
    MalformedCase(
      "xml truncated", "<?xml version=\"1.0\"?>\n<plist><dict>\n<key>a</key>\n<string>b",
      at: "Test.strings:4:9",
      "XML ends before '<string>' is closed"),
    MalformedCase(
      "xml undefined entity", "<plist><dict><key>a</key><string>&nbsp;</string></dict></plist>",
      at: "Test.strings:1:40",
      "undefined XML entity"),
    MalformedCase(
      "xml entity declaration",
      "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n  <!ENTITY a \"b\">\n]>\n<plist><dict/></plist>",
      at: "Test.strings:3:3", "XML entity declarations are not allowed",
      kind: .unsafeContent),
  ]

  @Test(arguments: stringsCases)
  func stringsFiles(_ malformed: MalformedCase) {
    let error = #expect(throws: TextFileError.self) { try parseStrings(bytes: malformed.bytes) }
    #expect(error?.location.description == malformed.location)
    #expect(error?.message == malformed.message)
    #expect(error?.kind == malformed.kind)
  }

  static let catalogCases: [MalformedCase] = [
    MalformedCase(
      "empty file", "", at: "Test.xcstrings:1:1",
      "empty file; expected a String Catalog JSON object"),
    MalformedCase(
      "stray comma",
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { , }\n  }\n}",
      at: "Test.xcstrings:4:13",
      "unexpected character ','; expected a '\"' to start a key"),
    MalformedCase(
      "trailing comma", "{\n  \"sourceLanguage\" : \"en\",\n}", at: "Test.xcstrings:3:1",
      "unexpected character '}'; expected a '\"' to start a key"),
    MalformedCase(
      "missing colon", "{\n  \"sourceLanguage\" \"en\"\n}", at: "Test.xcstrings:2:20",
      "unexpected character '\"'; expected ':' after key 'sourceLanguage'"),
    MalformedCase(
      "unterminated string", "{\n  \"sourceLanguage\" : \"en\n}", at: "Test.xcstrings:2:25",
      "control character in a JSON string; write it as an escape"),
    MalformedCase(
      "truncated", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {",
      at: "Test.xcstrings:3:16",
      "unexpected end of file; expected a '\"' to start a key"),
    MalformedCase(
      "bad literal", "{ \"version\" : tru }", at: "Test.xcstrings:1:15",
      "unexpected character 't'; expected a JSON value"),
    MalformedCase(
      "bad number", "{ \"version\" : 01 }", at: "Test.xcstrings:1:15", "malformed JSON number"),
    MalformedCase(
      "bad escape", "{ \"a\\x\" : 1 }", at: "Test.xcstrings:1:5",
      "invalid escape '\\x' in a JSON string"),
    MalformedCase(
      "junk after document", "{ \"sourceLanguage\" : \"en\", \"strings\" : {} } {",
      at: "Test.xcstrings:1:45",
      "unexpected character '{' after the end of the JSON document"),
    MalformedCase(
      "missing source language", "{\n  \"strings\" : {}\n}", at: "Test.xcstrings:1:1",
      "invalid String Catalog: missing field 'sourceLanguage' at the top level",
      kind: .invalidCatalog),
    MalformedCase(
      "value of the wrong type",
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : {\n      \"localizations\" : {\n        \"de\" : { \"stringUnit\" : { \"value\" : 3 } }\n      }\n    }\n  }\n}",
      at: "Test.xcstrings:6:9",
      "invalid String Catalog: expected a string at 'strings.k.localizations.de.stringUnit.value'",
      kind: .invalidCatalog),
    MalformedCase(
      "invalid source language",
      "{\n  \"sourceLanguage\" : \"not a language\",\n  \"strings\" : {}\n}",
      at: "Test.xcstrings:2:3",
      "invalid sourceLanguage 'not a language'", kind: .invalidCatalog),
  ]

  @Test(arguments: catalogCases)
  func stringCatalogs(_ malformed: MalformedCase) {
    let error = #expect(throws: TextFileError.self) {
      try StringCatalog(contents: Data(malformed.bytes), path: "Test.xcstrings", name: "Test")
    }
    #expect(error?.location.description == malformed.location)
    #expect(error?.message == malformed.message)
    #expect(error?.kind == malformed.kind)
  }

  @Test func errorsRenderCompilerStyle() {
    let error = #expect(throws: TextFileError.self) {
      try parseStrings("\"a\" = \"b\"", path: "de.lproj/Main.strings")
    }
    #expect(
      error?.description
        == "de.lproj/Main.strings:1:10: error: missing ';' after the value of key 'a'")
  }

  @Test func theStoreReportsMissingPathsAndEveryMalformedFile() throws {
    let missing = #expect(throws: InputErrors.self) {
      try StringStore.load(
        paths: ["/nonexistent/Strings"], baseDirectory: "/nonexistent",
        developmentLanguage: locale("en"))
    }
    #expect(missing?.onlyTableError?.kind == .unreadable)
    #expect(
      missing?.description == "Strings:1:1: error: no such file or directory '/nonexistent/Strings'"
    )

    let directory = try TestFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for folder in ["de.lproj", "fr.lproj"] {
      try FileManager.default.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
    }
    try Data("\"ok\" = \"oui\";\n\"broken\" = \"non\n".utf8).write(
      to: URL(fileURLWithPath: directory + "/fr.lproj/Main.strings"))
    try Data("\"a\" = \"b\"\n".utf8).write(to: URL(fileURLWithPath: directory + "/de.lproj/Main.strings"))
    let malformed = #expect(throws: InputErrors.self) {
      try StringStore.load(
        paths: [directory, directory + "/missing"], baseDirectory: directory, developmentLanguage: locale("en"))
    }
    // Every bad file and path, in the order the files were met; not only the first.
    #expect(malformed?.ordered.map(\.location.path) == ["missing", "de.lproj/Main.strings", "fr.lproj/Main.strings"])
    #expect(malformed?.description.contains("fr.lproj/Main.strings:2:12: error: unterminated quoted string") == true)
    #expect(malformed?.description.contains("de.lproj/Main.strings:1:10: error: missing ';'") == true)
  }

  @Test func theEntityBombFixtureIsRefusedQuickly() throws {
    let clock = ContinuousClock()
    var caught: TextFileError?
    let elapsed = clock.measure {
      caught = #expect(throws: TextFileError.self) {
        try StringTable(
          stringsFileContents: TestFixtures.data("Quirks/EntityBomb.strings"),
          path: "EntityBomb.strings", name: "EntityBomb",
          folder: .base)
      }
    }
    #expect(caught?.kind == .unsafeContent)
    #expect(caught?.location.description == "EntityBomb.strings:3:2")
    #expect(elapsed < .seconds(2))
  }

  @Test func deeplyNestedInputDoesNotOverflowTheStack() {
    let nested = "\"a\" = " + String(repeating: "(", count: 5_000) + ";"
    let error = #expect(throws: TextFileError.self) { try parseStrings(nested) }
    #expect(error?.message == "too many nested arrays or dictionaries")
    let json = String(repeating: "[", count: 5_000)
    let jsonError = #expect(throws: TextFileError.self) { try parseCatalog(json) }
    #expect(jsonError?.message == "JSON nested deeper than \(StringTableLimits.maximumJSONDepth) levels")
  }
}

import Diagnostics
import Foundation
import StringTables
import Testing
import TextFiles
import UnicodeSupport

@Suite("Old-style .strings files")
struct StringsFileTests {
  private func quirks() throws -> StringTable {
    try StringTable(
      stringsFileContents: TestFixtures.data("Quirks/Quirks.strings"),
      path: "Quirks/Quirks.strings", name: "Quirks",
      folder: .locale(locale("fr")))
  }

  @Test func parsesEveryEntryOfTheQuirksFixtureInFileOrder() throws {
    let table = try quirks()
    #expect(table.format == .strings)
    #expect(table.encoding == .utf8)
    #expect(
      table.entries.map(\.key) == [
        "abc-12-xyz.title", "multi", "NSCameraUsageDescription", "unquoted.key-1", "single",
        "shorthand",
        "after.line.comments", "no.comment", "dup", "dup", "conflict", "conflict", "Hello\nWorld",
        "indented",
        "%1$@ of %2$@", "${filterName}", "empty",
      ])
    #expect(table.keys.count == 15)
  }

  @Test(arguments: [
    ("abc-12-xyz.title", "Settings"),
    ("multi", "line\nbreak"),
    ("NSCameraUsageDescription", "Cela vous permet d’ajouter des images"),
    ("unquoted.key-1", "unquoted/value:2"),
    ("single", "quoted \"double\" inside"),
    ("shorthand", "shorthand"),
    ("conflict", "Culture"),
    ("Hello\nWorld", "Line\tTab"),
    ("indented", "tabs"),
    ("%1$@ of %2$@", "%2$@ — %1$@"),
    ("${filterName}", "Open ${filterName} Filter"),
    ("empty", ""),
  ])
  func valuesMatchCoreFoundation(key: String, value: String) throws {
    #expect(try quirks().entry(forKey: key)?.value == .text(value))
  }

  @Test func keepsTheCommentDirectlyAboveEachEntry() throws {
    let table = try quirks()
    let comments = Dictionary(table.entries.map { ($0.key, $0.comment) }, uniquingKeysWith: { $1 })
    #expect(
      comments["abc-12-xyz.title"]
        == "Class = \"UINavigationItem\"; title = \"Settings\"; ObjectID = \"abc-12-xyz\";")
    #expect(comments["multi"] == "Two-line\n   comment")
    #expect(comments["after.line.comments"] == "line comment one\nline comment two")
    #expect(
      comments["no.comment"] == .some(nil), "a trailing comment belongs to the entry before it")
    #expect(comments["NSCameraUsageDescription"] == .some(nil))
  }

  @Test func recordsTheLineAndColumnOfEveryKey() throws {
    let table = try quirks()
    let locations = table.entries.map { "\($0.location.line):\($0.location.column)" }
    #expect(locations.first == "4:1")
    #expect(table.entry(forKey: "multi")?.location.description == "Quirks/Quirks.strings:8:1")
    #expect(table.entry(forKey: "indented")?.location.description == "Quirks/Quirks.strings:23:2")
    #expect(table.entries.filter { $0.key == "dup" }.map(\.location.line) == [18, 19])
  }

  @Test func duplicateAndConflictingKeysAreDiagnosedAndTheLastWins() throws {
    let table = try quirks()
    #expect(table.diagnostics.map(\.kind) == [.duplicateKey, .conflictingKey])
    let conflict = try #require(table.diagnostics.last)
    #expect(conflict.key == "conflict")
    #expect(conflict.table == "Quirks")
    #expect(conflict.locale == .locale(try locale("fr")))
    #expect(conflict.location.description == "Quirks/Quirks.strings:21:1")
    #expect(conflict.otherLocation?.description == "Quirks/Quirks.strings:20:1")
    #expect(
      conflict.message
        == "conflicting values for key 'conflict': 'Society & Culture' is replaced by 'Culture' (the last one wins)"
    )
    #expect(table.entry(forKey: "conflict")?.value == .text("Culture"))
  }

  @Test(arguments: [
    (#"\n"#, "\n"), (#"\t"#, "\t"), (#"\r"#, "\r"), (#"\""#, "\""), (#"\\"#, "\\"), (#"\'"#, "'"),
    (#"\a"#, "\u{07}"), (#"\b"#, "\u{08}"), (#"\f"#, "\u{0C}"), (#"\v"#, "\u{0B}"),
    (#"\0"#, "\u{00}"),
    (#"\101"#, "A"), (#"\0101"#, "\u{08}1"), (#"\341"#, "Æ"), (#"\U00e9"#, "é"), (#"\U00E9"#, "é"),
    (#"\UD83D\UDE00"#, "😀"), (#"\UD83Dx"#, "\u{FFFD}x"), (#"\U41"#, "A"), (#"\q"#, "q"),
    (#"\/"#, "/"),
    (#"\é"#, "é"), ("\\\n", "\n"), (#"\u00e9"#, "u00e9"),
  ])
  func escapesAreReadAsCoreFoundationReadsThem(escape: String, expected: String) throws {
    let table = try parseStrings("\"key\" = \"[\(escape)]\";")
    #expect(table.entries.first?.value == .text("[\(expected)]"))
  }

  @Test func lowercaseUEscapeIsReportedAsSuspicious() throws {
    let table = try parseStrings("\"ok\" = \"x\";\n\"caf\\u00e9\" = \"x\";")
    let diagnostic = try #require(table.diagnostics.first)
    #expect(diagnostic.kind == .suspiciousEscape)
    #expect(diagnostic.key == "cafu00e9")
    #expect(diagnostic.location.description == "Test.strings:2:5")
  }

  @Test func keysAreUnescaped() throws {
    let table = try parseStrings(#""Delete \"%@\"?\nThis cannot be undone." = "x";"#)
    #expect(table.entries.first?.key == "Delete \"%@\"?\nThis cannot be undone.")
  }

  @Test func emptyAndCommentOnlyFilesAreEmptyTables() throws {
    #expect(try parseStrings("").entries.isEmpty)
    #expect(try parseStrings("  \n/* nothing */\n// here\n").entries.isEmpty)
  }

  @Test func bracesAroundTheWholeFileAreAccepted() throws {
    let table = try parseStrings("{\n  \"a\" = \"b\";\n  c = d;\n}\n")
    #expect(table.entries.map(\.key) == ["a", "c"])
  }

  @Test func nonStringValuesAreSkippedWithADiagnostic() throws {
    let table = try parseStrings(
      #""list" = ("a", "b", { x = y; }); "data" = <0fbd 77>; "ok" = "yes";"#)
    #expect(table.entries.map(\.key) == ["ok"])
    #expect(table.diagnostics.map(\.kind) == [.unsupportedValue, .unsupportedValue])
    #expect(table.diagnostics.first?.key == "list")
  }

  @Test func unicodeLineAndParagraphSeparatorsAreWhitespace() throws {
    let table = try parseStrings("\"a\" = \"b\";\u{2028}\"c\"\u{2029}= \"d\";")
    #expect(table.entries.map(\.key) == ["a", "c"])
  }

  @Test func crlfLineEndingsCountAsOneLine() throws {
    let table = try parseStrings("\"a\" = \"b\";\r\n\r\n  \"c\" = \"d\";\r\n")
    #expect(table.entry(forKey: "c")?.location.description == "Test.strings:3:3")
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let table = try parseStrings("\"é\" = \"ü\"; \"k\" = \"v\";")
    #expect(table.entry(forKey: "k")?.location.column == 12)
  }
}

import Diagnostics
import Foundation
import StringTables
import Testing
import TextFiles
import UnicodeSupport

@Suite("Width budgets written into .strings comments")
struct StringsBudgetWriterTests {
  /// Every place a key's comment can be: a developer's `/* */`, a run of `//` lines, none,
  /// an empty one, one before the key on its line, a key after another on its line, and a
  /// key that only appears inside a comment.
  static let strings = """
    /* Settings app, German */

    /* Title of the root screen. */
    "settings.title" = "Einstellungen";

    // Title of the General screen,
    // also its sub-screens' back title.
    "general.title" = "Allgemein";

    \t"about.title" = "Info";

    /**/
    "empty.comment" = "Leer";
    /* inline */ "inline.title" = "Inline"; "same.line" = "Zeile";

    /* "commented.out" = "never touched"; */

    "other" = "Nicht in einer Leiste";

    """

  static let widths = [
    "Localizable": [
      "settings.title": 150, "general.title": 120, "about.title": 48, "empty.comment": 60, "inline.title": 70,
      "same.line": 80, "commented.out": 10,
    ]
  ]

  static let expected = """
    /* Settings app, German */

    /* Title of the root screen. Width budget: 150 pt (navaudit). */
    "settings.title" = "Einstellungen";

    // Title of the General screen,
    // also its sub-screens' back title.
    // Width budget: 120 pt (navaudit).
    "general.title" = "Allgemein";

    \t/* Width budget: 48 pt (navaudit). */
    \t"about.title" = "Info";

    /* Width budget: 60 pt (navaudit). */
    "empty.comment" = "Leer";
    /* inline Width budget: 70 pt (navaudit). */ "inline.title" = "Inline"; \n\
    /* Width budget: 80 pt (navaudit). */
    "same.line" = "Zeile";

    /* "commented.out" = "never touched"; */

    "other" = "Nicht in einer Leiste";

    """

  static func write(
    _ text: String, widths: [String: [String: Int]] = widths, path: String = "de.lproj/Localizable.strings"
  )
    throws -> StringsBudgetWriter.Result
  {
    try StringsBudgetWriter.write(Data(text.utf8), path: path, maxWidths: widths)
  }

  @Test func budgetsGoIntoTheCommentAboveEachKeyAndEverythingElseIsKept() throws {
    let result = try Self.write(Self.strings)
    #expect(result.keysWithBudget == 6)
    #expect(String(decoding: result.bytes, as: UTF8.self) == Self.expected)
    // Read back: each budgeted key's comment states its budget, the developer's words kept.
    let table = try StringTable(
      stringsFileContents: Data(result.bytes), path: "de.lproj/Localizable.strings", name: "Localizable",
      folder: .base)
    for (key, points) in Self.widths["Localizable", default: [:]] where key != "commented.out" {
      #expect(CatalogBudgetComment.budget(in: table.entry(forKey: key)?.comment) == Double(points), "\(key)")
    }
    #expect(table.entry(forKey: "settings.title")?.comment?.hasPrefix("Title of the root screen.") == true)
    #expect(table.entry(forKey: "general.title")?.comment?.hasPrefix("Title of the General screen,\n") == true)
    #expect(table.entry(forKey: "other")?.comment == nil)
    #expect(table.entry(forKey: "commented.out") == nil)
    #expect(table.entries.map(\.value) == (try Self.table(Self.strings)).entries.map(\.value))
  }

  @Test func writingAgainReplacesTheBudgetAndNeverDuplicatesIt() throws {
    let once = try Self.write(Self.strings)
    let twice = try Self.write(String(decoding: once.bytes, as: UTF8.self))
    #expect(twice.bytes == once.bytes)
    var changed = Self.widths
    changed["Localizable"]?["settings.title"] = 99
    changed["Localizable"]?["general.title"] = 101
    let again = try Self.write(String(decoding: once.bytes, as: UTF8.self), widths: changed)
    let text = String(decoding: again.bytes, as: UTF8.self)
    #expect(
      text
        == Self.expected.replacingOccurrences(of: "150 pt", with: "99 pt").replacingOccurrences(
          of: "120 pt", with: "101 pt"))
    #expect(text.components(separatedBy: "Width budget:").count - 1 == 6)
  }

  @Test func onlyTheFilesOwnTableMatches() throws {
    let result = try Self.write(Self.strings, path: "de.lproj/Main.strings")
    #expect(result.keysWithBudget == 0)
    #expect(result.bytes == Array(Self.strings.utf8))
  }

  /// UTF-16 in both byte orders, with and without a byte order mark, UTF-8 with one, UTF-32,
  /// and CRLF and CR line endings: the result is the UTF-8 LF result in the file's own
  /// encoding and line endings, as Foundation encodes it.
  @Test(arguments: [
    (String.Encoding.utf16LittleEndian, [UInt8]([0xFF, 0xFE]), "\n"),
    (.utf16BigEndian, [0xFE, 0xFF], "\r\n"),
    (.utf16LittleEndian, [], "\r\n"),
    (.utf16BigEndian, [], "\n"),
    (.utf8, [0xEF, 0xBB, 0xBF], "\r\n"),
    (.utf8, [], "\r"),
    (.utf32LittleEndian, [0xFF, 0xFE, 0x00, 0x00], "\n"),
  ])
  func encodingByteOrderMarkAndLineEndingsAreKept(encoding: String.Encoding, mark: [UInt8], lineEnd: String) throws {
    func encoded(_ text: String) throws -> [UInt8] {
      let lines = text.replacingOccurrences(of: "\n", with: lineEnd)
      return mark + [UInt8](try #require(lines.data(using: encoding)))
    }
    let original = try encoded(Self.strings)
    let result = try StringsBudgetWriter.write(
      Data(original), path: "Localizable.strings", maxWidths: Self.widths)
    #expect(result.keysWithBudget == 6)
    #expect(result.bytes == (try encoded(Self.expected)))
  }

  @Test func aRealUTF16StringsFileWithNonLatinTextKeepsEveryOtherByte() throws {
    let text = "/* 標題 */\n\"title\" = \"設定 🇯🇵\";\n\"more\" = \"שלום\";\n"
    let original = [0xFF, 0xFE] + [UInt8](try #require(text.data(using: .utf16LittleEndian)))
    let result = try StringsBudgetWriter.write(
      Data(original), path: "ja.lproj/InfoPlist.strings", maxWidths: ["InfoPlist": ["title": 90, "more": 30]])
    let expected =
      "/* 標題 Width budget: 90 pt (navaudit). */\n\"title\" = \"設定 🇯🇵\";\n/* Width budget: 30 pt (navaudit). */\n\"more\" = \"שלום\";\n"
    #expect(result.bytes == [0xFF, 0xFE] + [UInt8](try #require(expected.data(using: .utf16LittleEndian))))
    let table = try StringTable(
      stringsFileContents: Data(result.bytes), path: "ja.lproj/InfoPlist.strings", name: "InfoPlist", folder: .base)
    #expect(table.encoding == .utf16LittleEndian)
    #expect(CatalogBudgetComment.budget(in: table.entry(forKey: "more")?.comment) == 30)
  }

  @Test(arguments: [
    ("\"a\" = \"b\";\n/* never closed\n\"title\" = \"x\";\n", "Localizable.strings:2:1: error: unterminated comment"),
    (
      "\"title\" = \"x\"\n\"b\" = \"c\";\n",
      "Localizable.strings:1:14: error: missing ';' after the value of key 'title'"
    ),
    ("\"title\" = \"caf\u{E9}", "Localizable.strings:1:11: error: unterminated quoted string"),
    (
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n",
      "Localizable.strings:1:1: error: 'Localizable.strings' is an XML property list; budgets are written into text .strings files only"
    ),
    (
      "bplist00\u{1}",
      "Localizable.strings:1:1: error: 'Localizable.strings' is a binary property list; budgets are written into text .strings files only"
    ),
  ])
  func hostileInputIsRefusedWithItsLocation(text: String, message: String) throws {
    let error = try #require(throws: TextFileError.self) { try Self.write(text, path: "Localizable.strings") }
    #expect(error.description.hasPrefix(message), "\(error.description)")
  }

  @Test func invalidUTF8IsRefusedWithItsLocation() throws {
    let bytes = Array("\"title\" = \"".utf8) + [0xC3, 0x28] + Array("\";\n".utf8)
    let error = try #require(throws: TextFileError.self) {
      try StringsBudgetWriter.write(Data(bytes), path: "Localizable.strings", maxWidths: Self.widths)
    }
    #expect(error.kind == .encoding)
    #expect(error.location.line == 1 && error.location.column == 12)
  }

  static func table(_ text: String) throws -> StringTable {
    try StringTable(stringsFileContents: Data(text.utf8), path: "x.strings", name: "Localizable", folder: .base)
  }
}

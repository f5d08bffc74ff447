import Diagnostics
import Foundation
import StringTables
import Testing
import TextFiles
import UnicodeSupport

@Suite("Text encodings of .strings files")
struct EncodingTests {
  /// A table with non-ASCII text and a non-BMP character, written out in every encoding.
  static let text = "/* Überschrift */\n\"title\" = \"Einstellungen – ✓ 😀\";\n\"日本\" = \"語\";\n"

  struct EncodedCase: Sendable, CustomTestStringConvertible {
    let id: String
    let bytes: [UInt8]
    let encoding: TextEncoding
    var testDescription: String { id }
  }

  static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    text.utf16.flatMap { unit -> [UInt8] in
      let high = UInt8(unit >> 8)
      let low = UInt8(unit & 0xFF)
      return bigEndian ? [high, low] : [low, high]
    }
  }

  static func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
    text.unicodeScalars.flatMap { scalar -> [UInt8] in
      let bytes = [
        UInt8(scalar.value & 0xFF), UInt8(scalar.value >> 8 & 0xFF),
        UInt8(scalar.value >> 16 & 0xFF), 0,
      ]
      return bigEndian ? bytes.reversed() : bytes
    }
  }

  static let cases: [EncodedCase] = [
    EncodedCase(id: "UTF-8", bytes: Array(text.utf8), encoding: .utf8),
    EncodedCase(
      id: "UTF-8 with BOM", bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8), encoding: .utf8WithBOM),
    EncodedCase(
      id: "UTF-16LE with BOM", bytes: [0xFF, 0xFE] + utf16(text, bigEndian: false),
      encoding: .utf16LittleEndian),
    EncodedCase(
      id: "UTF-16BE with BOM", bytes: [0xFE, 0xFF] + utf16(text, bigEndian: true),
      encoding: .utf16BigEndian),
    EncodedCase(
      id: "UTF-16LE without BOM", bytes: utf16(text, bigEndian: false), encoding: .utf16LittleEndian
    ),
    EncodedCase(
      id: "UTF-16BE without BOM", bytes: utf16(text, bigEndian: true), encoding: .utf16BigEndian),
    EncodedCase(
      id: "UTF-32LE with BOM", bytes: [0xFF, 0xFE, 0, 0] + utf32(text, bigEndian: false),
      encoding: .utf32LittleEndian),
  ]

  @Test(arguments: cases)
  func everyEncodingGivesTheSameEntries(_ encoded: EncodedCase) throws {
    let table = try parseStrings(bytes: encoded.bytes)
    #expect(table.encoding == encoded.encoding)
    #expect(table.entries.map(\.key) == ["title", "日本"])
    #expect(table.entry(forKey: "title")?.value == .text("Einstellungen – ✓ 😀"))
    #expect(table.entry(forKey: "title")?.comment == "Überschrift")
    #expect(table.entry(forKey: "日本")?.location.description == "Test.strings:3:1")
  }

  static let xml =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n  <key>title</key>\n  <string>Überschrift 😀</string>\n</dict>\n</plist>\n"
  static let xml16 = xml.replacingOccurrences(of: "UTF-8", with: "UTF-16")

  static let xmlCases: [EncodedCase] = [
    EncodedCase(id: "UTF-8", bytes: Array(xml.utf8), encoding: .utf8),
    EncodedCase(
      id: "UTF-8 with BOM", bytes: [0xEF, 0xBB, 0xBF] + Array(xml.utf8), encoding: .utf8WithBOM),
    EncodedCase(
      id: "UTF-16LE with BOM", bytes: [0xFF, 0xFE] + utf16(xml16, bigEndian: false),
      encoding: .utf16LittleEndian),
    EncodedCase(
      id: "UTF-16BE with BOM", bytes: [0xFE, 0xFF] + utf16(xml16, bigEndian: true),
      encoding: .utf16BigEndian),
    EncodedCase(
      id: "UTF-16LE without BOM", bytes: utf16(xml16, bigEndian: false),
      encoding: .utf16LittleEndian),
  ]

  @Test(arguments: xmlCases)
  func xmlPropertyListsAreDetectedByContentInEveryEncoding(_ encoded: EncodedCase) throws {
    let table = try parseStrings(bytes: encoded.bytes)
    #expect(table.format == .xmlPropertyList)
    #expect(table.encoding == encoded.encoding)
    #expect(table.entry(forKey: "title")?.value == .text("Überschrift 😀"))
    #expect(table.entry(forKey: "title")?.location.description == "Test.strings:4:3")
  }

  @Test func utf16FilesWrittenToDiskLoadThroughTheStore() throws {
    let directory = try TestFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for (folder, bigEndian) in [("de", false), ("ja", true)] {
      try FileManager.default.createDirectory(
        atPath: "\(directory)/\(folder).lproj", withIntermediateDirectories: true)
      let bytes =
        (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + Self.utf16(Self.text, bigEndian: bigEndian)
      try Data(bytes).write(
        to: URL(fileURLWithPath: "\(directory)/\(folder).lproj/Intents.strings"))
    }
    let store = try StringStore.load(
      paths: [directory], baseDirectory: directory, developmentLanguage: locale("en"))
    #expect(store.tables.map(\.encoding) == [.utf16LittleEndian, .utf16BigEndian])
    #expect(store.tables.map(\.path) == ["de.lproj/Intents.strings", "ja.lproj/Intents.strings"])
    let resolution = try #require(store.resolve(key: "日本", table: "Intents", locale: locale("ja")))
    #expect(resolution.text == "語")
    #expect(resolution.location.description == "ja.lproj/Intents.strings:3:1")
  }

  @Test func binaryPropertyListsAreRead() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["b": "Zwei", "a": "Eins"], format: .binary, options: 0)
    let table = try StringTable(
      stringsFileContents: data, path: "x.strings", name: "x", folder: .base)
    #expect(table.format == .binaryPropertyList)
    #expect(table.entries.map(\.key) == ["a", "b"])
    #expect(table.entry(forKey: "b")?.value == .text("Zwei"))
  }
}

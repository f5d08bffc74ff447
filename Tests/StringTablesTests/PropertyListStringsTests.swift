import Diagnostics
import Foundation
import StringTables
import Testing
import TextFiles
import UnicodeSupport

@Suite("XML property lists inside .strings files")
struct PropertyListStringsTests {
  private func table() throws -> StringTable {
    try StringTable(
      stringsFileContents: TestFixtures.data("Quirks/PropertyList.strings"),
      path: "PropertyList.strings",
      name: "PropertyList", folder: .locale(locale("de")))
  }

  @Test func isDetectedByContentDespiteTheDoctypeAndComment() throws {
    let table = try table()
    #expect(table.format == .xmlPropertyList)
    #expect(
      table.entries.map(\.key) == ["plain", "entities", "empty", "cdata", "whitespace", "plain"])
  }

  @Test(arguments: [
    ("plain", "Replaced value"),
    ("entities", "Society & Culture <3 AB"),
    ("empty", ""),
    ("cdata", "<b>bold</b> & raw"),
    ("whitespace", "  spaced\n  out  "),
  ])
  func valuesAreDecoded(key: String, value: String) throws {
    #expect(try table().entry(forKey: key)?.value == .text(value))
  }

  @Test func keysHaveTheLocationOfTheirKeyElement() throws {
    let table = try table()
    #expect(table.entries.first?.location.description == "PropertyList.strings:6:5")
    #expect(table.entry(forKey: "empty")?.location.description == "PropertyList.strings:10:7")
  }

  @Test func nonStringValuesAndDuplicatesAreDiagnosed() throws {
    let table = try table()
    #expect(table.diagnostics.map(\.kind) == [.unsupportedValue, .conflictingKey])
    #expect(
      table.diagnostics.first?.message
        == "value of key 'array' is '<array>', not a string; the entry is ignored")
    #expect(table.diagnostics.last?.otherLocation?.description == "PropertyList.strings:6:5")
    #expect(table.diagnostics.last?.location.description == "PropertyList.strings:20:5")
  }

  @Test func aDictionaryWithoutPlistRootIsAccepted() throws {
    let table = try parseStrings(
      "<?xml version=\"1.0\"?>\n<dict><key>a</key><string>b</string></dict>")
    #expect(table.entries.map(\.key) == ["a"])
  }

  @Test func entityDeclarationsAreRefusedBeforeParsing() {
    let error = #expect(throws: TextFileError.self) {
      try parseStrings(
        "<!DOCTYPE plist [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<plist><dict><key>a</key><string>&x;</string></dict></plist>"
      )
    }
    #expect(error?.kind == .unsafeContent)
    #expect(error?.location.description == "Test.strings:1:18")
  }

  @Test func externalDocumentTypeDefinitionsAreNotLoaded() throws {
    let directory = try TestFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Data("<!ENTITY secret \"leaked\">".utf8).write(
      to: URL(fileURLWithPath: directory + "/x.dtd"))
    let error = #expect(throws: TextFileError.self) {
      try parseStrings(
        "<!DOCTYPE plist SYSTEM \"file://\(directory)/x.dtd\">\n<plist><dict><key>a</key><string>&secret;</string></dict></plist>"
      )
    }
    #expect(error?.message == "undefined XML entity")
  }
}

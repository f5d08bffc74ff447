import Diagnostics
import Foundation
import StringTables
import Testing
import TextFiles
import UnicodeSupport

@Suite("Reading XLIFF 1.2 exports and .xcloc bundles")
struct XLIFFTests {
  private static let xliffPath = "Export/de.xcloc/Localized Contents/de.xliff"

  private func document() throws -> XLIFFDocument {
    try XLIFFDocument(contents: TestFixtures.data(Self.xliffPath), path: Self.xliffPath)
  }

  private func store() throws -> StringStore {
    try StringStore.load(
      paths: [TestFixtures.root + "/Export"], baseDirectory: TestFixtures.root,
      developmentLanguage: locale("en"))
  }

  @Test func filesAndUnitsAreReadWithUnescapedIds() throws {
    let document = try document()
    #expect(
      document.files.map(\.original) == [
        "App/App/Base.lproj/Localizable.strings", "App/App/Base.lproj/Main.storyboard",
        "App/Common/Base.lproj/Intents.intentdefinition", "App/App/en.lproj/Localizable.stringsdict",
        "App/App/Base.lproj/InfoPlist.strings",
      ])
    #expect(document.files.map(\.tableName) == ["Localizable", "Main", "Intents", "Localizable", "InfoPlist"])
    #expect(document.files.map(\.kind) == ["strings", "storyboard", "intentdefinition", "stringsdict", "strings"])
    let units = try #require(document.files.first?.units)
    #expect(units.map(\.id) == ["Searching for\nSensor", "Say \"Hi\" & wave", "Not yet", "Empty"])
    #expect(units.map(\.target) == ["Suche nach\nSensor", "Sag „Hallo“ & winke", nil, ""])
    #expect(units[0].location.description == "\(Self.xliffPath):8:7")
    #expect(document.unitCount == 12)
    #expect(document.translatedCount == 11)
  }

  @Test func tablesAreNamedAfterTheOriginalFileInTheTargetLanguage() throws {
    let converted = try document().tables()
    #expect(converted.tables.map(\.name) == ["Localizable", "Main", "Localizable"])
    #expect(converted.tables.map(\.format) == [.xliff, .xliff, .stringsDictionary])
    #expect(
      converted.tables.map(\.original) == [
        "App/App/Base.lproj/Localizable.strings", "App/App/Base.lproj/Main.storyboard",
        "App/App/en.lproj/Localizable.stringsdict",
      ])
    let german = LocaleFolder.locale(try locale("de"))
    #expect(converted.tables.allSatisfy { $0.folder == german })
    #expect(converted.tables.first?.entries.count == 3)
    // Without the .xcloc's contents.json, the last file has no target language.
    #expect(
      converted.diagnostics.map { "\($0.kind.rawValue): \($0.message)" } == [
        "untranslated: 1 of 4 units of 'App/App/Base.lproj/Localizable.strings' have no target: untranslated in 'de'",
        "ignored-file: 'App/Common/Base.lproj/Intents.intentdefinition' is no string table (1 units); it is skipped",
        "invalid-locale: '<file>' for 'App/App/Base.lproj/InfoPlist.strings' has no usable 'target-language' (''); it is skipped",
      ])
    let withDefault = try document().tables(defaultTargetLanguage: "de")
    #expect(withDefault.tables.map(\.name) == ["Localizable", "Main", "Localizable", "InfoPlist"])
  }

  @Test func anXclocIsLoadedWithItsTargetLocaleAndWithoutSourceContents() throws {
    let store = try store()
    #expect(!store.tables.contains { $0.path.contains("Source Contents") })
    #expect(store.locales.map(\.tag) == ["de"])
    let german = try locale("de")
    #expect(store.resolve(key: "Searching for\nSensor", locale: german)?.text == "Suche nach\nSensor")
    #expect(store.resolve(key: "Say \"Hi\" & wave", locale: german)?.comment == nil)
    #expect(store.resolve(key: "Empty", locale: german)?.text == "")
    #expect(store.resolve(key: "Not yet", locale: german) == nil)
    #expect(store.resolve(key: "CFBundleDisplayName", table: "InfoPlist", locale: german)?.text == "App DE")
    #expect(store.resolve(key: "Q8r-2c-Fh4.normalTitle", table: "Main", locale: german)?.text == "Hinzufügen")
    let files = try #require(store.resolve(key: "%lld files", locale: german, arguments: [2]))
    #expect(files.text == "2 Dateien")
    #expect(files.comment == "Number of files")
    #expect(store.resolve(key: "%lld files", locale: german, arguments: [1])?.text == "1 Datei")
    let unsupported = store.diagnostics.filter { $0.kind == .unsupportedValue }.map(\.message)
    #expect(
      unsupported == ["unit 'not a dictionary path' is no '.stringsdict' path ('/key:dict/…:string'); it is ignored"])
    #expect(store.diagnostics.filter { $0.kind == .untranslated }.count == 1)
  }

  @Test func catalogVariationUnitsBecomeVariations() throws {
    let xliff = """
      <xliff version="1.2"><file original="App/Localizable.xcstrings" target-language="fr">
      <body>
      <trans-unit id="%lld photos|==|plural.one"><source>%lld photo</source><target>%lld photo</target></trans-unit>
      <trans-unit id="%lld photos|==|plural.other"><source>%lld photos</source><target>%lld photos FR</target></trans-unit>
      <trans-unit id="Tap|==|device.ipad"><source>Click</source><target>Cliquez</target></trans-unit>
      <trans-unit id="Tap|==|device.other"><source>Tap</source><target>Touchez</target></trans-unit>
      <trans-unit id="x|==|substitutions.n.plural.one"><source>a</source><target>b</target></trans-unit>
      </body></file></xliff>
      """
    let converted = try XLIFFDocument(contents: Data(xliff.utf8), path: "fr.xliff").tables()
    let table = try #require(converted.tables.first)
    #expect(
      table.entry(forKey: "%lld photos")?.value
        == .plural([.one: .text("%lld photo"), .other: .text("%lld photos FR")]))
    #expect(table.entry(forKey: "Tap")?.value == .device(["ipad": .text("Cliquez"), "other": .text("Touchez")]))
    #expect(
      table.diagnostics.map(\.message) == [
        "variation unit 'x|==|substitutions.n.plural.one' is not supported; it is ignored"
      ])
  }

  static let malformed: [MalformedCase] = [
    MalformedCase(
      "entity bomb",
      "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [\n<!ENTITY a \"aaaaaaaaaa\">\n<!ENTITY b \"&a;&a;&a;&a;\">\n]>\n<xliff version=\"1.2\">&b;</xliff>",
      at: "Test.xliff:3:1", "XML entity declarations are not allowed",
      kind: .unsafeContent),
    MalformedCase(
      "external entity",
      "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<xliff version=\"1.2\">&x;</xliff>",
      at: "Test.xliff:2:18", "XML entity declarations are not allowed",
      kind: .unsafeContent),
    MalformedCase(
      "truncated",
      "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n  <file original=\"a.strings\" target-language=\"de\">\n    <body>\n      <trans-unit id=\"a\">\n        <source>A</sou",
      at: "Test.xliff:6:23", "expected '>' to close the XML tag"),
    MalformedCase(
      "xliff 2", "<xliff version=\"2.0\" srcLang=\"en\"><file id=\"f\"/></xliff>", at: "Test.xliff:1:1",
      "XLIFF version '2.0' is not supported; Xcode exports XLIFF 1.2"),
    MalformedCase(
      "not xliff", "<plist><dict/></plist>", at: "Test.xliff:1:1",
      "expected an '<xliff>' document, found '<plist>'"),
    MalformedCase(
      "unit without id",
      "<xliff version=\"1.2\"><file original=\"a.strings\"><body>\n<trans-unit><source>a</source></trans-unit></body></file></xliff>",
      at: "Test.xliff:2:1", "'<trans-unit>' without an 'id'"),
    MalformedCase(
      "mis-encoded",
      bytes: Array("<xliff version=\"1.2\">\n<file original=\"caf".utf8) + [0xE9, 0x22, 0x2F, 0x3E]
        + Array("</xliff>".utf8),
      at: "Test.xliff:2:20", "invalid UTF-8 byte '0xE9'", kind: .encoding),
    MalformedCase(
      "binary", bytes: [0x1F, 0x8B, 0x08, 0x00, 0x12, 0x34, 0x56, 0x78, 0x00, 0x03], at: "Test.xliff:1:1",
      "expected an XML document ('<?xml' or '<xliff>')"),
    MalformedCase("empty", "", at: "Test.xliff:1:1", "XML document is empty"),
  ]

  @Test(arguments: malformed)
  func malformedXLIFFGivesLocatedErrors(_ testCase: MalformedCase) {
    do {
      _ = try XLIFFDocument(contents: Data(testCase.bytes), path: "Test.xliff")
      Issue.record("expected an error")
    } catch {
      #expect(error.location.description == testCase.location)
      #expect(error.message == testCase.message)
      #expect(error.kind == testCase.kind)
    }
  }
}

import Diagnostics
import Foundation
import StringTables
import Testing
import TextFiles
import Traits
import UnicodeSupport

@Suite("Reading .stringsdict plural, width and device rules")
struct StringsDictTests {
  /// The `Plurals` fixture: en, ru, pl and ja tables, en with a `.strings` file beside.
  private func store() throws -> StringStore {
    try StringStore.load(
      paths: [TestFixtures.root + "/Plurals"], baseDirectory: TestFixtures.root,
      developmentLanguage: locale("en"))
  }

  private func parse(_ text: String, folder: LocaleFolder = .base) throws(TextFileError)
    -> StringTable
  {
    try StringTable(
      stringsDictionaryContents: Data(text.utf8), path: "Test.stringsdict", name: "Test",
      folder: folder)
  }

  @Test func readsFormatKeysVariablesAndValueTypes() throws {
    let table = try StringTable(
      stringsDictionaryContents: TestFixtures.data("Plurals/en.lproj/Localizable.stringsdict"),
      path: "en.stringsdict", name: "Localizable", folder: .locale(locale("en")))
    #expect(table.format == .stringsDictionary)
    #expect(
      table.entries.map(\.key) == [
        "%d files in %d folders", "%lld items", "welcome", "tap.action", "photos.device",
        "unsupported.rule", "plain",
      ])
    let files = try #require(table.entry(forKey: "%d files in %d folders"))
    #expect(files.value == .text("%#@files@ in %#@folders@"))
    #expect(files.substitutions.keys.sorted() == ["files", "folders"])
    #expect(files.substitutions["files"]?.formatSpecifier == "d")
    #expect(files.substitutions["files"]?.plural[.zero] == "No files")
    #expect(files.location.description == "en.stringsdict:5:2")
    #expect(table.entry(forKey: "%lld items")?.substitutions["items"]?.formatSpecifier == "lld")
    #expect(
      table.entry(forKey: "welcome")?.value
        == .width([20: .text("Hi"), 50: .text("Hello"), 100: .text("Hello and welcome")]))
    #expect(table.entry(forKey: "plain")?.value == .text("A plain string"))
    let skipped = table.diagnostics.filter { $0.kind == .unsupportedValue }.map(\.message)
    #expect(
      skipped == [
        "variable 'gender' of key 'unsupported.rule': 'NSStringFormatSpecTypeKey' is 'NSStringGenderRuleType'; only 'NSStringPluralRuleType' is supported",
        "value of key 'list' is '<array>'; it is ignored",
      ])
  }

  struct PluralCase: Sendable, CustomTestStringConvertible {
    let locale: String
    let key: String
    let arguments: [FormatArgument]
    let text: String
    let category: PluralCategory?
    var testDescription: String { "\(locale) \(key) \(arguments)" }
  }

  static let pluralCases: [PluralCase] = [
    PluralCase(locale: "en", key: "%lld items", arguments: [0], text: "No items", category: .zero),
    PluralCase(locale: "en", key: "%lld items", arguments: [1], text: "One item", category: .one),
    PluralCase(locale: "en", key: "%lld items", arguments: [7], text: "7 items", category: .other),
    PluralCase(locale: "ru", key: "%lld items", arguments: [1], text: "1 элемент", category: .one),
    PluralCase(locale: "ru", key: "%lld items", arguments: [3], text: "3 элемента", category: .few),
    PluralCase(locale: "ru", key: "%lld items", arguments: [5], text: "5 элементов", category: .many),
    PluralCase(locale: "ru", key: "%lld items", arguments: [21], text: "21 элемент", category: .one),
    PluralCase(locale: "ru", key: "%lld items", arguments: [0], text: "0 элементов", category: .many),
    PluralCase(locale: "pl", key: "%lld items", arguments: [22], text: "22 elementy", category: .few),
    // Polish selects 'many' for 5, the file has none: 'other' is shown.
    PluralCase(locale: "pl", key: "%lld items", arguments: [5], text: "5 elementów", category: .other),
    // Japanese only ever selects 'other': the 'one' case is dead text.
    PluralCase(locale: "ja", key: "%lld items", arguments: [1], text: "1 個の項目", category: .other),
    PluralCase(
      locale: "en", key: "%d files in %d folders", arguments: [1, 3], text: "1 file in 3 folders",
      category: .one),
    PluralCase(
      locale: "en", key: "%d files in %d folders", arguments: [0, 1], text: "No files in 1 folder",
      category: .zero),
    PluralCase(
      locale: "ru", key: "%d files in %d folders", arguments: [2, 5], text: "2 файлов в 5 папках",
      category: .other),
    PluralCase(
      locale: "ru", key: "%d files in %d folders", arguments: [1, 22],
      text: "1 файл в 22 папках", category: .one),
  ]

  @Test(arguments: pluralCases)
  func pluralsAreChosenByICURules(_ testCase: PluralCase) throws {
    let resolution = try #require(
      try store().resolve(
        key: testCase.key, locale: locale(testCase.locale), arguments: testCase.arguments))
    #expect(resolution.text == testCase.text)
    #expect(resolution.pluralCategory == testCase.category)
    #expect(resolution.suppliedBy == .locale(try locale(testCase.locale)))
    #expect(resolution.issues.isEmpty)
  }

  @Test func categoriesTheLocaleNeedsOrNeverSelectsAreDiagnosed() throws {
    let diagnostics = try store().diagnostics
    let plural = diagnostics.filter {
      $0.kind == .pluralCategoryMissing || $0.kind == .pluralCategoryUnused
    }
    .map { "\($0.kind.rawValue) \($0.locale?.description ?? "-") \($0.key ?? "-")" }
    #expect(
      plural == [
        "plural-category-unused en %d files in %d folders",
        "plural-category-unused en %lld items",
        "plural-category-unused ja %lld items",
        "plural-category-missing pl %lld items",
        "plural-category-missing ru %d files in %d folders",
      ])
    let polish = try #require(diagnostics.first { $0.kind == .pluralCategoryMissing && $0.locale?.description == "pl" })
    #expect(
      polish.message
        == "plural 'items' of key '%lld items' in 'pl' lacks 'many' (e.g. 0), which 'pl' selects; the 'other' case is shown for those numbers"
    )
    let russian = try #require(
      diagnostics.first { $0.kind == .pluralCategoryMissing && $0.locale?.description == "ru" })
    #expect(
      russian.message.contains(
        "plural 'files' of key '%d files in %d folders' in 'ru' lacks 'few' (e.g. 2), 'many' (e.g. 0)"))
    let englishZero = try #require(diagnostics.first { $0.kind == .pluralCategoryUnused && $0.key == "%lld items" })
    #expect(englishZero.message.contains("Foundation still shows it for exactly 0"))
    let japanese = try #require(
      diagnostics.first { $0.kind == .pluralCategoryUnused && $0.locale?.description == "ja" })
    #expect(japanese.message.contains("has a 'one' case that 'ja' never selects"))
  }

  /// String Catalogs get the same check (MANIFEST: uk gives only one/other, pl lacks many).
  @Test func catalogPluralsAreCheckedAgainstICUToo() throws {
    let catalog = try parseCatalog(
      """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld followers":{"localizations":{
      "uk":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld читач"}},
      "other":{"stringUnit":{"state":"translated","value":"%lld читачів"}}}}},
      "ja":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld人"}}}}}}}}}
      """)
    let ukrainian = try #require(catalog.table(for: locale("uk")))
    let diagnostics = PluralCoverage.diagnostics(for: ukrainian, language: try locale("uk"))
    #expect(
      diagnostics.map(\.message) == [
        "plural variation of key '%lld followers' in 'uk' lacks 'few' (e.g. 2), 'many' (e.g. 0), which 'uk' selects; the 'other' case is shown for those numbers"
      ])
    let japanese = try #require(catalog.table(for: locale("ja")))
    #expect(PluralCoverage.diagnostics(for: japanese, language: try locale("ja")).isEmpty)
    let store = StringStore(tables: catalog.tables, developmentLanguage: try locale("en"))
    #expect(
      store.resolve(key: "%lld followers", table: "Test", locale: try locale("uk"), arguments: [3])?.text
        == "3 читачів")
  }

  @Test func aStringsDictEntryWinsOverTheSameKeyInTheStringsFile() throws {
    let store = try store()
    let items = try #require(store.resolve(key: "%lld items", locale: locale("en"), arguments: [2]))
    #expect(items.text == "2 items")
    #expect(items.location.path == "Plurals/en.lproj/Localizable.stringsdict")
    #expect(try store.resolve(key: "only.strings", locale: locale("en"))?.text == "Only in .strings")
    #expect(!store.diagnostics.contains { $0.kind == .duplicateKey || $0.kind == .conflictingKey })
    // The same holds whatever order the tables come in.
    let reversed = StringStore(tables: store.tables.reversed(), developmentLanguage: try locale("en"))
    #expect(try reversed.resolve(key: "%lld items", locale: locale("en"), arguments: [2])?.text == "2 items")
  }

  @Test(
    arguments: [
      (nil, "Hello and welcome"), (60, "Hello"), (50, "Hello"), (20, "Hi"), (5, "Hi"), (500, "Hello and welcome"),
    ] as [(Int?, String)])
  func widthVariationsPickTheWidestThatFits(width: Int?, expected: String) throws {
    #expect(try store().resolve(key: "welcome", locale: locale("en"), width: width)?.text == expected)
  }

  @Test func deviceVariationsFollowTheIdiomAndMayHoldPlurals() throws {
    let store = try store()
    #expect(try store.resolve(key: "tap.action", locale: locale("en"), idiom: .phone)?.text == "Tap")
    #expect(try store.resolve(key: "tap.action", locale: locale("en"), idiom: .pad)?.text == "Tap or click")
    let pad = try #require(store.resolve(key: "photos.device", locale: locale("en"), arguments: [3], idiom: .pad))
    #expect(pad.text == "3 photos on this iPad")
    #expect(
      try store.resolve(key: "photos.device", locale: locale("en"), arguments: [3], idiom: .phone)?.text == "Photos")
  }

  @Test func binaryPropertyListsLoad() throws {
    let plist: [String: Any] = [
      "%d songs": [
        "NSStringLocalizedFormatKey": "%#@songs@",
        "songs": [
          "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
          "one": "%d song", "other": "%d songs",
        ],
      ]
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
    let table = try StringTable(
      stringsDictionaryContents: data, path: "Binary.stringsdict", name: "Binary", folder: .base)
    let store = StringStore(tables: [table], developmentLanguage: try locale("en"))
    #expect(try store.resolve(key: "%d songs", table: "Binary", locale: locale("en"), arguments: [1])?.text == "1 song")
  }

  @Test func aVariableWithoutOtherIsDiagnosed() throws {
    let table = try parse(
      """
      <plist><dict><key>k</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>one</key><string>one</string><key>ohter</key><string>typo</string></dict>
      </dict></dict></plist>
      """)
    #expect(
      table.diagnostics.map(\.message) == [
        "variable 'n' of key 'k' in 'Base' has no 'other' case",
        "unknown plural category 'ohter' in variable 'n' of key 'k'; it is ignored",
      ])
  }

  static let malformed: [MalformedCase] = [
    MalformedCase(
      "entity", "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"aaaa\">]>\n<plist><dict/></plist>",
      at: "Test.stringsdict:2:18", "XML entity declarations are not allowed",
      kind: .unsafeContent),
    MalformedCase(
      "truncated", "<?xml version=\"1.0\"?>\n<plist><dict>\n<key>a</key>\n<dict>\n<key>NSStr",
      at: "Test.stringsdict:5:11", "XML ends before every element is closed"),
    MalformedCase(
      "old-style", "\"a\" = { NSStringLocalizedFormatKey = \"%#@n@\"; };",
      at: "Test.stringsdict:1:1", "expected an XML property list ('<?xml' or '<plist>')"),
    MalformedCase(
      "array root", "<plist><array/></plist>", at: "Test.stringsdict:1:8",
      "a '.stringsdict' file must hold a '<dict>', not '<array>'"),
    MalformedCase(
      "key without value", "<plist><dict><key>a</key></dict></plist>", at: "Test.stringsdict:1:14",
      "missing value for key 'a'"),
    MalformedCase(
      "binary garbage", bytes: Array("bplist00".utf8) + [0xFF, 0x00, 0x13],
      at: "Test.stringsdict:1:1", "malformed binary property list"),
    MalformedCase(
      "mis-encoded", bytes: Array("<plist><dict><key>caf".utf8) + [0xE9] + Array("</key></dict></plist>".utf8),
      at: "Test.stringsdict:1:22", "invalid UTF-8 byte '0xE9'", kind: .encoding),
  ]

  @Test(arguments: malformed)
  func malformedFilesGiveLocatedErrors(_ testCase: MalformedCase) {
    do {
      _ = try StringTable(
        stringsDictionaryContents: Data(testCase.bytes), path: "Test.stringsdict", name: "Test",
        folder: .base)
      Issue.record("expected an error")
    } catch {
      #expect(error.location.description == testCase.location)
      #expect(error.message == testCase.message)
      #expect(error.kind == testCase.kind)
    }
  }
}

import Diagnostics
import Foundation
import StringTables
import Testing
import Traits
import UnicodeSupport

@Suite("String Catalogs (.xcstrings)")
struct StringCatalogTests {
  private func catalog() throws -> StringCatalog {
    try StringCatalog(
      contents: TestFixtures.data("App/Plurals.xcstrings"), path: "App/Plurals.xcstrings",
      name: "Plurals")
  }

  private func store() throws -> StringStore {
    StringStore(tables: try catalog().tables, developmentLanguage: try locale("en"))
  }

  @Test func readsKeysLanguagesAndVersion() throws {
    let catalog = try catalog()
    #expect(catalog.sourceLanguage == (try locale("en")))
    #expect(catalog.version == "1.1")
    #expect(catalog.keys.count == 9)
    #expect(catalog.languages.map(\.tag) == ["ar", "de", "en", "fr", "ja", "pl", "ru"])
    #expect(catalog.tables.allSatisfy { $0.format == .catalog && $0.name == "Plurals" })
  }

  @Test func theSourceLanguageHasEveryKeyAndUsesTheKeyWhenItHasNoValue() throws {
    let catalog = try catalog()
    let english = try #require(catalog.table(for: locale("en")))
    #expect(english.entries.count == catalog.keys.count)
    let keyOnly = try #require(english.entry(forKey: "Only the key"))
    #expect(keyOnly.value == .text("Only the key"))
    #expect(keyOnly.usesKeyAsValue)
    #expect(catalog.localizedKeyCount(for: try locale("en")) == 8)
  }

  @Test func keepsCommentStateAndExtractionStateAsMetadata() throws {
    let english = try #require(try catalog().table(for: locale("en")))
    let stale = try #require(english.entry(forKey: "stale.label"))
    #expect(stale.extractionState == "stale")
    #expect(stale.state == "needs_review")
    #expect(english.entry(forKey: "%lld apples")?.comment == "Apple count")
    #expect(english.entry(forKey: "%lld apples")?.state == "translated")
  }

  @Test func entriesPointAtTheirLanguageInTheJSON() throws {
    let catalog = try catalog()
    let text = try String(decoding: TestFixtures.data("App/Plurals.xcstrings"), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for table in catalog.tables {
      for entry in table.entries {
        let line = lines[entry.location.line - 1]
        let column = line.index(line.startIndex, offsetBy: entry.location.column - 1)
        let expectedName = entry.usesKeyAsValue ? entry.key : table.folder.description
        let encodedName = String(decoding: try JSONEncoder().encode(expectedName), as: UTF8.self)
        #expect(
          line[column...].hasPrefix(encodedName), "\(entry.location) should point at \(encodedName)"
        )
      }
    }
  }

  struct PluralCase: Sendable, CustomTestStringConvertible {
    let locale: String
    let count: Int
    let category: PluralCategory
    let text: String
    var testDescription: String { "\(locale) \(count)" }
  }

  static let pluralCases: [PluralCase] = [
    PluralCase(locale: "en", count: 0, category: .zero, text: "No apples"),
    PluralCase(locale: "en", count: 1, category: .one, text: "1 apple"),
    PluralCase(locale: "en", count: 2, category: .other, text: "2 apples"),
    PluralCase(locale: "ru", count: 1, category: .one, text: "1 яблоко"),
    PluralCase(locale: "ru", count: 3, category: .few, text: "3 яблока"),
    PluralCase(locale: "ru", count: 5, category: .many, text: "5 яблок"),
    PluralCase(locale: "ru", count: 21, category: .one, text: "21 яблоко"),
    PluralCase(locale: "ru", count: 112, category: .many, text: "112 яблок"),
    PluralCase(locale: "ar", count: 0, category: .zero, text: "لا تفاح"),
    PluralCase(locale: "ar", count: 1, category: .one, text: "تفاحة واحدة"),
    PluralCase(locale: "ar", count: 2, category: .two, text: "تفاحتان"),
    PluralCase(locale: "ar", count: 3, category: .few, text: "3 تفاحات"),
    PluralCase(locale: "ar", count: 11, category: .many, text: "11 تفاحة"),
    PluralCase(locale: "ar", count: 100, category: .other, text: "100 تفاحة"),
    PluralCase(locale: "ja", count: 1, category: .other, text: "りんご1個"),
    PluralCase(locale: "ja", count: 0, category: .other, text: "りんご0個"),
    PluralCase(locale: "pl", count: 1, category: .one, text: "1 jabłko"),
    PluralCase(locale: "pl", count: 3, category: .few, text: "3 jabłka"),
    // pl 5 is 'many', which the catalog lacks: 'other' is used.
    PluralCase(locale: "pl", count: 5, category: .other, text: "5 jabłek"),
    PluralCase(locale: "fr", count: 0, category: .one, text: "0 pomme"),
    PluralCase(locale: "fr", count: 1, category: .one, text: "1 pomme"),
    PluralCase(locale: "fr", count: 2, category: .other, text: "2 pommes"),
    // fr 1000000 is 'many', which the catalog lacks: 'other' is used.
    PluralCase(locale: "fr", count: 1_000_000, category: .other, text: "1000000 pommes"),
  ]

  @Test(arguments: pluralCases)
  func pluralVariationsFollowTheLocalesRules(_ plural: PluralCase) throws {
    let resolution = try #require(
      try store().resolve(
        key: "%lld apples", table: "Plurals", locale: locale(plural.locale),
        arguments: [.int(plural.count)]))
    #expect(resolution.pluralCategory == plural.category)
    #expect(resolution.text == plural.text)
    #expect(resolution.issues.isEmpty)
  }

  @Test func pluralsWithoutANumberUseOtherAndSaySo() throws {
    let resolution = try #require(
      try store().resolve(key: "%lld apples", table: "Plurals", locale: locale("ru")))
    #expect(resolution.pluralCategory == .other)
    #expect(resolution.format == "%lld яблока")
    #expect(resolution.text == "%lld яблока")
    #expect(
      resolution.formatIssues == ["plural 'plural' needs a number argument; 'other' was used"])
  }

  @Test func pluralsWithoutOtherAreDiagnosedAndFallBackAlongTheChain() throws {
    let catalog = try catalog()
    let diagnostic = try #require(catalog.diagnostics.first { $0.kind == .missingPluralOther })
    #expect(diagnostic.key == "missing.other")
    #expect(diagnostic.locale == .locale(try locale("ru")))
    let store = StringStore(tables: catalog.tables, developmentLanguage: try locale("en"))
    let one = try #require(
      store.resolve(key: "missing.other", table: "Plurals", locale: locale("ru"), arguments: [1]))
    #expect(one.text == "только один")
    let five = try #require(
      store.resolve(key: "missing.other", table: "Plurals", locale: locale("ru"), arguments: [5]))
    #expect(five.text == "Fallback from English")
    #expect(five.isFallback)
    #expect(five.chain == ["ru", "en"])
  }

  @Test(arguments: [
    ("en", DeviceIdiom.phone, "On My iPhone"), ("en", .pad, "On My iPad"),
    ("de", .phone, "Auf meinem Gerät"), ("de", .pad, "Auf meinem iPad"),
    ("fr", .pad, "Sur mon iPad"), ("fr", .phone, "On My iPhone"),
  ])
  func deviceVariationsFollowTheIdiomAndFallBackToOther(
    tag: String, idiom: DeviceIdiom, text: String
  ) throws {
    let resolution = try #require(
      try store().resolve(key: "account.name", table: "Plurals", locale: locale(tag), idiom: idiom))
    #expect(resolution.text == text)
    #expect(resolution.isFallback == (tag == "fr" && idiom == .phone))
  }

  @Test(arguments: [
    (DeviceIdiom.phone, 1, "1 photo on this iPhone", PluralCategory.one),
    (.phone, 4, "4 photos on this iPhone", .other),
    (.pad, 1, "1 photo", .one), (.pad, 7, "7 photos", .other),
  ])
  func deviceAndPluralVariationsNest(
    idiom: DeviceIdiom, count: Int, text: String, category: PluralCategory
  ) throws {
    let resolution = try #require(
      try store().resolve(
        key: "photos.count", table: "Plurals", locale: locale("en"), arguments: [.int(count)],
        idiom: idiom))
    #expect(resolution.text == text)
    #expect(resolution.pluralCategory == category)
  }

  @Test(arguments: [
    ("en", 1, "1 file in Docs", PluralCategory.one), ("en", 4, "4 files in Docs", .other),
    ("ru", 1, "1 файл в Docs", .one), ("ru", 2, "2 файла в Docs", .few),
    ("ru", 5, "5 файлов в Docs", .many),
  ])
  func substitutionsWithArgNumChooseTheirPlural(
    tag: String, count: Int, text: String, category: PluralCategory
  ) throws {
    let resolution = try #require(
      try store().resolve(
        key: "files.in.folder", table: "Plurals", locale: locale(tag),
        arguments: [.int(count), "Docs"]))
    #expect(resolution.text == text)
    #expect(resolution.format.contains("%#@files@"))
    #expect(resolution.pluralCategory == category)
    #expect(resolution.issues.isEmpty)
  }

  @Test func substitutionsWithoutArgNumUseTheNextArgumentAndMayReferToAnother() throws {
    let store = try store()
    let one = try #require(
      store.resolve(
        key: "followers", table: "Plurals", locale: locale("en"), arguments: [1, "Ana"]))
    #expect(one.text == "1 follower of Ana")
    let many = try #require(
      store.resolve(
        key: "followers", table: "Plurals", locale: locale("en"), arguments: [2, "Ana"]))
    #expect(many.text == "2 followers of Ana")
    #expect(many.issues.isEmpty)
  }

  @Test(
    arguments: [([5, 0], "none of 5 tasks"), ([1, 1], "1 of 1 task"), ([3, 2], "2 of 3 tasks")]
      as [([FormatArgument], String)])
  func positionalSubstitutionsUseTheirOwnArguments(arguments: [FormatArgument], text: String) throws {
    let resolution = try #require(
      try store().resolve(
        key: "tasks.summary", table: "Plurals", locale: locale("en"), arguments: arguments))
    #expect(resolution.text == text)
  }

  @Test func emptyCatalogsHaveNoKeys() throws {
    let catalog = try parseCatalog(
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
    #expect(catalog.keys.isEmpty)
    #expect(catalog.tables.isEmpty)
  }

  @Test func unknownLanguagesAreDiagnosedAndDuplicateKeysKeepTheFirst() throws {
    let catalog = try parseCatalog(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "a" : { "localizations" : { "not a language" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } },
          "a" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "y" } } } }
        }
      }
      """)
    #expect(
      catalog.diagnostics.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [
        .duplicateKey, .invalidLocale,
      ])
    let duplicate = try #require(catalog.diagnostics.first { $0.kind == .duplicateKey })
    #expect(duplicate.location.description == "Test.xcstrings:5:5")
    #expect(duplicate.otherLocation?.description == "Test.xcstrings:4:5")
    #expect(catalog.languages.map(\.tag) == ["en"])
  }
}

import Diagnostics
import Foundation
import StringTables
import Testing
import TextFiles
import Traits
import UnicodeSupport

/// Checks the parsers against the real files in `../shared/corpus` and the counts in its MANIFEST.md.
@Suite(
  "Real-file corpus", .enabled(if: TestFixtures.corpusAvailable, "the shared corpus is not present")
)
struct CorpusTests {
  struct CountCase: Sendable, CustomTestStringConvertible {
    let path: String
    let entries: Int
    var duplicates = 0
    var encoding: TextEncoding?
    var format: StringTable.Format = .strings
    var testDescription: String { path }
  }

  private static func lproj(_ prefix: String, _ table: String, _ counts: KeyValuePairs<String, Int>)
    -> [CountCase]
  {
    counts.map { CountCase(path: "\(prefix)/\($0.key).lproj/\(table).strings", entries: $0.value) }
  }

  static let stringsCases: [CountCase] =
    lproj(
      "loop/Loop", "Localizable",
      [
        "Base": 131, "en": 126, "ar": 124, "de": 329, "fi": 262, "fr": 294, "he": 131, "ja": 124,
        "pl": 126,
        "pt-BR": 108, "ru": 125, "zh-Hans": 114, "zh-Hans-CN": 126,
      ])
    + lproj(
      "loop/Loop", "Main",
      [
        "en": 1, "ar": 26, "de": 38, "fi": 36, "fr": 36, "he": 38, "ja": 26, "pl": 26, "pt-BR": 21,
        "ru": 26,
        "zh-Hans": 23, "zh-Hans-CN": 26,
      ])
    + lproj(
      "loop/Learn", "Main",
      [
        "en": 1, "ar": 1, "de": 1, "fi": 1, "fr": 1, "he": 1, "ja": 1, "pl": 1, "pt-BR": 1, "ru": 1,
        "zh-Hans": 1,
        "zh-Hans-CN": 1,
      ])
    + ["en", "de", "ja", "pt-BR", "ru", "zh-Hans"].map {
      CountCase(
        path: "pocketcasts-2022/podcasts/\($0).lproj/Intents.strings", entries: 47,
        encoding: .utf16LittleEndian)
    }
    + lproj(
      "pocketcasts-2022/podcasts", "Localizable", ["en": 1133, "de": 1128, "ja": 1128, "ru": 1128])
    + lproj("pocketcasts-2022/podcasts", "InfoPlist", ["fr": 6])
    + [
      CountCase(
        path: "pocketcasts/podcasts/en.lproj/Intents.strings", entries: 47, encoding: .utf8WithBOM),
      CountCase(
        path: "pocketcasts/podcasts/de.lproj/Intents.strings", entries: 47, format: .xmlPropertyList
      ),
      CountCase(
        path: "pocketcasts/podcasts/en.lproj/Localizable.strings", entries: 1503, duplicates: 2),
      CountCase(
        path: "pocketcasts/podcasts/de.lproj/Localizable.strings", entries: 1486,
        format: .xmlPropertyList),
      CountCase(
        path: "pocketcasts/podcasts/ja.lproj/Localizable.strings", entries: 1484,
        format: .xmlPropertyList),
      CountCase(
        path: "pocketcasts/podcasts/ru.lproj/Localizable.strings", entries: 1481,
        format: .xmlPropertyList),
    ]
    + ["en": 37, "ar": 34, "he": 27, "ja": 37, "pt_BR": 33, "zh_CN": 34].sorted { $0.key < $1.key }
    .map {
      CountCase(
        path:
          "netnewswire-2019/Frameworks/Vendor/Sparkle.framework/Versions/A/Resources/\($0.key).lproj/Sparkle.strings",
        entries: $0.value, encoding: .utf16LittleEndian)
    }

  @Test(arguments: stringsCases)
  func stringsFilesHaveTheManifestsEntryCounts(_ expected: CountCase) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: TestFixtures.corpus + "/" + expected.path))
    let folderName = URL(fileURLWithPath: expected.path).deletingLastPathComponent()
      .lastPathComponent
    let table = try StringTable(
      stringsFileContents: data, path: expected.path, name: "T",
      folder: LocaleFolder(folderName: folderName))
    #expect(table.entries.count == expected.entries)
    #expect(table.entries.count - table.keys.count == expected.duplicates)
    #expect(table.format == expected.format)
    if let encoding = expected.encoding { #expect(table.encoding == encoding) }
  }

  struct CatalogCase: Sendable, CustomTestStringConvertible {
    let path: String
    let keys: Int
    let version: String
    /// Explicitly localized keys per language, for a few languages.
    let localized: [String: Int]
    var testDescription: String { path }
  }

  static let catalogCases: [CatalogCase] = [
    CatalogCase(
      path: "loop-xcstrings/Loop/Localizable.xcstrings", keys: 439, version: "1.0",
      localized: ["nb": 438, "de": 435, "ja": 156, "en": 62, "hu": 1, "uk": 1, "ce": 1]),
    CatalogCase(
      path: "loop-xcstrings/Loop/mul.lproj/Main.xcstrings", keys: 28, version: "1.0",
      localized: ["en": 28, "he": 28, "sk": 20, "cs": 2, "hi": 1]),
    CatalogCase(
      path: "loop-xcstrings/Loop/mul.lproj/LaunchScreen.xcstrings", keys: 0, version: "1.0",
      localized: [:]),
    CatalogCase(
      path: "netnewswire/Shared/Localizable.xcstrings", keys: 391, version: "1.1",
      localized: ["en": 3]),
    CatalogCase(
      path: "netnewswire/Shared/DefaultAccountNames.xcstrings", keys: 1, version: "1.1",
      localized: ["en": 1]),
    CatalogCase(
      path: "backyard-birds/BackyardBirdsData/Backyards/Backyards.xcstrings", keys: 19,
      version: "1.0",
      localized: ["ar": 19, "zh-Hans": 19, "en": 0]),
    CatalogCase(
      path: "backyard-birds/BackyardBirdsData/Birds/Birds.xcstrings", keys: 22, version: "1.0",
      localized: ["uk": 22]),
    CatalogCase(
      path: "backyard-birds/BackyardBirdsUI/Localizable.xcstrings", keys: 4, version: "1.0",
      localized: ["he": 4]),
    CatalogCase(
      path: "backyard-birds/Multiplatform/InfoPlist.xcstrings", keys: 2, version: "1.0",
      localized: ["en": 2, "sv": 2]),
    CatalogCase(
      path: "backyard-birds/Multiplatform/Localizable.xcstrings", keys: 51, version: "1.0",
      localized: ["en": 2, "pt-BR": 51]),
  ]

  @Test(arguments: catalogCases)
  func catalogsHaveTheManifestsKeyCounts(_ expected: CatalogCase) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: TestFixtures.corpus + "/" + expected.path))
    let catalog = try StringCatalog(contents: data, path: expected.path, name: "T")
    #expect(catalog.keys.count == expected.keys)
    #expect(catalog.version == expected.version)
    for (tag, count) in expected.localized {
      #expect(catalog.localizedKeyCount(for: try locale(tag)) == count, "\(tag)")
    }
    if expected.keys > 0 {
      #expect(catalog.table(for: catalog.sourceLanguage)?.entries.count == expected.keys)
    }
  }

  @Test func theWholeCorpusLoadsIntoOneStoreWithRelativePaths() throws {
    let store = try StringStore.load(
      paths: [TestFixtures.corpus], baseDirectory: TestFixtures.corpus,
      developmentLanguage: locale("en"))
    #expect(store.tables.allSatisfy { !$0.path.hasPrefix("/") })
    // 70 table files and 4 XLIFF exports (the empty LaunchScreen catalog has no language, so
    // it adds no table), the 6 tables beside Food Truck's sources, and the Base tables of the
    // 11 storyboards.
    let expectedTables = 90
    #expect(Set(store.tables.map(\.path)).count == expectedTables)
    #expect(store.tables.filter { $0.format == .storyboard }.count == 11)
    let tags = Set(store.locales.map(\.tag))
    #expect(
      tags.isSuperset(of: [
        "ar", "de", "en", "he", "ja", "pt-BR", "zh-CN", "zh-Hans", "zh-Hans-CN", "nb", "uk",
      ]))
  }

  @Test func pocketCastsConflictingKeyKeepsTheLastValue() throws {
    let path = "pocketcasts/podcasts/en.lproj/Localizable.strings"
    let table = try StringTable(
      stringsFileContents: Data(contentsOf: URL(fileURLWithPath: TestFixtures.corpus + "/" + path)),
      path: path,
      name: "Localizable", folder: .locale(locale("en")))
    let key = "discover_browse_by_category_society_and_culture"
    #expect(table.entry(forKey: key)?.value == .text("Culture"))
    let conflict = try #require(table.diagnostics.first { $0.key == key })
    #expect(conflict.kind == .conflictingKey)
    #expect(conflict.location.line == 542)
    #expect(conflict.otherLocation?.line == 539)
    #expect(
      table.diagnostics.filter { $0.kind == .duplicateKey || $0.kind == .conflictingKey }.count == 2
    )
  }

  @Test func loopKeysAreUnescapedAndBaseFallsBackBehindEnglish() throws {
    let store = try StringStore.load(
      paths: [TestFixtures.corpus + "/loop/Loop"], baseDirectory: TestFixtures.corpus,
      developmentLanguage: locale("en"))
    let base = store.entries(table: "Localizable", folder: .base)
    #expect(base.count == 131)
    #expect(base.contains { $0.key.contains("\n") })
    let hebrew = store.entries(table: "Localizable", locale: try locale("he"))
    #expect(
      Dictionary(uniqueKeysWithValues: hebrew.map { ($0.key, $0.value) })
        == Dictionary(uniqueKeysWithValues: base.map { ($0.key, $0.value) }))
    let key = try #require(base.first?.key)
    let swissGerman = try #require(store.resolve(key: key, locale: try locale("de-CH")))
    #expect(swissGerman.chain.first == "de-CH")
    #expect(swissGerman.suppliedBy == .locale(try locale("de")))
  }

  @Test func sparkleTablesUseUnderscoreFoldersAndPositionalArguments() throws {
    let root =
      TestFixtures.corpus
      + "/netnewswire-2019/Frameworks/Vendor/Sparkle.framework/Versions/A/Resources"
    let store = try StringStore.load(
      paths: [root], baseDirectory: root, developmentLanguage: locale("en"))
    #expect(store.locales.map(\.tag) == ["ar", "en", "he", "ja", "pt-BR", "zh-CN"])
    let resolution = try #require(
      store.resolve(
        key: "%@ of %@", table: "Sparkle", locale: locale("pt-BR"), arguments: ["3 MB", "10 MB"]))
    #expect(resolution.suppliedBy == .locale(try locale("pt-BR")))
    #expect(resolution.issues.isEmpty)
    #expect(resolution.text.contains("3 MB") && resolution.text.contains("10 MB"))
  }

  @Test func netNewsWireDeviceVariationsAndKeyAsValue() throws {
    let path = "netnewswire/Shared/DefaultAccountNames.xcstrings"
    let catalog = try StringCatalog(
      contents: Data(contentsOf: URL(fileURLWithPath: TestFixtures.corpus + "/" + path)),
      path: path, name: "DefaultAccountNames")
    let store = StringStore(tables: catalog.tables, developmentLanguage: try locale("en"))
    let phone = try #require(
      store.resolve(
        key: "account.name.on-my-device", table: "DefaultAccountNames", locale: locale("en")))
    #expect(phone.text == "On My iPhone")
    let pad = try #require(
      store.resolve(
        key: "account.name.on-my-device", table: "DefaultAccountNames", locale: locale("en"),
        idiom: .pad))
    #expect(pad.text == "On My iPad")
    #expect(catalog.table(for: catalog.sourceLanguage)?.entries.first?.extractionState == "stale")
  }
}

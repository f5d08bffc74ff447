import Diagnostics
import Foundation
import StringTables
import Testing
import UnicodeSupport

@Suite("Storyboard tables keyed ObjectID.property, and Base/en precedence")
struct StoryboardTableTests {
  private func store() throws -> StringStore {
    try StringStore.load(
      paths: [TestFixtures.root + "/Storyboard"], baseDirectory: TestFixtures.root,
      developmentLanguage: locale("en"))
  }

  @Test(
    arguments: [
      ("Xyz-ab-123.title", nil, "Xyz-ab-123", "title"),
      ("4ow-8c-y1V.segmentTitles[0]", nil, "4ow-8c-y1V", "segmentTitles[0]"),
      ("12.title", nil, "12", "title"),
      ("legacy.title", "Class = \"UIView\"; title = \"x\"; ObjectID = \"legacy\";", "legacy", "title"),
    ] as [(String, String?, String, String)])
  func storyboardKeysSplitIntoObjectAndProperty(
    key: String, comment: String?, objectID: String, property: String
  ) throws {
    let parsed = try #require(StoryboardStringKey(key: key, comment: comment))
    #expect(parsed.objectID == objectID)
    #expect(parsed.property == property)
    #expect(parsed.key == key)
  }

  @Test(arguments: [
    "settings.title", "Hello world.", "Xyz-ab-123.", ".title", "Xyz-ab-123.1st", "Xyz-ab-123.ti tle", "plain",
  ])
  func ordinaryKeysAreNoStoryboardKeys(key: String) {
    #expect(StoryboardStringKey(key: key) == nil)
  }

  @Test func tablesExposeTheirStoryboardEntries() throws {
    let store = try store()
    let german = LocaleFolder.locale(try locale("de"))
    #expect(
      store.storyboardKeys(storyboard: "Main", folder: german).map(\.key) == [
        "Q8r-2c-Fh4.normalTitle", "Xyz-ab-123.title", "legacyController.title",
      ])
    let table = try #require(store.tables.first { $0.folder == german })
    let entry = try #require(
      table.storyboardEntries[StoryboardStringKey(objectID: "Q8r-2c-Fh4", property: "normalTitle")])
    #expect(entry.value == .text("Hinzufügen"))
    #expect(entry.comment == "Class = \"UIButton\"; normalTitle = \"Add\"; ObjectID = \"Q8r-2c-Fh4\";")
  }

  struct PrecedenceCase: Sendable, CustomTestStringConvertible {
    let locale: String
    let key: String
    let text: String
    let suppliedBy: String
    var testDescription: String { "\(key) in \(locale)" }
  }

  /// en.lproj overrides Base.lproj for English key by key; Base answers what en lacks, and is
  /// the last resort of every other locale, after the development language.
  @Test(arguments: [
    PrecedenceCase(locale: "en", key: "Xyz-ab-123.title", text: "Loop Status", suppliedBy: "en"),
    PrecedenceCase(locale: "en", key: "Q8r-2c-Fh4.normalTitle", text: "Add", suppliedBy: "Base"),
    PrecedenceCase(locale: "en-GB", key: "Xyz-ab-123.title", text: "Loop Status", suppliedBy: "en"),
    PrecedenceCase(locale: "de", key: "Q8r-2c-Fh4.normalTitle", text: "Hinzufügen", suppliedBy: "de"),
    PrecedenceCase(locale: "de", key: "4ow-8c-y1V.segmentTitles[0]", text: "Day", suppliedBy: "Base"),
    PrecedenceCase(locale: "fr", key: "Xyz-ab-123.title", text: "Loop Status", suppliedBy: "en"),
    // zh_CN.lproj stands in for zh-Hans: ICU maximizes both to zh-Hans-CN.
    PrecedenceCase(locale: "zh-Hans", key: "Xyz-ab-123.title", text: "状态", suppliedBy: "zh-CN"),
    PrecedenceCase(locale: "zh-Hans-CN", key: "Xyz-ab-123.title", text: "状态", suppliedBy: "zh-CN"),
  ])
  func lookupsFollowXcodesPrecedence(_ testCase: PrecedenceCase) throws {
    let key = try #require(StoryboardStringKey(key: testCase.key))
    let resolution = try #require(
      try store().storyboardString(key, storyboard: "Main", locale: locale(testCase.locale)))
    #expect(resolution.text == testCase.text)
    #expect(resolution.suppliedBy.description == testCase.suppliedBy)
  }

  @Test func standInFoldersComeRightAfterTheLocaleTheyStandFor() throws {
    let store = try store()
    #expect(
      store.lookupChain(for: try locale("zh-Hans"), table: "Main").map(\.description) == [
        "zh-Hans", "zh-CN", "zh", "en", "Base",
      ])
    // zh-Hant maximizes to zh-Hant-TW, not zh-Hans-CN: no stand-in.
    #expect(
      store.lookupChain(for: try locale("zh-Hant"), table: "Main").map(\.description) == [
        "zh-Hant", "en", "Base",
      ])
  }

  @Test func resolvableKeysCombineEnglishAndBase() throws {
    let keys = try store().resolvableKeys(table: "Main", locale: locale("en"))
    #expect(keys.count == 3)
    #expect(keys["Xyz-ab-123.title"] == .locale(try locale("en")))
    #expect(keys["Q8r-2c-Fh4.normalTitle"] == .base)
  }
}

/// Base.lproj and en.lproj in the real Loop app (MANIFEST quirk 11).
@Suite(
  "Real-file corpus: storyboard tables and Base/en precedence",
  .enabled(if: TestFixtures.corpusAvailable, "the shared corpus is not present"))
struct StoryboardCorpusTests {
  @Test func loopEnglishOverridesBaseKeyByKey() throws {
    let store = try StringStore.load(
      paths: [TestFixtures.corpus + "/loop/Loop"], baseDirectory: TestFixtures.corpus,
      developmentLanguage: locale("en"))
    let base = Set(store.entries(table: "Localizable", folder: .base).map(\.key))
    let english = Set(store.entries(table: "Localizable", locale: try locale("en")).map(\.key))
    #expect(base.count == 131)
    #expect(english.count == 126)
    #expect(base.subtracting(english).count == 7)
    #expect(english.subtracting(base).count == 2)
    let resolvable = store.resolvableKeys(table: "Localizable", locale: try locale("en"))
    #expect(resolvable.count == 133)
    #expect(resolvable.values.filter { $0 == .base }.count == 7)
    for key in base.subtracting(english) {
      #expect(store.resolve(key: key, locale: try locale("en"))?.suppliedBy == .base)
    }
    for key in base.intersection(english) {
      #expect(store.resolve(key: key, locale: try locale("en"))?.suppliedBy == .locale(try locale("en")))
    }
  }

  @Test func loopMainStringsAndTheStoryboardCatalogAreStoryboardTables() throws {
    let loop = try StringStore.load(
      paths: [TestFixtures.corpus + "/loop/Loop"], baseDirectory: TestFixtures.corpus,
      developmentLanguage: locale("en"))
    #expect(loop.storyboardKeys(storyboard: "Main", folder: .locale(try locale("de"))).count == 38)
    #expect(loop.storyboardKeys(storyboard: "Main", folder: .locale(try locale("pt-BR"))).count == 21)
    #expect(loop.storyboardKeys(storyboard: "Localizable", folder: .base).isEmpty)
    let catalog = try StringStore.load(
      paths: [TestFixtures.corpus + "/loop-xcstrings/Loop/mul.lproj"],
      baseDirectory: TestFixtures.corpus, developmentLanguage: locale("en"))
    for tag in ["de", "he", "ja", "zh-Hans"] {
      #expect(catalog.storyboardKeys(storyboard: "Main", folder: .locale(try locale(tag))).count == 28)
    }
    let status = try #require(
      catalog.tables.first { $0.folder == .locale(try locale("he")) }?.storyboardEntries.first {
        $0.value.value == .text("מצב")
      })
    #expect(status.key.property == "title")
  }
}

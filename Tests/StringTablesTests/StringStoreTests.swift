import Diagnostics
import Foundation
import StringTables
import Testing
import UnicodeSupport

@Suite("Loading a folder of tables and looking keys up")
struct StringStoreTests {
  /// The `App` fixture, loaded with `__Fixtures__` as the base directory.
  private func store(developmentLanguage: String = "en") throws -> StringStore {
    try StringStore.load(
      paths: [TestFixtures.root + "/App"], baseDirectory: TestFixtures.root,
      developmentLanguage: locale(developmentLanguage))
  }

  @Test func loadsEveryTableFileInSortedOrderWithRelativePaths() throws {
    let store = try store()
    #expect(
      Set(store.tables.map(\.path)) == [
        "App/Base.lproj/Localizable.strings", "App/Extra/en.lproj/Localizable.strings",
        "App/Plurals.xcstrings",
        "App/de.lproj/Localizable.strings", "App/en.lproj/Localizable.strings",
        "App/mul.lproj/Onboarding.xcstrings",
        "App/pt.lproj/Localizable.strings", "App/pt_BR.lproj/Localizable.strings",
      ])
    #expect(store.tables.allSatisfy { !$0.path.hasPrefix("/") })
    #expect(store.tableNames == ["Localizable", "Onboarding", "Plurals"])
    #expect(store.hasTable(named: "Onboarding"))
    #expect(!store.hasTable(named: "Main"))
    #expect(!store.tables.contains { $0.path.contains(".hidden") })
  }

  @Test func listsEveryLocaleFound() throws {
    #expect(
      try store().locales.map(\.tag) == [
        "ar", "de", "en", "fr", "he", "ja", "pl", "pt", "pt-BR", "ru",
      ])
  }

  @Test func reportsIgnoredFilesAndCrossFileConflictsSortedByLocation() throws {
    let diagnostics = try store().diagnostics
    #expect(diagnostics == diagnostics.sorted())
    let summary = diagnostics.map { "\($0.kind.rawValue) \($0.location)" }
    #expect(summary.contains("ignored-file App/Loose.strings:1:1"))
    #expect(summary.contains("ignored-file App/mul.lproj/Stray.strings:1:1"))
    let conflict = try #require(
      diagnostics.first { $0.kind == .conflictingKey && $0.key == "greeting" })
    #expect(conflict.location.description == "App/en.lproj/Localizable.strings:1:1")
    #expect(conflict.otherLocation?.description == "App/Extra/en.lproj/Localizable.strings:2:1")
  }

  struct LookupCase: Sendable, CustomTestStringConvertible {
    let key: String
    let locale: String
    let text: String
    let suppliedBy: String
    let isFallback: Bool
    let chain: [String]
    var testDescription: String { "\(key) in \(locale)" }
  }

  static let lookups: [LookupCase] = [
    LookupCase(
      key: "settings.title", locale: "pt-BR", text: "Configurações", suppliedBy: "pt-BR",
      isFallback: false, chain: ["pt-BR"]),
    LookupCase(
      key: "pt.only", locale: "pt-BR", text: "Só em pt", suppliedBy: "pt", isFallback: false,
      chain: ["pt-BR", "pt"]),
    LookupCase(
      key: "en.only", locale: "pt-BR", text: "English only", suppliedBy: "en", isFallback: true,
      chain: ["pt-BR", "pt", "en"]),
    LookupCase(
      key: "base.only", locale: "pt-BR", text: "Base only", suppliedBy: "Base", isFallback: true,
      chain: ["pt-BR", "pt", "en", "Base"]),
    LookupCase(
      key: "settings.title", locale: "pt-PT", text: "Ajustes", suppliedBy: "pt", isFallback: false,
      chain: ["pt-PT", "pt"]),
    LookupCase(
      key: "settings.title", locale: "de", text: "Einstellungen", suppliedBy: "de",
      isFallback: false, chain: ["de"]),
    LookupCase(
      key: "settings.title", locale: "de-AT", text: "Einstellungen", suppliedBy: "de",
      isFallback: false, chain: ["de-AT", "de"]),
    LookupCase(
      key: "settings.title", locale: "en", text: "Settings", suppliedBy: "Base", isFallback: true,
      chain: ["en", "Base"]),
    LookupCase(
      key: "settings.title", locale: "en-GB", text: "Settings", suppliedBy: "Base",
      isFallback: true, chain: ["en-GB", "en-001", "en", "Base"]),
    LookupCase(
      key: "shared", locale: "en", text: "English shared", suppliedBy: "en", isFallback: false,
      chain: ["en"]),
    LookupCase(
      key: "shared", locale: "fr", text: "English shared", suppliedBy: "en", isFallback: true,
      chain: ["fr", "en"]),
    LookupCase(
      key: "greeting", locale: "en", text: "Hello", suppliedBy: "en", isFallback: false,
      chain: ["en"]),
    LookupCase(
      key: "culture", locale: "de", text: "Gesellschaft & Kultur", suppliedBy: "de",
      isFallback: false, chain: ["de"]),
    LookupCase(
      key: "progress", locale: "en", text: "100%% done", suppliedBy: "en", isFallback: false,
      chain: ["en"]),
  ]

  @Test(arguments: lookups)
  func lookupFollowsTheLocaleChainThenTheDevelopmentLanguageThenBase(_ lookup: LookupCase) throws {
    let resolution = try #require(
      try store().resolve(key: lookup.key, locale: locale(lookup.locale)))
    #expect(resolution.text == lookup.text)
    #expect(resolution.suppliedBy.description == lookup.suppliedBy)
    #expect(resolution.isFallback == lookup.isFallback)
    #expect(resolution.chain == lookup.chain)
    #expect(resolution.table == "Localizable")
  }

  @Test func missingKeysResolveToNil() throws {
    #expect(try store().resolve(key: "nowhere", locale: locale("pt-BR")) == nil)
    #expect(
      try store().resolve(key: "settings.title", table: "NoSuchTable", locale: locale("pt-BR"))
        == nil)
  }

  @Test func resolutionsCarryTheEntryLocationCommentAndLanguage() throws {
    let resolution = try #require(try store().resolve(key: "base.only", locale: locale("ja")))
    #expect(resolution.location.description == "App/Base.lproj/Localizable.strings:5:1")
    #expect(resolution.comment == "Only in Base")
    #expect(resolution.language == (try locale("en")))
    let translated = try #require(
      try store().resolve(key: "settings.title", locale: locale("pt-BR")))
    #expect(translated.language == (try locale("pt-BR")))
  }

  @Test func argumentsAreFormattedAndMismatchesReported() throws {
    let store = try store()
    let german = try #require(
      store.resolve(key: "items.count", locale: locale("de"), arguments: [3]))
    #expect(german.text == "3 Elemente")
    #expect(german.format == "%d Elemente")
    #expect(german.issues.isEmpty)
    let wrong = try #require(
      store.resolve(key: "items.count", locale: locale("en"), arguments: ["three"]))
    #expect(wrong.text == "0 items")
    #expect(wrong.formatIssues == ["'%d' expects an integer but argument 1 is a string ('three')"])
    let percent = try #require(store.resolve(key: "progress", locale: locale("en"), arguments: [1]))
    #expect(percent.text == "100% done")
  }

  @Test func storyboardCatalogsInMulLprojServeEveryLanguage() throws {
    let store = try store()
    let hebrew = try #require(
      store.resolve(key: "abc-12-xyz.title", table: "Onboarding", locale: locale("he")))
    #expect(hebrew.text == "ברוכים הבאים")
    #expect(hebrew.suppliedBy == .locale(try locale("he")))
    #expect(hebrew.location.description == "App/mul.lproj/Onboarding.xcstrings:14:9")
    #expect(hebrew.comment?.hasPrefix("Class = \"UINavigationItem\"") == true)
    let untranslated = try #require(
      store.resolve(key: "def-34-uvw.title", table: "Onboarding", locale: locale("pt-BR")))
    #expect(untranslated.text == "Carbohydrates")
    #expect(untranslated.isFallback)
    #expect(untranslated.chain == ["pt-BR", "pt", "en"])
  }

  @Test func anotherDevelopmentLanguageChangesTheFallback() throws {
    let store = try store(developmentLanguage: "pt")
    let resolution = try #require(store.resolve(key: "settings.title", locale: locale("fr")))
    #expect(resolution.text == "Ajustes")
    #expect(resolution.isFallback)
    #expect(resolution.chain == ["fr", "pt"])
    #expect(
      store.lookupChain(for: try locale("pt-BR")) == [
        .locale(try locale("pt-BR")), .locale(try locale("pt")), .base,
      ])
  }

  @Test func entriesListOneFolderWithoutFallback() throws {
    let store = try store()
    #expect(
      store.entries(table: "Localizable", locale: try locale("pt")).map(\.key) == [
        "pt.only", "settings.title",
      ])
    #expect(
      store.entries(table: "Localizable", folder: .base).map(\.key) == [
        "base.only", "greeting", "settings.title", "shared",
      ])
    #expect(
      store.entries(table: "Localizable", locale: try locale("en")).first { $0.key == "greeting" }?
        .value == .text("Hello"))
    #expect(
      store.folders(forTable: "Localizable").map(\.description) == [
        "Base", "de", "en", "pt", "pt-BR",
      ])
  }

  @Test func singleFilesAndPathsOutsideTheBaseDirectoryAreRecordedRelatively() throws {
    let file = TestFixtures.root + "/App/pt_BR.lproj/Localizable.strings"
    let store = try StringStore.load(
      paths: [file], baseDirectory: TestFixtures.root + "/App/en.lproj",
      developmentLanguage: locale("en"))
    #expect(store.tables.map(\.path) == ["../pt_BR.lproj/Localizable.strings"])
    #expect(store.tables.first?.folder == .locale(try locale("pt-BR")))
  }

  @Test func relativeInputPathsAreResolvedAgainstTheCurrentDirectory() throws {
    let current = FileManager.default.currentDirectoryPath
    let relative = PathRelativizer.relative(TestFixtures.root + "/App/pt.lproj", to: current)
    let store = try StringStore.load(
      paths: [relative], baseDirectory: TestFixtures.root, developmentLanguage: locale("en"))
    #expect(store.tables.map(\.path) == ["App/pt.lproj/Localizable.strings"])
  }

  @Test func loadingTwiceGivesIdenticalResults() throws {
    let first = try store()
    let second = try store()
    #expect(first.tables == second.tables)
    #expect(first.diagnostics == second.diagnostics)
  }
}

/// Test-side relative path computation (the library's own helper is internal).
enum PathRelativizer {
  static func relative(_ path: String, to base: String) -> String {
    let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    let origin = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
    var common = 0
    while common < target.count, common < origin.count, target[common] == origin[common] {
      common += 1
    }
    return (Array(repeating: "..", count: origin.count - common) + target[common...]).joined(
      separator: "/")
  }
}

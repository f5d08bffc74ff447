import Diagnostics
import Foundation
import StringTables
import Testing
import UnicodeSupport

@Suite("Locale folders, fallback chains and the language that answered")
struct LocaleResolutionTests {
  /// A temporary app with one `Localizable.strings` per folder name, each value naming it.
  private static func store(folders: [String], developmentLanguage: String = "en") throws
    -> (StringStore, String)
  {
    let root = try TestFixtures.temporaryDirectory()
    for folder in folders {
      let path = root + "/" + folder + ".lproj"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      try Data("\"key\" = \"\(folder)\";\n\"\(folder).only\" = \"x\";\n".utf8)
        .write(to: URL(fileURLWithPath: path + "/Localizable.strings"))
    }
    let store = try StringStore.load(
      paths: [root], baseDirectory: root, developmentLanguage: locale(developmentLanguage))
    return (store, root)
  }

  @Test func everyFolderSpellingCanonicalizesThroughICU() throws {
    let (store, root) = try Self.store(folders: [
      "pt_BR", "pt", "zh_Hans", "zh-Hans-CN", "zh_Hant", "zh_CN", "en-gb", "English", "Base", "es_419",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(
      store.locales.map(\.tag) == [
        "en", "en-GB", "es-419", "pt", "pt-BR", "zh-CN", "zh-Hans", "zh-Hans-CN", "zh-Hant",
      ])
    #expect(store.folders(forTable: "Localizable").first == .base)
  }

  struct ChainCase: Sendable, CustomTestStringConvertible {
    let locale: String
    let text: String
    let language: String
    let chain: [String]
    var isFallback = false
    var testDescription: String { locale }
  }

  @Test(arguments: [
    ChainCase(locale: "pt-BR", text: "pt_BR", language: "pt-BR", chain: ["pt-BR"]),
    ChainCase(locale: "pt-PT", text: "pt", language: "pt", chain: ["pt-PT", "pt"]),
    ChainCase(locale: "zh-Hans-CN", text: "zh-Hans-CN", language: "zh-Hans-CN", chain: ["zh-Hans-CN"]),
    ChainCase(locale: "zh-Hans-SG", text: "zh_Hans", language: "zh-Hans", chain: ["zh-Hans-SG", "zh-Hans"]),
    ChainCase(locale: "zh-Hant-HK", text: "zh_Hant", language: "zh-Hant", chain: ["zh-Hant-HK", "zh-Hant"]),
    ChainCase(locale: "en-GB", text: "en-gb", language: "en-GB", chain: ["en-GB"]),
    // en-AU's CLDR parent is en-001, not en-GB: the English folder answers.
    ChainCase(locale: "en-AU", text: "English", language: "en", chain: ["en-AU", "en-001", "en"]),
    ChainCase(locale: "es-MX", text: "es_419", language: "es-419", chain: ["es-MX", "es-419"]),
    ChainCase(locale: "fr-CA", text: "English", language: "en", chain: ["fr-CA", "fr", "en"], isFallback: true),
  ])
  func chainsGoThroughICUParentsToTheDevelopmentLanguage(_ testCase: ChainCase) throws {
    let (store, root) = try Self.store(folders: [
      "pt_BR", "pt", "zh_Hans", "zh-Hans-CN", "zh_Hant", "en-gb", "English", "Base", "es_419",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let resolution = try #require(store.resolve(key: "key", locale: locale(testCase.locale)))
    #expect(resolution.text == testCase.text)
    #expect(resolution.language.tag == testCase.language)
    #expect(resolution.chain == testCase.chain)
    #expect(resolution.isFallback == testCase.isFallback)
  }

  @Test func baseAnswersInTheDevelopmentLanguage() throws {
    let (store, root) = try Self.store(folders: ["de", "Base"], developmentLanguage: "fr")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let resolution = try #require(store.resolve(key: "Base.only", locale: locale("de")))
    #expect(resolution.suppliedBy == .base)
    #expect(resolution.language.tag == "fr")
    #expect(resolution.chain == ["de", "fr", "Base"])
  }
}

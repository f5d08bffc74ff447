import Announcements
import Foundation
import Testing
import UnicodeSupport

@Suite("System strings")
struct SystemStringsTests {
  /// The compiled bundles next to the module's resources.
  static let folder: String? = {
    guard let strings = try? SystemStrings() else { return nil }
    return strings.folders.last
  }()

  /// Every compiled bundle except the alias bundles.
  static let bundleNames: [String] = {
    guard let folder else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".res") }.map { String($0.dropLast(4)) }
      .filter { !["zh_HK", "zh_CN", "zh_TW"].contains($0) }.sorted()
  }()

  @Test func bundlesCoverTheRequiredLocales() {
    let required = [
      "root", "en", "en_GB", "en_AU", "de", "fr", "fr_CA", "es", "es_419", "it", "pt_BR", "pt_PT", "nl", "sv", "da",
      "no",
      "fi", "pl", "cs", "sk", "hu", "ro", "hr", "el", "ru", "uk", "tr", "ar", "he", "hi", "th", "vi", "id", "ms", "ca",
      "ja", "ko", "zh_Hans", "zh_Hant", "zh_Hant_HK",
    ]
    #expect(Set(required).subtracting(Self.bundleNames).isEmpty)
  }

  @Test(arguments: bundleNames)
  func everyBundleDefinesEveryKey(bundle: String) throws {
    let folder = try #require(Self.folder)
    let resource = try ResourceBundle(packagePath: folder, locale: bundle, fallback: false)
    let keys = Set(resource.entries.map(\.key))
    let expected = Set(PhraseKey.allCases.map(\.rawValue))
    #expect(expected.subtracting(keys).sorted() == [], "missing keys in \(bundle)")
    #expect(keys.subtracting(expected).sorted() == [], "unknown keys in \(bundle)")
    #expect(resource.entries.allSatisfy { $0.kind == .string && !($0.string ?? "").isEmpty })
  }

  @Test(arguments: [
    ("de", "Zurück"), ("fi", "Edellinen"), ("ja", "戻る"), ("ar", "رجوع"), ("pt-BR", "Voltar"), ("pt-PT", "Anterior"),
    ("zh-Hans", "返回"), ("zh-HK", "返回"), ("en-GB", "Back"), ("de-AT", "Zurück"), ("nb", "Tilbake"), ("no", "Tilbake"),
    ("nn", "Tilbake"), ("es-MX", "Atrás"), ("xx", "Back"),
  ])
  func backTitleFollowsICUFallback(locale: String, expected: String) throws {
    let strings = try SystemStrings()
    let phrases = try strings.phrases(for: LocaleIdentifier(canonicalizing: locale))
    #expect(phrases.backTitle == expected)
  }

  /// An alias bundle that is also a CLDR parent makes a fallback cycle that hangs ICU.
  @Test(
    arguments: bundleNames.filter { $0 != "root" } + [
      "nb", "nn", "no", "zh-HK", "zh-TW", "zh-CN", "zh-Hant-MO", "pt-AO", "en-IN", "es-AR", "sr-Latn", "de-CH",
    ])
  func everyFallbackChainTerminates(locale: String) throws {
    let phrases = try SystemStrings().phrases(for: LocaleIdentifier(canonicalizing: locale))
    #expect(!phrases.backTitle.isEmpty)
  }

  @Test func unknownLocaleFallsBackToRootInEnglish() throws {
    let phrases = try SystemStrings().phrases(for: LocaleIdentifier(canonicalizing: "xx"))
    #expect(phrases.bundleLocale == "root")
    #expect(phrases.language == "en")
  }

  @Test func overlayReplacesOneWord() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navaudit-overlay-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("de.txt")
    try "de { back_title { \"Zurueck\" } }".write(to: source, atomically: true, encoding: .utf8)
    var strings: SystemStrings? = try SystemStrings(overlay: LocaleOverlay.compile(folder: folder.path))
    let compiled = try #require(strings?.folders.first)
    let phrases = try #require(try strings?.phrases(for: LocaleIdentifier(canonicalizing: "de")))
    #expect(phrases.backTitle == "Zurueck")
    #expect(phrases[.roleHeading] == "Überschrift")
    // The compiled overlay lives as long as the strings that may still open bundles from it.
    #expect(FileManager.default.fileExists(atPath: compiled + "/de.res"))
    strings = nil
    #expect(!FileManager.default.fileExists(atPath: compiled))
    #expect(FileManager.default.fileExists(atPath: source.path))
  }
}

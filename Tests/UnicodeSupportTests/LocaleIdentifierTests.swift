import Testing
import UnicodeSupport

@Suite("Locale identifiers")
struct LocaleIdentifierTests {
  @Test(arguments: [
    ("pt_BR", "pt-BR"), ("pt-br", "pt-BR"), ("zh_Hans", "zh-Hans"), ("zh-Hans-CN", "zh-Hans-CN"),
    ("en", "en"), ("iw", "he"), ("zh_CN", "zh-CN"), ("de_DE", "de-DE"), ("es-419", "es-419"),
  ])
  func canonicalizesFolderSpellings(raw: String, expected: String) throws {
    #expect(try LocaleIdentifier(canonicalizing: raw).tag == expected)
  }

  @Test(arguments: ["", "Base!", "not a locale", "x"])
  func rejectsGarbage(raw: String) {
    #expect(throws: LocaleError.self) { try LocaleIdentifier(canonicalizing: raw) }
  }

  @Test func baseAndMulAreFolderKinds() throws {
    #expect(try LocaleFolder(folderName: "Base.lproj") == .base)
    #expect(try LocaleFolder(folderName: "mul.lproj") == .multilingual)
    #expect(try LocaleFolder(folderName: "pt_BR.lproj") == .locale(LocaleIdentifier(canonicalizing: "pt-BR")))
  }

  @Test(arguments: [
    ("pt-BR", ["pt-BR", "pt"]), ("zh-Hans-CN", ["zh-Hans-CN", "zh-Hans", "zh"]),
    ("en-GB", ["en-GB", "en-001", "en"]), ("zh-Hant", ["zh-Hant"]), ("es-MX", ["es-MX", "es-419", "es"]),
    ("de", ["de"]),
  ])
  func parentChainsFollowCLDR(raw: String, chain: [String]) throws {
    #expect(try LocaleIdentifier(canonicalizing: raw).parentChain.map(\.tag) == chain)
  }

  @Test func rightToLeftLocales() throws {
    #expect(try LocaleIdentifier(canonicalizing: "ar").isRightToLeft)
    #expect(try LocaleIdentifier(canonicalizing: "he").isRightToLeft)
    #expect(try !LocaleIdentifier(canonicalizing: "de").isRightToLeft)
  }
}

@Suite("Plural rules")
struct PluralRulesTests {
  @Test(arguments: [
    ("en", 1.0, PluralCategory.one), ("en", 0.0, .other), ("en", 2.0, .other),
    ("ru", 1.0, .one), ("ru", 3.0, .few), ("ru", 5.0, .many), ("ru", 21.0, .one), ("ru", 22.0, .few),
    ("ar", 0.0, .zero), ("ar", 2.0, .two), ("ar", 3.0, .few), ("ar", 11.0, .many), ("ar", 100.0, .other),
    ("ja", 1.0, .other), ("pl", 5.0, .many), ("fr", 0.0, .one), ("fr", 1_000_000.0, .many),
  ])
  func selectsCategoriesThroughICU(locale: String, number: Double, expected: PluralCategory) throws {
    let rules = try PluralRules.forLocale(LocaleIdentifier(canonicalizing: locale))
    #expect(rules.category(for: number) == expected)
  }

  @Test func listsTheLocaleCategories() throws {
    #expect(try PluralRules.forLocale(LocaleIdentifier(canonicalizing: "en")).categories == [.one, .other])
    #expect(try PluralRules.forLocale(LocaleIdentifier(canonicalizing: "ja")).categories == [.other])
    #expect(try PluralRules.forLocale(LocaleIdentifier(canonicalizing: "ar")).categories.count == 6)
  }
}

@Suite("Text")
struct TextTests {
  @Test func segmentsGraphemeClusters() {
    #expect(Graphemes.clusters(of: "e\u{301}a").map(String.init) == ["e\u{301}", "a"])
    #expect(Graphemes.count(in: "👍🏽🇩🇪") == 2)
    #expect(Graphemes.count(in: "") == 0)
    #expect(Graphemes.count(in: "สวัสดี") == 4)
  }

  @Test func findsParagraphDirection() {
    #expect(Bidi.paragraphDirection(of: "Settings") == .leftToRight)
    #expect(Bidi.paragraphDirection(of: "123 الإعدادات") == .rightToLeft)
    #expect(Bidi.paragraphDirection(of: "123") == .neutral)
  }

  @Test func shapesArabic() {
    let shaped = ArabicShaping.shaped("لا")
    #expect(shaped.unicodeScalars.count == 1)
    #expect(ArabicShaping.shaped("Back") == "Back")
    #expect(ArabicShaping.shaped("رجوع") != "رجوع")
  }

  @Test func detectsScripts() throws {
    #expect(ScriptDetection.dominantScript(in: "Settings 1")?.shortName == "Latn")
    #expect(ScriptDetection.dominantScript(in: "設定")?.shortName == "Hani")
    #expect(ScriptDetection.dominantScript(in: "123") == nil)
    let ja = try LocaleIdentifier(canonicalizing: "ja")
    #expect(ScriptDetection.matches("Settings", locale: ja) == false)
    #expect(ScriptDetection.matches("設定", locale: ja) == true)
    #expect(ScriptDetection.matches("ダウンロード", locale: ja) == true)
  }
}

/// Locales a user types must name a real language; English names get a suggestion.
@Suite("Validating typed locales")
struct LocaleValidationTests {
  @Test(arguments: [
    ("de", "de"), ("pt_BR", "pt-BR"), ("zh-Hans", "zh-Hans"), ("fil", "fil"), ("iw", "he"), (" en ", "en"),
  ])
  func realLanguagesAreAccepted(raw: String, tag: String) throws {
    #expect(try LocaleIdentifier(validating: raw).tag == tag)
  }

  @Test(arguments: [("German", "de"), ("japanese", "ja"), ("French", "fr")])
  func englishNamesSuggestTheirCode(raw: String, code: String) {
    #expect(throws: LocaleError.unknownLanguage(raw, suggestion: code)) { try LocaleIdentifier(validating: raw) }
  }

  @Test(arguments: ["xx", "", ",", "qqq", "de-", "english-US"])
  func unknownOrMalformedLocalesAreRefused(raw: String) {
    #expect(throws: LocaleError.self) { try LocaleIdentifier(validating: raw) }
  }

  @Test func theMessageQuotesTheValueAndSuggests() {
    #expect(
      LocaleError.unknownLanguage("German", suggestion: "de").description
        == "unknown locale 'German'; did you mean 'de'?")
    #expect(
      LocaleError.unknownLanguage("xx", suggestion: nil).description.hasPrefix(
        "unknown locale 'xx' (expected a BCP 47 tag"))
  }
}

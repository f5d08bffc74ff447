import AuditEngine
import Testing

/// UIKit's own texts follow the app's localizations, not the device's language: an app
/// without German shows "Back" on a German device; adding German makes it "Zurück".
@Suite("UIKit texts in the app's localization")
struct AppLocalizationTests {
  static let yaml = """
    screens:
      a: { title: { key: first } }
      b: { title: { key: second }, rightBarButtonItems: [ { systemItem: done } ], backButtonDisplayMode: generic }
      c: { title: { key: third } }
    flows:
      - name: f
        root: { navigation: [a] }
        steps:
          - push: b
          - push: c
    """

  static let english = "\"first\" = \"First\"; \"second\" = \"Second\"; \"third\" = \"Third\";"

  @Test func aLocaleWithoutTablesGetsUIKitTextsInTheDevelopmentLanguage() async throws {
    let report = try await ScenarioHarness(tables: ["en": Self.english], yaml: Self.yaml).run(locales: ["en", "de"])
    // Step 2: the screen below ("Second") is in generic mode, so the button draws "Back".
    let back = try #require(report.bar("de", step: 2)?.back)
    #expect(back.shown == "Back")
    #expect(back.display == .generic)
    let done = try #require(report.bar("de", step: 1)?.right.first)
    #expect(done.label == "Done")
    // VoiceOver still speaks its own words (the roles) in German.
    #expect(report.run("de")?.steps[1].announcement?.text.contains("Überschrift") == true)
    let finding = try #require(report.findings.first { $0.rule == .appNotLocalized })
    #expect(finding.locale == "de")
    #expect(finding.message.contains("'de'") && finding.message.contains("'en'"))
    #expect(!report.findings.contains { $0.rule == .appNotLocalized && $0.locale == "en" })
  }

  @Test func addingTheLocaleMakesUIKitTextsLocal() async throws {
    let german = "\"first\" = \"Erste\"; \"second\" = \"Zweite\"; \"third\" = \"Dritte\";"
    let report = try await ScenarioHarness(tables: ["en": Self.english, "de": german], yaml: Self.yaml)
      .run(locales: ["en", "de"])
    #expect(report.bar("de", step: 2)?.back.shown == "Zurück")
    #expect(report.bar("de", step: 1)?.right.first?.label == "Fertig")
    #expect(!report.rules.contains("app-not-localized"))
  }

  @Test func aParentLocalizationServesARegionalLocale() async throws {
    let portuguese = "\"first\" = \"Primeiro\"; \"second\" = \"Segundo\"; \"third\" = \"Terceiro\";"
    let report = try await ScenarioHarness(tables: ["en": Self.english, "pt": portuguese], yaml: Self.yaml)
      .run(locales: ["en", "pt-BR"])
    #expect(!report.rules.contains("app-not-localized"))
    #expect(report.bar("pt-BR", step: 2)?.back.shown != "Back")
  }
}

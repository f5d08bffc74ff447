import AuditEngine
import Foundation
import Reports
import StringTables
import TestSupport
import Testing
import UnicodeSupport

/// Pseudo-localization, width budgets and their round trip through XLIFF (issue 16).
@Suite("Before translation", .serialized)
struct BeforeTranslationTests {
  static let phone = "iPhone SE (3rd generation)"

  static func configuration(
    _ sample: String, locales: [String], devices: [String] = [phone], pseudo: [PseudoLocale] = []
  ) -> AuditConfiguration {
    var configuration = AuditConfiguration(
      paths: [sample], workingDirectory: RepositoryPaths.root.path, locales: .only(locales),
      devices: .only(devices), jobs: 2)
    configuration.pseudoLocales = pseudo
    return configuration
  }

  @Test func pseudoLocalesAreAuditedOnEveryDeviceLikeRealLocales() async throws {
    let devices = [Self.phone, "iPhone 16 Pro Max"]
    let report = try await Auditor(
      configuration: Self.configuration(
        "Samples/Settings", locales: ["en"], devices: devices, pseudo: PseudoLocale.allCases)
    ).run()
    for tag in ["en", "en-XA", "en-XD", "en-XB", "ar-XB"] {
      #expect(Set(report.runs.filter { $0.locale == tag }.map(\.device)) == Set(devices), "\(tag)")
    }
    let mirrored = report.runs.filter { $0.locale == "ar-XB" }.flatMap(\.steps).flatMap(\.bars)
    #expect(!mirrored.isEmpty && mirrored.allSatisfy(\.rightToLeft))
    // Pseudo text is translated text: never reported as missing or as an untranslated copy.
    let pseudoTags = Set(PseudoLocale.allCases.map(\.tag))
    #expect(!report.findings.contains { $0.rule == .missingTranslation && pseudoTags.contains($0.localeScope) })
    // The doubled titles break first: the findings name them.
    let doubled = report.findings.filter { $0.locales?.contains("en-XD") ?? ($0.locale == "en-XD") }
    let truncated = doubled.filter { $0.rule == .titleTruncated }.map(\.message)
    #expect(truncated.contains { $0.contains("title 'Certificate Certificate Trust Trust Settings Settings' is cut") })
    #expect(truncated.contains { $0.contains("title 'Language Language & & Region Region' is cut") })
    let html = try HTMLReportRenderer().render(report)
    #expect(html.contains("en-XA <small class=\"muted\">(pseudo: accented)</small>"))
  }

  @Test func budgetsArePinnedForNamedSampleScreens() async throws {
    let report = try await Auditor(configuration: Self.configuration("Samples/Settings", locales: ["en", "de"]))
      .budgets()
    func budget(_ key: String, _ kind: WidthBudget.Kind) -> WidthBudget? {
      report.budgets.first { $0.key == key && $0.kind == kind }
    }
    // Settings → Accessibility: "Settings" must fit beside "Accessibility" on the iPhone SE.
    let settings = try #require(budget("settings.title", .backTitle))
    #expect(settings.points == 98.1)
    #expect(settings.pointsBesideLongestTranslation == 79.4)
    #expect(
      settings.setBy.device == Self.phone && settings.setBy.flow == "VoiceOver verbosity" && settings.setBy.step == 1)
    // The Keyboards title, between a back button and the trailing items.
    #expect(budget("keyboards.title", .title)?.points == 276.0)
    #expect(budget("about.title", .backTitle)?.points == 48.6)
    // The Edit button of Language & Region keeps the title centred up to 79.5 pt.
    #expect(budget("common.edit", .barButton)?.points == 79.5)
    let latin = try #require(settings.characters.first { $0.script == "Latin" })
    #expect(latin.characters == 12)
  }

  @Test func translationsOverTheirBudgetAreReportedWithKeyLocaleWidthAndBudget() async throws {
    let report = try await Auditor(configuration: Self.configuration("Samples/Settings", locales: ["en", "de"])).run()
    let over = report.findings.filter { $0.rule == .widthOverBudget }
    #expect(!over.isEmpty)
    for finding in over {
      #expect(finding.locale == "de")
      #expect(finding.key != nil && finding.message.contains(" pt wide in 'de'; its "))
    }
  }

  @Test func stringsLintReportsATranslationOverAnXLIFFMaxwidth() throws {
    let folder = try RepositoryPaths.temporaryFolder()
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
          <body>
            <trans-unit id="title" maxwidth="60" size-unit="point"><source>Settings</source><target>Einstellungen für alles</target></trans-unit>
            <trans-unit id="short" maxwidth="60" size-unit="point"><source>OK</source><target>OK</target></trans-unit>
          </body>
        </file>
      </xliff>
      """
    try Data(xliff.utf8).write(to: folder.appendingPathComponent("de.xliff"))
    let input = try StringsInput(
      paths: [folder.path], workingDirectory: folder.path, developmentLanguage: try LocaleIdentifier(validating: "en"))
    let findings = StringsLinter(input: input).lint().report.findings.filter { $0.rule == .widthOverBudget }
    #expect(findings.count == 1)
    #expect(findings.first?.key == "title")
    #expect(findings.first?.message.contains("budget of 60.0 pt") == true)
  }

  /// A budget `budgets --strings` wrote comes back from the `.strings` file: `strings lint`
  /// checks the translation against it.
  @Test func stringsLintReportsATranslationOverTheBudgetInAStringsComment() throws {
    let folder = try RepositoryPaths.temporaryFolder()
    for (locale, title) in [("en", "Settings"), ("de", "Einstellungen für alles")] {
      let lproj = folder.appendingPathComponent("\(locale).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      let text = "/* Screen title. */\n\"title\" = \"\(title)\";\n\"short\" = \"OK\";\n"
      let widths = ["Localizable": ["title": 80, "short": 60]]
      let written = try StringsBudgetWriter.write(Data(text.utf8), path: "Localizable.strings", maxWidths: widths)
      try Data(written.bytes).write(to: lproj.appendingPathComponent("Localizable.strings"))
    }
    let input = try StringsInput(
      paths: [folder.path], workingDirectory: folder.path, developmentLanguage: try LocaleIdentifier(validating: "en"))
    let findings = StringsLinter(input: input).lint().report.findings.filter { $0.rule == .widthOverBudget }
    #expect(findings.map(\.locale) == ["de"])
    #expect(findings.first?.key == "title")
    #expect(findings.first?.source == "de.lproj/Localizable.strings:2:1")
    #expect(findings.first?.message.contains("the file gives it a budget of 80.0 pt") == true)
  }

  @Test func budgetsCommandWritesIntoAStringsFileAgainAndAgainAndRefusesABrokenOne() throws {
    let folder = try RepositoryPaths.temporaryFolder()
    let output = folder.appendingPathComponent("Localizable.strings").path
    func budgets(_ input: String, _ output: String) throws -> NavauditProcess.Outcome {
      try NavauditProcess.run(
        ["budgets", "Samples/Settings", "--devices", Self.phone, "--strings", input, "-o", output],
        in: RepositoryPaths.root)
    }
    let first = try budgets("Samples/Settings/Strings/de.lproj/Localizable.strings", output)
    #expect(first.status == 0, "\(first.stderr)")
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      written.contains(
        "/* Title of the About screen (Settings > General > About). Also the back button title of its sub-screens. Width budget: "
      ))
    let again = try budgets(output, output)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try String(contentsOfFile: output, encoding: .utf8) == written)

    let broken = folder.appendingPathComponent("Broken.strings").path
    try Data("\"a\" = \"b\"\n".utf8).write(to: URL(fileURLWithPath: broken))
    let refused = try budgets(broken, folder.appendingPathComponent("Out.strings").path)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("Broken.strings:1:10: error: missing ';' after the value of key 'a'"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out.strings").path))
    // The file to annotate is checked before the audit: it is reported even where no app is.
    let noApp = try NavauditProcess.run(
      ["budgets", "NoSuchApp", "--strings", broken, "-o", folder.appendingPathComponent("Out.strings").path],
      in: RepositoryPaths.root)
    #expect(noApp.status == 2)
    #expect(noApp.stderr.contains("Broken.strings:1:10: error: missing ';'"), "\(noApp.stderr)")
    let both = try NavauditProcess.run(
      ["budgets", "Samples/Settings", "--strings", broken, "--xcstrings", broken, "-o", output],
      in: RepositoryPaths.root)
    #expect(both.status == 64)
    #expect(both.stderr.contains("give one of --xliff, --xcstrings and --strings, not several"))
  }

  @Test func unknownPseudoStyleIsAUsageError() throws {
    guard NavauditProcess.binary != nil else { return }
    let outcome = try NavauditProcess.run(["audit", "Samples/Settings", "--pseudo", "wide"], in: RepositoryPaths.root)
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("unknown pseudo-localization 'wide'"))
  }
}

import AuditEngine
import Foundation
import TestSupport
import Testing

/// Auditing real apps from their storyboards alone: bars, announcements and findings in the
/// locales' words, located in the storyboard or the translation.
@Suite("Storyboard audits of real apps", .enabled(if: RepositoryPaths.corpusAvailable))
struct StoryboardAuditTests {
  static let iPhone = "iPhone SE (3rd generation)"

  static func audit(_ path: String, locales: [String] = ["en", "de", "ja", "fr"]) async throws -> AuditReport {
    let configuration = AuditConfiguration(
      paths: [path], workingDirectory: RepositoryPaths.corpus.path, locales: .only(locales), devices: .only([iPhone]),
      jobs: 2)
    return try await Auditor(configuration: configuration).run()
  }

  /// Loop: Status pushes Carbohydrates, which pushes the carb entry editor (a Cancel item
  /// replaces its back button). The root navigation controller's root is set in code, so
  /// Status starts its own flow.
  @Test func loopCarbohydratesFlowInGermanAndJapanese() async throws {
    let report = try await Self.audit("loop/Loop")
    let flow = "Status › Carbohydrates › Add/Edit Carb Entry › unwind 'unwindFromEditing'"
    let german = try #require(report.runs.first { $0.flow == flow && $0.locale == "de" })
    #expect(
      german.steps.map(\.step) == [
        "start", "segue: CarbAbsorptionViewController", "segue: urz-4S-c6I", "segue: KCN-zs-bMh",
      ])
    #expect(Array(german.steps[1].stack) == ["StatusTableViewController", "CarbAbsorptionViewController"])
    let back = try #require(german.steps[1].bars.first?.back)
    #expect(back.display == .full)
    #expect(back.shown == "Status")
    #expect(german.steps[1].announcement?.text == "Kohlenhydrate, Überschrift. Status, Zurück-Taste.")
    #expect(german.steps[2].bars.first?.back.display == .hidden, "the Cancel item replaces the back button")
    #expect(german.steps[2].announcement?.text == "KH-Eintrag, Überschrift. Abbrechen, Taste.")

    let japanese = try #require(report.runs.first { $0.flow == flow && $0.locale == "ja" })
    #expect(japanese.steps[1].bars.first?.back.shown == "ステータス")
    #expect(japanese.steps[1].announcement?.text == "残存糖質、見出し。ステータス、戻るボタン。")
    // ja has no translation of the editor's title: the Base text is shown and spoken in English.
    let parts = try #require(japanese.steps[2].announcement?.parts)
    #expect(parts.first?.text == "Add/Edit Carb Entry")
    #expect(parts.first?.language == "en")
    #expect(parts.last?.text == "キャンセル")
  }

  @Test func loopFindingsPointAtTheStoryboardAndTheTranslations() async throws {
    let report = try await Self.audit("loop/Loop")
    let missing = try #require(
      report.findings.first {
        $0.rule == .missingTranslation && $0.locale == "ja" && $0.message.contains("Tz7-80-bJ7.title")
      })
    #expect(missing.source == "loop/Loop/Base.lproj/Main.storyboard:899:21", "the navigation item")
    #expect(missing.message.contains("'Add/Edit Carb Entry' from 'Base'"))
    let truncated = try #require(report.findings.first { $0.rule == .titleTruncated && $0.locale == "fr" })
    #expect(
      truncated.source.hasPrefix("loop/Loop/fr.lproj/Main.strings:"),
      "the French title that is too wide: \(truncated.source)")
    let external = report.findings.filter { $0.rule == .storyboardReferenceExternal }.map(\.source)
    #expect(external == ["loop/Loop/Base.lproj/Main.storyboard:148:17", "loop/Loop/Base.lproj/Main.storyboard:713:17"])
    #expect(
      report.findings.contains {
        $0.rule == .storyboardLeftToCode && $0.source == "loop/Loop/Base.lproj/Main.storyboard:696:17"
      })
    let unwind = try #require(report.findings.first { $0.rule == .unwindTargetInCode })
    #expect(unwind.source == "loop/Loop/Base.lproj/Main.storyboard:902:33", "the unwind segue")
    #expect(!report.findings.contains { $0.rule == .unwindNoTarget }, "an imported unwind is not judged")
  }

  /// NetNewsWire 2019: a classic split view; the timeline shows the detail with showDetail.
  @Test func netNewsWire2019SplitViewAndShowDetail() async throws {
    let report = try await Self.audit("netnewswire-2019", locales: ["en"])
    let flows = Set(report.runs.map(\.flow))
    #expect(flows.contains("SplitViewController"))
    #expect(flows.contains("Timeline › Detail"))
    let root = try #require(report.runs.first { $0.flow == "SplitViewController" })
    #expect(root.steps[0].split != nil)
    let detail = try #require(report.runs.first { $0.flow == "Timeline › Detail" })
    #expect(detail.steps.last?.step == "segue: showDetail")
  }

  /// Loop has no Base or English `Main.strings`: the storyboard is the English text, and
  /// audit, strings lint and strings show agree on what Japanese users see.
  @Test(.enabled(if: NavauditProcess.binary != nil)) func auditLintAndShowAgreeOnUntranslatedStoryboardTexts() throws {
    let corpus = RepositoryPaths.corpus
    let show = try NavauditProcess.run(
      ["strings", "show", "Tz7-80-bJ7.title", "--locale", "ja", "--table", "Main", "loop/Loop"], in: corpus)
    #expect(show.status == 0, "\(show.stderr)")
    #expect(show.stdout.split(separator: "\n").first == "Add/Edit Carb Entry")
    #expect(show.stdout.contains("answered: Base (language en)"))
    let lint = try NavauditProcess.run(
      ["strings", "lint", "loop/Loop", "--format", "diagnostics", "--fail-on", "never"], in: corpus)
    #expect(lint.status == 0, "\(lint.stderr)")
    let line = try #require(
      lint.stdout.split(separator: "\n").first { $0.contains("ja") && $0.contains("Tz7-80-bJ7.title") })
    #expect(line.contains("'Base' text is shown"), "\(line)")
    #expect(!lint.stdout.contains("the 'de' text is shown"))
  }
}

import AuditEngine
import Testing

@Suite("Findings and speech")
struct FindingAndSpeechTests {
  static let tables = [
    "en":
      "\"settings\" = \"Settings\"; \"general\" = \"General\"; \"verbosity\" = \"Verbosity\"; \"a11y.gear\" = \"Settings\";\n\"edit.hint\" = \"Edits the list.\";",
    "de":
      "\"settings\" = \"Einstellungen\"; \"general\" = \"Allgemein\"; \"a11y.gear\" = \"Einstellungen\";\n\"general\" = \"Allgemein\";",
    "ja": "\"settings\" = \"設定\"; \"general\" = \"General\"; \"verbosity\" = \"詳細度\"; \"a11y.gear\" = \"設定\";",
  ]

  static func audit(
    _ screens: String, steps: String, root: String = "{ navigation: [a] }", locales: [String] = ["en", "de", "ja"]
  ) async throws -> AuditReport {
    let yaml = "screens:\n\(screens)\nflows:\n  - name: f\n    root: \(root)\n    steps:\n\(steps)\n"
    return try await ScenarioHarness(tables: tables, yaml: yaml).run(locales: locales)
  }

  @Test func missingTranslationIsSpokenInTheDevelopmentLanguage() async throws {
    let report = try await Self.audit(
      "  a: { title: { key: settings } }\n  b: { title: { key: verbosity } }", steps: "      - push: b")
    let parts = try #require(report.run("de")?.steps[1].announcement?.parts)
    #expect(
      parts.map { "\($0.text)|\($0.role)|\($0.language)" } == ["Verbosity|heading|en", "Einstellungen|back-button|de"])
    #expect(report.findings.contains { $0.rule == .missingTranslation && $0.locale == "de" })
    #expect(!report.findings.contains { $0.rule == .missingTranslation && $0.locale == "en" })
  }

  @Test func anUntranslatedCopyInAnotherScriptIsSpokenInThatLanguage() async throws {
    let report = try await Self.audit("  a: { title: { key: general } }", steps: "      - focus: title")
    #expect(report.run("ja")?.steps[0].announcement?.parts.first?.language == "en")
    #expect(report.findings.contains { $0.rule == .missingTranslation && $0.locale == "ja" })
  }

  @Test func literalsAreReportedOnce() async throws {
    let report = try await Self.audit("  a: { title: VoiceOver }", steps: "      - focus: title")
    #expect(report.findings.filter { $0.rule == .literalNotLocalized }.count == 1)
    #expect(report.run("de")?.steps[0].announcement?.parts.first?.language == "en")
  }

  @Test func missingKeysShowTheKey() async throws {
    let report = try await Self.audit("  a: { title: { key: nowhere } }", steps: "      - focus: title")
    #expect(report.bar("de", step: 0)?.title.text == "nowhere")
    #expect(report.findings.contains { $0.rule == .missingKey && $0.severity == .error })
  }

  @Test func imageButtonsWithoutALabelAreFindings() async throws {
    let report = try await Self.audit(
      "  a: { title: { key: settings }, rightBarButtonItems: [ { image: gearshape }, { image: gear, accessibilityLabel: { key: a11y.gear } } ] }",
      steps: "      - focus: right[0]\n      - focus: right[1]")
    #expect(report.findings.filter { $0.rule == .imageButtonUnlabeled }.count == 1)
    #expect(report.run("de")?.steps[2].focus?.text == "Einstellungen, Taste.")
  }

  @Test func poppingTheRootIsARefusedStep() async throws {
    let report = try await Self.audit("  a: { title: { key: settings } }", steps: "      - pop")
    let finding = try #require(report.findings.first { $0.rule == .stepRefused })
    #expect(finding.severity == .error)
    #expect(finding.step == 1)
  }

  @Test func duplicateKeysAreFindings() async throws {
    let report = try await Self.audit("  a: { title: { key: settings } }", steps: "      - focus: title")
    let finding = try #require(report.findings.first { $0.rule == .duplicateKey })
    #expect(finding.source.contains("de.lproj/Localizable.strings:2:"))
  }

  @Test func focusDescribesLabelValueTraitsAndHint() async throws {
    let report = try await Self.audit(
      "  a: { title: { key: settings }, rightBarButtonItems: [ { systemItem: edit, accessibilityHint: { key: edit.hint }, enabled: false } ] }",
      steps: "      - focus: right[0]", locales: ["en"])
    let focus = try #require(report.run("en")?.steps[1].focus)
    #expect(focus.text == "Edit, dimmed, button. Edits the list.")
    #expect(focus.parts.map(\.role) == ["button", "hint"])
  }

  @Test func aMissingFocusTargetIsAFinding() async throws {
    let report = try await Self.audit(
      "  a: { title: { key: settings } }", steps: "      - focus: right[2]", locales: ["en"])
    #expect(report.rules.contains("focus-target-missing"))
  }

  /// A bar keeps what each focus target says (``BarEvaluator/Evaluation/focusSpeech``): the
  /// same bar focused again, here and after other targets, says what it said the first time
  /// in each locale, and a target it lacks is reported at every step that asks for it.
  @Test func focusingTheSameBarAgainSaysTheSame() async throws {
    let report = try await Self.audit(
      "  a: { title: { key: settings }, rightBarButtonItems: [ { image: gear, accessibilityLabel: { key: a11y.gear } } ] }",
      steps: "      - focus: right[0]\n      - focus: title\n      - focus: right[0]\n      - focus: right[2]\n"
        + "      - focus: title\n      - focus: right[2]")
    for (locale, gear, title) in [("en", "Settings, ", "Settings"), ("de", "Einstellungen, Taste.", "Einstellungen")] {
      let steps = try #require(report.run(locale)?.steps)
      #expect(steps[1].focus?.text.hasPrefix(gear) == true)
      #expect(steps[2].focus?.text.hasPrefix(title) == true)
      #expect(steps[3].focus == steps[1].focus)
      #expect(steps[5].focus == steps[2].focus)
      #expect(steps[4].focus == nil && steps[6].focus == nil)
      #expect(steps[4].findings.map(\.rule) == [.focusTargetMissing])
      #expect(steps[6].findings.map(\.rule) == [.focusTargetMissing])
    }
  }

  @Test func rightItemsAreLaidOutFromTheRightEdge() async throws {
    let report = try await Self.audit(
      "  a: { title: { key: settings }, rightBarButtonItems: [ { systemItem: done }, { systemItem: add } ] }",
      steps: "      - focus: title",
      locales: ["en"])
    let right = try #require(report.bar("en", step: 0)?.right)
    #expect(right.map(\.label) == ["Done", "Add"])
    #expect(try #require(right[0].frame?.x) > (try #require(right[1].frame?.x)))
  }

  @Test func toolbarItemsComeFromTheTopScreenOnly() async throws {
    let report = try await Self.audit(
      "  a: { title: { key: settings }, toolbarItems: [ { systemItem: trash } ] }\n  b: { title: { key: general } }",
      steps: "      - push: b\n      - pop",
      root: "{ navigation: [a], toolbarHidden: false, toolbarItems: [ { systemItem: compose } ] }", locales: ["en"])
    #expect(report.bar("en", step: 0)?.toolbar.map(\.label) == ["Delete"])
    #expect(report.bar("en", step: 1)?.toolbar == [])
    #expect(report.rules.contains("step-ignored"))
  }

  @Test func promptAddsARowAndTitleViewReplacesTheLabel() async throws {
    let report = try await Self.audit(
      "  a: { title: { key: settings }, prompt: { key: general }, titleView: { accessibilityLabel: { key: settings }, width: 100 } }",
      steps: "      - focus: prompt", locales: ["en"])
    let bar = try #require(report.bar("en", step: 0))
    #expect(bar.height == 74)
    #expect(bar.title.view == true)
    #expect(bar.prompt?.text == "General")
    #expect(report.run("en")?.steps[1].focus?.text == "General.")
  }

  @Test func largeTitlesFollowTheAutomaticInheritanceRule() async throws {
    let report = try await Self.audit(
      "  a: { title: { key: settings } }\n  b: { title: { key: general }, largeTitleDisplayMode: never }\n  c: { title: { key: verbosity } }",
      steps: "      - push: b\n      - push: c", root: "{ navigation: [a], prefersLargeTitles: true }", locales: ["en"])
    #expect(report.bar("en", step: 0)?.title.large == true)
    #expect(report.bar("en", step: 1)?.title.large == nil)
    #expect(report.bar("en", step: 2)?.title.large == nil)
  }
}

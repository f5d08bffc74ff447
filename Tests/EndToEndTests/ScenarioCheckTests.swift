import AuditEngine
import TestSupport
import Testing

/// Mistakes a scenario author makes that used to pass silently: a mistyped table name, and
/// screens that no flow shows.
@Suite("Scenario checks")
struct ScenarioCheckTests {
  @Test func aMistypedTableIsNamedWithTheClosestRealTable() async throws {
    let harness = ScenarioHarness(
      tables: ["en": "\"home\" = \"Home\";\n", "de": "\"home\" = \"Start\";\n"],
      yaml: """
        screens:
          a: { title: { key: home, table: Localisable } }
        flows:
          - name: Start
            root: { navigation: [a] }
        """)
    let report = try await harness.run(locales: ["en", "de"])
    let finding = try #require(report.findings.first { $0.rule == .unknownTable })
    #expect(finding.severity == .warning)
    #expect(
      finding.message
        == "key 'home' names table 'Localisable', which the scenario's strings do not have; did you mean 'Localizable'?"
    )
    #expect(finding.source.hasSuffix("test.navaudit.yaml:6:15"), "\(finding.source)")
    #expect(finding.locale == nil, "a scenario problem belongs to no locale")
    #expect(report.findings.filter { $0.rule == .unknownTable }.count == 1, "once, not per locale")
  }

  @Test func aScreenNoFlowShowsIsAuditedOnItsOwn() async throws {
    let harness = ScenarioHarness(
      tables: ["en": "\"home\" = \"Home\";\n", "de": "\"home\" = \"Start\";\n"],
      yaml: """
        screens:
          a: { title: { key: home } }
          orphan: { title: { key: hoem }, rightBarButtonItems: [{ image: gear }] }
        flows:
          - name: Start
            root: { navigation: [a] }
        """)
    let report = try await harness.run(locales: ["en", "de"])
    let unused = try #require(report.findings.first { $0.rule == .unusedScreen })
    #expect(unused.severity == .info)
    #expect(unused.message == "screen 'orphan' is in no flow; navaudit audits it on its own")
    #expect(unused.source.hasSuffix("test.navaudit.yaml:7:11"), "\(unused.source)")
    // Its texts and items are checked in every locale: the misspelled key and the unlabeled image.
    #expect(Set(report.runs.map(\.flow)) == ["Start", "screen 'orphan' (in no flow)"])
    #expect(report.findings.contains { $0.rule == .missingKey && $0.message.contains("'hoem'") })
    #expect(report.findings.contains { $0.rule == .imageButtonUnlabeled && $0.flow == "screen 'orphan' (in no flow)" })
  }

  @Test func aContainerWhoseScreensAreShownIsNotUnused() async throws {
    let harness = ScenarioHarness(
      tables: ["en": "\"home\" = \"Home\";\n"],
      yaml: """
        screens:
          a: { title: { key: home } }
          nav: { navigation: [a] }
          b: { title: { key: home }, segues: { open: { kind: present, destination: nav } } }
        flows:
          - name: Start
            root: { navigation: [b] }
            steps:
              - segue: open
        """)
    let report = try await harness.run()
    #expect(!report.findings.contains { $0.rule == .unusedScreen })
    #expect(report.runs.count == 1)
  }
}

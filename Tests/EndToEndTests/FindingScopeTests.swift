import AuditEngine
import Foundation
import TestSupport
import Testing
import Traits

/// Findings scoped to what they depend on, one per problem, with every place it was seen.
@Suite("Finding scope")
struct FindingScopeTests {
  static let pad = "iPad Pro 11-inch"
  static let phone = "iPhone SE (3rd generation)"

  static let tables = [
    "en": "\"home\" = \"Home\";\n\"detail\" = \"Details\";\n\"edit\" = \"Go\";\n",
    "de": "\"home\" = \"Start\";\n\"detail\" = \"Einzelheiten\";\n\"edit\" = \"Bearbeitungsmodus jetzt aktivieren\";\n",
    "fr": "\"home\" = \"Accueil\";\n\"edit\" = \"Bearbeitungsmodus jetzt aktivieren\";\n",
  ]

  static func audit(_ yaml: String, locales: [String] = ["en", "de", "fr"], devices: [String] = [phone, pad])
    async throws -> AuditReport
  {
    try await ScenarioHarness(tables: tables, yaml: yaml).run(
      locales: locales, devices: devices, orientations: [.portrait, .landscape])
  }

  @Test func aFindingOfEveryLocaleAndDeviceNamesNone() async throws {
    let report = try await Self.audit(
      """
      screens:
        a: { title: Literal Title }
      flows:
        - name: Start
          root: { navigation: [a] }
      """)
    let literal = report.findings.filter { $0.rule == .literalNotLocalized }
    #expect(literal.count == 1)
    let finding = try #require(literal.first)
    #expect(finding.locale == nil && finding.locales == nil)
    #expect(finding.device == nil && finding.devices == nil)
    #expect(finding.orientation == nil && finding.orientations == nil)
    #expect(finding.flow == "Start" && finding.step == 0 && finding.occurrences == nil)
    // Every run's step still lists it.
    #expect(report.runs.count == 12)
    for run in report.runs {
      #expect(
        run.steps[0].findings.contains { $0.rule == .literalNotLocalized },
        "\(run.locale) \(run.device) \(run.orientation)")
    }
    let json = String(decoding: try JSONEncoder().encode(finding), as: UTF8.self)
    #expect(!json.contains("\"locale\"") && !json.contains("\"device\""), "no key rather than an empty value: \(json)")
  }

  @Test func aFindingOfSomeLocalesListsThem() async throws {
    // A literal title fits beside 'Go' (en, ja) but not beside the long de and fr item.
    let report = try await Self.audit(
      """
      screens:
        a: { title: Settings and Preferences, rightBarButtonItems: [{ title: { key: edit } }] }
      flows:
        - name: Squeeze
          root: { navigation: [a] }
      """, locales: ["en", "de", "fr", "ja"], devices: [Self.phone])
    let cut = report.findings.filter { $0.rule == .titleTruncated && $0.orientation == .portrait }
    #expect(cut.count == 1, "\(report.findings.map(\.message))")
    #expect(cut.first?.locale == nil)
    #expect(cut.first?.locales == ["de", "fr"])
  }

  @Test func aFindingWhoseMessageNamesItsLocaleIsPerLocale() async throws {
    let report = try await Self.audit(
      """
      screens:
        a: { title: { key: home } }
        b: { title: { key: detail } }
      flows:
        - name: Drill
          root: { navigation: [a] }
          steps:
            - push: b
      """, locales: ["en", "de", "fr", "ja"])
    let missing = report.findings.filter { $0.rule == .missingTranslation && $0.message.contains("'detail'") }
    // fr and ja lack 'detail': each message names its locale, so each is its own finding.
    #expect(missing.map(\.locale) == ["fr", "ja"])
    #expect(missing.allSatisfy { $0.device == nil && $0.devices == nil })
    let home = report.findings.filter { $0.rule == .missingTranslation && $0.message.contains("'home'") }
    #expect(home.map(\.locale) == ["ja"])
  }

  @Test func aRefusedStepIsOneFindingForEveryRun() async throws {
    let report = try await Self.audit(
      """
      screens:
        a: { title: { key: home } }
      flows:
        - name: Pop
          root: { navigation: [a] }
          steps:
            - pop
      """)
    let refused = report.findings.filter { $0.rule == .stepRefused }
    #expect(refused.count == 1)
    #expect(refused.first?.locale == nil && refused.first?.device == nil)
    let iPad = try #require(report.runs.first { $0.locale == "en" && $0.device == Self.pad })
    #expect(
      iPad.steps[1].findings.contains { $0.rule == .stepRefused }, "the en/iPad run's refused step has its finding")
  }

  @Test func theSameProblemInSeveralFlowsIsOneFindingWithOccurrences() async throws {
    let report = try await Self.audit(
      """
      screens:
        a: { title: { key: home }, rightBarButtonItems: [{ image: gear }] }
        b: { title: { key: detail } }
      flows:
        - name: One
          root: { navigation: [a] }
        - name: Two
          root: { navigation: [b] }
          steps:
            - push: a
      """, locales: ["en"], devices: [Self.phone])
    let unlabeled = report.findings.filter { $0.rule == .imageButtonUnlabeled }
    #expect(unlabeled.count == 1)
    let finding = try #require(unlabeled.first)
    #expect(finding.flow == "One" && finding.step == 0)
    #expect(finding.occurrences == [.init(flow: "One", step: 0), .init(flow: "Two", step: 1)])
  }

  @Test func aFindingOfOneDeviceNamesIt() async throws {
    let report = try await Self.audit(
      """
      screens:
        a: { title: { key: home } }
        b: { title: An extremely long literal title that cannot fit on any phone in portrait at all }
      flows:
        - name: Long
          root: { navigation: [a] }
          steps:
            - push: b
      """, locales: ["en"])
    let cut = report.findings.filter { $0.rule == .titleTruncated }
    #expect(!cut.isEmpty)
    // The message names the device and orientation, so each finding is for one of each.
    #expect(cut.allSatisfy { $0.device != nil && $0.orientation != nil && $0.locale == nil })
  }

  @Test func reportsWrittenBeforeScopesStillReadAsBaselines() throws {
    let legacy =
      #"{"rule":"duplicate-key","severity":"info","scenario":"a.yaml","locale":"","device":"","orientation":"","flow":"","step":0,"message":"m","source":"s:1:1"}"#
    let finding = try JSONDecoder().decode(Finding.self, from: Data(legacy.utf8))
    #expect(
      finding.locale == nil && finding.device == nil && finding.orientation == nil && finding.flow == nil
        && finding.step == nil)
    let sideways =
      #"{"rule":"duplicate-key","severity":"info","scenario":"a.yaml","orientation":"sideways","message":"m","source":"s"}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Finding.self, from: Data(sideways.utf8)) }
  }
}

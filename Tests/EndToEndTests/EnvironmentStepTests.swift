import AuditEngine
import Navigation
import Testing
import Traits

/// `orientation` and `sizeClass` steps change the device geometry (issue 4 §9).
@Suite("Orientation and size-class steps")
struct EnvironmentStepTests {
  static let tables = ["en": "\"inbox\" = \"Inbox\"; \"compose\" = \"New Message\";"]

  static func audit(_ steps: String, device: String) async throws -> AuditReport {
    let yaml = """
      screens:
        inbox: { title: { key: inbox } }
        compose: { title: { key: compose }, leftBarButtonItems: [ { systemItem: cancel } ] }
      flows:
        - name: f
          root: { navigation: [inbox] }
          steps:
      \(steps)
      """
    return try await ScenarioHarness(tables: tables, yaml: yaml).run(locales: ["en"], devices: [device])
  }

  @Test func rotatingRelaysTheBarOutWithoutAScreenChange() async throws {
    let report = try await Self.audit("      - orientation: landscape", device: "iPhone 16")
    let step = try #require(report.run("en")?.steps.last)
    #expect(step.bars.first?.width == 852)
    #expect(step.bars.first?.height == 32)
    #expect(step.announcement == nil)
  }

  @Test func compactSizeClassOnAnIPadIsASlideOverWindow() async throws {
    let report = try await Self.audit("      - sizeClass: compact", device: "iPad Pro 11-inch")
    #expect(report.bar("en", step: 0)?.width == 834)
    #expect(report.bar("en", step: 1)?.width == 320)
  }

  @Test func aFormSheetInACompactWindowIsAFullWidthSheet() async throws {
    let report = try await Self.audit(
      "      - sizeClass: compact\n      - present: { screen: compose, style: formSheet, embedInNavigation: true }",
      device: "iPad Pro 11-inch")
    let sheet = try #require(report.run("en")?.steps[2].bars.last)
    #expect(sheet.presentation == .formSheet)
    #expect(sheet.width == 320)
  }

  @Test func regularSizeClassTakesTheRegularMargins() async throws {
    let report = try await Self.audit(
      "      - present: { screen: compose, style: fullScreen, embedInNavigation: true }\n      - sizeClass: regular",
      device: "iPhone 16")
    // The Cancel item starts at the margin minus 8 pt: 16 − 8 in compact, 20 − 8 in regular.
    let compact = try #require(report.bar("en", step: 1)?.left.first?.frame)
    let regular = try #require(report.run("en")?.steps[2].bars.last?.left.first?.frame)
    #expect(compact.x == 8)
    #expect(regular.x == 12)
  }
}

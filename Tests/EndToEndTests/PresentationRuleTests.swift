import AuditEngine
import Navigation
import Testing
import Traits

/// How presentations look and sound per device (facts §6, §3.5), one behaviour per test.
@Suite("Presentation rules")
struct PresentationRuleTests {
  static let tables = ["en": "\"inbox\" = \"Inbox\"; \"compose\" = \"New Message\"; \"filter\" = \"Filter\";"]

  static func audit(_ steps: String, devices: [String], orientations: [Orientation] = [.portrait], screens: String = "")
    async throws -> AuditReport
  {
    let yaml = """
      screens:
        inbox: { title: { key: inbox } }
        compose: { title: { key: compose }, leftBarButtonItems: [ { systemItem: cancel } ] }
        filter: { title: { key: filter } }
        overlay: { title: { key: filter }, accessibilityViewIsModal: true }
      \(screens)
      flows:
        - name: f
          root: { navigation: [inbox] }
          steps:
      \(steps)
      """
    return try await ScenarioHarness(tables: tables, yaml: yaml).run(
      locales: ["en"], devices: devices, orientations: orientations)
  }

  static func bars(_ report: AuditReport, step: Int, device: String? = nil) -> [BarResult] {
    report.run("en", device: device)?.steps.first { $0.index == step }?.bars ?? []
  }

  @Test func automaticBecomesAFormSheetThatIs540PointsWideOnIPad() async throws {
    let report = try await Self.audit(
      "      - present: { screen: compose, embedInNavigation: true }", devices: ["iPad Pro 11-inch"])
    let bars = Self.bars(report, step: 1)
    #expect(bars.map(\.column.description) == ["main", "presented"])
    #expect(bars.last?.presentation == .formSheet)
    #expect(bars.last?.width == 540)
    #expect(bars.first?.reachable == false)
  }

  @Test func sheetsStaySheetsAtFullWidthInCompactWidth() async throws {
    let report = try await Self.audit(
      "      - present: { screen: compose, style: pageSheet, embedInNavigation: true }", devices: ["iPhone 16"])
    let bars = Self.bars(report, step: 1)
    #expect(bars.last?.presentation == .pageSheet)
    #expect(bars.last?.width == 393)
    #expect(bars.count == 2)
  }

  @Test func fullScreenCoversTheBarsBehind() async throws {
    let report = try await Self.audit(
      "      - present: { screen: compose, style: fullScreen, embedInNavigation: true }", devices: ["iPhone 16"])
    #expect(Self.bars(report, step: 1).map(\.column.description) == ["presented"])
  }

  @Test func popoverInRegularWidthAddsTheDismissRegion() async throws {
    let report = try await Self.audit(
      "      - present: { screen: filter, style: popover, embedInNavigation: true }", devices: ["iPad Pro 11-inch"])
    let popover = try #require(Self.bars(report, step: 1).last)
    #expect(popover.presentation == .popover)
    #expect(popover.width == 320)
    #expect(popover.dismissRegion == "Dismiss popup")
  }

  @Test func popoverInCompactWidthBecomesASheetAndNeedsADismissButton() async throws {
    let report = try await Self.audit(
      "      - present: { screen: filter, style: popover, embedInNavigation: true }", devices: ["iPhone 16"])
    #expect(Self.bars(report, step: 1).last?.presentation == .formSheet)
    #expect(report.rules.contains("popover-no-dismiss"))
  }

  @Test func popoverWithAdaptiveStyleNoneStaysAPopover() async throws {
    let report = try await Self.audit(
      "      - present: { screen: filter, style: popover, adaptiveStyle: none, embedInNavigation: true }",
      devices: ["iPhone 16"])
    #expect(Self.bars(report, step: 1).last?.presentation == .popover)
    #expect(!report.rules.contains("popover-no-dismiss"))
  }

  @Test func popoverWithACancelItemIsFineInCompactWidth() async throws {
    let report = try await Self.audit(
      "      - present: { screen: compose, style: popover, embedInNavigation: true }", devices: ["iPhone 16"])
    #expect(!report.rules.contains("popover-no-dismiss"))
  }

  @Test func overFullScreenWithoutAccessibilityViewIsModalLeavesTheContentBehindReachable() async throws {
    let report = try await Self.audit(
      "      - present: { screen: filter, style: overFullScreen, embedInNavigation: true }", devices: ["iPhone 16"])
    let bars = Self.bars(report, step: 1)
    #expect(bars.count == 2)
    #expect(bars.first?.reachable == nil)
    #expect(report.rules.contains("modal-behind-reachable"))
  }

  @Test func overFullScreenWithAccessibilityViewIsModalHidesTheContentBehind() async throws {
    let report = try await Self.audit(
      "      - present: { screen: overlay, style: overFullScreen, embedInNavigation: true }", devices: ["iPhone 16"])
    #expect(Self.bars(report, step: 1).first?.reachable == false)
    #expect(!report.rules.contains("modal-behind-reachable"))
  }

  @Test func sheetsAreFullScreenInCompactHeight() async throws {
    let report = try await Self.audit(
      "      - present: { screen: compose, style: formSheet, embedInNavigation: true }", devices: ["iPhone 16"],
      orientations: [.landscape])
    #expect(Self.bars(report, step: 1).map(\.presentation) == [.fullScreen])
  }

  @Test func presentAndDismissAreScreenChanges() async throws {
    let report = try await Self.audit(
      "      - present: { screen: compose, embedInNavigation: true }\n      - dismiss", devices: ["iPhone 16"])
    let steps = try #require(report.run("en")?.steps)
    #expect(steps[1].announcement?.text == "New Message, heading. Cancel, button.")
    #expect(steps[2].announcement?.text == "Inbox, heading.")
  }

  @Test func unwindWithoutATargetIsAFinding() async throws {
    let report = try await Self.audit("      - unwind: unwindToNowhere", devices: ["iPhone 16"])
    #expect(report.rules.contains("unwind-no-target"))
  }
}

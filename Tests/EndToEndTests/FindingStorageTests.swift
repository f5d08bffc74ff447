import Foundation
import Testing
import Traits

@testable import AuditEngine

/// A finding keeps its fields out of line, shared between copies until one is changed:
/// it must still behave as a plain value (equality, hashing, coding, order).
@Suite("Finding storage")
struct FindingStorageTests {
  static func finding() -> Finding {
    Finding(
      rule: .titleTruncated, scenario: "s.yaml", locale: "de", device: "iPhone 16", orientation: .portrait,
      flow: "Start", step: 2, message: "'Einstellungen' is cut", source: "s.yaml:4:9")
  }

  @Test func changingACopyLeavesTheOriginal() {
    let original = Self.finding()
    var copy = original
    #expect(copy == original)
    copy.message = "other"
    copy.locales = ["de", "fr"]
    copy.step = nil
    #expect(original.message == "'Einstellungen' is cut")
    #expect(original.locales == nil)
    #expect(original.step == 2)
    #expect(copy != original)
    copy.message = original.message
    copy.locales = nil
    copy.step = 2
    #expect(copy == original)
    #expect(copy.hashValue == original.hashValue)
  }

  @Test func findingsMadeApartAreEqualByTheirFields() {
    var one = Self.finding()
    var other = Self.finding()
    #expect(one == other)
    #expect(Set([one, other]).count == 1)
    other.table = "Localizable"
    #expect(one != other)
    one.table = "Localizable"
    #expect(one == other)
    #expect(Set([one, other]).count == 1)
  }

  @Test func severityFollowsTheRuleAndCanBeChanged() {
    var finding = Self.finding()
    #expect(finding.severity == RuleID.titleTruncated.severity)
    finding.severity = .error
    #expect(finding.severity == .error)
  }

  @Test func codingRoundTripsAndLeavesAbsentFieldsOut() throws {
    var finding = Self.finding()
    finding.occurrences = [.init(flow: "Start", step: 2), .init(flow: "Other", step: 1)]
    finding.devices = ["iPad Air", "iPhone 16"]
    finding.device = nil
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(finding)
    let text = String(decoding: data, as: UTF8.self)
    #expect(
      text
        == #"{"devices":["iPad Air","iPhone 16"],"flow":"Start","locale":"de","message":"'Einstellungen' is cut","#
        + #""occurrences":[{"flow":"Start","step":2},{"flow":"Other","step":1}],"orientation":"portrait","#
        + #""rule":"title-truncated","scenario":"s.yaml","severity":"warning","source":"s.yaml:4:9","step":2}"#)
    #expect(try JSONDecoder().decode(Finding.self, from: data) == finding)
  }

  @Test func aReportMissingSeveralFieldsNamesTheFirst() {
    let data = Data(#"{"rule":"title-truncated","scenario":"s.yaml"}"#.utf8)
    #expect {
      try JSONDecoder().decode(Finding.self, from: data)
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return false }
      return key.stringValue == "severity"
    }
  }

  @Test func sortingMovesFindingsIntoReportOrder() {
    var findings = (0..<50).map { index in
      Finding(
        rule: index % 3 == 0 ? .titleTruncated : .literalNotLocalized, scenario: "s.yaml",
        locale: ["fr", "de", "ar"][index % 3], device: "iPhone 16", orientation: .portrait, flow: "F\(index % 7)",
        step: index % 5, message: "m\(index)", source: "s.yaml:\(index + 1):1")
    }
    let expected = findings.sorted()
    Finding.sort(&findings)
    #expect(findings == expected)
    #expect(zip(findings, findings.dropFirst()).allSatisfy { !($1 < $0) })
  }
}

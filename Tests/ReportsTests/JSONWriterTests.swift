import AuditEngine
import Foundation
import Testing

@testable import Reports

/// The fast JSON writer against Foundation's `JSONEncoder`, the format it must reproduce.
@Suite("JSON writer")
struct JSONWriterTests {
  /// Foundation's output with the same options, made inert the same way.
  static func foundation<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Escaping.inertJSON(String(decoding: try encoder.encode(value), as: UTF8.self))
  }

  static func fast<T: Encodable>(_ value: T) throws -> String {
    var writer = SortedJSONWriter()
    try writer.write(value)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  struct Sample: Encodable {
    var text: String
    var numbers: [Double]
    var integers: [Int]
    var empty: [String]
    var emptyObject: [String: Int]
    var nested: [String: [String: Bool]]
    var optional: String?
    var missing: String?
  }

  @Test func matchesJSONEncoderOnAwkwardValues() throws {
    let sample = Sample(
      text:
        "quote \" backslash \\ slash / tab \t newline \n bell \u{07} nul \u{0} RLO \u{202E} LRM \u{200E} LS \u{2028} é 日本 🇫🇮",
      numbers: [0, 1, -1, 0.1, 104.5, 375, -12.25, 1e-7, 123456789.125, 1e15, 1e16, 2.5e-5, 0.30000000000000004],
      integers: [0, -5, Int.max], empty: [], emptyObject: [:],
      nested: ["b": ["z": true, "a": false], "a": [:]], optional: "present", missing: nil)
    let fast = try Self.fast(sample)
    let foundation = try Self.foundation(sample)
    #expect(fast == foundation)
    if fast != foundation {
      for (line, (mine, theirs)) in zip(
        fast.split(separator: "\n", omittingEmptySubsequences: false),
        foundation.split(separator: "\n", omittingEmptySubsequences: false)
      ).enumerated() where mine != theirs {
        Issue.record("line \(line + 1): \(mine.debugDescription) vs \(theirs.debugDescription)")
      }
    }
  }

  @Test func theReportRendererMatchesJSONEncoderOnTheFixture() throws {
    let report = try ReportFixture.report()
    #expect(try JSONReportRenderer().render(report) == Self.foundation(report) + "\n")
    // Many runs: encoded in chunks on several threads, joined in order.
    var many = report
    many.runs = Array(repeatElement(report.runs, count: 40).joined())
    #expect(many.runs.count > 32)
    #expect(try JSONReportRenderer().render(many) == Self.foundation(many) + "\n")
    let empty = AuditReport(runs: [], findings: [])
    #expect(try JSONReportRenderer().render(empty) == Self.foundation(empty) + "\n")
  }
}

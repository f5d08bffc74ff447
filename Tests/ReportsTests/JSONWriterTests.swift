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

  /// Members out of key order, a key written twice (the last value wins), an empty object
  /// and single values inside containers.
  struct Unordered: Encodable {
    enum Keys: String, CodingKey { case zeta, alpha, mid, empty }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(["b": 2, "a": 1], forKey: .zeta)
      try container.encode("first", forKey: .mid)
      try container.encode(true, forKey: .alpha)
      try container.encode("second", forKey: .mid)
      try container.encode([String: Int](), forKey: .empty)
    }
  }

  @Test func membersAreSortedAndTheLastOfARepeatedKeyWins() throws {
    let fast = try Self.fast([Unordered(), Unordered()])
    #expect(fast == (try Self.foundation([Unordered(), Unordered()])))
    #expect(!fast.contains("first"))
  }

  /// A value printed in one pass cannot take a container filled after its parent moved on.
  struct Nested: Encodable {
    enum Keys: String, CodingKey { case outer, inner }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .outer)
      try nested.encode(1, forKey: .inner)
    }
  }

  @Test func nestedContainersThrowInsteadOfWritingWrongJSON() {
    #expect(throws: EncodingError.self) { try Self.fast(Nested()) }
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

  /// Streamed to a file through the atomic writer, the JSON is the rendered text byte for
  /// byte, across batches of chunks; a destination that fails leaves nothing behind.
  @Test func theStreamedReportIsTheRenderedOne() throws {
    let report = try ReportFixture.report()
    var many = report
    let runsPerBatch = JSONReportRenderer.chunkSize * JSONReportRenderer.batchChunks
    many.runs = Array(repeatElement(report.runs, count: runsPerBatch / max(1, report.runs.count) + 2).joined())
    #expect(many.runs.count > runsPerBatch)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navaudit-stream-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, value) in [("many.json", many), ("empty.json", AuditReport(runs: [], findings: []))] {
      let path = folder.appendingPathComponent(name).path
      try AtomicWriter.writeAll([(path, JSONReportRenderer().streamed(value))], standardOutput: nil)
      let written = try String(contentsOfFile: path, encoding: .utf8)
      #expect(written == (try JSONReportRenderer().render(value)))
    }
    let missing = folder.appendingPathComponent("no-such-folder/r.json").path
    #expect(throws: OutputError.self) {
      try AtomicWriter.writeAll([(missing, JSONReportRenderer().streamed(many))], standardOutput: nil)
    }
    // A device that fails every write: the error of the first piece, not a crash.
    if FileManager.default.fileExists(atPath: "/dev/full") {
      #expect(throws: OutputError.self) {
        try AtomicWriter.writeAll([("/dev/full", JSONReportRenderer().streamed(many))], standardOutput: nil)
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["empty.json", "many.json"])
  }
}

import Foundation
import Testing

@testable import AuditEngine

/// A bar keeps what its evaluation drew in storage its copies share: a copy changed later
/// must not change the bar it was copied from, and the JSON a bar encodes to and decodes
/// from must be what the synthesized conformance wrote (every field, in sorted order, an
/// absent optional left out).
@Suite("Bar result storage")
struct BarResultStorageTests {
  @Test func changingACopysDrawnFieldsLeavesTheOriginal() {
    let original = RunJSONWriterTests.bar(3, full: true)
    var copy = original
    copy.back.shown = "changed"
    copy.width += 1
    copy.left.removeAll()
    copy.system = nil
    #expect(copy != original)
    #expect(original == RunJSONWriterTests.bar(3, full: true))
    #expect(original.back.shown != "changed")
    #expect(!original.left.isEmpty)
    #expect(original.system != nil)
    var placed = original
    placed.x = -1
    placed.reachable = true
    #expect(placed != original)
    #expect(placed.back == original.back && placed.left == original.left && placed.width == original.width)
  }

  /// The fixtures' widths include infinities, which JSON writes as strings here.
  static let infinities = (positive: "inf", negative: "-inf", nan: "nan")

  @Test(arguments: 0..<24) func encodesAndDecodesEveryField(index: Int) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let (positive, negative, nan) = Self.infinities
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: positive, negativeInfinity: negative, nan: nan)
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: positive, negativeInfinity: negative, nan: nan)
    for full in [false, true] {
      let bar = RunJSONWriterTests.bar(index, full: full)
      let data = try encoder.encode(bar)
      #expect(try decoder.decode(BarResult.self, from: data) == bar)
      let keys = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]).keys.sorted()
      let always = ["back", "column", "height", "left", "right", "rightToLeft", "title", "toolbar", "width"]
      let optional = ["dismissRegion", "overlay", "presentation", "prompt", "reachable", "stack", "system", "x"]
      #expect(keys == (full ? always + optional : always).sorted())
    }
  }

  @Test func aBarWithoutItsWidthIsRefused() throws {
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(RunJSONWriterTests.bar(1, full: false)))
        as? [String: Any])
    object["width"] = nil
    let data = try JSONSerialization.data(withJSONObject: object)
    #expect {
      try JSONDecoder().decode(BarResult.self, from: data)
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return false }
      return key.stringValue == "width"
    }
  }
}

import TestSupport
import Testing
import Yams

@testable import Navigation

/// ``YAMLNode/decimal(_:style:)`` reads a plain scalar of digits without Yams: whenever it
/// reads a value, it is the value Yams's `Int.construct` reads (the reading it replaced),
/// for texts of digits, signs, `_`, prefixes, colons and dots, in every style.
@Suite("YAML integers")
struct YAMLIntTests {
  static func yams(_ text: String, style: UInt8) -> Int? {
    Int.construct(from: Node.Scalar(text, Tag(.implicit, .basic), Node.Scalar.Style(rawValue: UInt32(style)) ?? .any))
  }

  @Test func digitsReadAsYamsReadsThem() {
    for text in [
      "0", "1", "7", "10", "42", "256", "9223372036854775807", "9223372036854775808",
      "1" + String(repeating: "0", count: 30),
    ] {
      for style in UInt8(0)...5 {
        #expect(
          YAMLNode.decimal(text, style: style) == nil
            || YAMLNode.decimal(text, style: style) == Self.yams(text, style: style), "\(text) \(style)")
      }
      #expect(YAMLNode.decimal(text, style: 1) == Self.yams(text, style: 1), "\(text)")
    }
  }

  @Test func randomTextsReadAsYamsReadsThem() {
    var random = SplitMix64(seed: 5)
    let pieces = ["0", "1", "2", "9", "00", "-", "+", "_", "x", "o", "b", ":", ".", "e", " ", "a", "\u{661}", "１"]
    var read = 0
    for _ in 0..<20_000 {
      let text = (0..<(1 + random.next(below: 8))).map { _ in random.pick(pieces) }.joined()
      let style = UInt8(random.next(below: 6))
      guard let value = YAMLNode.decimal(text, style: style) else { continue }
      read += 1
      #expect(value == Self.yams(text, style: style), "\(text.debugDescription) \(style)")
    }
    // The shortcut is taken, not only refused.
    #expect(read > 100)
  }
}

import Diagnostics
import TestSupport
import Testing

@testable import Navigation

/// A large text's depth is checked on another thread while what libyaml read is composed
/// and parsed (``BackgroundValue``); it used to be checked before anything was
/// composed. These tests hold it to that order: a text nested too deep has the depth error
/// alone, at the place the scanner names, whatever else is wrong with it (a syntax error
/// before or after the deep part, repeated keys, an undefined alias, bad fields, a second
/// document), and a text within the limit reads as a small text's check would let it.
@Suite("Scenario depth order")
struct ScenarioDepthOrderTests {
  static let limit = ScenarioLimits.maximumDepth

  /// The texts: screens enough to be read on libyaml's thread, with mistakes and deep
  /// parts at random places.
  static func text(_ random: inout SplitMix64) -> String {
    let deep = [
      String(repeating: "[", count: limit + 5) + String(repeating: "]", count: limit + 5),
      String(repeating: "[", count: limit - 3) + String(repeating: "]", count: limit - 3),
      String(repeating: "{a: ", count: limit + 1) + "1" + String(repeating: "}", count: limit + 1),
      String(repeating: "[", count: 1_200),
    ]
    let mistakes = [
      "  s1: { title: again }", "  x: *nowhere", "  y: [a, b", "  z: { titel: T }", "---\nb: 1",
      "  w: { title: x, title: y }",
    ]
    var lines = (0..<2_500).map { "  s\($0): { title: \"Screen \($0)\" }" }
    for _ in 0..<(1 + random.next(below: 3)) {
      let piece = random.next(below: 2) == 0 ? "  d\(random.next()): " + random.pick(deep) : random.pick(mistakes)
      lines.insert(piece, at: random.next(below: lines.count + 1))
    }
    return "format: 1\nscreens:\n" + lines.joined(separator: "\n") + "\n"
  }

  @Test func aTextTooDeepHasTheDepthErrorAloneWhateverElseIsWrong() {
    var random = SplitMix64(seed: 256)
    var deep = 0
    for _ in 0..<60 {
      let text = Self.text(&random)
      #expect(text.utf8.count >= 64 << 10)
      var errors = InputErrors()
      let scenario = ScenarioLoader.parse(text, path: "s.yaml", reading: .shortcuts, recordingInto: &errors)
      guard let excess = YAMLDepthScanner.firstExcess(in: text) else {
        #expect(!errors.found.contains { $0.message.hasPrefix("YAML nested deeper") })
        continue
      }
      deep += 1
      #expect(scenario == nil)
      #expect(errors.found.count == 1)
      #expect(errors.found.first?.message == "YAML nested deeper than \(Self.limit) levels")
      #expect(errors.found.first?.location == SourceLocation(path: "s.yaml", line: excess.line, column: excess.column))
    }
    // Both kinds of text were met.
    #expect(deep > 5 && deep < 55)
  }
}

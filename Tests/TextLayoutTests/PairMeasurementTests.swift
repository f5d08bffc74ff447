import TestSupport
import Testing
import UnicodeSupport

@testable import TextLayout

/// ``TextMeasurer/widths(of:_:_:)`` reads a text once for two styles: these tests hold each
/// width to measuring the text in its style alone, to the last bit.
@Suite("Measuring in two styles at once equals measuring in each")
struct PairMeasurementTests {
  /// The measurer whose pairs are checked, and one that only ever measures one style at a
  /// time (so that no width the pairs cached answers for them).
  let measurer: TextMeasurer
  let reference: TextMeasurer

  init() throws {
    let profile = try #require(Measurers.bundled).profile
    measurer = TextMeasurer(profile: profile)
    reference = TextMeasurer(profile: profile)
  }

  /// Each pair of styles: the widths, and the measurements the pair left in the cache.
  func expectPairsMatch(_ text: String) {
    for first in TextStyle.allCases {
      for second in TextStyle.allCases {
        let pair = measurer.widths(of: text, first, second)
        #expect(pair.first == reference.width(of: text, style: first), "\(text) \(first)")
        #expect(pair.second == reference.width(of: text, style: second), "\(text) \(second)")
        for style in [first, second] {
          #expect(
            measurer.measurement(of: text, style: style) == reference.measurement(of: text, style: style),
            "\(text) \(style)")
        }
      }
    }
  }

  @Test func titlesOfManyScriptsMeasureAsInEachStyle() {
    let titles = [
      "", "Back", "Velocidade de reprodução", "שגיאה בעדכון!", "エクスポート", "Искусство", "درجة الحرارة",
      "Geteiltes Element wird geladen …", "Ω™→⌚", "Ｆｕｌｌ！", "a\r\nb", "line\rbreak", "e\u{301}", "🇫🇷 flag",
      "#1 *", "नमस्ते", String(repeating: "Long title ", count: 30),
    ]
    for title in titles { expectPairsMatch(title) }
  }

  /// Random texts of scalars that stand alone, with joining pieces, CR LF and emoji among them.
  @Test func randomTextsMeasureAsInEachStyle() {
    let pool = (UInt32(0x09)...0xFFFF).compactMap { value -> Unicode.Scalar? in
      guard let scalar = Unicode.Scalar(value), Graphemes.standsAlone(scalar) else { return nil }
      return scalar
    }
    let joining = [
      "\r\n", "\r", "e\u{301}", "لا", "مرحبا", "नमस्ते", "ไทย", "👩‍👩‍👧", "🇫🇷", "⌚", "1\u{FE0F}\u{20E3}", "\u{1F600}",
      "ハ\u{3099}",
    ]
    var generator = SplitMix64(seed: 21)
    for _ in 0..<1_500 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<(generator.next(below: 20) + 1) { scalars.append(pool[generator.next(below: pool.count)]) }
      var text = String(scalars)
      // A joining piece (often), at the end or the start.
      if generator.next(below: 2) == 0 {
        let piece = joining[generator.next(below: joining.count)]
        text = generator.next(below: 2) == 0 ? text + piece : piece + text
      }
      expectPairsMatch(text)
    }
  }
}

import TestSupport
import Testing
import UnicodeSupport

@testable import TextLayout

/// ``TextMeasurer/widths(of:_:_:)`` reads a text once for two styles: these tests hold each
/// width to measuring the text in its style alone, to the last bit.
@Suite("Measuring in two styles at once equals measuring in each")
struct PairMeasurementTests {
  let measurer: TextMeasurer

  init() throws {
    measurer = try #require(Measurers.bundled)
  }

  func expectPairsMatch(_ text: String, measurer: TextMeasurer) {
    for first in TextStyle.allCases {
      for second in TextStyle.allCases {
        let pair = measurer.widths(of: text, first, second)
        #expect(pair.first == measurer.width(of: text, style: first), "\(text) \(first)")
        #expect(pair.second == measurer.width(of: text, style: second), "\(text) \(second)")
      }
    }
  }

  @Test func titlesOfManyScriptsMeasureAsInEachStyle() {
    let titles = [
      "", "Back", "Velocidade de reprodução", "שגיאה בעדכון!", "エクスポート", "Искусство", "درجة الحرارة",
      "Geteiltes Element wird geladen …", "Ω™→⌚", "Ｆｕｌｌ！", "a\r\nb", "line\rbreak", "e\u{301}", "🇫🇷 flag",
      "#1 *", "नमस्ते", String(repeating: "Long title ", count: 30),
    ]
    for title in titles { expectPairsMatch(title, measurer: measurer) }
  }

  /// Random texts of scalars that stand alone, with joining pieces, CR LF and emoji among them.
  @Test func randomTextsMeasureAsInEachStyle() {
    let pool = (UInt32(0x09)...0xFFFF).compactMap { value -> Unicode.Scalar? in
      guard let scalar = Unicode.Scalar(value), Graphemes.standsAlone(scalar) else { return nil }
      return scalar
    }
    let joining = ["\r\n", "\r", "e\u{301}", "لا", "👩‍👩‍👧", "🇫🇷", "⌚", "1\u{FE0F}\u{20E3}", "\u{1F600}"]
    var generator = SplitMix64(seed: 21)
    let fresh = TextMeasurer(profile: measurer.profile)
    for _ in 0..<1_500 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<(generator.next(below: 20) + 1) { scalars.append(pool[generator.next(below: pool.count)]) }
      var text = String(scalars)
      if generator.next(below: 4) == 0 { text += joining[generator.next(below: joining.count)] }
      expectPairsMatch(text, measurer: fresh)
    }
  }
}

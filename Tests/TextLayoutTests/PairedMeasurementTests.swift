import TestSupport
import Testing
import UnicodeSupport

@testable import TextLayout

/// A title is measured in two styles at once (``TextMeasurer/widths(of:_:_:)``), as the
/// bar's title and as the next screen's back title: these tests hold it to measuring the
/// text in each style on its own, to the last bit.
@Suite("Measuring in two styles at once equals measuring in each")
struct PairedMeasurementTests {
  let measurer: TextMeasurer
  /// A second measurer over the same profile, which measures each style on its own: its
  /// cache holds none of the paired measurements.
  let fresh: TextMeasurer

  init() throws {
    measurer = try #require(Measurers.bundled)
    fresh = TextMeasurer(profile: measurer.profile)
  }

  /// Asserts that both widths are those of ``TextMeasurer/width(of:style:)``, bit for bit.
  func expectSameWidths(_ text: String, _ first: TextStyle, _ second: TextStyle) {
    let paired = measurer.widths(of: text, first, second)
    let alone = (fresh.width(of: text, style: first), fresh.width(of: text, style: second))
    #expect(paired.0.bitPattern == alone.0.bitPattern, "\(text.debugDescription) in \(first)")
    #expect(paired.1.bitPattern == alone.1.bitPattern, "\(text.debugDescription) in \(second)")
  }

  @Test func titlesOfManyScriptsMeasureAsInEachStyle() {
    let titles = [
      "Velocidade de reprodução", "درجة الحرارة", "Kostenloses Probe-Upgrade beginnen", "שגיאה בעדכון!",
      "エクスポート", "Искусство", "Voices sound louder", "", " ", "A\r\nB", "A\rB", "A\r", "\r\n", "Über\r\nAlles",
      "x\ré", "é\r", "e\u{301}", "नमस्ते", "👩‍👩‍👧", "🇫🇷 Paris", "1️⃣", "#1", "©®", "Ｆｕｌｌ！", "\u{10400}\u{1F600}",
      String(repeating: "a", count: 300), String(repeating: "é", count: 200),
    ]
    for title in titles {
      for first in TextStyle.allCases {
        for second in TextStyle.allCases { expectSameWidths(title, first, second) }
      }
    }
  }

  /// Random texts of ASCII (CR and LF among it), scalars that stand alone, marks, Arabic,
  /// emoji and scalars no font has, in random style pairs.
  @Test func randomTextsMeasureAsInEachStyle() {
    let standing = (UInt32(0x80)...0xFFFF).compactMap { value -> Unicode.Scalar? in
      guard let scalar = Unicode.Scalar(value), Graphemes.standsAlone(scalar) else { return nil }
      return scalar
    }
    let others: [Unicode.Scalar] = ["\u{301}", "\u{644}", "\u{627}", "\u{915}", "\u{94D}", "\u{1F600}", "\u{FE0F}"]
    var generator = SplitMix64(seed: 41)
    let styles = TextStyle.allCases
    for _ in 0..<3_000 {
      var scalars = String.UnicodeScalarView()
      let kind = generator.next(below: 4)
      for _ in 0..<(generator.next(below: 24) + 1) {
        switch generator.next(below: kind == 0 ? 1 : 10) {
        case 0, 1, 2, 3:
          scalars.append(Unicode.Scalar(UInt8(generator.next(below: 0x80))))
        case 4 where kind == 3:
          scalars.append(others[generator.next(below: others.count)])
        case 5:
          scalars.append(generator.next(below: 2) == 0 ? "\r" : "\n")
        default:
          scalars.append(standing[generator.next(below: standing.count)])
        }
      }
      expectSameWidths(
        String(scalars), styles[generator.next(below: styles.count)], styles[generator.next(below: styles.count)])
    }
  }
}

/// Truncation's shortcuts: a one-byte cluster's white space is read from its byte, and a
/// text's width can be handed in rather than measured again.
@Suite("Truncation shortcuts")
struct TruncationShortcutTests {
  @Test func oneByteClustersAreWhiteSpaceAsCharactersSay() {
    for byte in UInt8(0)..<0x80 {
      let cluster = Substring(String(Unicode.Scalar(byte)))
      #expect(TextMeasurer.isWhitespace(cluster) == cluster.allSatisfy(\.isWhitespace), "\(byte)")
    }
    for cluster in ["\r\n", "\u{85}", "\u{A0}", "\u{3000}", "a", "é", " \u{301}", "\u{2028}"] {
      let substring = Substring(cluster)
      #expect(
        TextMeasurer.isWhitespace(substring) == substring.allSatisfy(\.isWhitespace), "\(cluster.debugDescription)")
    }
  }

  @Test func everyScalarIsWhiteSpaceAsItsCharacterSays() {
    var wrong: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = Character(scalar)
      if TextMeasurer.isWhitespace(scalar) != character.isWhitespace { wrong.append(value) }
      if value % 0x101 == 0 || (0x2000...0x2030).contains(value) || value < 0x100 {
        let cluster = Substring(String(character))
        if TextMeasurer.isWhitespace(cluster) != cluster.allSatisfy(\.isWhitespace) { wrong.append(value) }
      }
    }
    #expect(wrong.isEmpty)
  }

  @Test func aKnownWidthTruncatesAsMeasuringDoes() throws {
    let measurer = try #require(Measurers.bundled)
    let texts = [
      "Kostenloses Probe-Upgrade beginnen", "Velocidade de reprodução", "درجة الحرارة", "Ein  Titel   mit Lücken",
      "ファイルがアップロードされていないため、再生できません。", "A\r\nB C D E F G", "",
    ]
    for text in texts {
      for style in [TextStyle.title, .barButton, .largeTitle] {
        let full = measurer.width(of: text, style: style)
        for room in [0.0, 20, 57.5, 100, 180, full, full + 1] {
          #expect(
            measurer.truncated(text, style: style, toFit: room, width: full)
              == measurer.truncated(text, style: style, toFit: room), "\(text) \(room)")
        }
      }
    }
  }
}

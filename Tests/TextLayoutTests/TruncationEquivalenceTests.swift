import TestSupport
import Testing
import TextLayout
import UnicodeSupport

/// Truncation adds up each candidate's width from sums made once (issue 10, defect 4:
/// linear in the text's length); these tests hold it to measuring every candidate whole,
/// as the binary search did before, to the last bit.
@Suite("Truncation equals measuring each candidate whole")
struct TruncationEquivalenceTests {
  let measurer: TextMeasurer

  init() throws {
    measurer = try #require(Measurers.bundled)
  }

  /// The former truncation: a binary search that measures each candidate string whole.
  func reference(_ text: String, style: TextStyle, toFit width: Double) -> TruncatedText {
    let full = measurer.width(of: text, style: style)
    if full <= width + TextMeasurer.tolerance { return TruncatedText(text: text, isTruncated: false, width: full) }
    let clusters = Graphemes.clusters(of: text)
    var kept = [Int](repeating: 0, count: clusters.count + 1)
    for (index, cluster) in clusters.enumerated() {
      kept[index + 1] = cluster.allSatisfy(\.isWhitespace) ? kept[index] : index + 1
    }
    func candidate(_ count: Int) -> String {
      kept[count] > 0 ? text[..<clusters[kept[count] - 1].endIndex] + TextMeasurer.ellipsis : TextMeasurer.ellipsis
    }
    var best = candidate(0)
    var bestWidth = measurer.width(of: best, style: style)
    var low = 1
    var high = clusters.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let text = candidate(middle)
      let measured = measurer.width(of: text, style: style)
      if measured <= width + TextMeasurer.tolerance {
        best = text
        bestWidth = measured
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    return TruncatedText(text: best, isTruncated: true, width: bestWidth)
  }

  /// Pieces that test the seams: whitespace, CR LF, marks alone and on letters, emoji, flags,
  /// prepended marks, Arabic letters, marks, tatweel and lam-alef, presentation forms,
  /// joiners, bidi marks, Syriac, Devanagari conjuncts, Thai, ideographs, hair spaces.
  static let pieces = [
    "a", "W", "i", " ", " ", "\u{A0}", "\r\n", "\n", "\t", "e\u{301}", "\u{301}", "👨‍👩‍👧", "🇩🇪", "\u{1F1E9}",
    "ب", "ل", "ا", "لا", "م", "ه", "\u{64E}", "\u{651}", "\u{640}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{FEFB}",
    "\u{FE8E}", "\u{FB56}", "\u{600}", "\u{D4E}", "क्ष", "\u{94D}", "ก", "\u{E34}", "設", "\u{200A}", "ܐ", "\u{6F0}",
    "؟", "،",
  ]

  /// Texts of scalars that stand alone (ASCII, Latin, Greek, Cyrillic, Hebrew, CJK, spaces
  /// and symbols), whose candidates' ends are added up scalar by scalar.
  @Test(arguments: 0..<4)
  func randomTextsOfStandingScalarsTruncateAsBefore(_ batch: Int) {
    let pool = (UInt32(0x20)...0xFFFF).compactMap { value -> Unicode.Scalar? in
      guard let scalar = Unicode.Scalar(value), Graphemes.standsAlone(scalar) else { return nil }
      return scalar
    }
    let common: [Unicode.Scalar] = [
      "a", "W", "i", " ", " ", "\u{A0}", "\n", "\t", "é", "Ж", "設", "\u{2026}", "\u{200A}",
    ]
    var random = SplitMix64(seed: UInt64(100 + batch))
    for _ in 0..<80 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<random.next(below: 60) {
        scalars.append(
          random.next(below: 3) == 0 ? pool[random.next(below: pool.count)] : common[random.next(below: common.count)])
      }
      let text = String(scalars)
      for style in [TextStyle.title, .barButton, .largeTitle] {
        let full = measurer.width(of: text, style: style)
        for limit in [-1, 0, 5, Double(random.next(below: 400)), full * 0.5, full * 0.97, full - 0.001] {
          #expect(
            measurer.truncated(text, style: style, toFit: limit) == reference(text, style: style, toFit: limit),
            "\(text.unicodeScalars.map { String($0.value, radix: 16) }) at \(limit)")
        }
      }
    }
  }

  @Test(arguments: 0..<8)
  func randomTextsTruncateAsBefore(_ batch: Int) {
    var random = SplitMix64(seed: UInt64(batch))
    for _ in 0..<60 {
      // Mostly Arabic and spaces in some texts, so that the shaping chunks come into play.
      let arabic = random.next(below: 3) == 0
      var text = ""
      for _ in 0..<random.next(below: 260) {
        if arabic, random.next(below: 2) == 0 {
          text += ["ب", "ل", "ا", "م", " ", "\u{64E}"][random.next(below: 6)]
        } else {
          text += Self.pieces[random.next(below: Self.pieces.count)]
        }
      }
      for style in [TextStyle.title, .largeTitle] {
        let full = measurer.width(of: text, style: style)
        for limit in [-1, 0, 5, Double(random.next(below: 400)), full * 0.5, full * 0.97, full - 0.001] {
          #expect(
            measurer.truncated(text, style: style, toFit: limit) == reference(text, style: style, toFit: limit),
            "\(text.unicodeScalars.map { String($0.value, radix: 16) }) at \(limit)")
        }
      }
    }
  }

  @Test(arguments: ["Navigation ", "الإعدادات العامة ", "ب"])
  func aHundredThousandCharacterTitleTruncates(_ word: String) {
    let text = String(String(repeating: word, count: 100_000 / word.count + 1).prefix(100_000))
    #expect(text.count == 100_000)
    let limit = 300.0
    let result = measurer.truncated(text, style: .title, toFit: limit)
    #expect(result.isTruncated)
    #expect(result.text.hasSuffix(TextMeasurer.ellipsis))
    #expect(result.width <= limit + TextMeasurer.tolerance)
    #expect(result.width == measurer.width(of: result.text, style: .title))
    let kept = result.text.dropLast()
    #expect(!kept.isEmpty && text.hasPrefix(kept))
    // The longest that fits: the next letter (after any spaces) would not.
    let rest = text.dropFirst(kept.count).drop { $0.isWhitespace }
    let longer = String(text[..<rest.index(after: rest.startIndex)]) + TextMeasurer.ellipsis
    #expect(measurer.width(of: longer, style: .title) > limit)
  }
}

import Testing

@testable import TextLayout

@Suite("Text measurement")
struct TextMeasurerTests {
  let measurer: TextMeasurer

  init() throws {
    measurer = try #require(Measurers.bundled)
  }

  @Test func latinAndCJKWidthsArePlausible() {
    let back = measurer.width(of: "Back", style: .barButton)
    #expect((30...45).contains(back))
    let settings = measurer.width(of: "Settings", style: .title)
    #expect((55...75).contains(settings))
    // Two ideographs: one em each at 17 pt, plus tracking per grapheme.
    #expect(abs(measurer.width(of: "設定", style: .title) - (2 * 17 - 2 * 0.335)) < 0.01)
    // Noto Sans CJK draws Hangul syllables a little narrower than an em.
    #expect((28...34).contains(measurer.width(of: "설정", style: .title)))
    #expect(measurer.width(of: "i", style: .barButton) < measurer.width(of: "W", style: .barButton))
    #expect(measurer.width(of: "General", style: .largeTitle) > 2 * measurer.width(of: "General", style: .title) - 10)
  }

  @Test func arabicIsMeasuredShaped() {
    // سلام in its isolated presentation forms, as if no letter joined.
    let isolated = "\u{FEB1}\u{FEDD}\u{FE8D}\u{FEE1}"
    let shaped = measurer.width(of: "سلام", style: .title)
    #expect(shaped > 0)
    #expect(shaped < measurer.width(of: isolated, style: .title))
    #expect(measurer.measurement(of: "الإعدادات", style: .title).fallbackCodePoints.isEmpty)
  }

  @Test(arguments: [
    ("e\u{301}", "e"), ("a\u{200B}b", "ab"), ("Cafe\u{301}", "Cafe"), ("\u{5E9}\u{5B8}\u{5DC}", "\u{5E9}\u{5DC}"),
    ("\u{E01}\u{E34}", "\u{E01}"), ("a\u{FE0F}", "a"), ("soft\u{AD}ware", "software"),
  ])
  func zeroWidthMarksAddNothing(text: String, base: String) {
    #expect(abs(measurer.width(of: text, style: .barButton) - measurer.width(of: base, style: .barButton)) < 0.001)
  }

  @Test func spacingMarksAddTheirAdvance() {
    // DEVANAGARI VOWEL SIGN I (Mc) is drawn with its own advance.
    #expect(measurer.width(of: "कि", style: .title) > measurer.width(of: "क", style: .title) + 1)
    #expect(measurer.width(of: "\u{200D}", style: .title) == 0)
  }

  @Test func trackingIsAddedPerGrapheme() {
    var profile = measurer.profile
    profile.tracking[.barButton] = 0
    profile.tracking[.largeTitle] = 1
    let untracked = TextMeasurer(profile: profile)
    let text = "Cafe\u{301} 設定"  // 7 graphemes
    let difference = measurer.width(of: text, style: .barButton) - untracked.width(of: text, style: .barButton)
    #expect(abs(difference - 7 * -0.55) < 0.0001)
    let large = untracked.width(of: text, style: .largeTitle) - measurer.width(of: text, style: .largeTitle)
    #expect(abs(large - 7 * (1 - 0.38)) < 0.0001)
  }

  @Test func uncoveredCodePointsUseTheFallbackAndAreReported() throws {
    let georgian = measurer.measurement(of: "ენა", style: .barButton)
    #expect(georgian.fallbackCodePoints == [0x10D0, 0x10D4, 0x10DC])
    #expect(abs(georgian.width - 3 * (0.55 * 17 - 0.55)) < 0.001)
    let extensionB = measurer.measurement(of: "\u{20000}", style: .title)
    #expect(extensionB.usedFallback)
    #expect(abs(extensionB.width - (17 - 0.335)) < 0.001)
    let emoji = measurer.measurement(of: "👨‍👩‍👧🇩🇪", style: .title)
    #expect(abs(emoji.width - 2 * (17 - 0.335)) < 0.001)
    #expect(!measurer.measurement(of: "Settings…", style: .title).usedFallback)
  }

  @Test func textThatFitsIsNotTruncated() {
    let result = measurer.truncated("General", style: .title, toFit: 200)
    #expect(
      result == TruncatedText(text: "General", isTruncated: false, width: measurer.width(of: "General", style: .title)))
  }

  @Test(arguments: [
    ("Privacy & Security", 80.0), ("Cafe\u{301}s and Cafe\u{301}s", 60), ("🇩🇪🇫🇷🇮🇹🇪🇸", 45), ("ภาษาไทยง่ายมาก", 50),
    ("الإعدادات العامة", 50), ("通知とプライバシー設定", 70),
  ])
  func truncatesAtGraphemeBoundaries(text: String, limit: Double) {
    let result = measurer.truncated(text, style: .title, toFit: limit)
    #expect(result.isTruncated)
    #expect(result.text.hasSuffix("…"))
    #expect(result.width <= limit + 0.0001)
    let kept = String(result.text.dropLast())
    #expect(text.hasPrefix(kept))
    #expect(kept.count < text.count)
    // The prefix is the longest: one more grapheme would not fit.
    let next = String(text.prefix(kept.count + 1))
    if next.last?.isWhitespace == false {
      #expect(measurer.width(of: next + "…", style: .title) > limit)
    }
  }

  @Test func ellipsisAloneWhenNothingFits() {
    let result = measurer.truncated("Settings", style: .title, toFit: 3)
    #expect(result.text == "…")
    #expect(result.isTruncated)
  }

  @Test func cacheAgreesAcrossThreads() async {
    let texts = (0..<200).map { "Item \($0) 設定 سلام" }
    let serial = TextMeasurer(profile: measurer.profile)
    let expected = texts.map { serial.width(of: $0, style: .title) }
    let shared = TextMeasurer(profile: measurer.profile)
    let results = await withTaskGroup(of: [Double].self) { group in
      for _ in 0..<8 {
        group.addTask { texts.map { shared.width(of: $0, style: .title) } }
      }
      var all: [[Double]] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 8)
    for result in results { #expect(result == expected) }
    #expect(shared.cachedCount == texts.count)
  }
}

extension TextMeasurerTests {
  /// Canonically equivalent texts are measured from their own code points: whichever the
  /// shared cache met first, each keeps the width a fresh measurer gives it.
  @Test func equivalentTextsKeepTheirOwnWidths() {
    // With Arabic beside them, so that both go through the cache (a text of scalars that
    // are each a cluster, as "Réglages" alone is, is measured without it).
    let composed = "R\u{E9}glages \u{633}\u{644}\u{627}\u{645}"
    let decomposed = "Re\u{301}glages \u{633}\u{644}\u{627}\u{645}"
    let fresh = [composed, decomposed].map {
      TextMeasurer(profile: measurer.profile).width(of: $0, style: .title)
    }
    for order in [[0, 1], [1, 0]] {
      let shared = TextMeasurer(profile: measurer.profile)
      for index in order {
        #expect(shared.width(of: [composed, decomposed][index], style: .title) == fresh[index])
      }
      #expect(shared.cachedCount == 2)
    }
  }
}

extension TextMeasurerTests {
  /// The ranges answered without the emoji tables have no emoji: every scalar there agrees
  /// with the Emoji and Emoji_Presentation properties.
  @Test func scalarsOutsideTheEmojiRangesAreNoEmoji() {
    var wrong: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), !TextMeasurer.mayBeEmoji(value) else { continue }
      if scalar.properties.isEmoji || scalar.properties.isEmojiPresentation { wrong.append(value) }
    }
    #expect(wrong.isEmpty)
  }

  /// An ASCII text with CR LF measures as its clusters do: CR LF is one cluster whose
  /// advance is both bytes', as the general path (forced here by a zero-width space, which
  /// adds nothing) and truncation's sums add it up, to the last bit.
  @Test func asciiCarriageReturnLineFeedMeasuresAsItsCluster() {
    for text in ["A\r\nB", "\r\n", "Line one\r\nLine two", "\r\r\n\n", "End\r", "\nStart"] {
      for style in [TextStyle.title, .barButton] {
        let ascii = measurer.measurement(of: text, style: style)
        let general = measurer.measurement(of: text + "\u{200B}", style: style)
        #expect(ascii.width == general.width, "\(text.debugDescription) in \(style)")
        #expect(ascii.fallbackCodePoints == general.fallbackCodePoints.filter { $0 != 0x200B })
      }
    }
  }

  /// ASCII texts are measured without the cache, to the same width as through it.
  @Test func asciiTextsAreMeasuredAlikeWithoutTheCache() {
    let shared = TextMeasurer(profile: measurer.profile)
    for text in ["Back", "Settings", "General Settings\r\n", String(repeating: "W", count: 300)] {
      let first = shared.width(of: text, style: .barButton)
      #expect(shared.width(of: text, style: .barButton) == first)
      #expect(first > 0)
    }
    // Only the 300-character text, longer than the uncached limit, is kept.
    #expect(shared.cachedCount == 1)
    // Nor are short texts of scalars that are each a cluster.
    for text in ["Réglages", "設定", "Настройки"] {
      let first = shared.width(of: text, style: .title)
      #expect(first == TextMeasurer(profile: measurer.profile).width(of: text, style: .title))
    }
    #expect(shared.cachedCount == 1)
  }
}

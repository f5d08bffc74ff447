import TestSupport
import Testing
import UnicodeSupport

@testable import TextLayout

/// Text whose every scalar stands alone is measured scalar by scalar, without segmenting
/// it (``Graphemes/isOneScalarPerCluster(_:)``): these tests hold it to adding up ICU's
/// clusters of the shaped text, as every non-ASCII text was measured before, to the last bit.
@Suite("Measuring scalar by scalar equals measuring clusters")
struct ScalarMeasurementTests {
  let measurer: TextMeasurer

  init() throws {
    measurer = try #require(Measurers.bundled)
  }

  /// The measurement through ICU's clusters of the shaped text.
  func reference(_ text: String, style: TextStyle) throws -> TextMeasurement {
    let table = try #require(measurer.tables[style.role])
    var ems = 0.0
    var visible = 0
    var fallback: [UInt32] = []
    measurer.add(
      Graphemes.clustersByICU(of: ArabicShaping.shaped(text)), table: table, to: &ems, visible: &visible,
      fallback: &fallback)
    if fallback.count > 1 { fallback = Array(Set(fallback)).sorted() }
    return TextMeasurement(
      width: measurer.width(ems: ems, visible: visible, style: style), fallbackCodePoints: fallback)
  }

  @Test func titlesOfManyScriptsMeasureAsTheirClusters() throws {
    let titles = [
      "Velocidade de reprodução", "Kostenloses Probe-Upgrade beginnen", "שגיאה בעדכון!", "エクスポート", "Искусство",
      "容器", "メニューで「Pocket Casts にコピー」をタップ", "Geteiltes Element wird geladen …", "Ελληνικά", "Ω™→⌚",
      "按照推荐的大剂量输注", "ファイルがアップロードされていないため、再生できません。", "Ｆｕｌｌ！",
    ]
    for title in titles {
      #expect(Graphemes.isOneScalarPerCluster(title), "\(title)")
      for style in TextStyle.allCases {
        let fresh = TextMeasurer(profile: measurer.profile)
        #expect(fresh.measurement(of: title, style: style) == (try reference(title, style: style)), "\(title)")
      }
    }
  }

  /// Random texts of scalars that stand alone, emoji and fallback scalars among them.
  @Test func randomTextsMeasureAsTheirClusters() throws {
    let pool = (UInt32(0x20)...0xFFFF).compactMap { value -> Unicode.Scalar? in
      guard let scalar = Unicode.Scalar(value), Graphemes.standsAlone(scalar) else { return nil }
      return scalar
    }
    var generator = SplitMix64(seed: 9)
    let fresh = TextMeasurer(profile: measurer.profile)
    for round in 0..<3_000 {
      let count = generator.next(below: 20) + 1
      var scalars = String.UnicodeScalarView()
      for _ in 0..<count { scalars.append(pool[generator.next(below: pool.count)]) }
      let text = String(scalars)
      let style = TextStyle.allCases[round % TextStyle.allCases.count]
      #expect(fresh.measurement(of: text, style: style) == (try reference(text, style: style)), "\(text)")
    }
  }

  /// Texts of clusters that do not stand alone (marks, Arabic, Indic, emoji sequences),
  /// measured on a cache miss with the segmentation the shortcuts found: the same widths
  /// as segmenting them afresh.
  @Test func textsOfJoinedClustersMeasureAsTheirClusters() throws {
    let pieces = [
      "e\u{301}", "مرحبا", "لا", "नमस्ते", "ไทย", "👩‍👩‍👧", "🇫🇷", "a", " ", "Ж", "ハ\u{3099}", "1\u{FE0F}\u{20E3}",
    ]
    var generator = SplitMix64(seed: 14)
    let fresh = TextMeasurer(profile: measurer.profile)
    for round in 0..<2_000 {
      var text = ""
      for _ in 0..<(generator.next(below: 6) + 1) { text += pieces[generator.next(below: pieces.count)] }
      let style = TextStyle.allCases[round % TextStyle.allCases.count]
      let expected = try reference(text, style: style)
      #expect(fresh.measurement(of: text, style: style) == expected, "\(text)")
      // Again, from the cache.
      #expect(fresh.measurement(of: text, style: style) == expected, "\(text)")
    }
  }

  /// Random texts of ASCII (CR, LF and other controls among it), scalars that stand alone,
  /// emoji, marks and Arabic, in every order: the one loop that adds up a text as it checks
  /// it (``TextMeasurer/addStandalone(_:to:wide:)``) measures what the clusters measure,
  /// fallback code points included, and turns away a CR before a scalar above ASCII.
  @Test func mixedTextsMeasureAsTheirClusters() throws {
    let pieces: [String] = [
      "\r", "\n", "\r\n", "\t", "\u{1}", "a", "Z", "#", "5", " ", "é", "Ж", "ש", "カ", "中", "…", "\u{1F600}",
      "\u{1F1EB}", "\u{1F1F7}", "\u{301}", "ل", "©", "\u{FFFF}", "\u{10400}",
    ]
    var generator = SplitMix64(seed: 23)
    let fresh = TextMeasurer(profile: measurer.profile)
    for round in 0..<4_000 {
      var text = ""
      for _ in 0..<(generator.next(below: 8) + 1) { text += pieces[generator.next(below: pieces.count)] }
      let style = TextStyle.allCases[round % TextStyle.allCases.count]
      #expect(
        fresh.measurement(of: text, style: style) == (try reference(text, style: style)), "\(text.debugDescription)")
    }
  }

  /// The per-style constants are kept in the order of the styles.
  @Test func styleOrdinalsAreTheirPlacesInAllCases() {
    for (index, style) in TextStyle.allCases.enumerated() { #expect(style.ordinal == index) }
  }
}

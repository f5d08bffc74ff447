import TestSupport
import Testing
import UnicodeSupport

/// Scalars that are a grapheme cluster of their own (``Graphemes/standsAlone(_:)``): text of
/// them only is measured without segmenting it, so each must be one cluster wherever ICU
/// could join it, next to another of them or to a letter.
@Suite("Scalars that stand alone")
struct GraphemeShortcutTests {
  /// Every such scalar is one cluster between letters, doubled, and before a line feed:
  /// what an extending, spacing or prepended mark, a Hangul jamo, a regional indicator or
  /// a carriage return would fail.
  @Test func everyScalarThatStandsAloneIsOneClusterForICU() {
    var wrong: [UInt32] = []
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value), Graphemes.standsAlone(scalar) else { continue }
      let alone = String(Character(scalar))
      if Graphemes.clustersByICU(of: "a" + alone + "b").count != 3
        || Graphemes.clustersByICU(of: alone + alone).count != 2
        || Graphemes.clustersByICU(of: alone + "\n").count != 2
      {
        wrong.append(value)
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(20).map { String($0, radix: 16) })")
  }

  /// The shortcut answers for scalars ICU joins: marks, CR, joiners, jamo, and every
  /// supplementary scalar.
  @Test func joiningScalarsDoNotStandAlone() {
    for value: UInt32 in [
      0x0D, 0x301, 0x483, 0x5B4, 0x200C, 0x200D, 0x20E3, 0x302A, 0x3099, 0xFE0F, 0xFF9E, 0x1100, 0x1F1E6,
    ] {
      let scalar = Unicode.Scalar(value)!
      #expect(!Graphemes.standsAlone(scalar), "\(String(value, radix: 16))")
    }
    #expect(Graphemes.isOneScalarPerCluster("Velocidade de reprodução"))
    #expect(Graphemes.isOneScalarPerCluster("メニューで「Pocket Casts にコピー」をタップ"))
    #expect(!Graphemes.isOneScalarPerCluster("درجة الحرارة"))
    #expect(!Graphemes.isOneScalarPerCluster("Cafe\u{301}"))
    #expect(!Graphemes.isOneScalarPerCluster("Line\r\n"))
  }

  /// Random texts of such scalars segment into one cluster a scalar.
  @Test func randomTextsOfScalarsThatStandAloneSegmentScalarByScalar() {
    let pool = (UInt32(0x20)...0xFFFF).compactMap { value -> Unicode.Scalar? in
      guard let scalar = Unicode.Scalar(value), Graphemes.standsAlone(scalar) else { return nil }
      return scalar
    }
    var generator = SplitMix64(seed: 14)
    for _ in 0..<2_000 {
      let count = Int(generator.next() % 24) + 1
      var scalars = String.UnicodeScalarView()
      for _ in 0..<count { scalars.append(pool[Int(generator.next() % UInt64(pool.count))]) }
      let text = String(scalars)
      #expect(Graphemes.isOneScalarPerCluster(text))
      #expect(Graphemes.clustersByICU(of: text).count == count, "\(text.unicodeScalars.map { $0.value })")
      // Cut without ICU into the same pieces, at the same places.
      let pieces = Graphemes.clusters(of: text)
      #expect(pieces == Graphemes.clustersByICU(of: text))
      #expect(pieces.map(\.startIndex) == Graphemes.clustersByICU(of: text).map(\.startIndex))
    }
  }
}

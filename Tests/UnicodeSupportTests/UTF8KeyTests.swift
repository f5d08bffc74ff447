import Testing
import UnicodeSupport

/// Keys compared by their bytes: what caches and sets of texts use instead of `String`'s
/// canonical equivalence and its normalizing hash.
@Suite("UTF-8 keys")
struct UTF8KeyTests {
  @Test func equalBytesAreEqualKeysWithEqualHashes() {
    for text in ["", "Back", "設定", "درجة الحرارة", "Velocidade de reprodução", String(repeating: "é", count: 300)] {
      let copy = String(decoding: Array(text.utf8), as: UTF8.self)
      #expect(UTF8Key(text) == UTF8Key(copy))
      #expect(UTF8Key(text).hashValue == UTF8Key(copy).hashValue)
    }
  }

  /// "é" and "e" + U+0301 are one `String` but two keys: they are different code points,
  /// which a measurement reads.
  @Test func canonicallyEquivalentTextsAreDifferentKeys() {
    let composed = "Caf\u{E9}"
    let decomposed = "Cafe\u{301}"
    #expect(composed == decomposed)
    #expect(UTF8Key(composed) != UTF8Key(decomposed))
    let keys: Set<UTF8Key> = [UTF8Key(composed), UTF8Key(decomposed), UTF8Key(composed)]
    #expect(keys.count == 2)
  }

  @Test func textsDifferingInOneByteOrInLengthDiffer() {
    #expect(UTF8Key("Settings 1") != UTF8Key("Settings 2"))
    #expect(UTF8Key("Settings") != UTF8Key("Settings "))
    #expect(UTF8Key("") != UTF8Key(" "))
  }
}

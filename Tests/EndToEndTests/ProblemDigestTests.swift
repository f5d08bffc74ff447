import Diagnostics
import TestSupport
import Testing

@testable import AuditEngine

/// The problem digest against what it replaces, `String`'s own hash: texts that `String`
/// calls equal (canonically equivalent) must have equal digests, so that merging finds
/// a problem however its text is spelled.
@Suite("Problem digest")
struct ProblemDigestTests {
  /// Pieces of text, several spelled more than one way: precomposed and decomposed letters,
  /// singletons (the Kelvin and Ångström signs), reordered marks, and the kept bytes.
  static let pieces = [
    "\u{E9}", "e\u{301}", "K", "\u{212A}", "\u{C5}", "A\u{30A}", "\u{212B}", "q\u{323}\u{307}", "q\u{307}\u{323}",
    "1", "2", " ", "'", "(", ")", ":", "[", "]", ";", "\u{37E}", "\u{627}\u{644}", "\u{30A8}", "\u{1100}\u{1161}",
    "\u{AC00}", "-", "x",
  ]

  static func text(_ random: inout SplitMix64) -> String {
    (0..<Int(random.next() % 8)).map { _ in random.pick(pieces) }.joined()
  }

  static func digest(_ text: String) -> Int {
    var digest = ProblemDigest()
    digest.add(text)
    return digest.finalized
  }

  /// Equal texts have equal digests; whether two texts are equal is `String`'s answer.
  @Test(arguments: 0..<8 as Range<UInt64>)
  func equalTextsHaveEqualDigests(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let texts = (0..<400).map { _ in Self.text(&random) }
    var byText: [String: Int] = [:]
    var distinct = Set<Int>()
    for text in texts {
      let digest = Self.digest(text)
      distinct.insert(digest)
      if let earlier = byText[text] { #expect(earlier == digest, "\(text.unicodeScalars.map(\.value))") }
      byText[text] = digest
    }
    // Not a constant: texts that differ in kept bytes are told apart.
    #expect(distinct.count > 50)
  }

  /// A problem's digest is the same however its finding keeps its text, and changes with
  /// the kept bytes of any part of it.
  @Test func aNumberIsDigestedAsItIsWritten() {
    for number in [0, 1, 9, 10, 99, 100, 12345, Int.max, -7, Int.min] {
      var pieces = ProblemDigest()
      pieces.add("a:")
      pieces.add(number)
      #expect(pieces.finalized == Self.digest("a:" + String(number)))
    }
    #expect(Self.digest("a.yaml:3:1") != Self.digest("a.yaml:3:2"))
    #expect(Self.digest("Caf\u{E9} 1") == Self.digest("Cafe\u{301} 1"))
  }

  /// A fixed text added at once is added as its bytes are, after any start.
  @Test(arguments: 0..<4 as Range<UInt64>)
  func aSegmentIsItsText(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let start = Self.text(&random)
      let fixed = Self.text(&random)
      var bytes = ProblemDigest()
      bytes.add(start)
      bytes.add(fixed)
      var segment = ProblemDigest()
      segment.add(start)
      segment.add(ProblemDigest.Segment(fixed))
      #expect(bytes.finalized == segment.finalized)
    }
  }

  /// A message or source kept as pieces has the digest of the text it spells, and equal
  /// texts, however spelled and kept, have equal digests.
  @Test(arguments: 0..<4 as Range<UInt64>)
  func piecesHaveTheDigestOfTheirText(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    func digest(_ message: Finding.Message, _ source: Finding.Source) -> Int {
      FindingMerger.Problem.digest(rule: .literalNotLocalized, scenario: "s", message: message, source: source)
    }
    var byText: [String: Int] = [:]
    for _ in 0..<300 {
      let text = Self.text(&random)
      let location = SourceLocation(
        path: Self.text(&random) + random.pick(["", ":", ":1"]), line: Int(random.next() % 40) + 1,
        column: Int(random.next() % 3) + 1)
      let literal = Finding.Message.literal(text)
      let kept = digest(literal, Finding.Source(location))
      #expect(kept == digest(Finding.Message(literal.string), Finding.Source(location.description)))
      let key = literal.string + "\n" + location.description
      if let earlier = byText[key] { #expect(earlier == kept) }
      byText[key] = kept
    }
  }
}

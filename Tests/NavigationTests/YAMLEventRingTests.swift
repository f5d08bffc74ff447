import TestSupport
import Testing
import UnicodeSupport

@testable import Navigation

/// A large text's events are read on libyaml's thread into a ring of
/// ``YAMLEventStream/ringEvents`` slots, each reused once the composer has taken its event;
/// they used to be read into an array of every event. These tests hold the ring to the
/// composer reading every event first on one thread: the same tree or failure, with rings
/// small enough to wrap thousands of times, when the composer stops early (an undefined
/// alias, a depth check that fails), when libyaml fails at the start, middle or end, and
/// when the values outgrow their buffer and the text is read again.
@Suite("YAML event ring")
struct YAMLEventRingTests {
  static let screens = (0..<3_000).map { "  s\($0): { title: \"Réglages \($0)\" }" }.joined(separator: "\n")
  static let base = "format: 1\nscreens:\n\(screens)\n"
  static let texts = [
    base, base + "  s1: { title: again }\n", base + "flows: *nowhere\n", "a: *x\n" + base, base + "flows: [a, b\n",
    "a: [b\n" + base, "a: &x [1]\n" + base + "b: *x\n", base + "c: \u{1}\n", base + "---\nb: 1\n",
    "[" + String(repeating: "a,", count: 40_000) + "a]\n", String(repeating: "- [a, b]\n", count: 10_000) + "- *y\n",
    base + "  d: " + String(repeating: "[", count: 1_200) + "\n",
  ]

  @Test(arguments: [16, 256, 1_024, 1 << 14])
  func aRingOfEventsComposesAsEveryEventReadFirst(_ ring: Int) {
    for text in Self.texts {
      #expect(text.utf8.count >= YAMLEventStream.concurrentBytes)
      let serial = Result { () throws(YAMLComposer.Failure) in try YAMLComposer.compose(text) }
      let concurrent = Result { () throws(YAMLComposer.Failure) in
        try YAMLComposer.compose(text, concurrently: true, ringEvents: ring) { true } ?? YAMLNodeTable()
      }
      switch (serial, concurrent) {
      case (.success(let expected), .success(let tree)):
        #expect(tree.root == expected.root && tree.nodes == expected.nodes, "\(ring) \(text.prefix(40))")
        #expect(tree.children == expected.children && tree.scalars == expected.scalars && tree.tags == expected.tags)
      case (.failure(let expected), .failure(let failure)):
        #expect(failure == expected, "\(ring) \(text.prefix(40))")
      default:
        Issue.record("\(ring) \(text.prefix(40)): one thread \(serial), ring \(concurrent)")
      }
    }
  }

  /// A reader that stops before reading any event (the depth check failed) ends the parse
  /// while libyaml waits for ring slots: nothing is composed, and nothing hangs.
  @Test(arguments: [16, 1_024])
  func aReaderThatStopsEndsTheParse(_ ring: Int) throws {
    for text in Self.texts {
      let tree = try? YAMLComposer.compose(text, concurrently: true, ringEvents: ring) { false }
      #expect(tree == nil)
    }
  }

  /// `\L` takes three bytes once read, two as written: the values outgrow the first buffer,
  /// and the text is read again (the tree is that of the second reading); one-letter values
  /// make more events than the first estimate, which the ring never runs out of.
  @Test func valuesOutgrowingTheirBufferAreReadAgain() throws {
    let texts = [
      "a: \"" + String(repeating: "\\L", count: 60_000) + "\"\nb: [c, d]\n",
      "[" + String(repeating: "a,", count: 60_000) + "a]\n",
    ]
    for text in texts {
      let expected = try YAMLComposer.compose(text)
      for ring in [16, 1 << 14] {
        let tree = try #require(try YAMLComposer.compose(text, concurrently: true, ringEvents: ring) { true })
        #expect(tree.nodes == expected.nodes && tree.scalars == expected.scalars && tree.children == expected.children)
      }
    }
  }

  /// Random documents (plain, quoted and block scalars of every length, short ones stored
  /// inline and long ones allocated, other scripts, escapes that change the bytes, anchors
  /// and aliases) compose through rings of every size as from every event read first.
  @Test(arguments: [16, 64, 1 << 14])
  func randomDocumentsComposeThroughTheRingAsReadFirst(_ ring: Int) throws {
    var generator = SplitMix64(seed: UInt64(ring))
    let words = ["a", "Réglages", "设置", "🇫🇷 drapeau", "x y z", "", "longer text than fifteen bytes", "\\u00e9\\t"]
    for _ in 0..<3 {
      var lines = ["format: 1", "items:"]
      var anchors = 0
      while lines.joined(separator: "\n").utf8.count < YAMLEventStream.concurrentBytes + 4_096 {
        let word = words[Int(generator.next() % UInt64(words.count))]
        let repeated = String(repeating: word, count: Int(generator.next() % 4))
        switch generator.next() % 6 {
        case 0: lines.append("  - plain \(repeated.filter { $0 != "\\" }) end")
        case 1: lines.append("  - \"\(repeated)\"")
        case 2: lines.append("  - '\(repeated.filter { $0 != "\\" })'")
        case 3: lines.append("  - |\n    \(repeated.filter { $0 != "\\" })\n    more")
        case 4:
          anchors += 1
          lines.append("  - &a\(anchors) { k\(anchors): \"\(repeated)\" }")
        default: lines.append(anchors > 0 ? "  - *a\(1 + Int(generator.next() % UInt64(anchors)))" : "  - ~")
        }
      }
      let text = lines.joined(separator: "\n") + "\n"
      let expected = try YAMLComposer.compose(text)
      let tree = try #require(try YAMLComposer.compose(text, concurrently: true, ringEvents: ring) { true })
      #expect(tree.scalars == expected.scalars && tree.nodes == expected.nodes && tree.children == expected.children)
      #expect(tree.scalars.count > 1_000)
    }
  }
}

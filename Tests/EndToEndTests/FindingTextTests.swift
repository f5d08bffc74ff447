import Diagnostics
import TestSupport
import Testing

@testable import AuditEngine

/// A finding's message and source kept as pieces against the text they spell (what findings
/// kept before): equal, hashed, searched and written the same.
@Suite("Finding text")
struct FindingTextTests {
  static let pieces = ["Caf\u{E9}", "Cafe\u{301}", "'", " is a", "literal", "iPhone", " 16", "\u{212A}", "K", ":", "x"]

  static func text(_ random: inout SplitMix64) -> String {
    (0..<Int(random.next() % 5)).map { _ in random.pick(pieces) }.joined()
  }

  /// Messages kept either way are equal, and hash alike, exactly when their texts are.
  @Test(arguments: 0..<4 as Range<UInt64>)
  func messagesCompareAsTheirText(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let one =
        random.next() % 2 == 0 ? Finding.Message.literal(Self.text(&random)) : Finding.Message(Self.text(&random))
      let other =
        random.next() % 2 == 0 ? Finding.Message.literal(Self.text(&random)) : Finding.Message(Self.text(&random))
      #expect((one == other) == (one.string == other.string))
      if one == other { #expect(one.hashValue == other.hashValue) }
      let (head, body, tail) = one.parts
      #expect(head + body + tail == one.string)
      #expect(one == Finding.Message(one.string))
    }
  }

  /// Sources kept as a location or as text are equal, and hash alike, exactly when their texts are.
  @Test(arguments: 0..<4 as Range<UInt64>)
  func sourcesCompareAsTheirText(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    func source() -> Finding.Source {
      let location = SourceLocation(
        path: Self.text(&random), line: Int(random.next() % 3) + 1, column: Int(random.next() % 3) + 1)
      return random.next() % 2 == 0 ? Finding.Source(location) : Finding.Source(location.description)
    }
    for _ in 0..<300 {
      let one = source()
      let other = source()
      #expect((one == other) == (one.string == other.string))
      if one == other { #expect(one.hashValue == other.hashValue) }
    }
  }

  /// A message that names a device keeps the name apart, and is the text it spells: equal,
  /// hashed and digested as that text, and renamed as if made with the other name.
  @Test(arguments: 0..<4 as Range<UInt64>)
  func placedMessagesAreTheTextTheySpell(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let devices = ["iPhone 16", "iPhone 15", "iPhone 14 Pro", "iPhone", " 16"]
    func placed() -> Finding.Message {
      .placed(Self.text(&random), device: random.pick(devices), Self.text(&random))
    }
    let source = Finding.Source("a.yaml:1:2")
    for _ in 0..<300 {
      let one = placed()
      let other = random.next() % 2 == 0 ? placed() : Finding.Message(Self.text(&random))
      #expect((one == other) == (one.string == other.string))
      if one == other { #expect(one.hashValue == other.hashValue) }
      #expect(one.parts.body == one.string && one.parts.head.isEmpty && one.parts.tail.isEmpty)
      #expect(one == Finding.Message(one.string))
      #expect(
        FindingMerger.Problem.digest(rule: .titleTruncated, scenario: "s", message: one, source: source)
          == FindingMerger.Problem.digest(
            rule: .titleTruncated, scenario: "s", message: Finding.Message(one.string), source: source))
      // Renamed: the message made with the other name.
      let head = Self.text(&random)
      let tail = Self.text(&random)
      var renamed = Finding.Message.placed(head, device: random.pick(devices), tail)
      #expect(renamed.deviceOffset == head.utf8.count)
      let name = random.pick(devices)
      renamed.device = name
      #expect(renamed.device == name)
      #expect(renamed.string == head + name + tail)
      // A message that keeps no name has none to set.
      var text = Finding.Message(Self.text(&random))
      text.device = name
      #expect(text.device == nil && text.deviceOffset == nil)
    }
  }
}

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

  /// A message holds a name's bytes exactly when its text does: what tells a twin device's
  /// run that its findings name the device.
  @Test(arguments: 0..<4 as Range<UInt64>)
  func aMessageHoldsWhatItsTextHolds(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<400 {
      let message =
        random.next() % 3 == 0 ? Finding.Message(Self.text(&random)) : Finding.Message.literal(Self.text(&random))
      let name = Array(
        (random.next() % 4 == 0 ? random.pick(["' is", "a' i", "'", "every locale", "written"]) : Self.text(&random))
          .utf8)
      let text = Array(message.string.utf8)
      let expected =
        name.isEmpty || (0...max(0, text.count - name.count)).contains { text[$0...].starts(with: name) }
      #expect(message.contains(bytes: name) == expected)
    }
  }
}

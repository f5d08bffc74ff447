import Diagnostics
import UnicodeSupport

/// The literal texts a run reported, each at its reference: the whole of what a literal's
/// finding says (``Finding/Message/literal(_:)``), so that a literal seen again (a title,
/// then the back title of the next screen) is known as reported before a finding is made.
///
/// Every literal of every bar of a run asks, and a scenario of literal titles has one a
/// screen: so references are found by their line and column, mixed by a multiplication
/// (no `Hasher` is seeded and run), in an open-addressing table of positions; the texts and
/// paths are compared only where line and column are equal. Texts are equal when their
/// UTF-8 bytes are (``UTF8Key``), paths when they are equal strings: as a set of the pairs
/// would tell them.
struct ReportedLiterals {
  /// Each literal reported, in order.
  private var references: [SourceLocation] = []
  private var texts: [String] = []
  /// 1 + the position of a literal in `references`, or 0 for a free slot; a power of two,
  /// at most half full.
  private var slots: [Int32]

  /// A table with room for `capacity` literals before it grows.
  init(capacity: Int = 0) {
    var count = 16
    while count < 2 * capacity { count *= 2 }
    slots = Array(repeating: 0, count: count)
    references.reserveCapacity(capacity)
    texts.reserveCapacity(capacity)
  }

  /// How many literals were reported.
  var count: Int { references.count }

  /// Adds `text` at `reference`; false when it was reported there before.
  mutating func insert(reference: SourceLocation, text: String) -> Bool {
    if 2 * (references.count + 1) > slots.count { grow() }
    let mask = slots.count - 1
    var slot = Self.home(reference, mask: mask)
    while slots[slot] != 0 {
      let position = Int(slots[slot]) - 1
      if references[position].line == reference.line, references[position].column == reference.column,
        UTF8Key(texts[position]) == UTF8Key(text), references[position].path == reference.path
      {
        return false
      }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(truncatingIfNeeded: references.count + 1)
    references.append(reference)
    texts.append(text)
    return true
  }

  /// The slot a reference is looked for from: its line and column mixed, top bits first.
  private static func home(_ reference: SourceLocation, mask: Int) -> Int {
    let mixed =
      (UInt64(truncatingIfNeeded: reference.line) &* 0x9E37_79B9_7F4A_7C15)
      ^ (UInt64(truncatingIfNeeded: reference.column) &* 0xC2B2_AE3D_27D4_EB4F)
    return Int(truncatingIfNeeded: mixed >> 32) & mask
  }

  /// Doubles the slots and files every literal again.
  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for position in references.indices {
      var slot = Self.home(references[position], mask: mask)
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(truncatingIfNeeded: position + 1)
    }
  }
}

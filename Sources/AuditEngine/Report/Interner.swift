/// Values numbered in the order first seen, each kept once.
///
/// Merging findings and drawing the HTML page both reduce a matrix of runs to small
/// numbers: a message or a drawing repeated in thousands of runs is kept and hashed once, and
/// what is grouped or compared afterwards is an integer.
public struct Interner<Value: Hashable & Sendable>: Sendable {
  /// Every value, in the order first seen: a value's number is its index here.
  public private(set) var values: [Value] = []
  private var numbers: [Value: Int] = [:]

  public init() {}

  /// The number of `value`, adding it when new.
  public mutating func number(_ value: Value) -> Int {
    let next = values.count
    let number = Self.slot(&numbers[value, default: next])
    if number == next { values.append(value) }
    return number
  }

  /// The number in a dictionary slot reached through `subscript(_:default:)`: handing the
  /// slot over `inout` finds its key, or inserts it with the default, in one hash, where a
  /// lookup then an insert hashes a new key twice.
  static func slot(_ slot: inout Int) -> Int { slot }

  /// The value numbered `number`.
  public subscript(number: Int) -> Value { values[number] }
}

/// Values numbered in the order first seen, found by a digest each was given ahead of time.
///
/// Merging findings numbers one problem per finding, on the one thread that takes the runs
/// in order: a dictionary would hash every problem there, and store, move and release a
/// copy of it as a key. Here the digest a worker computed (from everything that makes two
/// values equal, so that equal values have equal digests) picks the slot, a slot holds only
/// a number, and values are compared only when their digests are equal.
struct DigestInterner<Value> {
  /// Every value, in the order first seen: a value's number is its index here.
  private(set) var values: [Value] = []
  /// The digest of each value, by number.
  private var digests: [Int] = []
  /// Open addressing by digest, probing linearly: a value's number, -1 for a free slot.
  /// Its size is a power of two, kept at least twice the number of values.
  private var slots: [Int] = []

  /// The number of the value whose digest is `digest` and that `matches`, adding `make()`
  /// (a value that matches) when there is none.
  mutating func number(digest: Int, matches: (Value) -> Bool, make: () -> Value) -> Int {
    if slots.isEmpty { slots = Array(repeating: -1, count: Self.initialSlots) }
    let mask = slots.count - 1
    var slot = digest & mask
    while slots[slot] >= 0 {
      let number = slots[slot]
      if digests[number] == digest && matches(values[number]) { return number }
      slot = (slot + 1) & mask
    }
    let number = values.count
    values.append(make())
    digests.append(digest)
    slots[slot] = number
    if 2 * values.count > slots.count { grow() }
    return number
  }

  /// The value numbered `number`.
  subscript(number: Int) -> Value { values[number] }

  private static var initialSlots: Int { 64 }

  /// Doubles the slots and files every number again.
  private mutating func grow() {
    slots = Array(repeating: -1, count: 2 * slots.count)
    let mask = slots.count - 1
    for (number, digest) in digests.enumerated() {
      var slot = digest & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = number
    }
  }
}

extension DigestInterner: Sendable where Value: Sendable {}

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
  /// Open addressing by digest, probing linearly: slot `i` is `table[2 * i]`, a value's
  /// number (-1 for a free slot), and `table[2 * i + 1]`, its digest, side by side so that
  /// a probe reads one place in memory. There are at least twice as many slots as values,
  /// and a power of two.
  private var table: [Int] = []

  /// The number of the value whose digest is `digest` and that `matches`, adding `make()`
  /// (a value that matches) when there is none.
  mutating func number(digest: Int, matches: (Value) -> Bool, make: () -> Value) -> Int {
    if table.isEmpty { table = Self.emptyTable(slots: Self.initialSlots) }
    let mask = table.count / 2 - 1
    var slot = digest & mask
    while table[2 * slot] >= 0 {
      if table[2 * slot + 1] == digest && matches(values[table[2 * slot]]) { return table[2 * slot] }
      slot = (slot + 1) & mask
    }
    let number = values.count
    values.append(make())
    table[2 * slot] = number
    table[2 * slot + 1] = digest
    if 4 * values.count > table.count { grow() }
    return number
  }

  /// The value numbered `number`.
  subscript(number: Int) -> Value { values[number] }

  private static var initialSlots: Int { 64 }

  private static func emptyTable(slots: Int) -> [Int] {
    var table = Array(repeating: 0, count: 2 * slots)
    for slot in 0..<slots { table[2 * slot] = -1 }
    return table
  }

  /// Doubles the slots and files every number again.
  private mutating func grow() {
    let old = table
    table = Self.emptyTable(slots: old.count)
    let mask = table.count / 2 - 1
    for slot in stride(from: 0, to: old.count, by: 2) where old[slot] >= 0 {
      let digest = old[slot + 1]
      var free = digest & mask
      while table[2 * free] >= 0 { free = (free + 1) & mask }
      table[2 * free] = old[slot]
      table[2 * free + 1] = digest
    }
  }
}

extension DigestInterner: Sendable where Value: Sendable {}

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

  /// The number of `value`, adding `stored()` (a value equal to it, held in another way)
  /// when new.
  public mutating func number(_ value: Value, storing stored: () -> Value) -> Int {
    if let number = numbers[value] { return number }
    let number = values.count
    let kept = stored()
    numbers[kept] = number
    values.append(kept)
    return number
  }

  /// The number in a dictionary slot reached through `subscript(_:default:)`: handing the
  /// slot over `inout` finds its key, or inserts it with the default, in one hash, where a
  /// lookup then an insert hashes a new key twice.
  static func slot(_ slot: inout Int) -> Int { slot }

  /// The value numbered `number`.
  public subscript(number: Int) -> Value { values[number] }
}

/// SplitMix64: a small deterministic random number generator, so a random test replays.
public struct SplitMix64: RandomNumberGenerator {
  public var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (0 when `bound` is not positive).
  public mutating func next(below bound: Int) -> Int {
    let value = next()
    return bound > 0 ? Int(value % UInt64(bound)) : 0
  }

  /// A random element of `items` (which must not be empty).
  public mutating func pick<T>(_ items: [T]) -> T {
    items[Int(next() % UInt64(items.count))]
  }
}

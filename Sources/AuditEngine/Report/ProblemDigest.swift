/// A digest of a finding's text that canonically equivalent texts share, read from its UTF-8
/// bytes without normalizing it.
///
/// Merging numbers the problems of every finding, and a problem is found by a digest first
/// (``DigestInterner``): equal problems (their texts equal as `String`s compare them, that
/// is canonically) must have equal digests, unequal ones should rarely share one. Hashing a
/// `String` normalizes it first, which costs most of a finding's merge when its text is not
/// ASCII (nearly every translated or literal text). So only the bytes that canonical
/// equivalence never touches are hashed, in order: ASCII digits, the space, `'`, `(`, `)`,
/// `:`, `[` and `]`. No canonical decomposition of any character yields one of them, none
/// decomposes, and none is ever reordered (each is a starter that composes with nothing), so
/// equivalent texts hold them in the same order. Those bytes are what tells problems apart
/// in practice: a source's line and column, a message's numbers, quotes and words' spaces;
/// problems they do not tell apart are told apart by their text, as any that share a digest.
///
/// A text is fed piece by piece (``add(_:)-(String)``, ``add(_:)-(Int)``, a fixed text's
/// ``Segment``): a finding kept as pieces (``Finding/Message``, ``Finding/Source``) has the
/// digest of its written text.
struct ProblemDigest {
  /// A polynomial hash of the kept bytes, `value × multiplier + byte` a byte, so that a
  /// fixed text's part is added in one step (``Segment``).
  private(set) var value: UInt64 = 0

  private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// The digest, its bits mixed (SplitMix64's finalizer) so that its low bits, which pick
  /// a slot, depend on every byte.
  var finalized: Int {
    var bits = value
    bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: bits ^ (bits >> 31))
  }

  /// Adds the kept bytes of `text`.
  mutating func add(_ text: String) {
    var hash = value
    if #available(macOS 26, *) {
      let bytes = text.utf8Span.span
      for index in bytes.indices where Self.isKept(bytes[index]) {
        hash = hash &* Self.multiplier &+ UInt64(bytes[index])
      }
    } else {
      for byte in text.utf8 where Self.isKept(byte) { hash = hash &* Self.multiplier &+ UInt64(byte) }
    }
    value = hash
  }

  /// Adds `number` as `String(number)` writes it.
  mutating func add(_ number: Int) {
    if number < 0 { add(byte: UInt8(ascii: "-")) }
    var magnitude = number.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      add(byte: UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    }
  }

  /// Adds one byte of text (ASCII), if kept.
  mutating func add(byte: UInt8) {
    if Self.isKept(byte) { value = value &* Self.multiplier &+ UInt64(byte) }
  }

  /// Adds a fixed text's kept bytes at once: as ``add(_:)-(String)`` adds them.
  mutating func add(_ segment: Segment) {
    value = value &* segment.power &+ segment.value
  }

  /// Adds a value that is not text (a rule, a separator between texts).
  mutating func mix(_ number: Int) {
    value = value &* Self.multiplier &+ UInt64(UInt(bitPattern: number))
  }

  /// Adds the kept bytes of a source's text from its last but one colon: `:line:col` of
  /// `path:line:col`. The path is left out: it is most often the scenario's (the same for
  /// every finding of a run), and problems are told apart by their texts anyway. Colons
  /// are kept bytes, so equivalent texts have the same part after the same colon.
  mutating func addSourceEnd(_ text: String) {
    let utf8 = text.utf8
    var start = utf8.endIndex
    var colons = 0
    while start > utf8.startIndex, colons < 2 {
      start = utf8.index(before: start)
      if utf8[start] == UInt8(ascii: ":") { colons += 1 }
    }
    if colons < 2 {
      add(text)
    } else {
      for byte in utf8[start...] { add(byte: byte) }
    }
  }

  /// Whether `byte` is hashed: one that canonical equivalence never touches.
  @inline(__always)
  static func isKept(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x3A, 0x20, 0x27, 0x28, 0x29, 0x5B, 0x5D: true
    default: false
    }
  }

  /// A fixed text's kept bytes, hashed ahead of time.
  struct Segment: Sendable {
    /// The multiplier to the power of the number of kept bytes.
    fileprivate var power: UInt64 = 1
    /// The hash of the kept bytes alone.
    fileprivate var value: UInt64 = 0

    init(_ text: String) {
      for byte in text.utf8 where ProblemDigest.isKept(byte) {
        power = power &* ProblemDigest.multiplier
        value = value &* ProblemDigest.multiplier &+ UInt64(byte)
      }
    }
  }
}

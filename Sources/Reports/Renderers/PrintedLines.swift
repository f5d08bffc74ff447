/// The lines a report has printed, compared as `String`s compare — canonically equivalent
/// text is the same line — without hashing whole lines.
///
/// Hashing a `String` has to read it as its canonical form, which costs most of printing a
/// line of translated text. So a line is first filed under a cheap key: the first ASCII
/// digits, colons and square brackets it holds, in order. No canonical decomposition produces or
/// consumes one of those characters and none is ever reordered, so equivalent lines share a
/// key; only lines that share one are compared, and hashed once many do.
struct PrintedLines {
  /// The lines under one key: one (most keys hold one, and need no array), a few compared
  /// one by one, or a set once there are many.
  private enum Bucket {
    case one(String)
    case few([String])
    case many(Set<String>)
  }

  private var buckets: [UInt64: Bucket] = [:]
  /// The most lines a key holds before they are hashed.
  private static let fewest = 8

  init(capacity: Int = 0) {
    buckets.reserveCapacity(capacity)
  }

  /// Adds `line`; false when an equal line was added before.
  mutating func insert(_ line: String) -> Bool {
    let key = Self.key(line)
    // Taken out while it changes, so that its storage is not shared and copied.
    switch buckets.removeValue(forKey: key) {
    case nil:
      buckets[key] = .one(line)
      return true
    case .one(let other):
      guard other != line else {
        buckets[key] = .one(other)
        return false
      }
      buckets[key] = .few([other, line])
      return true
    case .few(var lines):
      guard !lines.contains(line) else {
        buckets[key] = .few(lines)
        return false
      }
      lines.append(line)
      buckets[key] = lines.count > Self.fewest ? .many(Set(lines)) : .few(lines)
      return true
    case .many(var lines):
      let inserted = lines.insert(line).inserted
      buckets[key] = .many(lines)
      return inserted
    }
  }

  /// The FNV-1a hash of the first 16 digits, colons and square brackets of `line`, in
  /// order: those of a diagnostic's `path:line:col:` and little more, so a long message is
  /// not read. (Any number of them in order is the same for equivalent lines.)
  static func key(_ line: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    var count = 0
    // Read through a span where there is one: a line is read to its end when it holds few
    // of those characters, and a span reads three times as fast as the UTF-8 view.
    func take(_ byte: UInt8) -> Bool {
      guard (0x30...0x3A).contains(byte) || byte == 0x5B || byte == 0x5D else { return false }
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
      count += 1
      return count == 16
    }
    if #available(macOS 26, *) {
      let bytes = line.utf8Span.span
      for index in bytes.indices where take(bytes[index]) { break }
    } else {
      for byte in line.utf8 where take(byte) { break }
    }
    return hash
  }
}

/// The lines a report prints, each once, written as UTF-8 into one buffer; lines compare as
/// `String`s compare — canonically equivalent text is the same line — without making a
/// `String` of each line or hashing whole lines.
///
/// Hashing a `String` has to read it as its canonical form, which costs most of printing a
/// line of translated text. So a line is first filed under a cheap key: the first ASCII
/// digits, colons and square brackets it holds, in order. No canonical decomposition produces or
/// consumes one of those characters and none is ever reordered, so equivalent lines share a
/// key; only lines that share one are compared (``sameLine(_:_:)``), and hashed once many do.
struct PrintedLines {
  /// The lines kept so far, each ended by a line feed; a line being written is at the end.
  var text: [UInt8] = []

  /// The lines under one key: one (most keys hold one, and need no array), a few compared
  /// one by one, or a set once there are many.
  private enum Bucket {
    case one(Range<Int>)
    case few([Range<Int>])
    case many(Set<String>)
  }

  private var buckets: [UInt64: Bucket] = [:]
  /// The most lines a key holds before they are hashed.
  private static let fewest = 8

  init(capacity: Int = 0) {
    buckets.reserveCapacity(capacity)
  }

  /// Keeps the line written to `text` from `start` on, ending it with a line feed, when no
  /// equal line was kept before; removes it otherwise. Returns whether it was kept.
  mutating func keepLine(from start: Int) -> Bool {
    let line = start..<text.count
    let key = Self.key(text[line])
    // Taken out while it changes, so that its storage is not shared and copied.
    let isNew: Bool
    switch buckets.removeValue(forKey: key) {
    case nil:
      buckets[key] = .one(line)
      isNew = true
    case .one(let other):
      isNew = !sameLine(other, line)
      buckets[key] = isNew ? .few([other, line]) : .one(other)
    case .few(var lines):
      isNew = !lines.contains { sameLine($0, line) }
      if isNew { lines.append(line) }
      buckets[key] = lines.count > Self.fewest ? .many(Set(lines.map(string(_:)))) : .few(lines)
    case .many(var lines):
      isNew = lines.insert(string(line)).inserted
      buckets[key] = .many(lines)
    }
    if isNew {
      text.append(UInt8(ascii: "\n"))
    } else {
      text.removeSubrange(line)
    }
    return isNew
  }

  /// Adds `line`; false when an equal line was added before.
  mutating func insert(_ line: String) -> Bool {
    let start = text.count
    text.append(contentsOf: line.utf8)
    return keepLine(from: start)
  }

  /// The text of a kept line.
  private func string(_ line: Range<Int>) -> String {
    String(decoding: text[line], as: UTF8.self)
  }

  /// Whether two lines of `text` are equal as strings: byte for byte, or canonically
  /// equivalent.
  ///
  /// Lines whose bytes first differ at a byte that is ASCII in both, or one of which is the
  /// other's start, are not equivalent: an ASCII character is a whole scalar that no
  /// canonical decomposition or reordering crosses, so their canonical forms differ there
  /// too. Only other differences are compared as strings.
  private func sameLine(_ one: Range<Int>, _ other: Range<Int>) -> Bool {
    var index = one.lowerBound
    var otherIndex = other.lowerBound
    while index < one.upperBound, otherIndex < other.upperBound {
      let byte = text[index]
      let otherByte = text[otherIndex]
      if byte != otherByte {
        guard byte >= 0x80 || otherByte >= 0x80 else { return false }
        return string(one) == string(other)
      }
      index += 1
      otherIndex += 1
    }
    return index == one.upperBound && otherIndex == other.upperBound
  }

  /// The FNV-1a hash of the first 16 digits, colons and square brackets of `line`, in
  /// order: those of a diagnostic's `path:line:col:` and little more, so a long message is
  /// not read. (Any number of them in order is the same for equivalent lines.)
  static func key(_ line: String) -> UInt64 {
    key(line.utf8)
  }

  /// The key of a line's UTF-8 bytes.
  static func key<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    var count = 0
    for byte in bytes where (0x30...0x3A).contains(byte) || byte == 0x5B || byte == 0x5D {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
      count += 1
      if count == 16 { break }
    }
    return hash
  }
}

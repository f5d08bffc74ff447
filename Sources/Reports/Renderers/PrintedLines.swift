/// The lines a report prints, each once, kept as UTF-8 in pages of lines; lines compare as
/// `String`s compare — canonically equivalent text is the same line — without making a
/// `String` of each line or hashing whole lines.
///
/// Hashing a `String` has to read it as its canonical form, which costs most of printing a
/// line of translated text. So a line is first filed under a cheap key: the first ASCII
/// digits, colons and square brackets it holds, in order. No canonical decomposition produces or
/// consumes one of those characters and none is ever reordered, so equivalent lines share a
/// key; only lines that share one are compared (``sameLine(_:_:)``), and hashed once many do.
struct PrintedLines {
  /// Every page added, as added: lines each ended by a line feed.
  private var pages: [[UInt8]] = []

  /// A line of a page, without its line feed.
  private struct Line {
    var page: Int
    var range: Range<Int>
  }

  /// The lines under one key: one (most keys hold one, and need no array), a few compared
  /// one by one, or a set once there are many.
  private enum Bucket {
    case one(Line)
    case few([Line])
    case many(Set<String>)
  }

  /// The buckets, in the order their keys were first filed, and each one's key.
  private var buckets: [Bucket] = []
  private var bucketKeys: [UInt64] = []
  /// Where each key's bucket is: an open-addressing table of 1 + the bucket's number (0
  /// for a free slot), at most half full, probed from the slot the key's top bits name.
  /// Keys are hashes already, so none is hashed again (a dictionary would hash each one
  /// twice a line: to take its bucket out and to put it back).
  private var slots: [Int32] = []
  /// The most lines a key holds before they are hashed.
  private static let fewest = 8

  init(capacity: Int = 0) {
    buckets.reserveCapacity(capacity)
    bucketKeys.reserveCapacity(capacity)
    var count = 16
    while count < capacity * 2 { count *= 2 }
    resize(to: count)
  }

  /// Adds a page of lines, each ended by a line feed, which end (before their line feeds)
  /// at `ends` and have the keys `keys` (``key(_:)``); returns the lines that were not
  /// printed before, in order: the page itself when none was.
  mutating func add(page: [UInt8], ends: [Int], keys: [UInt64]) -> [UInt8] {
    let number = pages.count
    pages.append(page)
    var kept: [UInt8]?
    var start = 0
    for (end, key) in zip(ends, keys) {
      let isNew = insert(Line(page: number, range: start..<end), key: key)
      if !isNew, kept == nil {
        kept = Array(page[..<start])
      } else if isNew, kept != nil {
        kept?.append(contentsOf: page[start...end])
      }
      start = end + 1
    }
    return kept ?? page
  }

  /// Adds `line`; false when an equal line was added before.
  mutating func insert(_ line: String) -> Bool {
    let bytes = Array(line.utf8)
    return !add(page: bytes + [UInt8(ascii: "\n")], ends: [bytes.count], keys: [Self.key(bytes)]).isEmpty
  }

  /// Files `line` under `key`; false when an equal line was filed before.
  private mutating func insert(_ line: Line, key: UInt64) -> Bool {
    if (bucketKeys.count + 1) * 2 > slots.count { resize(to: slots.count * 2) }
    let mask = slots.count - 1
    var slot = home(key)
    while slots[slot] != 0 {
      let number = Int(slots[slot]) - 1
      if bucketKeys[number] == key { return insert(line, into: number) }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(truncatingIfNeeded: bucketKeys.count + 1)
    bucketKeys.append(key)
    buckets.append(.one(line))
    return true
  }

  /// Files `line` in bucket `number`; false when an equal line is in it.
  private mutating func insert(_ line: Line, into number: Int) -> Bool {
    // Taken out while it changes, so that its storage is not shared and copied.
    var bucket = Bucket.few([])
    swap(&bucket, &buckets[number])
    let isNew: Bool
    switch bucket {
    case .one(let other):
      isNew = !sameLine(other, line)
      if isNew { bucket = .few([other, line]) }
    case .few(var lines):
      bucket = .few([])
      isNew = !lines.contains { sameLine($0, line) }
      if isNew { lines.append(line) }
      bucket = lines.count > Self.fewest ? .many(Set(lines.map(string(_:)))) : .few(lines)
    case .many(var lines):
      bucket = .few([])
      isNew = lines.insert(string(line)).inserted
      bucket = .many(lines)
    }
    buckets[number] = bucket
    return isNew
  }

  /// The slot `key` is looked for from: its product with a large odd number, top bits
  /// first, so that keys differing in any bit spread over the table.
  private func home(_ key: UInt64) -> Int {
    let bits = UInt64(slots.count.trailingZeroBitCount)
    return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> (64 - bits))
  }

  /// Makes the table `count` slots (a power of two, more than twice the keys) and files
  /// every key again.
  private mutating func resize(to count: Int) {
    slots = [Int32](repeating: 0, count: count)
    let mask = count - 1
    for number in bucketKeys.indices {
      var slot = home(bucketKeys[number])
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(truncatingIfNeeded: number + 1)
    }
  }

  /// The text of a line.
  private func string(_ line: Line) -> String {
    String(decoding: pages[line.page][line.range], as: UTF8.self)
  }

  /// Whether two lines are equal as strings: byte for byte, or canonically equivalent.
  ///
  /// Lines whose bytes first differ at a byte that is ASCII in both, or one of which is the
  /// other's start, are not equivalent: an ASCII character is a whole scalar that no
  /// canonical decomposition or reordering crosses, so their canonical forms differ there
  /// too. Only other differences are compared as strings.
  private func sameLine(_ one: Line, _ other: Line) -> Bool {
    let bytes = pages[one.page]
    let otherBytes = pages[other.page]
    var index = one.range.lowerBound
    var otherIndex = other.range.lowerBound
    while index < one.range.upperBound, otherIndex < other.range.upperBound {
      let byte = bytes[index]
      let otherByte = otherBytes[otherIndex]
      if byte != otherByte {
        guard byte >= 0x80 || otherByte >= 0x80 else { return false }
        return string(one) == string(other)
      }
      index += 1
      otherIndex += 1
    }
    return index == one.range.upperBound && otherIndex == other.range.upperBound
  }

  /// The FNV-1a hash of the first 16 digits, colons and square brackets of `line`, in
  /// order: those of a diagnostic's `path:line:col:` and little more, so a long message is
  /// not read. (Any number of them in order is the same for equivalent lines.)
  static func key(_ line: String) -> UInt64 {
    key(Array(line.utf8))
  }

  /// The key of a line's UTF-8 bytes.
  static func key(_ bytes: [UInt8], _ range: Range<Int>? = nil) -> UInt64 {
    var key = Key()
    for index in range ?? bytes.indices {
      key.add(byte: bytes[index])
      if key.isComplete { break }
    }
    return key.value
  }

  /// A line's key (``key(_:)``) built from the pieces the line is written from, one after
  /// the other: a piece's kept bytes (the digits, colons and square brackets it holds) may
  /// be given instead of the piece, so that a fixed piece is not read for every line.
  struct Key {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325
    private var count = 0

    /// Whether the key has all its bytes: what follows changes nothing.
    var isComplete: Bool { count == 16 }

    /// Adds a byte of the line.
    @inline(__always)
    mutating func add(byte: UInt8) {
      guard count < 16, Self.isKept(byte) else { return }
      value = (value ^ UInt64(byte)) &* 0x100_0000_01B3
      count += 1
    }

    /// Adds a piece of the line, read through a span where there is one (the UTF-8 view
    /// reads a byte at a time through its index).
    mutating func add(_ piece: String) {
      guard count < 16 else { return }
      if #available(macOS 26, *) {
        let bytes = piece.utf8Span.span
        for index in bytes.indices where Self.isKept(bytes[index]) {
          add(byte: bytes[index])
          if count == 16 { return }
        }
        return
      }
      for byte in piece.utf8 where Self.isKept(byte) {
        add(byte: byte)
        if count == 16 { return }
      }
    }

    /// Adds a piece's kept bytes (``keptBytes(of:)``).
    mutating func add(kept: [UInt8]) {
      for byte in kept {
        guard count < 16 else { return }
        add(byte: byte)
      }
    }

    /// The bytes of `piece` a key reads, in order.
    static func keptBytes(of piece: String) -> [UInt8] {
      piece.utf8.filter(isKept)
    }

    /// Whether a key reads `byte`: a digit, a colon or a square bracket.
    @inline(__always)
    static func isKept(_ byte: UInt8) -> Bool {
      (0x30...0x3A).contains(byte) || byte == 0x5B || byte == 0x5D
    }
  }
}

/// Writes JSON exactly as `JSONEncoder` with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]` does, but fast: a report of several hundred megabytes is
/// written in seconds, not minutes.
///
/// Values are printed through their `Encodable` conformances straight into a byte buffer
/// (``SortedJSONEncoder``), one value per call, so a caller can write a large array piece by
/// piece. Directional formatting characters, invisible marks and U+2028/U+2029 are
/// written as `\u` escapes, as ``Escaping/inertJSON(_:)`` does.
struct SortedJSONWriter {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// `value` as a whole document: pretty printed, sorted, inert, with a final newline.
  static func document<T: Encodable>(_ value: T) throws -> String {
    var writer = SortedJSONWriter()
    try writer.write(value)
    writer.raw("\n")
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Appends `value` at nesting `level` (two spaces each), without a trailing newline.
  mutating func write<T: Encodable>(_ value: T, level: Int = 0) throws {
    // The encoder writes into a shared box: move the bytes in and back, never copying them.
    let output = SortedJSONEncoder.Output()
    swap(&output.writer, &self)
    defer { swap(&output.writer, &self) }
    try SortedJSONEncoder.write(value, level: level, to: output)
  }

  /// Appends what comes before an object member's value: a comma unless it is the `first`,
  /// the member's line at `level`, its quoted key and ` : `.
  ///
  /// - Returns: where the member starts, after the comma.
  mutating func beginMember(_ key: String, level: Int, first: Bool) -> Int {
    if !first { bytes.append(0x2C) }
    let start = bytes.count
    newline(level: level)
    string(key)
    raw(" : ")
    return start
  }

  /// Appends what comes before an array element: a comma unless it is the `first`, and the
  /// element's line at `level`.
  mutating func beginElement(level: Int, first: Bool) {
    if !first { bytes.append(0x2C) }
    newline(level: level)
  }

  /// Appends a number already formatted.
  mutating func number(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Puts the members of an object, written from `start` in the order they were encoded,
  /// into key order, separated by commas; a key written twice keeps its last value.
  ///
  /// - Parameter members: each member's key and bytes, without the comma before it.
  mutating func reorder(from start: Int, members: [(key: String, start: Int, end: Int)]) {
    let written = Array(bytes[start...])
    bytes.removeSubrange(start...)
    // Sorted by key, the later of equal keys last; then only the last of each key is kept.
    let order = members.indices.sorted {
      members[$0].key < members[$1].key || (members[$0].key == members[$1].key && $0 < $1)
    }
    var first = true
    for (position, index) in order.enumerated() {
      if position + 1 < order.count, members[order[position + 1]].key == members[index].key { continue }
      if !first { bytes.append(0x2C) }
      first = false
      bytes.append(contentsOf: written[(members[index].start - start)..<(members[index].end - start)])
    }
  }

  /// Appends raw ASCII text (punctuation and indentation between written values).
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Empties the writer, keeping its capacity for the next value.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }

  /// Appends bytes another writer produced.
  mutating func append(_ other: [UInt8]) {
    bytes.append(contentsOf: other)
  }

  /// A newline and the indentation of the deepest common level, whose prefixes are copied
  /// whole: appending spaces one by one cost a tenth of writing a run.
  private static let indentation: [UInt8] = [0x0A] + Array(repeating: 0x20, count: 64)

  /// Appends a newline and the indentation of `level`.
  mutating func newline(level: Int) {
    let width = 1 + 2 * level
    if width <= Self.indentation.count {
      bytes.append(contentsOf: Self.indentation[..<width])
    } else {
      bytes.append(0x0A)
      bytes.append(contentsOf: repeatElement(0x20, count: 2 * level))
    }
  }

  /// Appends a quoted, escaped key or string.
  mutating func string(_ text: String) {
    bytes.append(0x22)
    // Most strings need no escape: no control character, quote or backslash, and no lead
    // byte of what inert JSON escapes (the Arabic letter mark starts with D8, the U+2000
    // block with E2). Copy those whole.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xD8 || $0 == 0xE2 }) {
      bytes.append(contentsOf: text.utf8)
      bytes.append(0x22)
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22:
        bytes.append(0x5C)
        bytes.append(0x22)
      case 0x5C:
        bytes.append(0x5C)
        bytes.append(0x5C)
      case 0x08:
        bytes.append(0x5C)
        bytes.append(0x62)
      case 0x0C:
        bytes.append(0x5C)
        bytes.append(0x66)
      case 0x0A:
        bytes.append(0x5C)
        bytes.append(0x6E)
      case 0x0D:
        bytes.append(0x5C)
        bytes.append(0x72)
      case 0x09:
        bytes.append(0x5C)
        bytes.append(0x74)
      case 0x00..<0x20:
        escape(scalar.value)
      default:
        if Escaping.isEscapedInInertJSON(scalar) {
          escape(scalar.value)
        } else if scalar.isASCII {
          bytes.append(UInt8(scalar.value))
        } else {
          bytes.append(contentsOf: String(scalar).utf8)
        }
      }
    }
    bytes.append(0x22)
  }

  private mutating func escape(_ value: UInt32) {
    let digits: [UInt8] = Array("0123456789abcdef".utf8)
    bytes.append(0x5C)
    bytes.append(0x75)
    for shift in stride(from: 12, through: 0, by: -4) {
      bytes.append(digits[Int((value >> UInt32(shift)) & 0xF)])
    }
  }
}

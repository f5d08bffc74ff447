extension Announcer {
  /// Room in a description for its role, state and position words and its punctuation.
  static let wordsRoom = 64

  /// Unicode's White_Space, answered without the property tables for ASCII (U+0009–U+000D
  /// and the space are its only ASCII members): most texts start and end with a letter.
  /// Above ASCII, White_Space has only U+0085, U+00A0 and characters from U+1680 to
  /// U+3000 (a test checks every scalar): Latin, Greek, Cyrillic, Hebrew, Arabic and Indic
  /// letters, and CJK, are answered without the tables too.
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
    if value > 0x3000 || (0xA1..<0x1680).contains(value) { return false }
    return scalar.properties.isWhitespace
  }

  /// Whether a text whose UTF-8 form starts with `byte`, then `next` (`nil` at its end),
  /// can start with white space: an ASCII space, or the first two bytes of U+0085 or
  /// U+00A0 (C2 85, C2 A0), U+1680 (E1 9A), U+2000 to U+205F (E2 80, E2 81) or U+3000
  /// (E3 80), the only white space above ASCII (a test checks every scalar). Letters of
  /// every script are told apart by these two bytes (a Japanese title starts E3 81 to E3 83).
  @inline(__always)
  static func mayStartWhitespace(_ byte: UInt8, _ next: UInt8?) -> Bool {
    if byte < 0x80 { return isWhitespace(Unicode.Scalar(byte)) }
    switch byte {
    case 0xC2: return next == 0x85 || next == 0xA0
    case 0xE1: return next == 0x9A
    case 0xE2: return next == 0x80 || next == 0x81
    case 0xE3: return next == 0x80
    default: return false
    }
  }

  /// Whether a text whose UTF-8 form ends with `before` (`nil` at its start), then `byte`,
  /// can end with white space: an ASCII space, or the last byte of one above ASCII (80 to
  /// 8A, 9F, A0, A8, A9 or AF) after the byte such a scalar has before it (C2 for U+0085
  /// and U+00A0, 9A for U+1680, 80 or 81 for U+2000 to U+205F and U+3000): an Arabic or
  /// Japanese letter ending in such a byte has another before it.
  @inline(__always)
  static func mayEndWhitespace(_ byte: UInt8, _ before: UInt8?) -> Bool {
    if byte < 0x80 { return isWhitespace(Unicode.Scalar(byte)) }
    guard (0x80...0x8A).contains(byte) || byte == 0x9F || byte == 0xA0 || byte == 0xA8 || byte == 0xA9 || byte == 0xAF
    else { return false }
    return before == 0xC2 || before == 0x9A || before == 0x80 || before == 0x81
  }

  /// Whether `text` from `start` (a scalar boundary; its start by default) may start
  /// (unless `startsTrimmed`) or end with white space. Read on the string's own UTF-8 view,
  /// whose subscripts inline: a substring's view checks its bounds in calls of its own.
  static func mayHaveOuterWhitespace(_ text: String, from start: String.Index? = nil, startsTrimmed: Bool = false)
    -> Bool
  {
    let bytes = text.utf8
    let start = start ?? bytes.startIndex
    let end = bytes.endIndex
    guard start < end else { return false }
    let last = bytes.index(before: end)
    if mayEndWhitespace(bytes[last], last > start ? bytes[bytes.index(before: last)] : nil) { return true }
    if startsTrimmed { return false }
    let second = bytes.index(after: start)
    return mayStartWhitespace(bytes[start], second < end ? bytes[second] : nil)
  }

  /// `text` without leading and trailing white space, without bridging to Foundation (this
  /// runs for every element of every step).
  static func trimmed(_ text: String) -> String {
    // Most texts start and end with a letter: the two end bytes answer, also for letters
    // above ASCII (a title in Japanese, a sentence starting with one).
    if !text.isEmpty, !mayHaveOuterWhitespace(text) { return text }
    let scalars = text.unicodeScalars
    guard let head = scalars.first, let tail = scalars.last else { return text }
    if !isWhitespace(head), !isWhitespace(tail) { return text }
    guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
      let last = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return text }
    return String(scalars[first...last])
  }

  /// Whether the last character of `text` is one of `characters`.
  static func endsWithPause(_ text: String, characters: [Character]) -> Bool {
    endsWithPause(text[...], characters: characters, asciiPauses: asciiPauses(characters))
  }

  /// Whether the last character of `text` is one of `characters`, whose ASCII members
  /// `asciiPauses` marks (``asciiPauses(_:)``).
  ///
  /// A description is checked where it is written, as the end of the announcement's text
  /// from its start (a `Substring`, whose characters start at its own start).
  static func endsWithPause(_ text: Substring, characters: [Character], asciiPauses: [Bool]) -> Bool {
    // Two ASCII scalars are two characters unless they are CR LF: an ASCII end after an
    // ASCII scalar is the last character alone, found without segmenting backwards.
    let bytes = text.utf8
    if let tail = bytes.last, tail < 0x80 {
      let end = bytes.index(before: bytes.endIndex)
      let before = end > bytes.startIndex ? bytes[bytes.index(before: end)] : nil
      if before.map({ $0 < 0x80 && !($0 == 0x0D && tail == 0x0A) }) ?? true {
        return asciiPauses[Int(tail)]
      }
    }
    guard let last = text.last else { return false }
    return characters.contains(last)
  }

  /// For each ASCII byte, whether its character is one of `characters` (compared as
  /// characters are, so that the table answers as `contains` would).
  static func asciiPauses(_ characters: [Character]) -> [Bool] {
    (0..<0x80).map { byte in characters.contains(Character(Unicode.Scalar(UInt8(byte)))) }
  }
}

public import Diagnostics

/// The tokens of JSON text (RFC 8259) with their places: the one JSON grammar navaudit has.
///
/// `JSONDecoder` gives neither lines for syntax errors nor positions for values. Every
/// reader that must locate its complaints (String Catalogs, `.xcloc` manifests, calibration
/// observations) walks its document with this lexer, so each reports the same syntax error
/// at the same `path:line:col` in the same words.
public struct JSONLexer {
  /// What the next value is, from its first byte.
  public enum ValueStart: Sendable, Hashable {
    case object, array, string, number
    case literal(Bool?)
  }

  private let bytes: [UInt8]
  /// Turns byte offsets into lines and columns.
  public let locator: TextLocator
  /// The offset of the next byte to read.
  public private(set) var position = 0

  /// A lexer over UTF-8 `bytes`, skipping a leading byte order mark.
  public init(bytes: [UInt8], locator: TextLocator) {
    self.bytes = bytes
    self.locator = locator
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  /// Whether every byte has been read.
  public var isAtEnd: Bool { position >= bytes.count }

  /// Where the next byte is.
  public var location: SourceLocation { locator.location(ofOffset: min(position, bytes.count)) }

  /// Skips JSON white space (space, tab, line feed, carriage return).
  public mutating func skipWhitespace() {
    while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) {
      position += 1
    }
  }

  /// Skips white space and tells what the value there is; an object or array's opening
  /// bracket is consumed, a scalar is left for ``string()``, ``number()`` or ``literal()``.
  public mutating func valueStart() throws(TextFileError) -> ValueStart {
    skipWhitespace()
    guard position < bytes.count else {
      throw failure("unexpected end of file; expected a JSON value", at: position)
    }
    switch bytes[position] {
    case UInt8(ascii: "{"):
      position += 1
      return .object
    case UInt8(ascii: "["):
      position += 1
      return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      return .literal(bytes[position] == UInt8(ascii: "n") ? nil : bytes[position] == UInt8(ascii: "t"))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default:
      throw failure("unexpected \(describe(at: position)); expected a JSON value", at: position)
    }
  }

  /// After an object's `{` or an array's `[`: consumes `closing` at once (true: empty).
  public mutating func closesEmpty(_ closing: Unicode.Scalar) -> Bool {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: closing) else { return false }
    position += 1
    return true
  }

  /// Reads an object member's key and the `:` after it, returning the key and where it starts.
  public mutating func key() throws(TextFileError) -> (key: String, location: SourceLocation) {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
      throw failure("unexpected \(describe(at: position)); expected a '\"' to start a key", at: position)
    }
    let location = locator.location(ofOffset: position)
    let key = try string()
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
      throw failure("unexpected \(describe(at: position)); expected ':' after key '\(key)'", at: position)
    }
    position += 1
    return (key, location)
  }

  /// After a member or element: consumes `,` (false: another follows) or `closing` (true).
  public mutating func closesAfterMember(_ closing: Unicode.Scalar) throws(TextFileError) -> Bool {
    skipWhitespace()
    guard position < bytes.count else {
      throw failure("unexpected end of file; expected ',' or '\(closing)'", at: position)
    }
    if bytes[position] == UInt8(ascii: closing) {
      position += 1
      return true
    }
    guard bytes[position] == UInt8(ascii: ",") else {
      throw failure("unexpected \(describe(at: position)); expected ',' or '\(closing)'", at: position)
    }
    position += 1
    return false
  }

  /// Reads a string at the current `"`, unescaping it; an unpaired surrogate is U+FFFD.
  public mutating func string() throws(TextFileError) -> String {
    let start = position
    position += 1
    var scalars = String.UnicodeScalarView()
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return String(scalars)
      }
      if byte < 0x20 {
        throw failure("control character in a JSON string; write it as an escape", at: position)
      }
      if byte == UInt8(ascii: "\\") {
        guard position + 1 < bytes.count else { break }
        scalars.append(try escape())
      } else {
        let run = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""),
          bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20
        {
          position += 1
        }
        scalars.append(contentsOf: String(decoding: bytes[run..<position], as: UTF8.self).unicodeScalars)
      }
    }
    throw failure("unterminated JSON string", at: start)
  }

  /// Reads a number as written, checked against the grammar (no leading zeros, digits after
  /// `.` and in the exponent); the caller converts it.
  public mutating func number() throws(TextFileError) -> String {
    let start = position
    if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
    let integerStart = position
    let integerDigits = digits()
    var valid = integerDigits > 0 && !(integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0"))
    if valid, position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      valid = digits() > 0
    }
    if valid, position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        position += 1
      }
      valid = digits() > 0
    }
    guard valid else { throw failure("malformed JSON number", at: start) }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// Reads `true`, `false` or `null`.
  public mutating func literal() throws(TextFileError) -> Bool? {
    for (word, value) in [("true", true), ("false", false)] as [(String, Bool?)] + [("null", nil)] {
      let expected = Array(word.utf8)
      if position + expected.count <= bytes.count,
        bytes[position..<position + expected.count].elementsEqual(expected)
      {
        position += expected.count
        return value
      }
    }
    throw failure("unexpected \(describe(at: position)); expected a JSON value", at: position)
  }

  /// Checks that only white space follows the document's value.
  public mutating func finish() throws(TextFileError) {
    skipWhitespace()
    if position < bytes.count {
      throw failure("unexpected \(describe(at: position)) after the end of the JSON document", at: position)
    }
  }

  /// A syntax error at a byte offset.
  public func failure(_ message: String, at offset: Int) -> TextFileError {
    TextFileError(.syntax, message, at: locator.location(ofOffset: min(offset, bytes.count)))
  }

  private mutating func digits() -> Int {
    let first = position
    while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
      position += 1
    }
    return position - first
  }

  private mutating func escape() throws(TextFileError) -> Unicode.Scalar {
    let start = position
    position += 1
    let code = bytes[position]
    position += 1
    switch code {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(code)
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hex4(escapeStart: start)
      guard (0xD800...0xDBFF).contains(high), position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
        bytes[position + 1] == UInt8(ascii: "u")
      else { return Unicode.Scalar(high) ?? "\u{FFFD}" }
      let lowStart = position
      position += 2
      let low = try hex4(escapeStart: lowStart)
      guard (0xDC00...0xDFFF).contains(low) else {
        position = lowStart
        return "\u{FFFD}"
      }
      return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
    default:
      throw failure("invalid escape '\\\(describeScalar(at: position - 1))' in a JSON string", at: start)
    }
  }

  private mutating func hex4(escapeStart: Int) throws(TextFileError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count, let digit = Self.hexValue(bytes[position]) else {
        throw failure("'\\u' must be followed by four hexadecimal digits", at: escapeStart)
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }

  private func describe(at offset: Int) -> String {
    offset < bytes.count ? "character '\(describeScalar(at: offset))'" : "end of file"
  }

  /// The character at `offset` for a message: controls as `U+0001`, so none reaches a terminal.
  private func describeScalar(at offset: Int) -> String {
    let end = min(bytes.count, offset + 4)
    guard let scalar = String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.first
    else { return "?" }
    if scalar.value < 0x20 || scalar.value == 0x7F {
      return "U+" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
        + String(scalar.value, radix: 16, uppercase: true)
    }
    return String(scalar)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

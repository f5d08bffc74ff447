import Diagnostics

/// A recursive-descent JSON parser that records where every value starts.
struct JSONNodeParser {
  let bytes: [UInt8]
  let locator: TextLocator
  let maximumDepth: Int
  private var position = 0

  init(bytes: [UInt8], locator: TextLocator, maximumDepth: Int) {
    self.bytes = bytes
    self.locator = locator
    self.maximumDepth = maximumDepth
  }

  mutating func document() throws(TextFileError) -> JSONNode {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    skipWhitespace()
    let root = try value(depth: 0)
    skipWhitespace()
    guard position == bytes.count else { throw failure("unexpected \(describe()) after the JSON value") }
    return root
  }

  private mutating func value(depth: Int) throws(TextFileError) -> JSONNode {
    let location = locator.location(ofOffset: position)
    guard let byte = peek() else { throw failure("unexpected end of file, expected a value") }
    switch byte {
    case UInt8(ascii: "{"):
      guard depth < maximumDepth else {
        throw TextFileError(.limit, "objects and arrays nest deeper than \(maximumDepth) levels", at: location)
      }
      return JSONNode(value: .object(try object(depth: depth + 1)), location: location)
    case UInt8(ascii: "["):
      guard depth < maximumDepth else {
        throw TextFileError(.limit, "objects and arrays nest deeper than \(maximumDepth) levels", at: location)
      }
      return JSONNode(value: .array(try array(depth: depth + 1)), location: location)
    case UInt8(ascii: "\""): return JSONNode(value: .string(try string()), location: location)
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONNode(value: .bool(true), location: location)
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONNode(value: .bool(false), location: location)
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONNode(value: .null, location: location)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number(at: location)
    default: throw failure("unexpected \(describe()), expected a value")
    }
  }

  private mutating func object(depth: Int) throws(TextFileError) -> [JSONNode.Member] {
    position += 1
    var members: [JSONNode.Member] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      position += 1
      return members
    }
    while true {
      skipWhitespace()
      let keyLocation = locator.location(ofOffset: position)
      guard peek() == UInt8(ascii: "\"") else { throw failure("unexpected \(describe()), expected a key in quotes") }
      let key = try string()
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else { throw failure("unexpected \(describe()), expected ':' after a key") }
      position += 1
      skipWhitespace()
      members.append(JSONNode.Member(key: key, keyLocation: keyLocation, value: try value(depth: depth)))
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return members
      default: throw failure("unexpected \(describe()), expected ',' or '}'")
      }
    }
  }

  private mutating func array(depth: Int) throws(TextFileError) -> [JSONNode] {
    position += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      position += 1
      return elements
    }
    while true {
      skipWhitespace()
      elements.append(try value(depth: depth))
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return elements
      default: throw failure("unexpected \(describe()), expected ',' or ']'")
      }
    }
  }

  private mutating func string() throws(TextFileError) -> String {
    position += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() {
      if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars) }
      run.removeAll(keepingCapacity: true)
    }
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush()
        position += 1
        scalars.append(try escape())
      case 0..<0x20: throw failure("control character U+\(String(byte, radix: 16)) in a string")
      default:
        run.append(byte)
        position += 1
      }
    }
    throw failure("unterminated string")
  }

  private mutating func escape() throws(TextFileError) -> Unicode.Scalar {
    guard let escaped = peek() else { throw failure("unterminated string") }
    position += 1
    switch escaped {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hex4()
      if (0xD800...0xDBFF).contains(high), peek() == UInt8(ascii: "\\"), byte(at: position + 1) == UInt8(ascii: "u") {
        position += 2
        let low = try hex4()
        if (0xDC00...0xDFFF).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        {
          return scalar
        }
        return "\u{FFFD}"
      }
      return Unicode.Scalar(high) ?? "\u{FFFD}"
    default:
      position -= 1
      throw failure("invalid escape '\\\(describe(quoted: false))' in a string")
    }
  }

  private mutating func hex4() throws(TextFileError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexValue(byte) else {
        throw failure("expected four hexadecimal digits after '\\u'")
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }

  private mutating func number(at location: SourceLocation) throws(TextFileError) -> JSONNode {
    let start = position
    if peek() == UInt8(ascii: "-") { position += 1 }
    func digits() -> Int {
      let first = position
      while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
      return position - first
    }
    guard digits() > 0 else { throw failure("invalid number") }
    if peek() == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { throw failure("invalid number: expected digits after '.'") }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard digits() > 0 else { throw failure("invalid number: expected digits in the exponent") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw TextFileError(.syntax, "number '\(text)' is out of range", at: location)
    }
    return JSONNode(value: .number(value, text: text), location: location)
  }

  private mutating func literal(_ word: String) throws(TextFileError) {
    for expected in word.utf8 {
      guard peek() == expected else { throw failure("unexpected \(describe()), expected '\(word)'") }
      position += 1
    }
  }

  private mutating func skipWhitespace() {
    while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
  }

  private func peek() -> UInt8? { byte(at: position) }

  private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private func failure(_ message: String) -> TextFileError {
    TextFileError(.syntax, message, at: locator.location(ofOffset: min(position, bytes.count)))
  }

  /// The character at the current position, quoted, for messages.
  private func describe(quoted: Bool = true) -> String {
    guard position < bytes.count else { return "end of file" }
    let end = min(bytes.count, position + 4)
    let character = String(decoding: bytes[position..<end], as: UTF8.self).first.map(String.init) ?? "?"
    let shown = character.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } ? character : "?"
    return quoted ? "'\(shown)'" : shown
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

import Diagnostics
import TextFiles

/// Where the interesting keys of a String Catalog are written in its JSON text.
struct CatalogLocations: Sendable {
  /// Top-level fields (`sourceLanguage`, `strings`, `version`).
  var topLevel: [String: SourceLocation] = [:]
  /// Each key of `strings`, at its first occurrence (the one `JSONDecoder` keeps).
  var keys: [String: SourceLocation] = [:]
  /// Keys of `strings` written more than once: the first and the repeated location.
  var duplicateKeys: [(key: String, first: SourceLocation, again: SourceLocation)] = []
  /// Each language of each key's `localizations`.
  var languages: [String: [String: SourceLocation]] = [:]
}

/// A light, validating pass over JSON text that records the line and column of catalog keys.
///
/// `JSONDecoder` gives neither positions for values nor line numbers for syntax errors; this
/// scanner gives both. It checks the full JSON grammar (RFC 8259), so any syntax error is
/// reported here, at its exact place, before decoding.
struct JSONLocationScanner {
  private let bytes: [UInt8]
  private let locator: TextLocator
  private var position = 0
  private var locations = CatalogLocations()

  /// What the object being scanned is, to know which keys to record.
  private enum Context {
    case root, strings
    case entry(String)
    case localizations(String)
    case other
  }

  init(bytes: [UInt8], locator: TextLocator) {
    self.bytes = bytes
    self.locator = locator
  }

  /// Validates the whole document and returns the recorded locations.
  mutating func scan() throws(TextFileError) -> CatalogLocations {
    skipWhitespace()
    guard position < bytes.count else {
      throw failure("empty file; expected a String Catalog JSON object", at: position)
    }
    try parseValue(context: .root, depth: 0)
    skipWhitespace()
    if position < bytes.count {
      throw failure(
        "unexpected \(describe(at: position)) after the end of the JSON document", at: position)
    }
    return locations
  }

  private mutating func parseValue(context: Context, depth: Int) throws(TextFileError) {
    guard depth < StringTableLimits.maximumJSONDepth else {
      throw failure("JSON nested deeper than \(StringTableLimits.maximumJSONDepth) levels", at: position)
    }
    skipWhitespace()
    guard position < bytes.count else {
      throw failure("unexpected end of file; expected a JSON value", at: position)
    }
    switch bytes[position] {
    case UInt8(ascii: "{"): try parseObject(context: context, depth: depth + 1)
    case UInt8(ascii: "["): try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): _ = try parseString()
    case UInt8(ascii: "t"): try expectLiteral("true")
    case UInt8(ascii: "f"): try expectLiteral("false")
    case UInt8(ascii: "n"): try expectLiteral("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
    default:
      throw failure("unexpected \(describe(at: position)); expected a JSON value", at: position)
    }
  }

  private mutating func parseObject(context: Context, depth: Int) throws(TextFileError) {
    position += 1
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw failure(
          "unexpected \(describe(at: position)); expected a '\"' to start a key", at: position)
      }
      let keyLocation = locator.location(ofOffset: position)
      let key = try parseString()
      let child = record(key: key, at: keyLocation, in: context)
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw failure(
          "unexpected \(describe(at: position)); expected ':' after key '\(key)'", at: position)
      }
      position += 1
      try parseValue(context: child, depth: depth)
      if try closesAfterMember("}") { return }
    }
  }

  /// After a member or element: consumes `,` (false: another follows) or `closing` (true).
  private mutating func closesAfterMember(_ closing: Unicode.Scalar) throws(TextFileError) -> Bool {
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

  private mutating func record(key: String, at location: SourceLocation, in context: Context)
    -> Context
  {
    switch context {
    case .root:
      locations.topLevel[key] = location
      return key == "strings" ? .strings : .other
    case .strings:
      if let first = locations.keys[key] {
        locations.duplicateKeys.append((key, first, location))
      } else {
        locations.keys[key] = location
      }
      return .entry(key)
    case .entry(let entry):
      return key == "localizations" ? .localizations(entry) : .other
    case .localizations(let entry):
      if locations.languages[entry]?[key] == nil {
        locations.languages[entry, default: [:]][key] = location
      }
      return .other
    case .other:
      return .other
    }
  }

  private mutating func parseArray(depth: Int) throws(TextFileError) {
    position += 1
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return
    }
    while true {
      try parseValue(context: .other, depth: depth)
      if try closesAfterMember("]") { return }
    }
  }

  private mutating func parseString() throws(TextFileError) -> String {
    let start = position
    position += 1
    var builder = UnescapedTextBuilder()
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return builder.finish()
      }
      if byte < 0x20 {
        throw failure("control character in a JSON string; write it as an escape", at: position)
      }
      if byte == UInt8(ascii: "\\") {
        let escape = position
        position += 1
        guard position < bytes.count else { break }
        let code = bytes[position]
        position += 1
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
          builder.append(Unicode.Scalar(code))
        case UInt8(ascii: "b"): builder.append("\u{08}")
        case UInt8(ascii: "f"): builder.append("\u{0C}")
        case UInt8(ascii: "n"): builder.append("\n")
        case UInt8(ascii: "r"): builder.append("\r")
        case UInt8(ascii: "t"): builder.append("\t")
        case UInt8(ascii: "u"):
          var value: UInt16 = 0
          for _ in 0..<4 {
            guard position < bytes.count, let digit = Self.hexValue(bytes[position]) else {
              throw failure("'\\u' must be followed by four hexadecimal digits", at: escape)
            }
            value = value << 4 | UInt16(digit)
            position += 1
          }
          builder.append(utf16: value)
        default:
          throw failure(
            "invalid escape '\\\(describeScalar(at: position - 1))' in a JSON string", at: escape)
        }
      } else {
        let run = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""),
          bytes[position] != UInt8(ascii: "\\"),
          bytes[position] >= 0x20
        {
          position += 1
        }
        builder.append(contentsOf: bytes[run..<position])
      }
    }
    throw failure("unterminated JSON string", at: start)
  }

  private mutating func parseNumber() throws(TextFileError) {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    func digits() -> Int {
      let first = position
      while position < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
      { position += 1 }
      return position - first
    }
    let integerStart = position
    let integerDigits = digits()
    var valid =
      integerDigits > 0 && !(integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0"))
    if valid, position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      valid = digits() > 0
    }
    if valid, position < bytes.count,
      bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
    {
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      valid = digits() > 0
    }
    guard valid else { throw failure("malformed JSON number", at: start) }
  }

  private mutating func expectLiteral(_ literal: String) throws(TextFileError) {
    let expected = Array(literal.utf8)
    guard position + expected.count <= bytes.count,
      bytes[position..<position + expected.count].elementsEqual(expected)
    else {
      throw failure("unexpected \(describe(at: position)); expected a JSON value", at: position)
    }
    position += expected.count
  }

  private mutating func skipWhitespace() {
    while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) {
      position += 1
    }
  }

  private func failure(_ message: String, at offset: Int) -> TextFileError {
    TextFileError(.syntax, message, at: locator.location(ofOffset: offset))
  }

  private func describe(at offset: Int) -> String {
    offset < bytes.count ? "character '\(describeScalar(at: offset))'" : "end of file"
  }

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

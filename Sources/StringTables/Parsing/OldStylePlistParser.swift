import Diagnostics
import TextFiles

/// Parses the old-style (OpenStep) property list syntax of `.strings` files, as CoreFoundation does.
///
/// Accepts `"key" = "value";`, unquoted keys and values (`[A-Za-z0-9_.$:/-]`), single
/// quotes, the `"key";` shorthand (value = key), an optional pair of braces around the
/// whole file, `/* */` and `//` comments, and every CoreFoundation escape. Where CF would
/// silently stop (junk after the last entry, an unterminated comment) this parser throws,
/// so that no entry is dropped without a word.
struct OldStylePlistParser {
  private let bytes: [UInt8]
  private let locator: TextLocator
  private var position = 0
  private var result = ParsedStrings()
  private var pendingComment: Comment?
  private var lastEntryEnd = 0

  private struct Comment {
    var text: String
    let start: Int
    var end: Int
    let isLineComment: Bool
  }

  init(bytes: [UInt8], locator: TextLocator) {
    self.bytes = bytes
    self.locator = locator
  }

  /// Parses the whole file.
  mutating func parse() throws(TextFileError) -> ParsedStrings {
    try skipSpace()
    guard position < bytes.count else { return result }
    if bytes[position] == UInt8(ascii: "{") {
      let open = position
      position += 1
      result.entries = try parseDictionaryContent(braced: true, openedAt: open, depth: 1)
      try skipSpace()
      if position < bytes.count {
        throw failure(
          "unexpected \(describeCharacter(at: position)) after the closing '}'", at: position)
      }
    } else {
      result.entries = try parseDictionaryContent(braced: false, openedAt: 0, depth: 0)
    }
    return result
  }

  // MARK: Dictionaries

  private mutating func parseDictionaryContent(
    braced: Bool, openedAt open: Int, depth: Int
  ) throws(TextFileError) -> [ParsedStrings.Entry] {
    var entries: [ParsedStrings.Entry] = []
    while true {
      try skipSpace()
      guard position < bytes.count else {
        if braced { throw failure("missing '}' for the dictionary opened here", at: open) }
        return entries
      }
      if braced, bytes[position] == UInt8(ascii: "}") {
        position += 1
        return entries
      }
      let keyStart = position
      let (comment, commentSpan) = takeComment(before: keyStart)
      let noticeMark = result.notices.count
      guard let key = try parseString() else {
        throw failure("unexpected \(describeCharacter(at: position)); expected a key", at: position)
      }
      let keyEnd = position
      try skipSpace()
      guard position < bytes.count else {
        throw failure("unexpected end of file after key '\(key)'; expected '=' or ';'", at: keyEnd)
      }
      var value: String? = key
      var valueEnd = keyEnd
      if bytes[position] == UInt8(ascii: "=") {
        position += 1
        try skipSpace()
        guard position < bytes.count else {
          throw failure("unexpected end of file; expected a value for key '\(key)'", at: position)
        }
        let valueStart = position
        if let string = try parseString() {
          value = string
        } else if [UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<")].contains(
          bytes[position])
        {
          try skipNonStringValue(depth: depth + 1)
          value = nil
          result.notices.append(
            ParsedStrings.Notice(
              kind: .unsupportedValue, key: key, location: locator.location(ofOffset: valueStart),
              message: "value of key '\(key)' is not a string; the entry is ignored"))
        } else {
          throw failure(
            "unexpected \(describeCharacter(at: position)); expected a value for key '\(key)'",
            at: position)
        }
        valueEnd = position
        try skipSpace()
      } else if bytes[position] != UInt8(ascii: ";") {
        throw failure(
          "unexpected \(describeCharacter(at: position)) after key '\(key)'; expected '=' or ';'",
          at: position)
      }
      guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
        throw failure("missing ';' after the value of key '\(key)'", at: valueEnd)
      }
      position += 1
      lastEntryEnd = position
      pendingComment = nil
      for index in noticeMark..<result.notices.count where result.notices[index].key == nil {
        result.notices[index].key = key
      }
      entries.append(
        ParsedStrings.Entry(
          key: key, value: value, comment: comment, location: locator.location(ofOffset: keyStart),
          keyOffset: keyStart, commentSpan: commentSpan))
    }
  }

  /// Skips an array, dictionary or data value (legal in property lists, useless in tables).
  private mutating func skipNonStringValue(depth: Int) throws(TextFileError) {
    guard depth <= 512 else {
      throw failure("too many nested arrays or dictionaries", at: position)
    }
    let open = position
    let opener = bytes[position]
    position += 1
    if opener == UInt8(ascii: "{") {
      _ = try parseDictionaryContent(braced: true, openedAt: open, depth: depth)
    } else if opener == UInt8(ascii: "(") {
      while true {
        try skipSpace()
        guard position < bytes.count else {
          throw failure("missing ')' for the array opened here", at: open)
        }
        if bytes[position] == UInt8(ascii: ")") {
          position += 1
          return
        }
        if try parseString() == nil {
          guard [UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<")].contains(bytes[position])
          else {
            throw failure("unexpected \(describeCharacter(at: position)) in array", at: position)
          }
          try skipNonStringValue(depth: depth + 1)
        }
        try skipSpace()
        guard position < bytes.count else {
          throw failure("missing ')' for the array opened here", at: open)
        }
        if bytes[position] == UInt8(ascii: ",") {
          position += 1
        } else if bytes[position] != UInt8(ascii: ")") {
          throw failure(
            "unexpected \(describeCharacter(at: position)) in array; expected ',' or ')'",
            at: position)
        }
      }
    } else {
      while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
        let byte = bytes[position]
        guard hexValue(byte) != nil || [0x20, 0x09, 0x0A, 0x0D].contains(byte) else {
          throw failure("unexpected \(describeCharacter(at: position)) in data", at: position)
        }
        position += 1
      }
      guard position < bytes.count else {
        throw failure("missing '>' for the data opened here", at: open)
      }
      position += 1
    }
  }

  // MARK: Strings

  private mutating func parseString() throws(TextFileError) -> String? {
    guard position < bytes.count else { return nil }
    let byte = bytes[position]
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      return try parseQuotedString(quote: byte)
    }
    guard Self.isUnquotedCharacter(byte) else { return nil }
    let start = position
    while position < bytes.count, Self.isUnquotedCharacter(bytes[position]) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private mutating func parseQuotedString(quote: UInt8) throws(TextFileError) -> String {
    let start = position
    position += 1
    var builder = UnescapedTextBuilder()
    while position < bytes.count {
      let byte = bytes[position]
      if byte == quote {
        position += 1
        return builder.finish()
      }
      if byte == UInt8(ascii: "\\") {
        let escapeStart = position
        position += 1
        guard position < bytes.count else { break }
        try parseEscape(into: &builder, escapeStart: escapeStart)
      } else {
        let runStart = position
        while position < bytes.count, bytes[position] != quote,
          bytes[position] != UInt8(ascii: "\\")
        {
          position += 1
        }
        builder.append(contentsOf: bytes[runStart..<position])
      }
    }
    let quoteText = quote == UInt8(ascii: "'") ? "'" : "\""
    throw failure(
      "unterminated quoted string", at: start,
      notes: ["the closing '\(quoteText)' is missing before the end of the file"])
  }

  private mutating func parseEscape(
    into builder: inout UnescapedTextBuilder, escapeStart: Int
  ) throws(TextFileError) {
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var number = byte - UInt8(ascii: "0")
      for _ in 0..<2 {
        guard position < bytes.count,
          (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position])
        else { break }
        number = number &<< 3 &+ (bytes[position] - UInt8(ascii: "0"))
        position += 1
      }
      guard let scalar = UnescapedTextBuilder.nextStepCharacter(number) else {
        let escape = String(decoding: bytes[escapeStart..<position], as: UTF8.self)
        throw failure("octal escape '\(escape)' is no NeXTSTEP character", at: escapeStart)
      }
      builder.append(scalar)
    case UInt8(ascii: "U"):
      var value: UInt16 = 0
      var digits = 0
      while digits < 4, position < bytes.count, let digit = hexValue(bytes[position]) {
        value = value << 4 | UInt16(digit)
        position += 1
        digits += 1
      }
      builder.append(utf16: value)
    case UInt8(ascii: "a"): builder.append("\u{07}")
    case UInt8(ascii: "b"): builder.append("\u{08}")
    case UInt8(ascii: "f"): builder.append("\u{0C}")
    case UInt8(ascii: "n"): builder.append("\n")
    case UInt8(ascii: "r"): builder.append("\r")
    case UInt8(ascii: "t"): builder.append("\t")
    case UInt8(ascii: "v"): builder.append("\u{0B}")
    case UInt8(ascii: "u"):
      builder.append("u")
      result.notices.append(
        ParsedStrings.Notice(
          kind: .suspiciousEscape, key: nil, location: locator.location(ofOffset: escapeStart),
          message:
            "'\\u' is no escape in .strings files: CoreFoundation reads it as 'u' (write '\\U' for a UTF-16 code unit)"
        ))
    default:
      // Any other escaped character stands for itself (`\"`, `\\`, `\'`, `\/`, `\?`).
      let start = position - 1
      position = start + Self.sequenceLength(leadByte: byte)
      builder.append(contentsOf: bytes[start..<min(position, bytes.count)])
      position = min(position, bytes.count)
    }
  }

  // MARK: Whitespace and comments

  private mutating func skipSpace() throws(TextFileError) {
    while position < bytes.count {
      let byte = bytes[position]
      if (0x09...0x0D).contains(byte) || byte == 0x20 {
        position += 1
      } else if byte == 0xE2, position + 2 < bytes.count, bytes[position + 1] == 0x80,
        bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9
      {
        position += 3  // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "/")
      {
        let start = position
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
          position += 1
        }
        record(
          Comment(text: text(start + 2, position), start: start, end: position, isLineComment: true)
        )
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "*")
      {
        let start = position
        position += 2
        var closed = false
        while position + 1 < bytes.count {
          if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
            closed = true
            break
          }
          position += 1
        }
        guard closed else {
          position = bytes.count
          throw failure(
            "unterminated comment", at: start,
            notes: ["the closing '*/' is missing before the end of the file"])
        }
        record(
          Comment(
            text: text(start + 2, position), start: start, end: position + 2, isLineComment: false))
        position += 2
      } else {
        return
      }
    }
  }

  private mutating func record(_ comment: Comment) {
    // A comment on the same line as the previous entry's ';' belongs to that entry.
    if lastEntryEnd > 0, lineBreaks(from: lastEntryEnd, to: comment.start) == 0 { return }
    if comment.isLineComment, let previous = pendingComment, previous.isLineComment,
      lineBreaks(from: previous.end, to: comment.start) == 1
    {
      pendingComment?.text = previous.text + "\n" + comment.text
      pendingComment?.end = comment.end
    } else {
      pendingComment = comment
    }
  }

  /// The comment directly above a key (no blank line in between), consumed: its text (nil
  /// when empty) and where it lies.
  private mutating func takeComment(before keyStart: Int) -> (String?, ParsedStrings.CommentSpan?) {
    defer { pendingComment = nil }
    guard let comment = pendingComment, lineBreaks(from: comment.end, to: keyStart) <= 1 else {
      return (nil, nil)
    }
    let span = ParsedStrings.CommentSpan(start: comment.start, end: comment.end, isLineComment: comment.isLineComment)
    return (comment.text.isEmpty ? nil : comment.text, span)
  }

  private func lineBreaks(from start: Int, to end: Int) -> Int {
    var count = 0
    var index = start
    while index < min(end, bytes.count) {
      if bytes[index] == 0x0A {
        count += 1
      } else if bytes[index] == 0x0D, index + 1 >= bytes.count || bytes[index + 1] != 0x0A {
        count += 1
      }
      index += 1
    }
    return count
  }

  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<max(start, end)], as: UTF8.self).trimmingWhitespaceAndNewlines()
  }

  // MARK: Helpers

  private func failure(_ message: String, at offset: Int, notes: [String] = []) -> TextFileError {
    TextFileError(.syntax, message, at: locator.location(ofOffset: offset), notes: notes)
  }

  private func describeCharacter(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of file" }
    let end = min(bytes.count, offset + Self.sequenceLength(leadByte: bytes[offset]))
    guard let scalar = String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.first
    else {
      return "character"
    }
    if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace
      || scalar.value == 0xFFFD
    {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "character 'U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)'"
    }
    return "character '\(scalar)'"
  }

  private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static func sequenceLength(leadByte: UInt8) -> Int {
    switch leadByte {
    case 0xF0...0xFF: 4
    case 0xE0...0xEF: 3
    case 0xC0...0xDF: 2
    default: 1
    }
  }

  /// Characters CoreFoundation accepts in an unquoted string.
  static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
      UInt8(ascii: "."),
      UInt8(ascii: "-"):
      true
    default: false
    }
  }
}

extension String {
  /// The string without leading and trailing whitespace and line breaks.
  func trimmingWhitespaceAndNewlines() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}

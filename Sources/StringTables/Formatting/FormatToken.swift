/// One piece of a printf-style format string.
enum FormatToken: Hashable, Sendable {
  /// Text copied as is (`%%` already turned into `%`).
  case literal(String)
  /// A conversion such as `%1$-8.2f`.
  case specifier(FormatSpecifier)
  /// A stringsdict / String Catalog substitution, `%#@name@` or `%2$#@name@`.
  case substitution(name: String, position: Int?, text: String)
  /// A `%` that starts no valid conversion, with the text it covers.
  case invalid(String)

  /// The length modifiers, longest first, with their bytes (compared without allocating).
  private static let lengthModifiers = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"].map {
    ($0, Array($0.utf8))
  }
  /// The first bytes of the length modifiers: most specifiers have none.
  private static let lengthModifierStarts = Set("hlqLztj".utf8)

  /// Splits a format string into tokens.
  ///
  /// Works on the UTF-8 bytes (every character that means something to a format is ASCII)
  /// and copies each token's text as one slice: a format expanded 64 times with a long
  /// substitution is tokenized up to 64 times.
  static func tokenize(_ format: String) -> [FormatToken] {
    let bytes = Array(format.utf8)
    let count = bytes.count
    var tokens: [FormatToken] = []
    var literal = ""
    // Where the text since the last token or `%%`, not yet added to `literal`, starts.
    var literalStart = 0
    var index = 0

    func flushLiteral() {
      if !literal.isEmpty { tokens.append(.literal(literal)) }
      literal = ""
    }
    func number(at start: Int) -> (value: Int, end: Int)? {
      var end = start
      var value = 0
      while end < count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") {
        value = min(value * 10 + Int(bytes[end] - 48), 1_000_000)
        end += 1
      }
      return end > start ? (value, end) : nil
    }
    func text(_ start: Int, _ end: Int) -> String {
      String(decoding: bytes[start..<end], as: UTF8.self)
    }
    func isByte(_ position: Int, _ character: Unicode.Scalar) -> Bool {
      position < count && bytes[position] == UInt8(ascii: character)
    }
    /// The position after the character at `position` (its continuation bytes included).
    func after(_ position: Int) -> Int {
      var end = min(position + 1, count)
      while end < count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      return end
    }

    while index < count {
      guard let percent = bytes[index...].firstIndex(of: UInt8(ascii: "%")) else { break }
      let start = percent
      literal += text(literalStart, start)
      index = start + 1
      if isByte(index, "%") {
        literal += "%"
        index += 1
        literalStart = index
        continue
      }
      flushLiteral()
      defer { literalStart = index }
      var spec = FormatSpecifier(text: "", conversion: "@")
      if let (value, end) = number(at: index), isByte(end, "$"), value > 0 {
        spec.position = value
        index = end + 1
      }
      if isByte(index, "#"), isByte(index + 1, "@") {
        let nameStart = index + 2
        if let close = bytes[nameStart...].firstIndex(of: UInt8(ascii: "@")) {
          let name = text(nameStart, close)
          if let position = spec.position, position > StringTableLimits.maximumArgumentIndex {
            tokens.append(.invalid(text(start, close + 1)))
            index = close + 1
            continue
          }
          tokens.append(
            .substitution(name: name, position: spec.position, text: text(start, close + 1)))
          index = close + 1
        } else {
          tokens.append(.invalid(text(start, count)))
          index = count
        }
        continue
      }
      flags: while index < count {
        switch Unicode.Scalar(bytes[index]) {
        case "-": spec.leftAlign = true
        case "+": spec.showSign = true
        case " ": spec.spaceSign = true
        case "#": spec.alternate = true
        case "0": spec.zeroPad = true
        case "'": break
        default: break flags
        }
        index += 1
      }
      for isPrecision in [false, true] {
        if isPrecision {
          guard isByte(index, ".") else { break }
          index += 1
        }
        var amount: FormatSpecifier.Amount?
        if isByte(index, "*") {
          index += 1
          if let (value, end) = number(at: index), isByte(end, "$"), value > 0 {
            amount = .argument(value)
            index = end + 1
          } else {
            amount = .argument(nil)
          }
        } else if let (value, end) = number(at: index) {
          amount = .fixed(value)
          index = end
        } else if isPrecision {
          amount = .fixed(0)
        }
        if isPrecision { spec.precision = amount } else { spec.width = amount }
      }
      if index < count, Self.lengthModifierStarts.contains(bytes[index]) {
        for (candidate, length) in lengthModifiers where bytes[index...].starts(with: length) {
          spec.length = candidate
          index += length.count
          break
        }
      }
      guard index < count, bytes[index] < 0x80, FormatSpecifier.conversionBytes[Int(bytes[index])] else {
        let end = after(index)
        tokens.append(.invalid(text(start, end)))
        index = end
        continue
      }
      spec.conversion = Unicode.Scalar(bytes[index])
      index += 1
      spec.text = text(start, index)
      // Out-of-bound positions, widths and precisions are invalid: rendering them would
      // build megabytes of padding, and checking them would visit every position.
      guard spec.isWithinLimits else {
        tokens.append(.invalid(spec.text))
        continue
      }
      tokens.append(.specifier(spec))
    }
    literal += text(literalStart, count)
    flushLiteral()
    return tokens
  }
}

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

  /// The length modifiers, longest first, with their scalars (compared without allocating).
  private static let lengthModifiers = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"].map {
    ($0, Array($0.unicodeScalars))
  }

  /// Splits a format string into tokens.
  static func tokenize(_ format: String) -> [FormatToken] {
    let scalars = Array(format.unicodeScalars)
    var tokens: [FormatToken] = []
    var literal = String.UnicodeScalarView()
    var index = 0

    func flushLiteral() {
      if !literal.isEmpty { tokens.append(.literal(String(literal))) }
      literal = String.UnicodeScalarView()
    }
    func number(at start: Int) -> (value: Int, end: Int)? {
      var end = start
      var value = 0
      while end < scalars.count, ("0"..."9").contains(scalars[end]) {
        value = min(value * 10 + Int(scalars[end].value - 48), 1_000_000)
        end += 1
      }
      return end > start ? (value, end) : nil
    }
    func text(_ start: Int, _ end: Int) -> String {
      String(String.UnicodeScalarView(scalars[start..<min(end, scalars.count)]))
    }

    while index < scalars.count {
      guard scalars[index] == "%" else {
        literal.append(scalars[index])
        index += 1
        continue
      }
      let start = index
      index += 1
      if index < scalars.count, scalars[index] == "%" {
        literal.append("%")
        index += 1
        continue
      }
      flushLiteral()
      var spec = FormatSpecifier(text: "", conversion: "@")
      if let (value, end) = number(at: index), end < scalars.count, scalars[end] == "$", value > 0 {
        spec.position = value
        index = end + 1
      }
      if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
        if let close = scalars[(index + 2)...].firstIndex(of: "@") {
          let name = text(index + 2, close)
          if let position = spec.position, position > StringTableLimits.maximumArgumentIndex {
            tokens.append(.invalid(text(start, close + 1)))
            index = close + 1
            continue
          }
          tokens.append(
            .substitution(name: name, position: spec.position, text: text(start, close + 1)))
          index = close + 1
        } else {
          tokens.append(.invalid(text(start, scalars.count)))
          index = scalars.count
        }
        continue
      }
      flags: while index < scalars.count {
        switch scalars[index] {
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
          guard index < scalars.count, scalars[index] == "." else { break }
          index += 1
        }
        var amount: FormatSpecifier.Amount?
        if index < scalars.count, scalars[index] == "*" {
          index += 1
          if let (value, end) = number(at: index), end < scalars.count, scalars[end] == "$",
            value > 0
          {
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
      for (candidate, length) in lengthModifiers
      where scalars[index...].starts(with: length) {
        spec.length = candidate
        index += length.count
        break
      }
      guard index < scalars.count, FormatSpecifier.conversions.contains(scalars[index]) else {
        let end = min(index + 1, scalars.count)
        tokens.append(.invalid(text(start, end)))
        index = end
        continue
      }
      spec.conversion = scalars[index]
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
    flushLiteral()
    return tokens
  }
}

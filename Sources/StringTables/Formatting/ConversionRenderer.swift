/// Renders one conversion with one argument, C-style; ``isMismatch(_:_:)`` tells whether
/// the argument had the wrong type.
enum ConversionRenderer {
  /// Whether `argument` has the wrong type for `conversion`: the integer conversions and
  /// `%p` take an integer, `%@ %s %S` a string, the floating-point ones a double.
  ///
  /// Apart from rendering, so that a formatter past its length limit still reports
  /// mismatches without building text it drops.
  static func isMismatch(_ conversion: Unicode.Scalar, _ argument: FormatArgument) -> Bool {
    switch conversion {
    case "d", "i", "D", "u", "U", "o", "O", "x", "X", "p", "c", "C": !isInteger(argument)
    case "@", "s", "S": !isString(argument)
    default: !isDouble(argument)
    }
  }

  /// The rendered text (wrong argument types are converted as Foundation would approximate).
  static func render(
    _ spec: FormatSpecifier, _ argument: FormatArgument, width: Int?, precision: Int?
  ) -> String {
    switch spec.conversion {
    case "d", "i", "D":
      let value = integer(argument)
      let bits = spec.conversion == "D" ? 64 : bitWidth(spec.length)
      let signed = truncate(signed: value, bits: bits)
      let magnitude = signed.magnitude
      let body = integerDigits(UInt64(magnitude), radix: 10, uppercase: false, precision: precision)
      let sign = signed < 0 ? "-" : spec.showSign ? "+" : spec.spaceSign ? " " : ""
      return pad(body, prefix: sign, spec, width: width, zeroAllowed: precision == nil)
    case "u", "U", "o", "O", "x", "X", "p":
      let value = integer(argument)
      let bits = "UOp".unicodeScalars.contains(spec.conversion) ? 64 : bitWidth(spec.length)
      let unsigned = truncate(unsigned: UInt64(bitPattern: Int64(value)), bits: bits)
      let radix =
        spec.conversion == "u" || spec.conversion == "U"
        ? 10 : spec.conversion == "o" || spec.conversion == "O" ? 8 : 16
      var body = integerDigits(
        unsigned, radix: radix, uppercase: spec.conversion == "X", precision: precision)
      var prefix = ""
      if spec.conversion == "p" {
        prefix = "0x"
      } else if spec.alternate, radix == 8, !body.hasPrefix("0") {
        body = "0" + body
      } else if spec.alternate, radix == 16, unsigned != 0 {
        prefix = spec.conversion == "X" ? "0X" : "0x"
      }
      return pad(body, prefix: prefix, spec, width: width, zeroAllowed: precision == nil)
    case "c", "C":
      let value = integer(argument)
      let code =
        spec.conversion == "c"
        ? UInt32(UInt8(truncatingIfNeeded: value)) : UInt32(UInt16(truncatingIfNeeded: value))
      var character = String(Unicode.Scalar(code) ?? "\u{FFFD}")
      if case .string(let text) = argument { character = text.first.map(String.init) ?? "" }
      return pad(character, prefix: "", spec, width: width, zeroAllowed: false)
    case "@", "s", "S":
      var text = argument.description
      if let precision, text.count > precision { text = String(text.prefix(precision)) }
      return pad(text, prefix: "", spec, width: width, zeroAllowed: false)
    default:
      return floatingPoint(spec, argument, width: width, precision: precision)
    }
  }

  private static func floatingPoint(
    _ spec: FormatSpecifier, _ argument: FormatArgument, width: Int?, precision: Int?
  ) -> String {
    let value: Double
    switch argument {
    case .double(let number): value = number
    case .int(let number): value = Double(number)
    case .string(let text): value = Double(text.trimmingWhitespaceAndNewlines()) ?? 0
    }
    let uppercase = "FEG".unicodeScalars.contains(spec.conversion)
    let sign =
      value.sign == .minus && !value.isNaN ? "-" : spec.showSign ? "+" : spec.spaceSign ? " " : ""
    guard value.isFinite else {
      let word = value.isNaN ? "nan" : "inf"
      return pad(
        uppercase ? word.uppercased() : word, prefix: sign, spec, width: width, zeroAllowed: false)
    }
    let decimal = ExactDecimal(magnitudeOf: value)
    let body: String
    switch spec.conversion {
    case "f", "F": body = decimal.fixed(precision: precision ?? 6, alternate: spec.alternate)
    case "e", "E":
      body = decimal.scientific(
        precision: precision ?? 6, alternate: spec.alternate, uppercase: uppercase)
    default:
      body = decimal.general(
        precision: precision ?? 6, alternate: spec.alternate, uppercase: uppercase)
    }
    return pad(body, prefix: sign, spec, width: width, zeroAllowed: true)
  }

  // MARK: Helpers

  /// The argument as an integer: a double is truncated, a string becomes 0 (both reported).
  private static func integer(_ argument: FormatArgument) -> Int {
    switch argument {
    case .int(let value): value
    case .double(let value): value.isFinite && abs(value) < 9.2e18 ? Int(value) : 0
    case .string: 0
    }
  }

  private static func isInteger(_ argument: FormatArgument) -> Bool {
    if case .int = argument { return true }
    return false
  }

  private static func isString(_ argument: FormatArgument) -> Bool {
    if case .string = argument { return true }
    return false
  }

  private static func isDouble(_ argument: FormatArgument) -> Bool {
    if case .double = argument { return true }
    return false
  }

  /// The bits C reads for a length modifier: `%d` reads an `int`, `%ld` a `long`.
  private static func bitWidth(_ length: String) -> Int {
    switch length {
    case "hh": 8
    case "h": 16
    case "": 32
    default: 64
    }
  }

  private static func truncate(signed value: Int, bits: Int) -> Int64 {
    switch bits {
    case 8: Int64(Int8(truncatingIfNeeded: value))
    case 16: Int64(Int16(truncatingIfNeeded: value))
    case 32: Int64(Int32(truncatingIfNeeded: value))
    default: Int64(value)
    }
  }

  private static func truncate(unsigned value: UInt64, bits: Int) -> UInt64 {
    bits >= 64 ? value : value & ((1 << UInt64(bits)) - 1)
  }

  /// Digits with C's precision rule: at least `precision` digits, none for `%.0d` of 0.
  private static func integerDigits(_ value: UInt64, radix: Int, uppercase: Bool, precision: Int?)
    -> String
  {
    if precision == 0, value == 0 { return "" }
    let digits = String(value, radix: radix, uppercase: uppercase)
    guard let precision, digits.count < precision else { return digits }
    return String(repeating: "0", count: precision - digits.count) + digits
  }

  /// Pads to `width`: spaces on the left (or right with `-`), or zeros after the sign with `0`.
  private static func pad(
    _ body: String, prefix: String, _ spec: FormatSpecifier, width: Int?, zeroAllowed: Bool
  ) -> String {
    let length = prefix.count + body.count
    guard let width, width > length else { return prefix + body }
    let fill = width - length
    if spec.leftAlign { return prefix + body + String(repeating: " ", count: fill) }
    if spec.zeroPad, zeroAllowed { return prefix + String(repeating: "0", count: fill) + body }
    return String(repeating: " ", count: fill) + prefix + body
  }
}

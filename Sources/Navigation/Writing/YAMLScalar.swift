/// Spells strings as YAML scalars that Yams (libyaml) reads back byte for byte.
///
/// A string is written plain only when it is obviously a string to every YAML reader: it starts
/// with a letter or `_`, holds only letters, marks, digits, single inner spaces and `_ - . / ( )`,
/// and is not a word YAML 1.1 or Yams resolves to a boolean, null or number (`yes`, `On`, `null`,
/// `nan`, `Infinity`). Everything else is double-quoted, with escapes for what libyaml rejects
/// (control characters), what it would fold or break on (line breaks, NEL, U+2028, U+2029) and
/// what hides text from a reviewer (bidi controls, a byte-order mark). Plain output is also safe
/// inside flow collections (`[a, b]`, `{ key: a }`), so one spelling serves every context.
enum YAMLScalar {
  /// The string as a plain or double-quoted scalar.
  static func quoted(_ string: String) -> String {
    isPlainSafe(string) ? string : doubleQuoted(string)
  }

  /// The string as a double-quoted scalar, escaped where needed.
  static func doubleQuoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default: result += escaped(scalar)
      }
    }
    return result + "\""
  }

  /// Words YAML 1.1 resolves to booleans or null, lowercased.
  private static let typedWords: Set<String> = ["y", "n", "yes", "no", "true", "false", "on", "off", "null"]

  /// Whether the string reads back as the same string when written plain, in any context.
  static func isPlainSafe(_ string: String) -> Bool {
    guard let first = string.unicodeScalars.first, let last = string.unicodeScalars.last else { return false }
    guard first == "_" || first.properties.isAlphabetic, last != " " else { return false }
    var previous: Unicode.Scalar = " "
    for scalar in string.unicodeScalars {
      if scalar == " " {
        if previous == " " { return false }
      } else if !isPlainCharacter(scalar) {
        return false
      }
      previous = scalar
    }
    if typedWords.contains(string.lowercased()) { return false }
    // Yams reads plain numbers after removing underscores (`_0x1F` is 31), with Swift's
    // `Double(_:)` (`inf`, `NaN`).
    let number = String(string.unicodeScalars.filter { $0 != "_" })
    guard let start = number.unicodeScalars.first else { return true }
    return start.properties.isAlphabetic && Double(number) == nil
  }

  private static func isPlainCharacter(_ scalar: Unicode.Scalar) -> Bool {
    if "_-./()".unicodeScalars.contains(scalar) { return true }
    if scalar.isASCII { return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) }
    if needsEscape(scalar) { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
      return true
    default:
      return false
    }
  }

  /// The scalar as it appears inside double quotes: itself, or an escape.
  static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\0": return "\\0"
    case "\u{07}": return "\\a"
    case "\u{08}": return "\\b"
    case "\t": return "\\t"
    case "\n": return "\\n"
    case "\u{0B}": return "\\v"
    case "\u{0C}": return "\\f"
    case "\r": return "\\r"
    case "\u{1B}": return "\\e"
    default:
      guard needsEscape(scalar) else { return String(scalar) }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return scalar.value > 0xFFFF
        ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
        : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }

  /// Bidi embedding, override, isolate and mark characters: written escaped so that a
  /// reviewer sees them (the "Trojan Source" problem).
  private static let bidiControls: Set<UInt32> = [
    0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
  ]

  /// Whether a scalar must be escaped: libyaml rejects C0/C1 controls and U+FFFE/U+FFFF, reads
  /// NEL, U+2028 and U+2029 as line breaks and skips a byte-order mark; bidi controls are
  /// escaped so that they are visible.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
      || value == 0xFEFF || value == 0xFFFE || value == 0xFFFF || bidiControls.contains(value)
  }

  /// A comment as `#` lines: one per line of the text, with controls escaped so that nothing
  /// in the text can end the comment or be rejected by a YAML reader.
  static func commentLines(_ text: String) -> [String] {
    var lines: [String] = []
    var line = ""
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      let isBreak = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
      if isBreak {
        // "\r\n" is one line break.
        if !(scalar == "\n" && afterCarriageReturn) {
          lines.append(line)
          line = ""
        }
      } else {
        line += scalar == "\t" ? " " : escaped(scalar)
      }
      afterCarriageReturn = scalar == "\r"
    }
    lines.append(line)
    return lines.map { $0.isEmpty ? "#" : "# " + $0 }
  }

  /// A number as YAML reads it back exactly (Swift prints the shortest round-tripping digits).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? ".nan" : value < 0 ? "-.inf" : ".inf" }
    return value.description
  }
}

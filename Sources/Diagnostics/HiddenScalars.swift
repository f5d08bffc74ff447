/// The one definition of which Unicode scalars navaudit never prints raw, and their
/// terminal escape.
///
/// Translations, scenario names, file names and option values are untrusted. Printed raw,
/// an ESC or OSC sequence drives the user's terminal, a NUL or BEL corrupts logs, and a
/// directional override or mark (U+202E, U+200F) reorders the text around it so that a
/// message reads differently from what it says. Reports render these scalars their own way
/// (`Escaping` in Reports); messages on standard error use ``escaped(_:)``.
public enum HiddenScalars {
  /// Whether `scalar` is a C0 or C1 control character, DEL, or a noncharacter U+FFFE/U+FFFF.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
    default: false
    }
  }

  /// Whether a scalar is a bidirectional embedding, override or isolate (U+202A–U+202E,
  /// U+2066–U+2069): the characters that can reorder the text that follows them.
  public static func isDirectionalFormatting(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }

  /// Whether a scalar is an invisible directional mark (ALM U+061C, LRM U+200E, RLM U+200F).
  public static func isInvisibleMark(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x061C || scalar.value == 0x200E || scalar.value == 0x200F
  }

  /// Whether a scalar is the line or paragraph separator (U+2028, U+2029).
  public static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x2028 || scalar.value == 0x2029
  }

  /// Whether `scalar` is never printed raw: a control, a directional formatting character,
  /// an invisible mark or a separator.
  public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    isControl(scalar) || isDirectionalFormatting(scalar) || isInvisibleMark(scalar) || isSeparator(scalar)
  }

  /// Whether any scalar of `text` is hidden (``isHidden(_:)``), read from its UTF-8 bytes
  /// without decoding scalars: nearly every text has none, and is printed as it is.
  ///
  /// Every hidden scalar is one byte below 0x20 or 0x7F, or one of a few byte sequences:
  /// C2 80–9F (C1 controls), D8 9C (U+061C), E2 80 8E–8F and E2 80 A8–AE (U+200E–U+200F,
  /// U+2028–U+202E), E2 81 A6–A9 (U+2066–U+2069) and EF BF BE–BF (U+FFFE–U+FFFF). A string
  /// is valid UTF-8, so a byte after a lead byte is that sequence's.
  ///
  /// The bytes are read through a span where there is one (three times as fast as the UTF-8
  /// view): nearly every byte is printable ASCII and is passed over at once.
  public static func containsHidden(_ text: String) -> Bool {
    if #available(macOS 26, *) {
      let bytes = text.utf8Span.span
      for index in bytes.indices {
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { continue }
        if endsHidden(byte, after: index > 0 ? bytes[index - 1] : 0, index > 1 ? bytes[index - 2] : 0) {
          return true
        }
      }
      return false
    }
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in text.utf8 {
      if byte < 0x20 || byte >= 0x7F, endsHidden(byte, after: previous, beforePrevious) { return true }
      beforePrevious = previous
      previous = byte
    }
    return false
  }

  /// Whether `byte`, which is not printable ASCII, ends a hidden scalar when it follows
  /// `previous` and `beforePrevious` (0 before the text's start).
  private static func endsHidden(_ byte: UInt8, after previous: UInt8, _ beforePrevious: UInt8) -> Bool {
    if byte < 0x80 { return true }
    switch (beforePrevious, previous) {
    case (_, 0xC2) where byte <= 0x9F: return true
    case (_, 0xD8) where byte == 0x9C: return true
    case (0xE2, 0x80) where byte == 0x8E || byte == 0x8F || (0xA8...0xAE).contains(byte): return true
    case (0xE2, 0x81) where (0xA6...0xA9).contains(byte): return true
    case (0xEF, 0xBF) where byte >= 0xBE: return true
    default: return false
    }
  }

  /// `text` with every hidden scalar written as a Swift-style escape (`\u{1B}`, `\u{200F}`),
  /// for messages on a terminal.
  ///
  /// Line feeds are kept, because messages span lines (notes, snippets), and so is tab.
  /// Everything else stays as it is, letters of any script included, and a backslash is
  /// not escaped, so text that is already escaped is never escaped twice.
  public static func escaped(_ text: String) -> String {
    guard containsHidden(text), text.unicodeScalars.contains(where: { isHidden($0) && $0 != "\n" && $0 != "\t" })
    else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if isHidden(scalar) && scalar != "\n" && scalar != "\t" {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` with every hidden scalar shown as a visible stand-in, for reports that quote
  /// user values (finding messages, names, headings): `⟨U+202E⟩` and `⟨U+200F⟩` for
  /// directional characters and separators, control pictures (`␛`, `␀`) for C0 controls,
  /// `⏎` for a line break, a space for a tab and U+FFFD for C1 controls and noncharacters.
  public static func visible(_ text: String) -> String {
    guard containsHidden(text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isDirectionalFormatting(scalar) || isInvisibleMark(scalar) || isSeparator(scalar) {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "⟨U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "⟩"
      } else if scalar == "\n" || scalar == "\r" {
        result += "⏎"
      } else if scalar == "\t" {
        result += " "
      } else if let picture = controlPicture(scalar) {
        result.unicodeScalars.append(picture)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A visible stand-in for a control character, or `nil` for any other scalar.
  public static func controlPicture(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)
    case 0x7F: Unicode.Scalar(0x2421)
    case 0x80...0x9F, 0xFFFE, 0xFFFF: Unicode.Scalar(0xFFFD)
    default: nil
    }
  }
}

import Diagnostics

/// The one place where report text is escaped for HTML, XML, Markdown, JSON and plain text.
///
/// Translations are untrusted: they may hold `<script>`, quotes, `&`, control characters and
/// bidirectional formatting characters (U+202A–U+202E, U+2066–U+2069) that could reorder the
/// text around them. Every renderer escapes through these functions, never by hand.
public enum Escaping {
  /// Escapes text for HTML and XML content or attribute values.
  ///
  /// Works scalar by scalar, so `&` is escaped before anything that produces an entity:
  /// `&` `<` `>` `"` `'` become entities; directional formatting characters become numeric
  /// references (`&#x202E;`), so none is a raw character in the file; C0 and C1 control
  /// characters (invalid or remapped in XML and HTML) become visible control pictures
  /// (`␛`) or U+FFFD. In attributes, tab and line breaks become numeric references so that
  /// attribute-value normalization keeps them.
  public static func markup(_ text: String, attribute: Bool = false) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r":
        result += attribute || scalar == "\r" ? numericReference(scalar) : String(scalar)
      default:
        if isDirectionalFormatting(scalar) || isInvisibleMark(scalar) {
          result += numericReference(scalar)
        } else if let picture = controlPicture(scalar) {
          result.unicodeScalars.append(picture)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Makes every hidden scalar (``HiddenScalars/isHidden(_:)``) visible, for prose that
  /// quotes user values (finding messages, names, headings): `⟨U+202E⟩` and `⟨U+200F⟩` for
  /// directional characters and separators, `␛` for controls, `⏎` for a line break.
  public static func visible(_ text: String) -> String {
    HiddenScalars.visible(text)
  }

  /// Escapes text for a Markdown table cell or inline text (CommonMark and GitHub).
  ///
  /// Applies ``visible(_:)``, then backslash-escapes every character Markdown or inline
  /// HTML could act on, including `|`, so a translation can neither split a table cell
  /// nor inject markup.
  public static func markdown(_ text: String) -> String {
    var result = ""
    for character in visible(text) {
      if markdownActive.contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// Replaces directional formatting characters and U+2028/U+2029 in encoded JSON with
  /// `\uXXXX` escapes: the decoded value is unchanged, but no raw one is left in the file.
  ///
  /// Only valid on the output of a JSON encoder, where these characters can only occur
  /// inside strings.
  public static func inertJSON(_ json: String) -> String {
    var result = ""
    result.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      if isEscapedInInertJSON(scalar) {
        result += "\\u" + hex(scalar.value).lowercased()
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether inert JSON writes `scalar` as a `\u` escape: directional formatting, the
  /// invisible directional marks, and the line and paragraph separators.
  static func isEscapedInInertJSON(_ scalar: Unicode.Scalar) -> Bool {
    isDirectionalFormatting(scalar) || isInvisibleMark(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029
  }

  /// Whether a scalar is a bidirectional embedding, override or isolate (U+202A–U+202E,
  /// U+2066–U+2069): the characters that can reorder the text that follows them.
  public static func isDirectionalFormatting(_ scalar: Unicode.Scalar) -> Bool {
    HiddenScalars.isDirectionalFormatting(scalar)
  }

  private static let markdownActive: Set<Character> = [
    "\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~", "#", "!",
  ]

  /// Invisible directional marks (ALM, LRM, RLM): harmless, but kept out of raw files.
  private static func isInvisibleMark(_ scalar: Unicode.Scalar) -> Bool {
    HiddenScalars.isInvisibleMark(scalar)
  }

  /// A visible stand-in for a control character, or `nil` for any other scalar.
  private static func controlPicture(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    HiddenScalars.controlPicture(scalar)
  }

  private static func numericReference(_ scalar: Unicode.Scalar) -> String {
    "&#x" + hex(scalar.value) + ";"
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

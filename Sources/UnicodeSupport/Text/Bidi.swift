internal import CICUShims

/// The direction of a paragraph of text.
public enum TextDirection: String, Sendable, Hashable, Codable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
  /// No strong directional character (digits, punctuation, empty).
  case neutral
}

/// The Unicode bidirectional algorithm, as far as the audit needs it.
public enum Bidi {
  /// The base direction of `text`: the direction of its first strong character (UAX #9 P2–P3).
  public static func paragraphDirection(of text: String) -> TextDirection {
    let raw = ICU.withUTF16(text) { units, length in cicu_bidi_base_direction(units, length) }
    switch raw {
    case 0: return .leftToRight
    case 1: return .rightToLeft
    default: return .neutral
    }
  }

  /// The directional isolates that keep `text` from reordering its surroundings.
  public static func isolated(_ text: String, direction: TextDirection) -> String {
    switch direction {
    case .leftToRight: "\u{2066}\(text)\u{2069}"
    case .rightToLeft: "\u{2067}\(text)\u{2069}"
    case .neutral: "\u{2068}\(text)\u{2069}"
    }
  }
}

internal import CICUShims

/// How wide a code point is drawn when no font covers it.
///
/// Text layout uses this for code points that a font profile lacks: East Asian wide and
/// fullwidth characters take a full em, marks and format characters take nothing, and
/// everything else takes an average proportional width.
public enum AdvanceClass: String, Sendable, Hashable, Codable {
  /// Nonspacing or enclosing marks, format characters and default-ignorable code points.
  case zeroWidth = "zero"
  /// East Asian Width `W` or `F`: one em.
  case wide
  /// Everything else.
  case proportional = "other"

  /// The class of one code point, from ICU's character properties.
  public static func of(_ scalar: Unicode.Scalar) -> AdvanceClass {
    let value = scalar.value
    // ICU UCharCategory: 6 nonspacing mark, 7 enclosing mark, 16 format.
    let category = cicu_char_category(value)
    if category == 6 || category == 7 || category == 16 || cicu_char_is_default_ignorable(value) != 0 {
      return .zeroWidth
    }
    // ICU UEastAsianWidth: 3 fullwidth, 5 wide.
    let width = cicu_char_east_asian_width(value)
    return width == 3 || width == 5 ? .wide : .proportional
  }

  /// Whether the code point is a nonspacing or enclosing mark, a format character or
  /// default-ignorable, which add no advance of their own after a base character.
  public static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool { of(scalar) == .zeroWidth }
}

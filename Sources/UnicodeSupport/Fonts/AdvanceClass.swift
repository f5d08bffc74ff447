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

  /// The class of every code point of the Basic Multilingual Plane, indexed by code point
  /// (surrogates, which are no scalars, are ``zeroWidth``): ``of(_:)`` of each, read from
  /// ICU's property ranges in one pass rather than three lookups per code point, since text
  /// measurement builds its tables from them at every start.
  public static func basicMultilingualPlane() -> [AdvanceClass] {
    let count = 0x10000
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = cicu_bmp_advance_classes(buffer.baseAddress, Int32(count)) == 0 ? count : 0
    }
    guard bytes.count == count else {
      return (0..<count).map { value in Unicode.Scalar(UInt32(value)).map(of) ?? .zeroWidth }
    }
    return bytes.map { byte in byte == 0 ? .zeroWidth : byte == 1 ? .wide : .proportional }
  }

  /// Whether the code point is a nonspacing or enclosing mark, a format character or
  /// default-ignorable, which add no advance of their own after a base character.
  public static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool { of(scalar) == .zeroWidth }
}

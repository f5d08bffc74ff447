internal import CICUShims

/// Arabic contextual shaping: letters take their initial, medial, final or isolated form.
///
/// Widths of Arabic text must be measured on the shaped forms, because the isolated
/// letters stored in strings are much wider than the joined glyphs that are drawn.
public enum ArabicShaping {
  /// Whether `text` contains a character that joins (Arabic, Syriac, N'Ko...).
  public static func needsShaping(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: needsShaping)
  }

  /// Whether `scalar` is one of the characters that make a text need shaping.
  public static func needsShaping(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (0x0600...0x06FF).contains(value) || (0x0750...0x077F).contains(value)
      || (0x08A0...0x08FF).contains(value) || (0x0700...0x074F).contains(value)
  }

  /// `text` with Arabic letters replaced by their contextual presentation forms.
  ///
  /// Lam-alef pairs become one ligature. Text without Arabic letters is returned unchanged.
  public static func shaped(_ text: String) -> String {
    guard needsShaping(text) else { return text }
    return shapedByICU(text)
  }

  /// `text` as ICU shapes it, even when it has no Arabic letter.
  ///
  /// A piece of a longer text that needs shaping goes through ICU as the whole text would:
  /// ICU also rewrites presentation forms already in the text.
  public static func shapedByICU(_ text: String) -> String {
    let units = ICU.withUTF16(text) { pointer, length in
      try? ICU.withUTF16Buffer(operation: "shapeArabic") { out, capacity in
        cicu_shape_arabic(pointer, length, out, capacity)
      }
    }
    guard let units else { return text }
    return String(decoding: units, as: UTF16.self)
  }
}

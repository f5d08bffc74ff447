internal import CICUShims

/// The number of terminal columns text takes: East Asian wide characters take two,
/// combining marks and format characters none.
public enum DisplayWidth {
  /// The columns `text` occupies in a monospaced terminal.
  public static func columns(of text: String) -> Int {
    var total = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x300 {
        total += value < 0x20 ? 0 : 1
        continue
      }
      let category = cicu_char_category(value)
      // Mn = 6, Me = 7, Cf = 16 in ICU's UCharCategory.
      if category == 6 || category == 7 || category == 16 { continue }
      let width = cicu_char_east_asian_width(value)
      // U_EA_FULLWIDTH = 3, U_EA_WIDE = 5.
      total += (width == 3 || width == 5) ? 2 : 1
    }
    return total
  }

  /// `text` cut to at most `columns` columns, with "…" when shortened.
  public static func truncated(_ text: String, toColumns columns: Int) -> String {
    guard self.columns(of: text) > columns else { return text }
    var result = ""
    var used = 0
    for character in text {
      let width = self.columns(of: String(character))
      if used + width > columns - 1 { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }

  /// `text` padded with spaces to `columns` columns.
  public static func padded(_ text: String, toColumns columns: Int) -> String {
    let width = self.columns(of: text)
    return width >= columns ? text : text + String(repeating: " ", count: columns - width)
  }
}

/// The bounds navaudit puts on string tables, so hostile tables fail fast with a location.
///
/// Each bound is documented in the README's table of limits and tested at the bound and
/// one past it.
public enum StringTableLimits {
  /// The largest table file read (`.strings`, `.stringsdict`, `.xcstrings`, XLIFF, ICU
  /// `.txt`, and a storyboard read for its texts), in bytes: 64 MiB.
  public static let maximumFileBytes = 64 << 20
  /// The highest argument position a format or a catalog substitution may name (`%1000$@`,
  /// `"argNum": 1000`). Foundation passes arguments through a C variadic list, and no real
  /// string has more than a handful.
  public static let maximumArgumentIndex = 1_000
  /// The widest field width and the longest precision a format specifier may give
  /// (`%1000d`, `%.1000f`), written or passed with `*`: larger ones are invalid specifiers.
  public static let maximumFieldWidth = 1_000
  /// The longest text one format renders, in UTF-8 bytes (64 KiB): 64 substitutions whose
  /// cases pad to 1,000 columns could otherwise write megabytes for a title a bar cuts after
  /// a few dozen characters. The text is cut at a character boundary and the cut reported.
  public static let maximumFormattedBytes = 64 << 10
  /// The most text the `%#@name@` substitutions of one format expand to, each plural case
  /// counted as expanded (`%arg` replaced) every time, in UTF-8 bytes (32 KiB, 64 cases of
  /// 500 bytes): a case of thousands of `%arg` with a long specifier, expanded 64 times, made
  /// hundreds of megabytes of tokens. Past it the format stops rendering, reported.
  public static let maximumExpandedBytes = 32 << 10
  /// The deepest nesting of JSON objects and arrays in a String Catalog.
  public static let maximumJSONDepth = 512
}

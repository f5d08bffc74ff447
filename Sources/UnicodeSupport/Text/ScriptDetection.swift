/// Tells which writing systems a piece of text uses.
///
/// The audit uses this to decide which language a string is really in: a Japanese
/// table whose value is the English copy "Settings" is spoken by an English voice.
public enum ScriptDetection {
  /// The number of letters per script, ignoring common and inherited characters.
  public static func scriptCounts(in text: String) -> [Script: Int] {
    var counts: [Script: Int] = [:]
    for scalar in text.unicodeScalars {
      let script = Script.of(scalar)
      guard script != .common, script != .inherited else { continue }
      counts[script, default: 0] += 1
    }
    return counts
  }

  /// The script with the most letters, or `nil` when the text has no letters.
  ///
  /// Ties go to the lower script code, so the answer is deterministic.
  public static func dominantScript(in text: String) -> Script? {
    scriptCounts(in: text).max { lhs, rhs in
      lhs.value != rhs.value ? lhs.value < rhs.value : lhs.key > rhs.key
    }?.key
  }

  /// Whether `text` is written in a script of `locale`.
  ///
  /// Text counts as written in the locale's script when any of its letters is: a
  /// translation may embed brand names in Latin ("このiPhoneを消去"). Returns `nil` when the
  /// text has no letters (digits, symbols, empty), so the caller keeps what it assumed.
  public static func matches(_ text: String, locale: LocaleIdentifier) -> Bool? {
    let counts = scriptCounts(in: text)
    guard !counts.isEmpty else { return nil }
    var scripts = Set(locale.writingScripts)
    guard !scripts.isEmpty else { return nil }
    // Japanese and Chinese share Han; Korean tables may use Han too.
    if scripts.contains(.hiragana) || scripts.contains(.katakana) { scripts.insert(.han) }
    return counts.keys.contains { scripts.contains($0) }
  }
}

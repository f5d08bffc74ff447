import TextLayout

/// Turns a width in points into characters of each script, from the font profile's average
/// advance of a sample of that script's common letters (with spaces, as in running text).
///
/// An estimate only: translators get a number they can count, and the points stay the rule.
enum ScriptAdvances {
  /// A sample of common letters per script, a space every few letters.
  static let samples: [(script: String, text: String)] = [
    ("Latin", "the quick brown fox jumps over a lazy dog"),
    ("Cyrillic", "съешь же ещё этих мягких булок да выпей чаю"),
    ("Greek", "ξεσκεπάζω την ψυχοφθόρα βδελυγμία"),
    ("Arabic", "نص حكيم له سر قاطع وذو شأن عظيم"),
    ("Hebrew", "דג סקרן שט בים מאוכזב ולפתע מצא חברה"),
    ("Devanagari", "ऋषियों को सताने वाले दुष्ट राक्षसों के राजा"),
    ("Thai", "เป็นมนุษย์สุดประเสริฐเลิศคุณค่า"),
    ("CJK", "设置帐户通知隐私显示亮度声音触感"),
    ("Hangul", "설정 계정 알림 개인정보 디스플레이"),
  ]

  /// The budget in characters of each script, rounded down.
  static func estimates(points: Double, style: TextStyle, measurer: any TextMeasuring) -> [WidthBudget
    .CharacterEstimate]
  {
    samples.compactMap { sample in
      let count = sample.text.count
      let width = measurer.width(of: sample.text, style: style)
      guard count > 0, width > 0 else { return nil }
      let average = width / Double(count)
      return WidthBudget.CharacterEstimate(script: sample.script, characters: Int((points / average).rounded(.down)))
    }
  }
}

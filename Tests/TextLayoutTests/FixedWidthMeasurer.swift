import TextLayout

/// A measurer with made-up widths, so layout tests can do exact arithmetic.
///
/// Every character is `perCharacter` points wide unless `widths` names the whole string.
struct FixedWidthMeasurer: TextMeasuring {
  var perCharacter = 10.0
  var widths: [String: Double] = [:]

  func width(of text: String, style: TextStyle) -> Double {
    widths[text] ?? Double(text.count) * perCharacter
  }

  func truncated(_ text: String, style: TextStyle, toFit width: Double) -> TruncatedText {
    let full = self.width(of: text, style: style)
    guard full > width else { return TruncatedText(text: text, isTruncated: false, width: full) }
    var prefix = Substring(text)
    while !prefix.isEmpty, self.width(of: String(prefix) + "…", style: style) > width { prefix = prefix.dropLast() }
    let shown = String(prefix) + "…"
    return TruncatedText(text: shown, isTruncated: true, width: self.width(of: shown, style: style))
  }
}

/// The bundled profile's measurer, shared by the tests (it is thread-safe).
enum Measurers {
  static let bundled: TextMeasurer? = try? TextMeasurer.bundledDefault()
}

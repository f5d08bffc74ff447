import TextLayout
import Traits
import UnicodeSupport

/// A measurer that answers the back button's titles and the bar's title with the widths
/// already measured for them, and measures everything else with its base.
///
/// The back button is built by measuring its title and "Back" in the bar button style
/// (which is kept, facts §1.3 step 4), and the layout's decision measures the same two
/// again: every bar with a back button did, and a title not in the measurer's cache is
/// segmented and added up each time. The title is measured with its bar button width
/// (``BarEvaluator/MeasuredTitle``) before the layout places it. The widths are the base's
/// own, so nothing changes but the work.
struct KnownWidths: TextMeasuring {
  /// The measurer of every other text, and of these in other styles.
  let base: any TextMeasuring
  /// Up to two texts with their widths in ``TextStyle/barButton``, as the base measured them.
  let first: (text: String, width: Double)?
  let second: (text: String, width: Double)?
  /// Whether the two texts are known not to be equal (the back button compared them):
  /// a text of the same bytes as the second is then not equal to the first.
  var distinct = false
  /// The title with its width in ``TextStyle/title``, as the base measured it.
  var title: (text: String, width: Double)? = nil

  func width(of text: String, style: TextStyle) -> Double {
    if style == .barButton {
      // "Back" is asked for after the title: compared with a non-ASCII title, `==`
      // normalizes both, which cost more than the rest of the lookup. Its bytes answer,
      // with the same result: equal bytes are equal strings, and the title differs from it.
      if distinct, let second, Self.sameBytes(second.text, text) { return second.width }
      // An equal string made from the same one compares by identity, without reading it.
      if let first, first.text == text { return first.width }
      if let second, second.text == text { return second.width }
    } else if style == .title, let title, Self.sameBytes(title.text, text) {
      return title.width
    }
    return base.width(of: text, style: style)
  }

  /// Whether two strings have the same UTF-8 bytes (which makes them equal as strings).
  static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
    // Compared as stored, not byte by byte through the view.
    UTF8Key(lhs) == UTF8Key(rhs)
  }

  func truncated(_ text: String, style: TextStyle, toFit width: Double) -> TruncatedText {
    // A title too wide for its room is cut: its width is known already.
    if style == .title, let title, let measurer = base as? TextMeasurer, Self.sameBytes(title.text, text) {
      return measurer.truncated(text, style: style, toFit: width, width: title.width)
    }
    return base.truncated(text, style: style, toFit: width)
  }

  func width(of text: String, systemWeight weight: FontWeight, pointSize: Double, style: TextStyle) -> Double {
    base.width(of: text, systemWeight: weight, pointSize: pointSize, style: style)
  }
}

import TextLayout
import Traits

/// A measurer that answers the back button's titles with the widths already measured for
/// them, and measures everything else with its base.
///
/// The back button is built by measuring its title and "Back" in the bar button style
/// (which is kept, facts §1.3 step 4), and the layout's decision measures the same two
/// again: every bar with a back button did, and a title not in the measurer's cache is
/// segmented and added up each time. The widths are the base's own, so nothing changes
/// but the work.
struct KnownWidths: TextMeasuring {
  /// The measurer of every other text, and of these in other styles.
  let base: any TextMeasuring
  /// Up to two texts with their widths in ``TextStyle/barButton``, as the base measured them.
  let first: (text: String, width: Double)?
  let second: (text: String, width: Double)?

  func width(of text: String, style: TextStyle) -> Double {
    if style == .barButton {
      // An equal string made from the same one compares by identity, without reading it.
      if let first, first.text == text { return first.width }
      if let second, second.text == text { return second.width }
    }
    return base.width(of: text, style: style)
  }

  func truncated(_ text: String, style: TextStyle, toFit width: Double) -> TruncatedText {
    base.truncated(text, style: style, toFit: width)
  }

  func width(of text: String, systemWeight weight: FontWeight, pointSize: Double, style: TextStyle) -> Double {
    base.width(of: text, systemWeight: weight, pointSize: pointSize, style: style)
  }
}

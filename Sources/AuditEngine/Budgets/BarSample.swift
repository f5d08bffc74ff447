import Diagnostics
import Navigation
import TextLayout
import Traits

/// The layout input of one bar and the keys it shows: what a width budget is computed from.
///
/// Kept beside the evaluated bar so that budgets use exactly the bar the audit drew, with
/// the same items, back button and geometry, and the same layout model.
struct BarProbe {
  /// The bar as laid out in the development language.
  var input: BarLayoutInput
  /// The title's text, when the bar shows a text title (not a title view).
  var title: TextReference?
  /// The previous screen's text that the back button shows first, if any.
  var back: TextReference?
  /// Each leading and trailing item's own text, when it draws one (in `input` order).
  var leading: [TextReference?]
  var trailing: [TextReference?]
}

/// One bar drawn on top at a screen change of the development language's run.
struct BarSample {
  var flow: String
  var step: Int
  var stepText: String
  var location: SourceLocation
  var device: DeviceProfile
  var orientation: Orientation
  var ios: Int
  var probe: BarProbe
}

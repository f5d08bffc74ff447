import Diagnostics
import Navigation
import TextLayout
import Traits

/// The layout input of one bar and the keys it shows: what a width budget is computed from.
///
/// Kept beside the evaluated bar so that budgets use exactly the bar the audit drew, with
/// the same items, back button and geometry, and the same layout model.
struct BarProbe: Sendable {
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
///
/// An object, never changed once made: a sample holds a whole bar's layout input, and the
/// samples of every unit are gathered, kept until their scenario's budgets are computed and
/// read there on the one thread that takes the units in order. A reference is copied by one
/// retain where a value copied every string and array of the bar.
final class BarSample: Sendable {
  let flow: String
  let step: Int
  let stepText: String
  let location: SourceLocation
  let device: DeviceProfile
  let orientation: Orientation
  let ios: Int
  let probe: BarProbe

  init(
    flow: String, step: Int, stepText: String, location: SourceLocation, device: DeviceProfile,
    orientation: Orientation, ios: Int, probe: BarProbe
  ) {
    self.flow = flow
    self.step = step
    self.stepText = stepText
    self.location = location
    self.device = device
    self.orientation = orientation
    self.ios = ios
    self.probe = probe
  }
}

public import Traits
internal import UnicodeSupport

extension TextMeasurer {
  /// The width of `text` in the system font of `weight` at `pointSize`, drawn where `style` is.
  ///
  /// The advances are the profile's table of the weight's ``FontWeight/faceRole(atSize:)``; the
  /// tracking is `style`'s, scaled to the size (the system font tracks in proportion near
  /// the bar's sizes), and the role's calibrated width scale applies.
  public func measurement(
    of text: String, systemWeight weight: FontWeight, pointSize: Double, style: TextStyle
  ) -> TextMeasurement {
    let role = weight.faceRole(atSize: pointSize)
    guard let table = tables[role] else { return TextMeasurement(width: 0) }
    var ems = 0.0
    var visible = 0
    var fallback: [UInt32] = []
    add(
      Graphemes.clusters(of: ArabicShaping.shaped(text)), table: table, to: &ems, visible: &visible, fallback: &fallback
    )
    if fallback.count > 1 { fallback = Array(Set(fallback)).sorted() }
    let tracking = profile.tracking(for: style) * pointSize / style.pointSize
    let width = max(0, (ems * pointSize + Double(visible) * tracking) * (widthScales[role] ?? 1))
    return TextMeasurement(width: width, fallbackCodePoints: fallback)
  }

  public func width(of text: String, systemWeight weight: FontWeight, pointSize: Double, style: TextStyle) -> Double {
    measurement(of: text, systemWeight: weight, pointSize: pointSize, style: style).width
  }
}

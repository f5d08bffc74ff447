import Navigation
import TextLayout
import Traits

/// How a presentation looks on one device: its adapted style, the geometry of its bar, and
/// what it does to the content behind it (facts §6, §3.5).
///
/// Documented assumptions (Apple publishes no sizes): a form sheet is 540 pt wide and a
/// page sheet 704 pt (capped by the screen) in regular width; a popover is 320 pt wide with
/// compact margins; a sheet in compact width is as wide as the screen; in compact height
/// (iPhones in landscape) sheets are shown full screen.
struct PresentationAdapter {
  /// The adapted presentation.
  struct Resolved {
    var style: PresentationStyle
    var geometry: ScreenGeometry
    /// Whether the content behind is still drawn (sheets, popovers, `over*` styles).
    var showsContentBehind: Bool
    /// Whether VoiceOver can no longer reach the content behind.
    var hidesContentBehindFromVoiceOver: Bool
    /// The requested style was a popover that is now shown as a sheet or full screen.
    var adaptedFromPopover: Bool
  }

  static let formSheetWidth = 540.0
  static let pageSheetWidth = 704.0
  static let popoverWidth = 320.0

  static func resolve(_ record: PresentationRecord, screen: ScreenGeometry, isPhoneLandscape: Bool) -> Resolved {
    let compactWidth = screen.horizontalSizeClass == .compact
    let compact = compactWidth || isPhoneLandscape
    // `.automatic` maps to a form sheet from iOS 18 (facts §6); both designs are ≥ 18.
    var style = record.style == .automatic ? .formSheet : record.style
    var adaptedFromPopover = false
    if compact {
      if let adaptive = record.adaptiveStyle {
        if adaptive != .none { style = adaptive }
      } else if style == .popover {
        style = .formSheet
      }
      adaptedFromPopover = record.style == .popover && style != .popover
      if isPhoneLandscape, style == .formSheet || style == .pageSheet { style = .fullScreen }
    }
    var geometry = screen
    switch style {
    case .formSheet, .pageSheet:
      if !compactWidth {
        let width = min(screen.width, style == .formSheet ? formSheetWidth : pageSheetWidth)
        geometry = ScreenGeometry(
          width: width, height: screen.height, safeArea: EdgeInsets(), horizontalSizeClass: .regular,
          layoutMargin: screen.layoutMargin, barHeight: screen.barHeight)
      }
    case .popover:
      geometry = ScreenGeometry(
        width: min(screen.width, popoverWidth), height: screen.height, safeArea: EdgeInsets(),
        horizontalSizeClass: .compact,
        layoutMargin: 16, barHeight: BarMetrics.standard.barHeight)
    default:
      break
    }
    let over = style == .overFullScreen || style == .overCurrentContext
    let showsBehind = style != .fullScreen && style != .currentContext
    let hides = over ? record.isAccessibilityModal : true
    return Resolved(
      style: style, geometry: geometry, showsContentBehind: showsBehind, hidesContentBehindFromVoiceOver: hides,
      adaptedFromPopover: adaptedFromPopover)
  }
}

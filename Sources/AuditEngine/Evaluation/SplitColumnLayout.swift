import Announcements
import Navigation
import TextLayout
import Traits

/// Where each visible column of an expanded split view sits, and the buttons the split view
/// adds to its bars.
///
/// Documented assumptions (Apple publishes no iOS 14+ automatic widths, facts §2.7): the
/// primary and supplementary columns are 320 pt wide (the classic automatic maximum);
/// `primaryColumnWidth` / `supplementaryColumnWidth` win over the fractions, which win over
/// the defaults. Tiled columns share the width; overlaid sidebars lie over a full-width
/// secondary; displaced ones push it partly off screen. A covered secondary is dimmed and
/// VoiceOver cannot reach it. Sidebars that do not fit the window shrink to fit.
struct SplitColumnLayout {
  /// The default primary column width.
  static let defaultPrimaryWidth = 320.0
  /// The default supplementary column width.
  static let defaultSupplementaryWidth = 320.0

  /// One column as drawn.
  struct Placement {
    var column: SplitColumn
    /// The column's left edge in the window, in points.
    var x: Double
    var geometry: ScreenGeometry
    /// Whether the column lies over the secondary (overlay behaviour).
    var overlays: Bool
    /// Whether the column is dimmed under sidebars and unreachable by VoiceOver.
    var dimmed: Bool
    /// The split view's own buttons in the column's bar, leading first.
    var systemButtons: [SystemButton]
  }

  /// A bar button the split view controller manages (seed 002, "Gesture and Button Support").
  enum SystemButton: Hashable {
    /// The display-mode button: a sidebar icon when tiled, a back chevron otherwise.
    case sidebarToggle(hidesSidebar: Bool, tiled: Bool)
    /// The triple-column secondary-only button (double-arrow icon).
    case fullScreen(exits: Bool)

    var phrase: PhraseKey {
      switch self {
      case .sidebarToggle(let hides, _): hides ? .sidebarHide : .sidebarShow
      case .fullScreen(let exits): exits ? .fullScreenExit : .fullScreenEnter
      }
    }

    /// The SF Symbol UIKit draws (seed 002: sidebar icon, back chevron, double arrow).
    var image: String {
      switch self {
      case .sidebarToggle(_, let tiled): tiled ? "sidebar.left" : "chevron.backward"
      case .fullScreen(let exits): exits ? "arrow.down.right.and.arrow.up.left" : "arrow.up.left.and.arrow.down.right"
      }
    }
  }

  /// The placements of `split`'s visible columns in `window`.
  static func placements(_ split: SplitState, window: ScreenGeometry) -> [Placement] {
    guard !split.isCollapsed else {
      return [
        Placement(column: split.hostColumn, x: 0, geometry: window, overlays: false, dimmed: false, systemButtons: [])
      ]
    }
    let spec = split.spec
    let total = window.width
    let primary = min(
      total, spec.primaryColumnWidth ?? spec.primaryColumnWidthFraction.map { $0 * total } ?? defaultPrimaryWidth)
    let supplementary = min(
      total,
      spec.supplementaryColumnWidth ?? spec.supplementaryColumnWidthFraction.map { $0 * total }
        ?? defaultSupplementaryWidth)
    let visible = split.visibleColumns
    let sidebars = visible.filter { $0 != .secondary }
    var extents: [(SplitColumn, x: Double, width: Double)] = []
    var x = 0.0
    for column in sidebars {
      // Sidebars wider than the window (a narrow window forced to regular width) shrink,
      // the later one first, so that every column stays inside the window.
      let width = min(column == .primary ? primary : supplementary, max(0, total - x))
      extents.append((column, x, width))
      x += width
    }
    let mode = split.displayMode
    switch mode {
    case .oneOverSecondary, .twoOverSecondary:
      extents.append((.secondary, 0, total))
    case .twoDisplaceSecondary:
      // The secondary keeps its one-beside width and is pushed right by the primary.
      extents.append((.secondary, x, max(0, total - supplementary)))
    default:
      extents.append((.secondary, x, max(0, total - x)))
    }
    return extents.map { column, x, width in
      let isLast = column == .secondary
      let isFirst = x == 0
      let geometry = ScreenGeometry(
        width: width, height: window.height,
        safeArea: EdgeInsets(
          top: window.safeArea.top, leading: isFirst ? window.safeArea.leading : 0, bottom: window.safeArea.bottom,
          trailing: isLast || x + width >= total ? window.safeArea.trailing : 0),
        horizontalSizeClass: window.horizontalSizeClass, layoutMargin: window.layoutMargin, barHeight: window.barHeight)
      let isSecondary = column == .secondary
      return Placement(
        column: column, x: x, geometry: geometry,
        overlays: !isSecondary && (mode == .oneOverSecondary || mode == .twoOverSecondary),
        dimmed: isSecondary && mode.coversSecondary,
        systemButtons: buttons(for: column, split: split, leading: sidebars.first ?? .secondary))
    }
  }

  /// The split view's buttons in `column`'s bar: the display-mode button in the leading
  /// visible column (when `presentsWithGesture`), the full-screen button in the secondary
  /// (triple column with `showsSecondaryOnlyButton`). A classic split view adds none: the
  /// app places `displayModeButtonItem` itself.
  private static func buttons(for column: SplitColumn, split: SplitState, leading: SplitColumn) -> [SystemButton] {
    guard split.spec.isColumnStyle else { return [] }
    var buttons: [SystemButton] = []
    if split.spec.presentsWithGesture, column == leading {
      buttons.append(
        .sidebarToggle(hidesSidebar: split.visibleColumns.contains(.primary), tiled: split.splitBehavior == .tile))
    }
    if column == .secondary, split.spec.style == .tripleColumn, split.spec.showsSecondaryOnlyButton {
      buttons.append(.fullScreen(exits: split.displayMode == .secondaryOnly))
    }
    return buttons
  }
}

import AuditEngine
import TextLayout

/// The navigation controller's toolbar, drawn under its bar as inline SVG.
///
/// UIKit puts the toolbar at the bottom of the screen; the drawing keeps the bar's scale and
/// width and shows the screen in between as a short dashed gap, so the page stays compact.
/// The toolbar is as tall as the bar's own row without prompt or large title: UIKit's
/// toolbars share the bar heights (``TextLayout/BarMetrics/barHeight`` and the compact-height
/// and iPad values). Items are drawn at their frames; a report written before toolbars had
/// frames gets them spread evenly, as flexible spaces between every item would.
extension BarDrawing {
  /// The height of the dashed gap that stands for the screen, in points.
  static let screenGap = 14.0

  /// The toolbar's height as drawn, the dashed gap included, in points.
  var toolbarHeight: Double {
    Self.screenGap + toolbarRowHeight
  }

  private var toolbarRowHeight: Double {
    let prompt = bar.prompt == nil ? 0 : Self.promptHeight
    let large = bar.title.large == true ? Self.largeTitleHeight : 0
    return max(20, bar.height - prompt - large)
  }

  /// The toolbar's pieces (``pieces()``): the dashed gap, the background and the items;
  /// none when the bar has no toolbar.
  func toolbarPieces() -> [DrawingPiece] {
    guard !bar.toolbar.isEmpty else { return [] }
    let width = bar.width
    let toolbarHeight = toolbarRowHeight
    let top = Self.screenGap
    var pieces = [
      DrawingPiece(
        markup:
          "<path class=\"screen\" d=\"M0.5 0V\(number(top))M\(number(width - 0.5)) 0V\(number(top))\"/><rect class=\"bg\" x=\"0.5\" y=\"\(number(top + 0.5))\" width=\"\(number(width - 1))\" height=\"\(number(toolbarHeight - 1))\"/>",
        x: 0)
    ]
    let frames = toolbarFrames()
    for (item, frame) in zip(bar.toolbar, frames) {
      pieces += [barItem(item, kind: "tool", mid: top + toolbarHeight / 2, slot: frame)].compactMap { $0 }
    }
    return pieces
  }

  /// Each item's frame, or, when any is missing, equal slots across the bar in the order
  /// drawn (right to left in a mirrored bar).
  private func toolbarFrames() -> [Slot] {
    let frames = bar.toolbar.compactMap(\.frame)
    if frames.count == bar.toolbar.count { return frames.map { Slot(x: $0.x, width: $0.width) } }
    let count = Double(bar.toolbar.count)
    let slot = bar.width / count
    let itemWidth = max(1, min(slot - Self.metrics.interItemSpace, Self.metrics.imageItemWidth * 2))
    return bar.toolbar.indices.map { index in
      let position = bar.rightToLeft ? count - 1 - Double(index) : Double(index)
      return Slot(x: slot * (position + 0.5) - itemWidth / 2, width: itemWidth)
    }
  }
}

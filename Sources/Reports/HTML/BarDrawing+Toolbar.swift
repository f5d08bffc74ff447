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

  /// The toolbar's `<svg>`, labelled by a `<title>` with id `labelID` holding `label`, or
  /// `""` when the bar has no toolbar.
  func toolbarSVG(labelID: String, label: String) -> String {
    guard !bar.toolbar.isEmpty else { return "" }
    let width = bar.width
    let prompt = bar.prompt == nil ? 0 : Self.promptHeight
    let large = bar.title.large == true ? Self.largeTitleHeight : 0
    let toolbarHeight = max(20, bar.height - prompt - large)
    let top = Self.screenGap
    let height = top + toolbarHeight
    var out = "<svg class=\"bar toolbar\" width=\"\(number(width * scale))\" height=\"\(number(height * scale))\""
    out += " viewBox=\"0 0 \(number(width)) \(number(height))\""
    out += bar.rightToLeft ? " direction=\"rtl\"" : ""
    out += " role=\"img\" aria-labelledby=\"\(labelID)\"><title id=\"\(labelID)\">\(Escaping.markup(label))</title>"
    out += "<path class=\"screen\" d=\"M0.5 0V\(number(top))M\(number(width - 0.5)) 0V\(number(top))\"/>"
    out +=
      "<rect class=\"bg\" x=\"0.5\" y=\"\(number(top + 0.5))\" width=\"\(number(width - 1))\" height=\"\(number(toolbarHeight - 1))\"/>"
    let frames = toolbarFrames()
    for (item, frame) in zip(bar.toolbar, frames) {
      out += barItem(item, kind: "tool", mid: top + toolbarHeight / 2, slot: frame)
    }
    return out + "</svg>"
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

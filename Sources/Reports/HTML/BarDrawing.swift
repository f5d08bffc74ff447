import AuditEngine
import TextLayout
import Traits

/// Draws one navigation bar as inline SVG, at the widths navaudit measured.
///
/// Coordinates are points from the JSON frames, which are already in drawn order (mirrored
/// for right-to-left locales); the `viewBox` is the bar in points and the element is scaled
/// by ``scale``. Text is stretched to its measured width with `textLength`, so the browser's
/// font takes the proportions of the fonts navaudit measured with. Colours come from CSS
/// classes (`o-full`, `o-generic`, `o-minimal`, `o-custom`, `cut`, `u`), so the legend and
/// the drawing cannot disagree.
struct BarDrawing {
  /// CSS pixels per point.
  var scale = 0.6
  /// The bar.
  var bar: BarResult
  /// The iOS design (26 draws the glass back button).
  var ios: Int

  /// A horizontal extent in points, from the bar's left edge as drawn.
  struct Slot {
    var x: Double
    var width: Double
  }

  func number(_ value: Double) -> String {
    Self.number(value)
  }

  /// The bar constants the engine laid the bar out with.
  static let metrics = BarMetrics.standard
  static let promptHeight = metrics.promptHeight
  static let largeTitleHeight = metrics.largeTitleExtension

  /// The `<svg>` element, labelled by a `<title>` with id `labelID` holding `label`.
  func svg(labelID: String, label: String) -> String {
    let width = bar.width
    let height = bar.height
    let prompt = bar.prompt == nil ? 0 : Self.promptHeight
    let large = bar.title.large == true ? Self.largeTitleHeight : 0
    let rowTop = prompt
    let rowHeight = max(20, height - prompt - large)
    let mid = rowTop + rowHeight / 2
    let outcome = BarOutcome(bar)
    var out = "<svg class=\"bar\" data-display=\"\(outcome.display.rawValue)\""
    out +=
      " width=\"\(number(width * scale))\" height=\"\(number(height * scale))\" viewBox=\"0 0 \(number(width)) \(number(height))\""
    out += bar.rightToLeft ? " direction=\"rtl\"" : ""
    out += " role=\"img\" aria-labelledby=\"\(labelID)\"><title id=\"\(labelID)\">\(Escaping.markup(label))</title>"
    out += "<rect class=\"bg\" x=\"0.5\" y=\"0.5\" width=\"\(number(width - 1))\" height=\"\(number(height - 1))\"/>"
    if let promptResult = bar.prompt {
      let room = width - 32
      let textWidth = promptResult.truncated ? room : min(room, promptResult.width)
      out += text(
        promptResult.shown, centerX: width / 2, y: Self.promptHeight / 2 + 1, width: textWidth, cssClass: "prompt")
    }
    out += backButton(outcome: outcome, mid: mid, rowTop: rowTop, rowHeight: rowHeight)
    out += title(mid: mid, rowTop: rowTop, rowHeight: rowHeight, largeTop: rowTop + rowHeight)
    for item in bar.system ?? [] {
      out += barItem(item, kind: "system", mid: mid)
    }
    for item in bar.left {
      out += barItem(item, kind: "left", mid: mid)
    }
    for item in bar.right {
      out += barItem(item, kind: "right", mid: mid)
    }
    return out + "</svg>"
  }

  private func backButton(outcome: BarOutcome, mid: Double, rowTop: Double, rowHeight: Double) -> String {
    guard let frame = bar.back.frame, outcome.display.isDrawn else { return "" }
    let glass = ios >= IOSVersion.ios26.rawValue
    // The chevron's ink is 11 pt wide; the classic one starts 1.33 pt into the button, the
    // glass one is centred in its 44-pt button.
    let chevronInk = 11.0
    let inset = glass ? (Self.metrics.glassChevronWidth - chevronInk) / 2 : 1.33
    var classes = "back o-\(outcome.cssClass)"
    if outcome.uncertain { classes += " u" }
    var out = "<g class=\"\(classes)\">"
    out +=
      "<rect class=\"hl\" x=\"\(number(frame.x))\" y=\"\(number(rowTop + 5))\" width=\"\(number(max(1, frame.width)))\" height=\"\(number(rowHeight - 10))\" rx=\"\(glass ? number((rowHeight - 10) / 2) : "6")\"/>"
    // The chevron points back: left in a left-to-right bar, right in a mirrored one.
    let tip: Double
    let tail: Double
    if bar.rightToLeft {
      let right = frame.x + frame.width - inset
      tip = right
      tail = right - chevronInk
    } else {
      let left = frame.x + inset
      tip = left
      tail = left + chevronInk
    }
    out +=
      "<path class=\"chev\" d=\"M\(number(tail)) \(number(mid - 9))L\(number(tip)) \(number(mid))L\(number(tail)) \(number(mid + 9))\"/>"
    // The text goes where the report says it is drawn (its advance box).
    if !bar.back.shown.isEmpty, let textFrame = bar.back.textFrame, textFrame.width > 1 {
      out += text(
        bar.back.shown, centerX: textFrame.x + textFrame.width / 2, y: mid, width: textFrame.width, cssClass: nil)
    }
    return out + "</g>"
  }

  private func title(mid: Double, rowTop: Double, rowHeight: Double, largeTop: Double) -> String {
    let title = bar.title
    let width = title.frame?.width ?? min(title.width, bar.width)
    let x = title.frame?.x ?? (bar.width - width) / 2
    guard width > 0 else { return "" }
    if title.view == true {
      return
        "<g class=\"title view\"><rect x=\"\(number(x))\" y=\"\(number(rowTop + 6))\" width=\"\(number(width))\" height=\"\(number(rowHeight - 12))\" rx=\"4\"/></g>"
    }
    let large = title.large == true
    let classes = "title" + (large ? " large" : "") + (title.truncated ? " cut" : "")
    let top = large ? largeTop + 4 : rowTop + 6
    let height = large ? Self.largeTitleHeight - 8 : rowHeight - 12
    var out = "<g class=\"\(classes)\">"
    if title.truncated {
      out +=
        "<rect class=\"hatch\" x=\"\(number(x))\" y=\"\(number(top))\" width=\"\(number(width))\" height=\"\(number(height))\" rx=\"4\"/>"
    }
    if !title.shown.isEmpty {
      out += text(title.shown, centerX: x + width / 2, y: top + height / 2, width: width, cssClass: nil)
    }
    return out + "</g>"
  }

  /// One item at its frame: its text, or an image glyph; hovering shows what it is and
  /// what VoiceOver says (``BarDescription/tooltip(_:)``).
  func barItem(_ item: BarResult.ItemResult, kind: String, mid: Double, slot: Slot? = nil) -> String {
    guard let frame = slot ?? item.frame.map({ Slot(x: $0.x, width: $0.width) }), frame.width > 0 else { return "" }
    var out =
      "<g class=\"item \(kind)\"><title>\(Escaping.markup(Escaping.visible(BarDescription.tooltip(item))))</title>"
    if item.shown.isEmpty {
      let size = 22.0
      out +=
        "<rect class=\"img\" x=\"\(number(frame.x + (frame.width - size) / 2))\" y=\"\(number(mid - size / 2))\" width=\"\(number(size))\" height=\"\(number(size))\" rx=\"5\"/>"
      out += "<circle class=\"img\" cx=\"\(number(frame.x + frame.width / 2))\" cy=\"\(number(mid))\" r=\"4\"/>"
    } else {
      out += text(
        item.shown, centerX: frame.x + frame.width / 2, y: mid,
        width: max(1, frame.width - 2 * Self.metrics.textItemPadding), cssClass: nil)
    }
    return out + "</g>"
  }

  /// A `<text>` centred on `centerX`, stretched or squeezed to `width` points.
  func text(_ value: String, centerX: Double, y: Double, width: Double, cssClass: String?) -> String {
    let classAttribute = cssClass.map { " class=\"\($0)\"" } ?? ""
    return
      "<text\(classAttribute) x=\"\(number(centerX))\" y=\"\(number(y))\" textLength=\"\(number(max(1, width)))\" lengthAdjust=\"spacingAndGlyphs\">\(Escaping.markup(value))</text>"
  }

  /// A number with at most one decimal, without a trailing `.0`: stable across platforms.
  static func number(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    guard tenths.isFinite, abs(tenths) < 1e12 else { return "0" }
    let integer = Int(tenths)
    let sign = integer < 0 ? "-" : ""
    let magnitude = abs(integer)
    return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
  }
}

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

  /// The bar's pieces, each in its own coordinates and placed at its `x`: the background,
  /// the prompt, the back button, the title and the items.
  ///
  /// A piece does not depend on the bar's width, only on what it shows, so the same back
  /// button or title drawn on several devices is one shared piece (``HTMLDrawingStore``).
  func pieces() -> [DrawingPiece] {
    let width = bar.width
    let height = bar.height
    let prompt = bar.prompt == nil ? 0 : Self.promptHeight
    let large = bar.title.large == true ? Self.largeTitleHeight : 0
    let rowTop = prompt
    let rowHeight = max(20, height - prompt - large)
    let mid = rowTop + rowHeight / 2
    let outcome = BarOutcome(bar)
    var pieces = [
      DrawingPiece(
        markup:
          "<rect class=\"bg\" x=\"0.5\" y=\"0.5\" width=\"\(number(width - 1))\" height=\"\(number(height - 1))\"/>",
        x: 0)
    ]
    if let promptResult = bar.prompt {
      let room = width - 32
      let textWidth = promptResult.truncated ? room : min(room, promptResult.width)
      let left = Self.origin(width / 2 - max(1, textWidth) / 2)
      pieces.append(
        DrawingPiece(
          markup: text(
            promptResult.shown, centerX: width / 2 - left, y: Self.promptHeight / 2 + 1, width: textWidth,
            cssClass: "prompt"),
          x: left))
    }
    pieces += [backButton(outcome: outcome, mid: mid, rowTop: rowTop, rowHeight: rowHeight)].compactMap { $0 }
    pieces += [title(mid: mid, rowTop: rowTop, rowHeight: rowHeight, largeTop: rowTop + rowHeight)].compactMap { $0 }
    for item in bar.system ?? [] {
      pieces += [barItem(item, kind: "system", mid: mid)].compactMap { $0 }
    }
    for item in bar.left {
      pieces += [barItem(item, kind: "left", mid: mid)].compactMap { $0 }
    }
    for item in bar.right {
      pieces += [barItem(item, kind: "right", mid: mid)].compactMap { $0 }
    }
    return pieces
  }

  /// A piece's origin: `x` to a tenth of a point, so that every coordinate drawn from it
  /// rounds as it would have in the bar's own coordinates.
  static func origin(_ x: Double) -> Double {
    let tenths = (x * 10).rounded()
    return tenths.isFinite && abs(tenths) < 1e12 ? tenths / 10 : 0
  }

  private func backButton(outcome: BarOutcome, mid: Double, rowTop: Double, rowHeight: Double) -> DrawingPiece? {
    guard let frame = bar.back.frame, outcome.display.isDrawn else { return nil }
    let origin = Self.origin(frame.x)
    let glass = ios >= IOSVersion.ios26.rawValue
    // The chevron's ink is 11 pt wide; the classic one starts 1.33 pt into the button, the
    // glass one is centred in its 44-pt button.
    let chevronInk = 11.0
    let inset = glass ? (Self.metrics.glassChevronWidth - chevronInk) / 2 : 1.33
    var classes = "back o-\(outcome.cssClass)"
    if outcome.uncertain { classes += " u" }
    var out = "<g class=\"\(classes)\">"
    out +=
      "<rect class=\"hl\" x=\"\(number(frame.x - origin))\" y=\"\(number(rowTop + 5))\" width=\"\(number(max(1, frame.width)))\" height=\"\(number(rowHeight - 10))\" rx=\"\(glass ? number((rowHeight - 10) / 2) : "6")\"/>"
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
      "<path class=\"chev\" d=\"M\(number(tail - origin)) \(number(mid - 9))L\(number(tip - origin)) \(number(mid))L\(number(tail - origin)) \(number(mid + 9))\"/>"
    // The text goes where the report says it is drawn (its advance box).
    if !bar.back.shown.isEmpty, let textFrame = bar.back.textFrame, textFrame.width > 1 {
      out += text(
        bar.back.shown, centerX: textFrame.x + textFrame.width / 2 - origin, y: mid, width: textFrame.width,
        cssClass: nil)
    }
    return DrawingPiece(markup: out + "</g>", x: origin)
  }

  private func title(mid: Double, rowTop: Double, rowHeight: Double, largeTop: Double) -> DrawingPiece? {
    let title = bar.title
    let width = title.frame?.width ?? min(title.width, bar.width)
    let origin = Self.origin(title.frame?.x ?? (bar.width - width) / 2)
    let x = (title.frame?.x ?? (bar.width - width) / 2) - origin
    guard width > 0 else { return nil }
    if title.view == true {
      return DrawingPiece(
        markup:
          "<g class=\"title view\"><rect x=\"\(number(x))\" y=\"\(number(rowTop + 6))\" width=\"\(number(width))\" height=\"\(number(rowHeight - 12))\" rx=\"4\"/></g>",
        x: origin)
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
    return DrawingPiece(markup: out + "</g>", x: origin)
  }

  /// One item at its frame: its text, or an image glyph; hovering shows what it is and
  /// what VoiceOver says (``BarDescription/tooltip(_:)``).
  func barItem(_ item: BarResult.ItemResult, kind: String, mid: Double, slot: Slot? = nil) -> DrawingPiece? {
    guard let placed = slot ?? item.frame.map({ Slot(x: $0.x, width: $0.width) }), placed.width > 0 else { return nil }
    let origin = Self.origin(placed.x)
    let frame = Slot(x: placed.x - origin, width: placed.width)
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
    return DrawingPiece(markup: out + "</g>", x: origin)
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

/// Markup in its own coordinates, drawn at `x` points from the bar's left edge.
struct DrawingPiece: Hashable {
  var markup: String
  var x: Double
}

import AuditEngine
import Navigation

/// Navigation bars written member by member, without `Encodable` (see
/// ``SortedJSONWriter/run(_:level:)``): keys in sorted order, nil optionals left out.
extension SortedJSONWriter {
  /// Appends one bar of a step.
  mutating func bar(_ bar: BarResult, level: Int) {
    var first = true
    let inner = level + 1
    raw("{")
    key("back", inner, &first)
    back(bar.back, level: inner)
    key("column", inner, &first)
    string(bar.column.description)
    if let dismissRegion = bar.dismissRegion {
      key("dismissRegion", inner, &first)
      string(dismissRegion)
    }
    key("height", inner, &first)
    double(bar.height)
    key("left", inner, &first)
    array(bar.left, level: inner) { $0.item($1, level: $2) }
    if let overlay = bar.overlay {
      key("overlay", inner, &first)
      boolean(overlay)
    }
    if let presentation = bar.presentation {
      key("presentation", inner, &first)
      string(presentation.rawValue)
    }
    if let prompt = bar.prompt {
      key("prompt", inner, &first)
      title(prompt, level: inner)
    }
    if let reachable = bar.reachable {
      key("reachable", inner, &first)
      boolean(reachable)
    }
    key("right", inner, &first)
    array(bar.right, level: inner) { $0.item($1, level: $2) }
    key("rightToLeft", inner, &first)
    boolean(bar.rightToLeft)
    if let stack = bar.stack {
      key("stack", inner, &first)
      strings(Array(stack), level: inner)
    }
    if let system = bar.system {
      key("system", inner, &first)
      array(system, level: inner) { $0.item($1, level: $2) }
    }
    key("title", inner, &first)
    title(bar.title, level: inner)
    key("toolbar", inner, &first)
    array(bar.toolbar, level: inner) { $0.item($1, level: $2) }
    key("width", inner, &first)
    double(bar.width)
    if let x = bar.x {
      key("x", inner, &first)
      double(x)
    }
    close("}", level: level, empty: first)
  }

  /// Appends a back button decision.
  mutating func back(_ back: BarResult.BackResult, level: Int) {
    var first = true
    let inner = level + 1
    raw("{")
    if let accessibilityFrame = back.accessibilityFrame {
      key("accessibilityFrame", inner, &first)
      frame(accessibilityFrame, level: inner)
    }
    if let available = back.available {
      key("available", inner, &first)
      double(available)
    }
    key("candidates", inner, &first)
    strings(back.candidates, level: inner)
    key("display", inner, &first)
    string(back.display.rawValue)
    if let font = back.font {
      key("font", inner, &first)
      string(font)
    }
    if let frame = back.frame {
      key("frame", inner, &first)
      self.frame(frame, level: inner)
    }
    key("shown", inner, &first)
    string(back.shown)
    if let slack = back.slack {
      key("slack", inner, &first)
      double(slack)
    }
    key("spoken", inner, &first)
    string(back.spoken)
    if let textFrame = back.textFrame {
      key("textFrame", inner, &first)
      frame(textFrame, level: inner)
    }
    if let uncertain = back.uncertain {
      key("uncertain", inner, &first)
      boolean(uncertain)
    }
    close("}", level: level, empty: first)
  }

  /// Appends a title or prompt as drawn.
  mutating func title(_ title: BarResult.TitleResult, level: Int) {
    var first = true
    let inner = level + 1
    raw("{")
    if let font = title.font {
      key("font", inner, &first)
      string(font)
    }
    if let frame = title.frame {
      key("frame", inner, &first)
      self.frame(frame, level: inner)
    }
    if let large = title.large {
      key("large", inner, &first)
      boolean(large)
    }
    key("shown", inner, &first)
    string(title.shown)
    key("text", inner, &first)
    string(title.text)
    key("truncated", inner, &first)
    boolean(title.truncated)
    if let view = title.view {
      key("view", inner, &first)
      boolean(view)
    }
    key("width", inner, &first)
    double(title.width)
    close("}", level: level, empty: first)
  }

  /// Appends a bar button item.
  mutating func item(_ item: BarResult.ItemResult, level: Int) {
    var first = true
    let inner = level + 1
    raw("{")
    if let font = item.font {
      key("font", inner, &first)
      string(font)
    }
    if let frame = item.frame {
      key("frame", inner, &first)
      self.frame(frame, level: inner)
    }
    if let image = item.image {
      key("image", inner, &first)
      string(image)
    }
    key("label", inner, &first)
    string(item.label)
    key("role", inner, &first)
    string(item.role)
    key("shown", inner, &first)
    string(item.shown)
    close("}", level: level, empty: first)
  }

  /// Appends a horizontal extent.
  mutating func frame(_ frame: BarResult.Frame, level: Int) {
    var first = true
    let inner = level + 1
    raw("{")
    key("width", inner, &first)
    double(frame.width)
    key("x", inner, &first)
    double(frame.x)
    close("}", level: level, empty: first)
  }
}

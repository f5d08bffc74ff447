import AuditEngine
import Navigation
import Traits

/// Runs, steps and findings written member by member, without `Encodable`.
///
/// A run is most of a JSON report, and printing it through its `Encodable` conformance cost
/// more than the audit itself: containers, existentials, key strings and retains for every
/// member. Here each type's members are written in key order (sorted as `Swift.String`
/// compares keys, as ``SortedJSONEncoder`` sorts them), nil optionals left out as the
/// synthesized conformances leave them out, numbers formatted by
/// ``SortedJSONEncoder/format(_:)`` and strings escaped by ``string(_:)``: the bytes are those
/// of ``write(_:level:)``, which tests check type by type.
extension SortedJSONWriter {
  /// Appends `run` at nesting `level`, as ``write(_:level:)`` writes it.
  mutating func run(_ run: AuditReport.Run, level: Int) {
    var first = true
    let inner = level + 1
    raw("{")
    key("device", inner, &first)
    string(run.device)
    key("flow", inner, &first)
    string(run.flow)
    key("ios", inner, &first)
    integer(run.ios)
    key("locale", inner, &first)
    string(run.locale)
    key("orientation", inner, &first)
    string(run.orientation.rawValue)
    key("scenario", inner, &first)
    string(run.scenario)
    key("steps", inner, &first)
    array(run.steps, level: inner) { $0.step($1, level: $2) }
    close("}", level: level, empty: first)
  }

  /// Appends one step of a run.
  mutating func step(_ step: AuditReport.StepResult, level: Int) {
    var first = true
    let inner = level + 1
    raw("{")
    if let announcement = step.announcement {
      key("announcement", inner, &first)
      speech(announcement, level: inner)
    }
    key("bars", inner, &first)
    array(step.bars, level: inner) { $0.bar($1, level: $2) }
    key("findings", inner, &first)
    array(step.findings, level: inner) { $0.finding($1, level: $2) }
    if let focus = step.focus {
      key("focus", inner, &first)
      speech(focus, level: inner)
    }
    if let hiddenBars = step.hiddenBars {
      key("hiddenBars", inner, &first)
      array(hiddenBars, level: inner) { writer, column, _ in writer.string(column.description) }
    }
    key("index", inner, &first)
    integer(step.index)
    key("source", inner, &first)
    string(step.source)
    if let split = step.split {
      key("split", inner, &first)
      self.split(split, level: inner)
    }
    key("stack", inner, &first)
    strings(Array(step.stack), level: inner)
    key("step", inner, &first)
    string(step.step)
    if let tabBar = step.tabBar {
      key("tabBar", inner, &first)
      self.tabBar(tabBar, level: inner)
    }
    close("}", level: level, empty: first)
  }

  /// Appends a split view's state.
  mutating func split(_ split: AuditReport.SplitResult, level: Int) {
    var first = true
    let inner = level + 1
    raw("{")
    key("activeColumn", inner, &first)
    string(split.activeColumn.rawValue)
    if let behavior = split.behavior {
      key("behavior", inner, &first)
      string(behavior.rawValue)
    }
    key("collapsed", inner, &first)
    boolean(split.collapsed)
    key("columns", inner, &first)
    do {
      // A dictionary's keys are sorted like any object's.
      var firstColumn = true
      raw("{")
      for name in split.columns.keys.sorted() {
        if !firstColumn { raw(",") }
        firstColumn = false
        newline(level: inner + 1)
        string(name)
        raw(" : ")
        strings(split.columns[name] ?? [], level: inner + 1)
      }
      close("}", level: inner, empty: firstColumn)
    }
    if let displayMode = split.displayMode {
      key("displayMode", inner, &first)
      string(displayMode.rawValue)
    }
    close("}", level: level, empty: first)
  }

  /// Appends spoken text and its parts.
  mutating func speech(_ speech: AuditReport.SpeechResult, level: Int) {
    var first = true
    let inner = level + 1
    raw("{")
    key("parts", inner, &first)
    array(speech.parts, level: inner) { writer, part, level in
      var first = true
      let inner = level + 1
      writer.raw("{")
      writer.key("language", inner, &first)
      writer.string(part.language)
      writer.key("role", inner, &first)
      writer.string(part.role)
      writer.key("text", inner, &first)
      writer.string(part.text)
      writer.close("}", level: level, empty: first)
    }
    key("text", inner, &first)
    string(speech.text)
    close("}", level: level, empty: first)
  }

  /// Appends a tab bar and its items.
  mutating func tabBar(_ tabBar: TabBarResult, level: Int) {
    var first = true
    let inner = level + 1
    raw("{")
    key("hidden", inner, &first)
    boolean(tabBar.hidden)
    key("items", inner, &first)
    array(tabBar.items, level: inner) { writer, item, level in
      var first = true
      let inner = level + 1
      writer.raw("{")
      if let badge = item.badge {
        writer.key("badge", inner, &first)
        writer.string(badge)
      }
      if let image = item.image {
        writer.key("image", inner, &first)
        writer.string(image)
      }
      writer.key("label", inner, &first)
      writer.string(item.label)
      writer.key("position", inner, &first)
      writer.string(item.position)
      writer.key("selected", inner, &first)
      writer.boolean(item.selected)
      writer.key("shown", inner, &first)
      writer.string(item.shown)
      writer.key("spoken", inner, &first)
      writer.string(item.spoken)
      writer.close("}", level: level, empty: first)
    }
    key("selectedIndex", inner, &first)
    integer(tabBar.selectedIndex)
    close("}", level: level, empty: first)
  }

  /// Appends a finding, in a step or in the report's list.
  mutating func finding(_ finding: Finding, level: Int) {
    var first = true
    let inner = level + 1
    raw("{")
    if let device = finding.device {
      key("device", inner, &first)
      string(device)
    }
    if let devices = finding.devices {
      key("devices", inner, &first)
      strings(devices, level: inner)
    }
    if let flow = finding.flow {
      key("flow", inner, &first)
      string(flow)
    }
    if let key = finding.key {
      self.key("key", inner, &first)
      string(key)
    }
    if let locale = finding.locale {
      key("locale", inner, &first)
      string(locale)
    }
    if let locales = finding.locales {
      key("locales", inner, &first)
      strings(locales, level: inner)
    }
    key("message", inner, &first)
    string(finding.message)
    if let occurrences = finding.occurrences {
      key("occurrences", inner, &first)
      array(occurrences, level: inner) { writer, occurrence, level in
        var first = true
        writer.raw("{")
        writer.key("flow", level + 1, &first)
        writer.string(occurrence.flow)
        writer.key("step", level + 1, &first)
        writer.integer(occurrence.step)
        writer.close("}", level: level, empty: first)
      }
    }
    if let orientation = finding.orientation {
      key("orientation", inner, &first)
      string(orientation.rawValue)
    }
    if let orientations = finding.orientations {
      key("orientations", inner, &first)
      array(orientations, level: inner) { writer, orientation, _ in writer.string(orientation.rawValue) }
    }
    key("rule", inner, &first)
    string(finding.rule.rawValue)
    key("scenario", inner, &first)
    string(finding.scenario)
    key("severity", inner, &first)
    string(finding.severity.rawValue)
    key("source", inner, &first)
    string(finding.source)
    if let step = finding.step {
      key("step", inner, &first)
      integer(step)
    }
    if let table = finding.table {
      key("table", inner, &first)
      string(table)
    }
    close("}", level: level, empty: first)
  }
}

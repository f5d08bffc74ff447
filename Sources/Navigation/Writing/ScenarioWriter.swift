import Traits

/// Writes a ``Scenario`` as an editable scenario file (spec v1).
///
/// `navaudit import` builds a scenario from storyboards and hands it to the writer, so the file
/// must say exactly what the model says: loading the written YAML gives back an equal scenario
/// (apart from source locations), and auditing it gives the same bars, announcements and
/// findings. The output is block-style YAML in a stable order (screens in `screenOrder`, flows
/// in order, fields in the order of the format), with fields equal to their defaults left out.
/// Strings are written plain only when that is unambiguous, otherwise double-quoted with
/// escapes (see ``YAMLScalar``), so any string comes back byte for byte.
///
/// A few model values have no spelling and are written so that loading fails loudly rather
/// than silently changing meaning: a non-finite number, an empty key or flow name, two segues
/// with one id, and the other values the loader itself refuses.
public struct ScenarioWriter {
  var comments: CommentCursor

  private init(comments: ScenarioComments) {
    self.comments = CommentCursor(comments)
  }

  /// The scenario as YAML text, with comments above the elements they are attached to.
  public static func yaml(_ scenario: Scenario, comments: ScenarioComments = .init()) -> String {
    var writer = ScenarioWriter(comments: comments)
    let header = comments.header.map { YAMLScalar.commentLines($0).joined(separator: "\n") + "\n" } ?? ""
    return header + YAMLBlockRenderer.render(writer.topLevel(scenario))
  }

  /// The text the loader records for a step written by the writer (`push: general`,
  /// `present: { screen: compose, style: formSheet }`).
  ///
  /// An importer gives its steps this text so that reports show the step as the file spells
  /// it, and so that the written file loads back to an equal ``Step``.
  public static func stepText(_ action: StepAction) -> String {
    let spelling = stepSpelling(action)
    guard let value = spelling.value else { return spelling.name }
    return "\(spelling.name): \(value.rendered)"
  }

  private mutating func topLevel(_ scenario: Scenario) -> [YAMLEntry] {
    var entries = [YAMLEntry("format", .token(String(scenario.format)))]
    if !scenario.app.isEmpty { entries.append(YAMLEntry("app", .string(scenario.app))) }
    if scenario.developmentLanguage != "en" {
      entries.append(YAMLEntry("developmentLanguage", .string(scenario.developmentLanguage)))
    }
    if !scenario.strings.isEmpty { entries.append(YAMLEntry("strings", Self.strings(scenario.strings))) }
    if !scenario.fonts.isEmpty { entries.append(YAMLEntry("fonts", Self.strings(scenario.fonts))) }
    if let locales = scenario.locales { entries.append(YAMLEntry("locales", Self.strings(locales))) }
    if let devices = scenario.devices { entries.append(YAMLEntry("devices", Self.strings(devices))) }
    if let ios = scenario.ios { entries.append(YAMLEntry("ios", .sequence(ios.map { .token(String($0.rawValue)) }))) }
    if !scenario.unwindActionsDeclared { entries.append(YAMLEntry("unwindActionsDeclared", Self.bool(false))) }
    let proxy = barStyle(scenario.navigationBar)
    if !proxy.isEmpty { entries.append(YAMLEntry("navigationBar", .mapping(proxy))) }
    let ids = Self.screenIDs(scenario)
    if !ids.isEmpty {
      var screens: [YAMLEntry] = []
      for id in ids {
        guard let screen = scenario.screens[id] else { continue }
        var entry = screenEntry(id, screen)
        entry.isSpaced = true
        screens.append(entry)
      }
      entries.append(YAMLEntry("screens", .mapping(screens)))
    }
    if !scenario.flows.isEmpty {
      var flows: [YAMLItem] = []
      for flow in scenario.flows {
        var item = flowItem(flow)
        item.isSpaced = true
        flows.append(item)
      }
      entries.append(YAMLEntry("flows", .sequence(flows)))
    }
    return entries
  }

  /// The screens to write: `screenOrder` first (each once), then any screen it misses, by id.
  static func screenIDs(_ scenario: Scenario) -> [String] {
    var seen: Set<String> = []
    let ordered = scenario.screenOrder.filter { scenario.screens[$0] != nil && seen.insert($0).inserted }
    return ordered + scenario.screens.keys.filter { !seen.contains($0) }.sorted()
  }

  /// A list of strings from the model, as `[a, "b: c"]`.
  static func strings(_ values: [String]) -> InlineValue {
    .sequence(values.map { .string($0) })
  }

  /// A number that the loader reads back as the same `Double`.
  static func number(_ value: Double) -> InlineValue {
    .token(YAMLScalar.number(value))
  }

  /// `true` or `false`.
  static func bool(_ value: Bool) -> InlineValue {
    .token(value ? "true" : "false")
  }
}

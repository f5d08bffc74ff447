import AuditEngine

/// One line about a run's toolbars for the text and Markdown reports, which draw no bars:
/// what each toolbar holds and at which screen changes it shows, so that a reader sees the
/// toolbar items and their VoiceOver labels without opening the JSON.
enum ToolbarSummary {
  /// `Filter [line.3.horizontal.decrease.circle] · Compose at 1, 2; Flag [flag] · … at 3`,
  /// or `nil` when no screen change of the run shows a toolbar. Items are named as
  /// VoiceOver names them, with the SF Symbol drawn (`[unlabeled: flag]` when VoiceOver can
  /// only read the image's name); the text drawn follows in quotes when it differs.
  static func line(_ run: AuditReport.Run) -> String? {
    var order: [[String]] = []
    var steps: [[String]: [Int]] = [:]
    for step in run.steps where step.announcement != nil {
      guard let toolbar = step.focusedBar?.toolbar, !toolbar.isEmpty else { continue }
      let items = toolbar.map(name)
      if steps[items] == nil { order.append(items) }
      steps[items, default: []].append(step.index)
    }
    guard !order.isEmpty else { return nil }
    return order.map { items in
      let indices = (steps[items] ?? []).map(String.init).joined(separator: ", ")
      return items.joined(separator: " · ") + " at " + indices
    }.joined(separator: "; ")
  }

  private static func name(_ item: BarResult.ItemResult) -> String {
    if let image = item.image {
      return item.label.isEmpty || item.label == image ? "[unlabeled: \(image)]" : "\(item.label) [\(image)]"
    }
    let label = item.label.isEmpty ? "(unlabeled)" : item.label
    return item.shown.isEmpty || item.shown == item.label ? label : "\(label) “\(item.shown)”"
  }
}

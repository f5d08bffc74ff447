import AuditEngine

/// One line about a run's tab bar for the text and Markdown reports: the items (named as
/// VoiceOver names them), the selected tab after each screen change, and where the tab bar
/// is hidden.
enum TabBarSummary {
  /// `1 Feed · 2 Search · 3 (unlabeled); selected: 1 at 0, 3 at 2; hidden at 1`, or `nil`
  /// when no step of the run shows a tab bar.
  static func line(_ run: AuditReport.Run) -> String? {
    let steps = run.steps.filter { $0.announcement != nil && $0.tabBar != nil }
    guard let first = steps.first?.tabBar else { return nil }
    let items = first.items.enumerated().map { index, item in
      "\(index + 1) \(item.label.isEmpty ? "(unlabeled)" : item.label)"
    }
    var selections: [String] = []
    var previous: Int?
    for step in steps {
      guard let tabBar = step.tabBar, tabBar.selectedIndex != previous else { continue }
      selections.append("\(tabBar.selectedIndex + 1) at \(step.index)")
      previous = tabBar.selectedIndex
    }
    var line = items.joined(separator: " · ") + "; selected: " + selections.joined(separator: ", ")
    let hidden = steps.filter { $0.tabBar?.hidden == true }.map { String($0.index) }
    if !hidden.isEmpty { line += "; hidden at " + hidden.joined(separator: ", ") }
    return line
  }
}

public import Diagnostics

extension Scenario {
  /// Where every element of the scenario is written, in file order: each screen, then its
  /// texts, items, segues and tab item, then each flow, its root and its steps.
  ///
  /// Tools that annotate a scenario (the importer's comments) walk this one list instead of
  /// each knowing every field that carries a location.
  public var elementLocations: [SourceLocation] {
    var result: [SourceLocation] = []
    func add(_ text: TextReference?) { if let text { result.append(text.location) } }
    func add(_ item: BarButtonItem) {
      result.append(item.location)
      [item.title, item.accessibilityLabel, item.accessibilityValue, item.accessibilityHint].forEach(add)
    }
    for id in screenOrder {
      guard let screen = screens[id] else { continue }
      result.append(screen.location)
      [screen.title, screen.navigationTitle, screen.backButtonTitle, screen.prompt, screen.titleView?.accessibilityLabel].forEach(add)
      if let item = screen.backBarButtonItem { add(item) }
      ((screen.leftBarButtonItems ?? []) + screen.rightBarButtonItems + screen.toolbarItems).forEach(add)
      result += screen.segues.map(\.location)
      if let item = screen.tabBarItem {
        result.append(item.location)
        [item.title, item.accessibilityLabel, item.badgeValue].forEach(add)
      }
      if let reference = screen.storyboardReference { result.append(reference.location) }
    }
    for flow in flows {
      result.append(flow.location)
      result += flow.steps.map(\.location)
    }
    return result
  }
}

extension Scenario {
  /// The absolute paths of the scenario's `strings:` entries, for a scenario in `folder`
  /// (absolute).
  ///
  /// One rule for every entry: an absolute path is used as written (`/srv/app/Strings`),
  /// and a relative one is resolved against the scenario's folder, `..` included
  /// (`../App/Strings`). Symbolic links are followed when the tables are read.
  public func tablePaths(inFolder folder: String) -> [String] {
    strings.map { PathResolver.absolute($0, relativeTo: folder) }
  }
}

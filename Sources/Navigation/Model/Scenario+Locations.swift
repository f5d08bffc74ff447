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
      [
        screen.title, screen.navigationTitle, screen.backButtonTitle, screen.prompt,
        screen.titleView?.accessibilityLabel,
      ].forEach(add)
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
  /// Every text reference of every screen, in screen order: titles, prompts, title views,
  /// bar button items, back items and tab bar items.
  ///
  /// Checks that concern texts wherever they are used (a table name that does not exist)
  /// walk this one list.
  public var textReferences: [TextReference] {
    var result: [TextReference] = []
    for id in screenOrder {
      screens[id]?.forEachTextReference { result.append($0) }
    }
    return result
  }

  /// How a screen is shown when it starts a flow of its own: its own container, a
  /// navigation controller when it has a navigation item to show, else the plain screen.
  /// Nil for a navigation controller with nothing in it, or an unknown id.
  ///
  /// Screens that no written flow reaches, and storyboard scenes that code instantiates,
  /// are audited this way.
  public func standaloneRoot(for id: String) -> Container? {
    guard let screen = screens[id] else { return nil }
    switch screen.container {
    case .navigation(let spec):
      return spec.stack.isEmpty ? nil : .navigation(spec)
    case .some(let container):
      return container
    case nil:
      return screen.setsBar
        ? .navigation(NavigationControllerSpec(stack: [id], location: screen.location))
        : .screen(id, at: screen.location)
    }
  }

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

extension Screen {
  /// Calls `body` with each text reference of the screen, in the order of
  /// ``Scenario/textReferences``: titles, prompt, title view, back item, bar button items
  /// and tab bar item.
  ///
  /// No list is built: a check that looks at every text of 20,000 screens and finds
  /// nothing to say should cost one visit per text.
  public func forEachTextReference(_ body: (TextReference) throws -> Void) rethrows {
    func visit(_ text: TextReference?) throws { if let text { try body(text) } }
    func visit(_ item: BarButtonItem) throws {
      try visit(item.title)
      try visit(item.accessibilityLabel)
      try visit(item.accessibilityValue)
      try visit(item.accessibilityHint)
    }
    try visit(title)
    try visit(navigationTitle)
    try visit(backButtonTitle)
    try visit(prompt)
    try visit(titleView?.accessibilityLabel)
    if let item = backBarButtonItem { try visit(item) }
    for item in leftBarButtonItems ?? [] { try visit(item) }
    for item in rightBarButtonItems { try visit(item) }
    for item in toolbarItems { try visit(item) }
    if let item = tabBarItem {
      try visit(item.title)
      try visit(item.accessibilityLabel)
      try visit(item.badgeValue)
    }
  }
}

import Diagnostics
import Traits

extension ScenarioParser {
  static let flowFields = ["name", "device", "root", "steps"]
  static let rootFields =
    [
      "navigation", "split", "tabs", "bar", "screen", "prefersLargeTitles", "toolbarHidden", "toolbarItems",
      "navigationBarHidden",
      "selectedIndex",
    ] + barStyleFields
  static let splitFields = [
    "style", "primary", "supplementary", "secondary", "compact", "preferredDisplayMode", "preferredSplitBehavior",
    "presentsWithGesture", "showsSecondaryOnlyButton", "primaryColumnWidthFraction", "supplementaryColumnWidthFraction",
    "primaryColumnWidth", "supplementaryColumnWidth", "topColumnForCollapsing", "prefersLargeTitles",
  ]
  static let stepNames = [
    "push", "pop", "popTo", "popToRoot", "setStack", "segue", "focus", "present", "dismiss", "unwind", "show",
    "showDetail", "sizeClass", "orientation", "showColumn", "hideColumn", "displayMode", "setToolbarHidden",
    "pushItem", "popItem", "setItems", "setViewController", "setNavigationBarHidden", "selectTab",
  ]
  static let bareSteps: Set<String> = ["pop", "popToRoot", "dismiss", "popItem"]

  func flow(_ node: YAMLNode) throws(ScenarioError) -> Flow {
    var name: String?
    var device: String?
    var root: Container?
    var steps: [Step] = []
    // A flow with a bad step is kept with its other steps (the error is recorded), so that
    // the screens they name are still checked.
    var failure: ScenarioError?
    do throws(ScenarioError) {
      try node.fields("a flow", known: Self.flowFields) { key, value, _ throws(ScenarioError) in
        switch key {
        case "name": name = try value.string("name")
        case "device": device = try value.string("device")
        case "root": root = try container(value)
        case "steps":
          try value.checkCount(
            value.isSequence ? value.count : 0, of: "steps in a flow", limit: ScenarioLimits.maximumSteps)
          try value.elements("steps") { element throws(ScenarioError) in steps.append(try step(element)) }
        default: break
        }
      }
    } catch {
      if let fatal = node.document.fatal { throw fatal }
      failure = error
    }
    guard let name, !name.isEmpty else { throw failure ?? node.error("flow needs a 'name'") }
    guard let root else { throw failure ?? node.error("flow '\(name)' needs a 'root'") }
    return Flow(name: name, device: device, root: root, steps: steps, location: node.location)
  }

  func container(_ node: YAMLNode) throws(ScenarioError) -> Container {
    let entries = try node.mapping("a root", known: Self.rootFields)
    let kinds = entries.filter { ["navigation", "split", "tabs", "bar", "screen"].contains($0.key) }
    guard kinds.count == 1, let kind = kinds.first else {
      throw node.error("a root has exactly one of 'navigation', 'split', 'tabs', 'bar' or 'screen'")
    }
    switch kind.key {
    case "navigation":
      var spec = NavigationControllerSpec(stack: try kind.value.strings("navigation"), location: kind.value.location)
      for (key, value, keyNode) in entries where key != "navigation" {
        switch key {
        case "prefersLargeTitles": spec.prefersLargeTitles = try value.bool(key)
        case "toolbarHidden": spec.toolbarHidden = try value.bool(key)
        case "toolbarItems": spec.toolbarItems = try barButtonItems(value, key)
        case "navigationBarHidden": spec.navigationBarHidden = try value.bool(key)
        case _ where Self.barStyleFields.contains(key): try barStyleField(key, value, into: &spec.barStyle)
        default:
          throw keyNode.error("field '\(key)' applies to a \(key == "selectedIndex" ? "tabs" : "navigation") root only")
        }
      }
      guard !spec.stack.isEmpty else { throw kind.value.error("a navigation root needs at least one screen") }
      return .navigation(spec)
    case "split":
      try rejectNavigationOptions(entries, kind: "split")
      return .split(try split(kind.value))
    case "tabs":
      var spec = try tabs(kind.value)
      for (key, value, keyNode) in entries where key != "tabs" {
        guard key == "selectedIndex" else { throw keyNode.error("field '\(key)' applies to a navigation root only") }
        spec.selectedIndex = try selectedIndex(value, count: spec.items.count)
      }
      return .tabs(spec)
    case "bar":
      try rejectNavigationOptions(entries, kind: "bar")
      return .bar(try kind.value.strings("bar"), at: kind.value.location)
    default:
      try rejectNavigationOptions(entries, kind: "screen")
      return .screen(try kind.value.string("screen"), at: kind.value.location)
    }
  }

  private func rejectNavigationOptions(_ entries: [(key: String, value: YAMLNode, keyNode: YAMLNode)], kind: String)
    throws(ScenarioError)
  {
    if let extra = entries.first(where: { $0.key != kind }) {
      let owner = extra.key == "selectedIndex" ? "tabs" : "navigation"
      throw extra.keyNode.error("field '\(extra.key)' applies to a \(owner) root only")
    }
  }

  func split(_ node: YAMLNode) throws(ScenarioError) -> SplitViewSpec {
    var spec = SplitViewSpec(style: .doubleColumn, location: node.location)
    try node.fields("a split view", known: Self.splitFields) { key, value, _ throws(ScenarioError) in
      switch key {
      case "style": spec.style = try value.enumeration(SplitViewSpec.Style.self, "split style")
      case "primary": spec.primary = try value.string(key)
      case "supplementary": spec.supplementary = try value.string(key)
      case "secondary": spec.secondary = try value.string(key)
      case "compact": spec.compact = try value.string(key)
      case "preferredDisplayMode": spec.preferredDisplayMode = try value.displayMode("display mode")
      case "preferredSplitBehavior":
        spec.preferredSplitBehavior = try value.enumeration(SplitBehavior.self, "split behavior")
      case "presentsWithGesture": spec.presentsWithGesture = try value.bool(key)
      case "showsSecondaryOnlyButton": spec.showsSecondaryOnlyButton = try value.bool(key)
      case "primaryColumnWidthFraction": spec.primaryColumnWidthFraction = try fraction(value, key)
      case "supplementaryColumnWidthFraction": spec.supplementaryColumnWidthFraction = try fraction(value, key)
      case "primaryColumnWidth": spec.primaryColumnWidth = try points(value, key)
      case "supplementaryColumnWidth": spec.supplementaryColumnWidth = try points(value, key)
      case "topColumnForCollapsing":
        spec.topColumnForCollapsing = try column(value, allowing: [.primary, .supplementary, .secondary])
      case "prefersLargeTitles": spec.prefersLargeTitles = try value.bool(key)
      default: break
      }
    }
    if spec.primary == nil { throw node.error("a split view needs a 'primary' column") }
    if spec.style == .tripleColumn, spec.supplementary == nil {
      throw node.error("a 'tripleColumn' split view needs a 'supplementary' column")
    }
    if spec.style != .tripleColumn, spec.supplementary != nil {
      throw node.error("'supplementary' needs style 'tripleColumn', not '\(spec.style.rawValue)'")
    }
    if spec.style == .unspecified, spec.compact != nil {
      throw node.error("'compact' is a column-style API: a classic ('unspecified') split view ignores it")
    }
    return spec
  }

  private func points(_ node: YAMLNode, _ what: String) throws(ScenarioError) -> Double {
    let value = try node.double(what)
    guard value > 0, value.isFinite else {
      throw node.error("\(what) must be a positive number of points, not '\(value)'")
    }
    return value
  }

  /// A split view column name, limited to `allowed`.
  func column(_ node: YAMLNode, allowing allowed: [SplitColumn] = SplitColumn.allCases) throws(ScenarioError)
    -> SplitColumn
  {
    let raw = try node.string("column")
    guard let column = SplitColumn(rawValue: raw), allowed.contains(column) else {
      let names = allowed.map(\.rawValue)
      throw node.error(
        "unknown column '\(raw)' (expected one of: \(names.joined(separator: ", ")))",
        notes: Suggestion.note(for: raw, in: names))
    }
    return column
  }

  private func fraction(_ node: YAMLNode, _ what: String) throws(ScenarioError) -> Double {
    let value = try node.double(what)
    guard value > 0, value < 1 else { throw node.error("\(what) must be between 0 and 1, not '\(value)'") }
    return value
  }

  func step(_ node: YAMLNode) throws(ScenarioError) -> Step {
    if node.isScalar {
      let name = try node.string("a step")
      guard Self.bareSteps.contains(name) else {
        if Self.stepNames.contains(name) { throw node.error("step '\(name)' needs a value ('\(name): ...')") }
        throw node.error("unknown step '\(name)'", notes: Suggestion.note(for: name, in: Self.stepNames))
      }
      let action: StepAction =
        switch name {
        case "pop": .pop
        case "popToRoot": .popToRoot
        case "dismiss": .dismiss
        default: .popItem
        }
      return Step(action: action, text: name, location: node.location)
    }
    // `push: screen`, most steps, as the general reading below reads it (both nodes counted,
    // their lengths checked), without its copies of nodes.
    if reading.direct, let (name, text, _) = scalarEntry(node), name == "push" {
      node.document.remaining -= 2
      return Step(action: .push(text), text: "push: " + text, location: node.location)
    }
    // A step of one action (every step that reads) is read without a list of entries.
    let single = try node.singleEntry("a step", known: Self.stepNames)
    let entries = single == nil ? try node.mapping("a step", known: Self.stepNames) : []
    guard let (name, value) = single ?? (entries.count == 1 ? entries.first.map { ($0.key, $0.value) } : nil) else {
      throw node.error("a step has exactly one action, such as 'push: general'")
    }
    let action = try stepAction(name, value)
    return Step(action: action, text: Self.render(name, value), location: node.location)
  }

  private func stepAction(_ name: String, _ value: YAMLNode) throws(ScenarioError) -> StepAction {
    switch name {
    case "push": return .push(try value.string(name))
    case "popTo": return .popTo(try value.string(name))
    case "setStack": return .setStack(try value.strings(name))
    case "segue": return .segue(try value.string(name))
    case "focus": return .focus(try focusTarget(value))
    case "present": return .present(try presentation(value))
    case "unwind": return .unwind(try value.string(name))
    case "show": return .show(try value.string(name))
    case "showDetail": return .showDetail(try value.string(name))
    case "sizeClass": return .sizeClass(try value.enumeration(SizeClass.self, "size class"))
    case "orientation": return .orientation(try value.enumeration(Orientation.self, "orientation"))
    case "showColumn": return .showColumn(try column(value))
    case "hideColumn": return .hideColumn(try column(value))
    case "displayMode": return .displayMode(try value.displayMode("display mode"))
    case "setViewController": return try setViewController(value)
    case "setToolbarHidden": return .setToolbarHidden(try value.bool(name))
    case "setNavigationBarHidden": return .setNavigationBarHidden(try value.bool(name))
    case "selectTab": return .selectTab(try tabSelection(value))
    case "pushItem": return .pushItem(try value.string(name))
    case "setItems": return .setItems(try value.strings(name))
    default:
      // Bare steps written with a value ("pop: true") keep their meaning.
      switch name {
      case "pop": return .pop
      case "popToRoot": return .popToRoot
      case "dismiss": return .dismiss
      default: return .popItem
      }
    }
  }

  private func setViewController(_ node: YAMLNode) throws(ScenarioError) -> StepAction {
    var screen: String?
    var column: SplitColumn?
    try node.fields("setViewController", known: ["screen", "column"]) { key, value, _ throws(ScenarioError) in
      switch key {
      case "screen": screen = try value.string(key)
      case "column": column = try self.column(value)
      default: break
      }
    }
    guard let screen, let column else { throw node.error("setViewController needs a 'screen' and a 'column'") }
    return .setViewController(screen, column: column)
  }

  private func focusTarget(_ node: YAMLNode) throws(ScenarioError) -> FocusTarget {
    let raw = try node.string("focus target")
    switch raw {
    case "back": return .back
    case "title": return .title
    case "prompt": return .prompt
    default:
      for (prefix, make) in [
        ("left", FocusTarget.left), ("right", FocusTarget.right), ("toolbar", FocusTarget.toolbar),
        ("system", FocusTarget.system),
      ] {
        if raw.hasPrefix(prefix + "["), raw.hasSuffix("]"), let index = Int(raw.dropFirst(prefix.count + 1).dropLast()),
          index >= 0
        {
          return make(index)
        }
      }
      throw node.error(
        "unknown focus target '\(raw)' (expected back, title, prompt, left[n], right[n], toolbar[n] or system[n])",
        notes: Suggestion.note(
          for: raw, in: ["back", "title", "prompt", "left[0]", "right[0]", "toolbar[0]", "system[0]"]))
    }
  }

  private func presentation(_ node: YAMLNode) throws(ScenarioError) -> PresentationSpec {
    if node.isScalar { return PresentationSpec(screen: try node.string("present")) }
    var spec = PresentationSpec(screen: "")
    try node.fields("present", known: ["screen", "style", "embedInNavigation", "adaptiveStyle"]) {
      key, value, _ throws(ScenarioError) in
      switch key {
      case "screen": spec.screen = try value.string(key)
      case "style": spec.style = try value.enumeration(PresentationStyle.self, "presentation style")
      case "embedInNavigation": spec.embedInNavigation = try value.bool(key)
      case "adaptiveStyle": spec.adaptiveStyle = try value.enumeration(PresentationStyle.self, "adaptive style")
      default: break
      }
    }
    guard !spec.screen.isEmpty else { throw node.error("present needs a 'screen'") }
    return spec
  }

  /// The step as one line, for reports: `push: general`, `setStack: [a, b]`.
  static func render(_ name: String, _ value: YAMLNode) -> String {
    "\(name): \(value.rendered)"
  }
}

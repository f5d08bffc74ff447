import Traits

/// Flows, their roots and their steps.
extension ScenarioWriter {
  mutating func flowItem(_ flow: Flow) -> YAMLItem {
    let flowComments = comments.take(flow.location)
    var fields = [YAMLEntry("name", .string(flow.name))]
    if let device = flow.device { fields.append(YAMLEntry("device", .string(device))) }
    fields.append(root(flow.root))
    if !flow.steps.isEmpty {
      var steps: [YAMLItem] = []
      for step in flow.steps { steps.append(YAMLItem(Self.step(step), comments: comments.take(step.location))) }
      fields.append(YAMLEntry("steps", .sequence(steps)))
    }
    return YAMLItem(.mapping(fields), comments: flowComments)
  }

  /// `root:` on one line when it is short (`{ navigation: [settings] }`), else as a block.
  private mutating func root(_ container: Container) -> YAMLEntry {
    switch container {
    case .navigation(let spec):
      let comments = self.comments.take(spec.location)
      let fields = [YAMLEntry("navigation", Self.strings(spec.stack))] + navigationOptions(spec)
      if spec.toolbarItems.isEmpty, let inline = Self.inline(fields) {
        return YAMLEntry("root", inline, comments: comments)
      }
      return YAMLEntry("root", .mapping(fields), comments: comments)
    case .split(let spec):
      let comments = self.comments.take(spec.location)
      return YAMLEntry("root", .mapping([YAMLEntry("split", .mapping(Self.split(spec)))]), comments: comments)
    case .bar(let ids, let location):
      return YAMLEntry("root", .mapping([InlineField("bar", Self.strings(ids))]), comments: comments.take(location))
    case .screen(let id, let location):
      return YAMLEntry("root", .mapping([InlineField("screen", .string(id))]), comments: comments.take(location))
    case .tabs(let spec):
      let comments = self.comments.take(spec.location)
      let fields = [YAMLEntry("tabs", Self.strings(spec.items))] + Self.tabOptions(spec)
      return YAMLEntry("root", Self.inline(fields).map { .inline($0) } ?? .mapping(fields), comments: comments)
    }
  }

  /// Entries whose values are all inline, as one inline mapping.
  private static func inline(_ entries: [YAMLEntry]) -> InlineValue? {
    var fields: [InlineField] = []
    for entry in entries {
      guard case .inline(let value) = entry.value else { return nil }
      fields.append(InlineField(entry.key, value))
    }
    return .mapping(fields)
  }

  /// A step as written: its own text when that reads back as the same step (a user's
  /// `displayMode: allVisible` or `pop: true`), else the canonical spelling.
  static func step(_ step: Step) -> YAMLBlock {
    let spelling = stepSpelling(step.action)
    if step.text != stepText(step.action), readsBack(step) { return .inline(.token(step.text)) }
    guard let value = spelling.value else { return .inline(.token(spelling.name)) }
    return .mapping([YAMLEntry(spelling.name, value)])
  }

  /// Whether a step's text, written as is in a sequence, loads as the same action and text.
  private static func readsBack(_ step: Step) -> Bool {
    guard !step.text.unicodeScalars.contains(where: { YAMLScalar.needsEscape($0) || $0 == "\t" }) else { return false }
    guard let tree = try? YAMLComposer.compose("- " + step.text), let root = tree.root,
      let element = tree.node(root).kind == .sequence ? tree.children(of: root).first : nil
    else {
      return false
    }
    let node = YAMLNode(index: element, document: YAMLNode.Document(path: "", tree: tree))
    guard let parsed = try? ScenarioParser(path: "").step(node) else { return false }
    return parsed.action == step.action && parsed.text == step.text
  }

  /// A step's name and value (`nil` for bare steps such as `pop`).
  static func stepSpelling(_ action: StepAction) -> (name: String, value: InlineValue?) {
    switch action {
    case .push(let id): ("push", .string(id))
    case .pop: ("pop", nil)
    case .popTo(let id): ("popTo", .string(id))
    case .popToRoot: ("popToRoot", nil)
    case .setStack(let ids): ("setStack", strings(ids))
    case .segue(let id): ("segue", .string(id))
    case .focus(let target): ("focus", .token(target.description))
    case .present(let spec): ("present", presentation(spec))
    case .dismiss: ("dismiss", nil)
    case .unwind(let action): ("unwind", .string(action))
    case .show(let id): ("show", .string(id))
    case .showDetail(let id): ("showDetail", .string(id))
    case .sizeClass(let sizeClass): ("sizeClass", .token(sizeClass.rawValue))
    case .orientation(let orientation): ("orientation", .token(orientation.rawValue))
    case .showColumn(let column): ("showColumn", .token(column.rawValue))
    case .hideColumn(let column): ("hideColumn", .token(column.rawValue))
    case .displayMode(let mode): ("displayMode", .token(mode.rawValue))
    case .setViewController(let id, let column):
      (
        "setViewController",
        .mapping([InlineField("screen", .string(id)), InlineField("column", .token(column.rawValue))])
      )
    case .setToolbarHidden(let hidden): ("setToolbarHidden", bool(hidden))
    case .pushItem(let id): ("pushItem", .string(id))
    case .popItem: ("popItem", nil)
    case .setItems(let ids): ("setItems", strings(ids))
    case .setNavigationBarHidden(let hidden): ("setNavigationBarHidden", bool(hidden))
    case .selectTab(.index(let index)): ("selectTab", .token(String(index)))
    case .selectTab(.screen(let id)): ("selectTab", .string(id))
    }
  }

  /// `present: compose`, or a mapping when any option differs from its default.
  private static func presentation(_ spec: PresentationSpec) -> InlineValue {
    guard spec.style != .automatic || spec.embedInNavigation || spec.adaptiveStyle != nil else {
      return .string(spec.screen)
    }
    var fields = [InlineField("screen", .string(spec.screen))]
    if spec.style != .automatic { fields.append(InlineField("style", .token(spec.style.rawValue))) }
    if spec.embedInNavigation { fields.append(InlineField("embedInNavigation", bool(true))) }
    if let style = spec.adaptiveStyle { fields.append(InlineField("adaptiveStyle", .token(style.rawValue))) }
    return .mapping(fields)
  }
}

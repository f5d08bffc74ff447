/// Screens, bar button items, segues and text references.
extension ScenarioWriter {
  mutating func screenEntry(_ id: String, _ screen: Screen) -> YAMLEntry {
    let comments = self.comments.take(screen: id, at: screen.location)
    var fields: [YAMLEntry] = []
    text("title", screen.title, into: &fields)
    text("navigationTitle", screen.navigationTitle, into: &fields)
    text("backButtonTitle", screen.backButtonTitle, into: &fields)
    if let item = screen.backBarButtonItem {
      let itemComments = self.comments.take(item.location)
      fields.append(YAMLEntry("backBarButtonItem", barButtonItem(item), comments: itemComments))
    }
    if screen.backButtonDisplayMode != .default {
      fields.append(YAMLEntry("backButtonDisplayMode", .token(screen.backButtonDisplayMode.rawValue)))
    }
    if let items = screen.leftBarButtonItems { fields.append(YAMLEntry("leftBarButtonItems", barButtonItems(items))) }
    if screen.leftItemsSupplementBackButton {
      fields.append(YAMLEntry("leftItemsSupplementBackButton", Self.bool(true)))
    }
    if screen.hidesBackButton { fields.append(YAMLEntry("hidesBackButton", Self.bool(true))) }
    if !screen.rightBarButtonItems.isEmpty {
      fields.append(YAMLEntry("rightBarButtonItems", barButtonItems(screen.rightBarButtonItems)))
    }
    if let view = screen.titleView {
      let viewComments = self.comments.take(view.location)
      var viewFields: [YAMLEntry] = []
      text("accessibilityLabel", view.accessibilityLabel, into: &viewFields)
      if let width = view.width { viewFields.append(YAMLEntry("width", Self.number(width))) }
      fields.append(YAMLEntry("titleView", .mapping(viewFields), comments: viewComments))
    }
    text("prompt", screen.prompt, into: &fields)
    if screen.navigationItemStyle != .navigator {
      fields.append(YAMLEntry("navigationItemStyle", .token(screen.navigationItemStyle.rawValue)))
    }
    if screen.largeTitleDisplayMode != .automatic {
      fields.append(YAMLEntry("largeTitleDisplayMode", .token(screen.largeTitleDisplayMode.rawValue)))
    }
    if !screen.toolbarItems.isEmpty { fields.append(YAMLEntry("toolbarItems", barButtonItems(screen.toolbarItems))) }
    if screen.definesPresentationContext { fields.append(YAMLEntry("definesPresentationContext", Self.bool(true))) }
    if !screen.unwindActions.isEmpty { fields.append(YAMLEntry("unwindActions", Self.strings(screen.unwindActions))) }
    if !screen.segues.isEmpty {
      var segues: [YAMLEntry] = []
      for segue in screen.segues {
        segues.append(YAMLEntry(segue.id, Self.segue(segue), comments: self.comments.take(segue.location)))
      }
      fields.append(YAMLEntry("segues", .mapping(segues)))
    }
    if screen.accessibilityViewIsModal { fields.append(YAMLEntry("accessibilityViewIsModal", Self.bool(true))) }
    if let item = screen.tabBarItem {
      let itemComments = self.comments.take(item.location)
      var itemFields: [YAMLEntry] = []
      text("title", item.title, into: &itemFields)
      if let image = item.image { itemFields.append(YAMLEntry("image", .string(image))) }
      if let system = item.systemItem { itemFields.append(YAMLEntry("systemItem", .token(system.rawValue))) }
      text("accessibilityLabel", item.accessibilityLabel, into: &itemFields)
      text("badgeValue", item.badgeValue, into: &itemFields)
      fields.append(YAMLEntry("tabBarItem", .mapping(itemFields), comments: itemComments))
    }
    if screen.hidesBottomBarWhenPushed { fields.append(YAMLEntry("hidesBottomBarWhenPushed", Self.bool(true))) }
    if let appearance = screen.standardAppearance { fields.append(self.appearance(appearance)) }
    if let reference = screen.storyboardReference {
      var referenceFields = [YAMLEntry("storyboard", .string(reference.storyboard))]
      if let bundle = reference.bundle { referenceFields.append(YAMLEntry("bundle", .string(bundle))) }
      if let identifier = reference.identifier { referenceFields.append(YAMLEntry("identifier", .string(identifier))) }
      fields.append(
        YAMLEntry("storyboardReference", .mapping(referenceFields), comments: self.comments.take(reference.location)))
    }
    if let container = screen.container { fields += screenContainer(container) }
    return YAMLEntry(id, .mapping(fields), comments: comments)
  }

  /// A screen that is a container: `navigation:`, `split:`, `bar:` or `screen:`.
  private mutating func screenContainer(_ container: Container) -> [YAMLEntry] {
    switch container {
    case .navigation(let spec):
      let comments = self.comments.take(spec.location)
      guard !spec.prefersLargeTitles, spec.toolbarHidden, spec.toolbarItems.isEmpty, !spec.navigationBarHidden,
        spec.barStyle.isEmpty
      else {
        let fields = [YAMLEntry("stack", Self.strings(spec.stack))] + navigationOptions(spec)
        return [YAMLEntry("navigation", .mapping(fields), comments: comments)]
      }
      return [YAMLEntry("navigation", Self.strings(spec.stack), comments: comments)]
    case .split(let spec):
      let comments = self.comments.take(spec.location)
      return [YAMLEntry("split", .mapping(Self.split(spec)), comments: comments)]
    case .bar(let ids, let location):
      return [YAMLEntry("bar", Self.strings(ids), comments: comments.take(location))]
    case .screen(let id, let location):
      return [YAMLEntry("screen", .string(id), comments: comments.take(location))]
    case .tabs(let spec):
      let comments = self.comments.take(spec.location)
      return [YAMLEntry("tabs", Self.strings(spec.items), comments: comments)] + Self.tabOptions(spec)
    }
  }

  /// A tab bar controller's options besides its items.
  static func tabOptions(_ spec: TabBarControllerSpec) -> [YAMLEntry] {
    spec.selectedIndex == 0 ? [] : [YAMLEntry("selectedIndex", .token(String(spec.selectedIndex)))]
  }

  /// A navigation controller's options besides its stack, as a root and a screen write them.
  mutating func navigationOptions(_ spec: NavigationControllerSpec) -> [YAMLEntry] {
    var fields: [YAMLEntry] = []
    if spec.prefersLargeTitles { fields.append(YAMLEntry("prefersLargeTitles", Self.bool(true))) }
    if !spec.toolbarHidden { fields.append(YAMLEntry("toolbarHidden", Self.bool(false))) }
    if !spec.toolbarItems.isEmpty { fields.append(YAMLEntry("toolbarItems", barButtonItems(spec.toolbarItems))) }
    if spec.navigationBarHidden { fields.append(YAMLEntry("navigationBarHidden", Self.bool(true))) }
    return fields + barStyle(spec.barStyle)
  }

  /// A split view's fields; `style` is always written, as it decides how the rest reads.
  static func split(_ spec: SplitViewSpec) -> [YAMLEntry] {
    var fields = [YAMLEntry("style", .token(spec.style.rawValue))]
    let columns = [
      ("primary", spec.primary), ("supplementary", spec.supplementary), ("secondary", spec.secondary),
      ("compact", spec.compact),
    ]
    for (key, id) in columns {
      if let id { fields.append(YAMLEntry(key, .string(id))) }
    }
    if spec.preferredDisplayMode != .automatic {
      fields.append(YAMLEntry("preferredDisplayMode", .token(spec.preferredDisplayMode.rawValue)))
    }
    if spec.preferredSplitBehavior != .automatic {
      fields.append(YAMLEntry("preferredSplitBehavior", .token(spec.preferredSplitBehavior.rawValue)))
    }
    if !spec.presentsWithGesture { fields.append(YAMLEntry("presentsWithGesture", bool(false))) }
    if spec.showsSecondaryOnlyButton { fields.append(YAMLEntry("showsSecondaryOnlyButton", bool(true))) }
    let numbers = [
      ("primaryColumnWidthFraction", spec.primaryColumnWidthFraction),
      ("supplementaryColumnWidthFraction", spec.supplementaryColumnWidthFraction),
      ("primaryColumnWidth", spec.primaryColumnWidth), ("supplementaryColumnWidth", spec.supplementaryColumnWidth),
    ]
    for (key, value) in numbers {
      if let value { fields.append(YAMLEntry(key, number(value))) }
    }
    if let column = spec.topColumnForCollapsing {
      fields.append(YAMLEntry("topColumnForCollapsing", .token(column.rawValue)))
    }
    if spec.prefersLargeTitles { fields.append(YAMLEntry("prefersLargeTitles", bool(true))) }
    return fields
  }

  mutating func barButtonItems(_ items: [BarButtonItem]) -> YAMLBlock {
    var result: [YAMLItem] = []
    for item in items {
      let itemComments = comments.take(item.location)
      result.append(YAMLItem(barButtonItem(item), comments: itemComments))
    }
    return .sequence(result)
  }

  /// An item as a block mapping, so that each text reference can carry its own comment.
  private mutating func barButtonItem(_ item: BarButtonItem) -> YAMLBlock {
    var fields: [YAMLEntry] = []
    text("title", item.title, into: &fields)
    if let system = item.systemItem { fields.append(YAMLEntry("systemItem", .token(system.rawValue))) }
    if let image = item.image { fields.append(YAMLEntry("image", .string(image))) }
    text("accessibilityLabel", item.accessibilityLabel, into: &fields)
    text("accessibilityValue", item.accessibilityValue, into: &fields)
    text("accessibilityHint", item.accessibilityHint, into: &fields)
    if item.customView { fields.append(YAMLEntry("customView", Self.bool(true))) }
    if let width = item.width { fields.append(YAMLEntry("width", Self.number(width))) }
    if item.style != .plain { fields.append(YAMLEntry("style", .token(item.style.rawValue))) }
    if !item.isEnabled { fields.append(YAMLEntry("enabled", Self.bool(false))) }
    if item.isSelected { fields.append(YAMLEntry("selected", Self.bool(true))) }
    return .mapping(fields)
  }

  /// A segue on one line: `{ kind: show, destination: keyboard }`.
  static func segue(_ segue: Segue) -> InlineValue {
    var fields = [InlineField("kind", .token(segue.kind.rawValue))]
    if let destination = segue.destination { fields.append(InlineField("destination", .string(destination))) }
    if let style = segue.style { fields.append(InlineField("style", .token(style.rawValue))) }
    if segue.embedInNavigation { fields.append(InlineField("embedInNavigation", bool(true))) }
    if let style = segue.adaptiveStyle { fields.append(InlineField("adaptiveStyle", .token(style.rawValue))) }
    if let action = segue.action { fields.append(InlineField("action", .string(action))) }
    if !segue.shouldPerform { fields.append(InlineField("shouldPerform", bool(false))) }
    if segue.conditional { fields.append(InlineField("conditional", bool(true))) }
    return .mapping(fields)
  }

  /// Appends `key: <text reference>` with the reference's comment, if there is a reference.
  private mutating func text(_ key: String, _ reference: TextReference?, into fields: inout [YAMLEntry]) {
    guard let reference else { return }
    fields.append(YAMLEntry(key, Self.text(reference), comments: comments.take(reference.location)))
  }

  /// A literal as a scalar; a key as `{ key, table, args, default }` without defaults.
  static func text(_ reference: TextReference) -> InlineValue {
    switch reference {
    case .literal(let string, _):
      return .string(string)
    case .localized(let key):
      var fields = [InlineField("key", .string(key.key))]
      if key.table != "Localizable" { fields.append(InlineField("table", .string(key.table))) }
      if !key.arguments.isEmpty { fields.append(InlineField("args", .sequence(key.arguments.map(argument)))) }
      if let value = key.defaultValue { fields.append(InlineField("default", .string(value))) }
      return .mapping(fields)
    }
  }

  /// An argument bare when YAML types it as the loader expects (`3`, `2.5`, `"3"`), else typed.
  static func argument(_ argument: TextArgument) -> InlineValue {
    switch argument {
    case .int(let value): .token(String(value))
    case .double(let value) where value.isFinite: number(value)
    case .double(let value): .mapping([InlineField("double", number(value))])
    // A quoted or plain non-numeric scalar is always read as a string.
    case .string(let value): .string(value)
    }
  }
}

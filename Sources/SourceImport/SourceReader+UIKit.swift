import Navigation
import SwiftSyntax

/// Screens from UIKit view controller classes: their bars and where they navigate.
///
/// A class is read once, lifecycle methods first (`init`, `viewDidLoad`, `viewWillAppear`),
/// then every other method and its superclasses' in the app: the first value a bar field
/// gets is the one the screen shows first. Pushes and presentations anywhere in the class
/// (a `tableView(_:didSelectRowAt:)` in an extension) become its segues, conditional when
/// written inside an `if` or `switch`.
extension SourceReader {
  /// What reading one controller's code gathers.
  struct ControllerReading {
    var screen: Screen
    var kind: ControllerIndex.Kind
    /// The bar fields set so far: the first value set is the one shown.
    var assigned: Set<String> = []
    var segues: [Segue] = []
    /// The controllers a container class is given (`viewControllers = [a, b]`).
    var children: [String]?
    var columns: [SplitColumn: String] = [:]
    var presentationStyle: PresentationStyle?
    var prefersLargeTitles = false
    /// The fonts the code sets on the navigation bar (its own, or its navigation controller's).
    var barStyle = NavigationBarStyle()

    /// Whether `field` is still unset, marking it set.
    mutating func claim(_ field: String) -> Bool { assigned.insert(field).inserted }
  }

  /// The bar fields a creator may set before the controller's own code runs.
  static let barFields: Set<String> = [
    "title", "navigationItem.title", "navigationItem.backButtonTitle", "navigationItem.prompt",
    "navigationItem.backButtonDisplayMode", "navigationItem.largeTitleDisplayMode", "navigationItem.style",
    "navigationItem.hidesBackButton",
    "navigationItem.leftBarButtonItem", "navigationItem.leftBarButtonItems", "navigationItem.rightBarButtonItem",
    "navigationItem.rightBarButtonItems", "navigationItem.backBarButtonItem", "navigationItem.titleView",
    "navigationItem.leftItemsSupplementBackButton", "toolbarItems", "tabBarItem", "tabBarItem.title",
    "tabBarItem.image", "hidesBottomBarWhenPushed",
  ]

  /// The screen (or container) of controller class `name`, read once; nil when the files
  /// declare no controller class of that name.
  mutating func controllerScreen(_ name: String, _ context: Context) -> String? {
    guard let controller = controllers.controller(named: name), controllers.kind(of: name) != nil else { return nil }
    let key = "class " + name
    if let known = made[key] { return known }
    guard screens.count < Self.maximumScreens else { return nil }
    let id = uniqueID(name)
    made[key] = id
    add(Screen(id: id, location: files[controller.file].location(of: controller.nameToken)))
    guard context.chain < Self.maximumChain else {
      pending.append(Pending(id: id, expression: nil, context: context, controllerClass: name))
      return id
    }
    readController(id, name, context)
    return id
  }

  /// Reads class `name`'s code into screen `id`.
  mutating func readController(_ id: String, _ name: String, _ context: Context) {
    guard let screen = screens[id] else { return }
    let chain = controllers.chain(of: name)
    let lifecycle = chain.flatMap { owner in owner.methods.filter(\.isLifecycle).map { (owner, $0) } }
    let others = chain.flatMap { owner in owner.methods.filter { !$0.isLifecycle }.map { (owner, $0) } }
    var reading = ControllerReading(screen: screen, kind: controllers.kind(of: name) ?? .plain)
    // A storyboard scene keeps its segues; the code adds its own.
    reading.segues = screen.segues
    for (owner, method) in lifecycle + others {
      var inner = context
      inner.file = method.file
      inner.owner = name
      inner.chain += 1
      inner.depth = 0
      let scope = Scope(code: UIKitCode(method.body, parameters: method.parameters), owner: owner, context: inner)
      for assignment in scope.code.assignments {
        guard let first = assignment.target.first, !scope.code.isLocal(first) else { continue }
        apply(assignment.target[...], assignment.value, at: assignment.node, to: &reading, scope)
      }
      for call in scope.code.calls { perform(call, in: &reading, scope) }
    }
    finish(reading, at: context)
  }

  /// Stores what was read: the bar and segues of a plain controller, or a container's children.
  private mutating func finish(_ reading: ControllerReading, at context: Context) {
    let id = reading.screen.id
    var screen = reading.screen
    screen.segues = reading.segues
    let location = screen.location
    switch reading.kind {
    case .plain: break
    case .navigation:
      if let children = reading.children, !children.isEmpty {
        var spec = NavigationControllerSpec(
          stack: children, prefersLargeTitles: reading.prefersLargeTitles, location: location)
        spec.barStyle = reading.barStyle
        screen.container = .navigation(spec)
      }
    case .tabs:
      if let children = reading.children, !children.isEmpty {
        screen.container = .tabs(TabBarControllerSpec(items: children, location: location))
      }
    case .split:
      if let primary = reading.columns[.primary] ?? reading.children?.first {
        var spec = SplitViewSpec(
          style: reading.columns[.supplementary] == nil ? .doubleColumn : .tripleColumn, location: location)
        spec.primary = primary
        spec.supplementary = reading.columns[.supplementary]
        spec.secondary = reading.columns[.secondary] ?? reading.children?.dropFirst().first
        spec.compact = reading.columns[.compact]
        screen.container = .split(spec)
      }
    }
    if reading.kind != .plain, screen.container == nil {
      issue("the controllers that '\(id)' contains are only known at run time", at: reading.screen.location)
    }
    screens[id] = screen
    assignedByClass[id] = reading.assigned
    if reading.prefersLargeTitles { prefersLargeTitles.insert(id) }
    if !reading.barStyle.isEmpty { barStyles[id] = reading.barStyle }
    if let style = reading.presentationStyle { presentationStyles[id] = style }
  }

  /// Applies `target = value` (`target` relative to the controller) to the bar being read.
  mutating func apply(
    _ target: ArraySlice<String>, _ value: [ExprSyntax], at node: Syntax, to reading: inout ControllerReading,
    _ scope: Scope
  ) {
    let field = target.joined(separator: ".")
    let location = files[scope.context.file].location(of: node)
    let member = value.last?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    let flag = value.count == 1 && value.first?.trimmedDescription == "true"
    switch field {
    case "title", "navigationItem.title", "navigationItem.backButtonTitle", "navigationItem.prompt":
      guard reading.claim(field) else { return }
      let text: TextReference?
      switch uikitText(value, at: location, scope) {
      case .text(let read): text = read
      case .cleared: text = nil
      case .unresolved(let source):
        // Whatever a storyboard set is replaced by a text only the running app knows.
        issue("the \(Self.fieldName(field)) '\(source)' is only known at run time", at: node, scope.context)
        text = nil
      }
      switch field {
      case "title":
        reading.screen.title = text
        // UIKit's `title` setter sets the navigation item's title too, over a storyboard's.
        if !reading.assigned.contains("navigationItem.title") { reading.screen.navigationTitle = nil }
      case "navigationItem.title": reading.screen.navigationTitle = text
      case "navigationItem.backButtonTitle": reading.screen.backButtonTitle = text
      default: reading.screen.prompt = text
      }
    case "navigationItem.backButtonDisplayMode":
      guard let mode = member.flatMap(BackButtonDisplayMode.init), reading.claim(field) else { return }
      reading.screen.backButtonDisplayMode = mode
    case "navigationItem.style":
      guard let style = member.flatMap(NavigationItemStyle.init(rawValue:)), reading.claim(field) else { return }
      reading.screen.navigationItemStyle = style
    case "navigationItem.largeTitleDisplayMode":
      guard let mode = member.flatMap(LargeTitleDisplayMode.init), reading.claim(field) else { return }
      reading.screen.largeTitleDisplayMode = mode
    case "navigationItem.hidesBackButton":
      if reading.claim(field) { reading.screen.hidesBackButton = flag }
    case "navigationItem.leftItemsSupplementBackButton":
      if reading.claim(field) { reading.screen.leftItemsSupplementBackButton = flag }
    case "hidesBottomBarWhenPushed":
      if reading.claim(field) { reading.screen.hidesBottomBarWhenPushed = flag }
    case "navigationItem.leftBarButtonItem", "navigationItem.leftBarButtonItems":
      guard reading.claim("navigationItem.leftBarButtonItems") else { return }
      reading.screen.leftBarButtonItems = barItems(value, at: node, scope)
    case "navigationItem.rightBarButtonItem", "navigationItem.rightBarButtonItems":
      guard reading.claim("navigationItem.rightBarButtonItems"), let items = barItems(value, at: node, scope) else {
        return
      }
      reading.screen.rightBarButtonItems = items
    case "toolbarItems":
      guard reading.claim(field), let items = barItems(value, at: node, scope) else { return }
      reading.screen.toolbarItems = items
    case "navigationItem.backBarButtonItem":
      guard reading.claim(field) else { return }
      reading.screen.backBarButtonItem = barItem(value, at: node, scope)
    case "navigationItem.titleView":
      guard reading.claim(field) else { return }
      let cleared = value.count == 1 && value.first?.is(NilLiteralExprSyntax.self) == true
      reading.screen.titleView = cleared ? nil : TitleView(accessibilityLabel: nil, width: nil, location: location)
    case "tabBarItem":
      guard reading.claim(field) else { return }
      reading.screen.tabBarItem = tabBarItem(value, at: node, scope)
    case "tabBarItem.title", "tabBarItem.image":
      guard reading.claim(field) else { return }
      var item = reading.screen.tabBarItem ?? TabBarItem(location: location)
      if field == "tabBarItem.image" {
        item.image = value.first.map(Self.imageName)
      } else if case .text(let text) = uikitText(value, at: location, scope) {
        item.title = text
      } else {
        issue("the tab title '\(Self.describe(value))' is only known at run time", at: node, scope.context)
      }
      reading.screen.tabBarItem = item
    case "modalPresentationStyle":
      reading.presentationStyle = member.flatMap(PresentationStyle.init) ?? reading.presentationStyle
    case "navigationController.navigationBar.prefersLargeTitles", "navigationBar.prefersLargeTitles":
      reading.prefersLargeTitles = reading.prefersLargeTitles || flag
    case "navigationItem.standardAppearance":
      guard reading.claim(field) else { return }
      reading.screen.standardAppearance = appearance(value, at: node, code: scope.code, file: scope.context.file)
    case _ where field.hasPrefix("navigationController.navigationBar.") || field.hasPrefix("navigationBar."):
      let barField = String(field.split(separator: ".").last ?? "")
      guard reading.claim("navigationBar." + barField) else { return }
      _ = applyBarStyle(barField, value, at: node, code: scope.code, file: scope.context.file, to: &reading.barStyle)
    case "viewControllers" where reading.kind != .plain:
      guard reading.children == nil else { return }
      reading.children = controllerList(value, at: node, scope)
    default: return
    }
  }

  /// What a field is called in messages.
  private static func fieldName(_ field: String) -> String {
    switch field {
    case "navigationItem.backButtonTitle": "back button title"
    case "navigationItem.prompt": "prompt"
    default: "title"
    }
  }

  /// Applies a call made in a controller's code: bar setters, pushes and presentations.
  private mutating func perform(_ call: UIKitCode.Call, in reading: inout ControllerReading, _ scope: Scope) {
    let arguments = Array(call.call.arguments)
    guard let first = arguments.first else { return }
    let value = UIKitCode.elements(first.expression)
    let node = Syntax(call.call)
    let onSelf = call.receiver.isEmpty
    switch (call.name, call.receiver.last) {
    case ("setLeftBarButton", "navigationItem"), ("setLeftBarButtonItems", "navigationItem"):
      apply(["navigationItem", "leftBarButtonItems"], value, at: node, to: &reading, scope)
    case ("setRightBarButton", "navigationItem"), ("setRightBarButtonItems", "navigationItem"):
      apply(["navigationItem", "rightBarButtonItems"], value, at: node, to: &reading, scope)
    case ("setHidesBackButton", "navigationItem"):
      apply(["navigationItem", "hidesBackButton"], value, at: node, to: &reading, scope)
    case ("setToolbarItems", _) where onSelf:
      apply(["toolbarItems"], value, at: node, to: &reading, scope)
    case ("setViewControllers", _) where onSelf && reading.kind != .plain:
      apply(["viewControllers"], value, at: node, to: &reading, scope)
    case ("pushViewController", _) where onSelf && reading.kind == .navigation:
      if reading.children == nil { reading.children = controllerTargets(value, at: node, scope).map(\.id) }
    case ("setViewController", _) where onSelf && reading.kind == .split:
      guard let column = Self.column(arguments), let id = controllerTargets(value, at: node, scope).first?.id else {
        return
      }
      reading.columns[column] = reading.columns[column] ?? id
    default:
      guard let kind = Self.navigationKind(call) else { return }
      for target in controllerTargets(value, at: node, scope) {
        var segue = segue(kind, to: target, call: call, scope)
        append(&segue, to: &reading.segues, on: reading.screen.id)
      }
    }
  }

  /// The segue a navigation call makes to `target`.
  func segue(_ kind: Segue.Kind, to target: Target, call: UIKitCode.Call, _ scope: Scope) -> Segue {
    var kind = kind
    var style = kind == .present ? target.style ?? presentationStyles[target.id] : nil
    if style == .popover {
      kind = .popover
      style = nil
    }
    return Segue(
      id: "", kind: kind, destination: target.id, style: style, conditional: call.conditional,
      location: files[scope.context.file].location(of: call.call))
  }

  /// The segue kind of a navigation call: `navigationController?.pushViewController(_:animated:)`,
  /// `show(_:sender:)`, `showDetailViewController(_:sender:)`, `present(_:animated:)`.
  static func navigationKind(_ call: UIKitCode.Call) -> Segue.Kind? {
    let labels = call.call.arguments.map { $0.label?.text }
    guard labels.first == .some(nil) else { return nil }
    switch call.name {
    case "pushViewController" where call.receiver.last == "navigationController": return .show
    case "show" where labels.dropFirst().first == "sender": return .show
    case "showDetailViewController" where labels.dropFirst().first == "sender": return .showDetail
    case "present" where labels.dropFirst().first == "animated": return .present
    default: return nil
    }
  }

  /// The column of `setViewController(_:for:)`.
  private static func column(_ arguments: [LabeledExprSyntax]) -> SplitColumn? {
    let name = arguments.first { $0.label?.text == "for" }?.expression.as(MemberAccessExprSyntax.self)?.declName
    return name.flatMap { SplitColumn(rawValue: $0.baseName.text) }
  }
}

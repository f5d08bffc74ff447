import Navigation
import StoryboardImport
import SwiftSyntax

/// Building screens and containers from SwiftUI views.
///
/// A *controller* is what a window, a tab, a split column or a presentation shows: a
/// `NavigationStack` becomes a navigation container around its root view's screen,
/// `NavigationSplitView` a split container of navigation columns, `TabView` a tab container;
/// any other view a plain screen. A pushed view is a screen in the stack that pushes it.
/// Views of the app's own types get the type's name as screen id, others the owner's name;
/// every view is read once.
extension SourceReader {
  /// The controller `expression` shows, or nil when it is only known at run time.
  mutating func controller(_ expression: ExprSyntax, _ context: Context) -> String? {
    guard context.depth < Self.maximumDepth, screens.count < Self.maximumScreens else { return nil }
    let (core, modifiers) = SwiftUICall.unwrap(expression)
    if let closure = core.as(ClosureExprSyntax.self) {
      let views = SwiftUICall.expressions(in: closure.statements)
      if views.count == 1, modifiers.isEmpty { return controller(views[0], context.deeper()) }
      return contentScreen(expression, context)
    }
    if let branches = Self.branches(of: core) {
      let views = branches.compactMap { SwiftUICall.expressions(in: $0).first }
      issue(
        "which view is shown depends on '\(SourceText.describe(Self.condition(of: core)))' at run time;"
          + " each one is audited on its own", at: core, context)
      for view in views { _ = controller(view, context.deeper()) }
      return nil
    }
    guard let call = core.as(FunctionCallExprSyntax.self), let name = SwiftUICall.name(of: call) else {
      issue("the view '\(SourceText.describe(core))' is computed at run time", at: core, context)
      return nil
    }
    let id: String?
    switch name {
    case "NavigationStack", "NavigationView": id = navigationStack(call, context)
    case "NavigationSplitView": id = splitView(call, context)
    case "TabView": id = tabView(call, context)
    default:
      if let wrapped = wrappedContainer(call) {
        // `GeometryReader { NavigationStack { … } }`: the wrapper draws no bar of its own.
        id = controller(wrapped, context.deeper())
        break
      }
      guard let declaration = index.declaration(named: name), !context.types.contains(name), isContainer(core) else {
        return contentScreen(expression, context)
      }
      if let known = made[name] {
        id = known
      } else if unshownTypes.contains(name) {
        id = nil
      } else {
        let inner = context.entering(declaration)
        id = SwiftUICall.expressions(in: declaration.body).first.flatMap { controller($0, inner) }
        made[name] = id
        if id == nil { unshownTypes.insert(name) }
      }
    }
    if let id, !modifiers.isEmpty { attach(modifiers, to: id, context) }
    return id
  }

  /// Applies the modifiers written outside a container: its tab item, and presentations from
  /// its visible screen. Bar modifiers outside a stack do not reach its bar, as in SwiftUI.
  private mutating func attach(_ modifiers: [SwiftUICall.Modifier], to id: String, _ context: Context) {
    var outer = ScreenContent()
    let walks = walksInScreen
    walksInScreen = [:]
    for modifier in modifiers { apply(modifier, to: &outer, context) }
    walksInScreen = walks
    if let item = outer.tabItem { screens[id]?.tabBarItem = item }
    guard !outer.links.isEmpty else { return }
    var target = id
    if case .navigation(let spec)? = screens[id]?.container, let root = spec.stack.first { target = root }
    let segues = resolve(outer.links, destinations: [], in: target)
    screens[target]?.segues.append(contentsOf: segues)
  }

  private mutating func navigationStack(_ call: FunctionCallExprSyntax, _ context: Context) -> String? {
    guard let content = SwiftUICall.closure(call, nil) ?? SwiftUICall.closure(call, "root") else {
      issue("the navigation stack's root view is not read", at: call, context)
      return nil
    }
    return container(at: call, named: "stack", context) { reader, stack, location in
      reader.screens[stack]?.container = .navigation(NavigationControllerSpec(stack: [], location: location))
      let root = reader.contentScreen(ExprSyntax(content), context)
      // SwiftUI shows the root of a stack with a large title unless told otherwise.
      reader.screens[stack]?.container = .navigation(
        NavigationControllerSpec(stack: [root], prefersLargeTitles: true, location: location))
      return true
    }
  }

  private mutating func splitView(_ call: FunctionCallExprSyntax, _ context: Context) -> String? {
    container(at: call, named: "split", context) { reader, split, location in
      let supplementary = SwiftUICall.closure(call, "content")
      var spec = SplitViewSpec(style: supplementary == nil ? .doubleColumn : .tripleColumn, location: location)
      spec.primary = reader.column(
        SwiftUICall.closure(call, nil) ?? SwiftUICall.closure(call, "sidebar"), "sidebar", context)
      spec.supplementary = reader.column(supplementary, "content", context)
      spec.secondary = reader.column(SwiftUICall.closure(call, "detail"), "detail", context)
      // Collapsed, a split view shows its sidebar first, with the other columns pushed on it.
      spec.topColumnForCollapsing = .primary
      spec.prefersLargeTitles = true
      reader.screens[split]?.container = .split(spec)
      return true
    }
  }

  /// A split column: its controller in a navigation stack, as SwiftUI gives every column one.
  private mutating func column(_ closure: ClosureExprSyntax?, _ name: String, _ context: Context) -> String? {
    guard let closure, let id = controller(ExprSyntax(closure), context) else { return nil }
    if case .navigation? = screens[id]?.container { return id }
    let location = files[context.file].location(of: closure)
    let stack = uniqueID(context.owner + "." + name)
    var screen = Screen(id: stack, location: location)
    screen.container = .navigation(NavigationControllerSpec(stack: [id], prefersLargeTitles: true, location: location))
    add(screen)
    return stack
  }

  private mutating func tabView(_ call: FunctionCallExprSyntax, _ context: Context) -> String? {
    container(at: call, named: "tabs", context) { reader, tabs, location in
      var items: [String] = []
      for view in SwiftUICall.closure(call, nil).map({ SwiftUICall.expressions(in: $0.statements) }) ?? [] {
        if let id = reader.tab(view, context) { items.append(id) }
      }
      // Tabs made at run time: nothing to show for them, the finding says so.
      guard !items.isEmpty else { return false }
      reader.screens[tabs]?.container = .tabs(TabBarControllerSpec(items: items, location: location))
      return true
    }
  }

  /// The controller of one tab: a view with `.tabItem`, or a `Tab("T", systemImage:) { V }`.
  private mutating func tab(_ view: ExprSyntax, _ context: Context) -> String? {
    let core = SwiftUICall.unwrap(view).core
    let name = core.as(FunctionCallExprSyntax.self).flatMap(SwiftUICall.name)
    if name == "ForEach" {
      issue("the tabs made by '\(SourceText.describe(core))' are only known at run time", at: core, context)
      return nil
    }
    guard name == "Tab", let tab = core.as(FunctionCallExprSyntax.self) else { return controller(view, context) }
    guard let content = SwiftUICall.closure(tab, nil), let id = controller(ExprSyntax(content), context) else {
      return nil
    }
    var item = TabBarItem(location: files[context.file].location(of: tab))
    if let title = tab.arguments.first, title.label == nil {
      if case .text(let text) = SourceText.read(title.expression, at: item.location, integers: context.integers) {
        item.title = text
      } else {
        issue("the tab title '\(SourceText.describe(title))' is only known at run time", at: title, context)
      }
    }
    item.image = SwiftUICall.argument(tab, "systemImage")?.as(StringLiteralExprSyntax.self).flatMap(SourceText.plain)
    screens[id]?.tabBarItem = item
    return id
  }

  /// Whether a view is a navigation, split or tab container, or a view type whose body is one,
  /// or a branch between views one of which is.
  mutating func isContainer(_ expression: ExprSyntax, depth: Int = 0) -> Bool {
    let core = SwiftUICall.unwrap(expression).core
    if depth < 8, let branches = Self.branches(of: core) {
      return branches.contains {
        SwiftUICall.expressions(in: $0).first.map { isContainer($0, depth: depth + 1) } ?? false
      }
    }
    guard depth < 8, let call = core.as(FunctionCallExprSyntax.self), let name = SwiftUICall.name(of: call) else {
      return false
    }
    if Self.containers.contains(name) { return true }
    if let wrapped = wrappedContainer(call, depth: depth) { return isContainer(wrapped, depth: depth + 1) }
    guard let declaration = index.declaration(named: name) else { return false }
    let key = "\(name) \(depth)"
    if let known = containerAnswers[key] { return known }
    let views = SwiftUICall.expressions(in: declaration.body)
    let answer = views.count == 1 && isContainer(views[0], depth: depth + 1)
    containerAnswers[key] = answer
    return answer
  }

  /// The only view of a layout view (`GeometryReader`, `Group`, a stack) that is a container.
  mutating func wrappedContainer(_ call: FunctionCallExprSyntax, depth: Int = 0) -> ExprSyntax? {
    guard let name = SwiftUICall.name(of: call), Self.wrappers.contains(name), depth < 8 else { return nil }
    let closures = SwiftUICall.closures(call)
    guard closures.count == 1, let closure = closures.first else { return nil }
    let views = SwiftUICall.expressions(in: closure.statements)
    guard views.count == 1, isContainer(views[0], depth: depth + 1) else { return nil }
    return views[0]
  }

  static let wrappers: Set<String> = ["GeometryReader", "Group", "ZStack", "VStack", "HStack"]

  /// The statements of each branch of an `if` chain or a `switch`, or nil for other views.
  static func branches(of core: ExprSyntax) -> [CodeBlockItemListSyntax]? {
    if let choice = core.as(SwitchExprSyntax.self) {
      return choice.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
    }
    guard var branch = core.as(IfExprSyntax.self) else { return nil }
    var result = [branch.body.statements]
    for _ in 0..<100 {
      switch branch.elseBody {
      case .ifExpr(let next)?:
        result.append(next.body.statements)
        branch = next
      case .codeBlock(let block)?: return result + [block.statements]
      case nil: return result
      }
    }
    return result
  }

  /// What an `if` or `switch` decides on.
  static func condition(of core: ExprSyntax) -> Syntax {
    if let choice = core.as(SwitchExprSyntax.self) { return Syntax(choice.subject) }
    if let branch = core.as(IfExprSyntax.self) { return Syntax(branch.conditions) }
    return Syntax(core)
  }
}

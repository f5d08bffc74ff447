import Navigation
import StoryboardImport
import SwiftSyntax

/// Walks a screen's views and modifiers into a ``ScreenContent``.
///
/// Views of the app's own types are entered through their `body`, so a title set inside
/// `TruckView` titles the screen that shows `TruckView(…)`. Branches (`if`, `switch`) that
/// would give the bar different texts are reported as unresolved, since which one shows is
/// decided at run time; their links are all kept, since each may be taken.
extension SourceReader {
  /// The deepest nesting of views and types walked within one screen.
  static let maximumDepth = 48
  /// The longest chain of screens read from one another (a push from a push…) before the rest
  /// is left for later; with `maximumDepth`, it bounds the reader's recursion.
  static let maximumChain = 16
  /// The most times one view type's body, or one computed property, is walked into a screen.
  /// Walked again, it adds what it added before; without a bound, types that each show the
  /// next one three times took 3^n walks (`fuzz-source`).
  static let maximumWalksPerScreen = 4

  /// Where a walk is: the file, the type whose body it is in, and how deep.
  struct Context {
    var file: Int
    var owner: String
    var integers: Set<String>
    var depth: Int = 0
    /// How many screens were read to reach this one.
    var chain: Int = 0
    /// The view types being walked, to stop a type that shows itself.
    var types: [String] = []

    func deeper() -> Context {
      var copy = self
      copy.depth += 1
      return copy
    }

    /// The context of a view type's `body`, one level deeper.
    func entering(_ declaration: ViewIndex.Declaration) -> Context {
      var copy = deeper()
      copy.file = declaration.file
      copy.owner = declaration.name
      copy.integers = declaration.integerProperties
      copy.types.append(declaration.name)
      return copy
    }
  }

  mutating func walk(statements: CodeBlockItemListSyntax, into content: inout ScreenContent, _ context: Context) {
    for expression in SwiftUICall.expressions(in: statements) { walk(expression, into: &content, context) }
  }

  mutating func walk(_ expression: ExprSyntax, into content: inout ScreenContent, _ context: Context) {
    guard context.depth < Self.maximumDepth else {
      issue("the views nest too deeply to be read further", at: expression, context)
      return
    }
    let inner = context.deeper()
    let (core, modifiers) = SwiftUICall.unwrap(expression)
    walkCore(core, into: &content, inner)
    for modifier in modifiers { apply(modifier, to: &content, inner) }
  }

  private mutating func walkCore(_ core: ExprSyntax, into content: inout ScreenContent, _ context: Context) {
    if let branches = Self.branches(of: core) {
      walkBranches(branches, condition: Self.condition(of: core), into: &content, context)
      return
    }
    if let closure = core.as(ClosureExprSyntax.self) {
      walk(statements: closure.statements, into: &content, context)
      return
    }
    if let property = property(core, context),
      !context.types.contains("." + context.owner + "." + core.trimmedDescription)
    {
      var inner = context
      inner.types.append("." + context.owner + "." + core.trimmedDescription)
      if walkAgain("." + context.owner + "." + core.trimmedDescription) {
        walk(statements: property, into: &content, inner)
      }
      return
    }
    guard let call = core.as(FunctionCallExprSyntax.self), let name = SwiftUICall.name(of: call) else { return }
    switch name {
    case "NavigationLink":
      link(call, into: &content, context)
    case "Text", "Label", "Image", "Button", "Toggle", "Picker", "TextField", "Spacer", "Divider", "Color":
      // Controls inside a screen: their texts are not bar texts. Their labels may hold links.
      for closure in SwiftUICall.closures(call) where SwiftUICall.closure(call, "label") == closure {
        walk(statements: closure.statements, into: &content, context)
      }
    default:
      if let declaration = index.declaration(named: name), !context.types.contains(name) {
        walkedTypes.insert(name)
        if walkAgain(name) { walk(statements: declaration.body, into: &content, context.entering(declaration)) }
        return
      }
      for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
        if argument.expression.is(FunctionCallExprSyntax.self) { walk(argument.expression, into: &content, context) }
      }
      for closure in SwiftUICall.closures(call) { walk(statements: closure.statements, into: &content, context) }
    }
  }

  /// Whether a type's body or a property is walked once more into the screen being read.
  private mutating func walkAgain(_ key: String) -> Bool {
    let count = walksInScreen[key, default: 0]
    guard count < Self.maximumWalksPerScreen else { return false }
    walksInScreen[key] = count + 1
    return true
  }

  private mutating func walkBranches(
    _ branches: [CodeBlockItemListSyntax], condition: some SyntaxProtocol, into content: inout ScreenContent,
    _ context: Context
  ) {
    let contents = branches.map { statements in
      var branch = ScreenContent()
      walk(statements: statements, into: &branch, context)
      branch.makeConditional()
      return branch
    }
    let barred = contents.filter(\.hasBar)
    guard let first = barred.first else {
      for branch in contents { content.mergeNavigation(branch) }
      return
    }
    if barred.dropFirst().allSatisfy({ $0.sameBar(as: first) }) {
      content.merge(first)
      for other in contents where !other.hasBar { content.mergeNavigation(other) }
      for other in barred.dropFirst() { content.mergeNavigation(other) }
      return
    }
    issue(
      "which view is shown depends on '\(SourceText.describe(condition))' at run time;"
        + " each one is audited on its own", at: condition, context)
    content.unresolvedBar = true
    // Each branch is a screen of its own, reached by nothing static: audited as a root.
    for statements in branches {
      let views = SwiftUICall.expressions(in: statements)
      if views.count == 1 { _ = contentScreen(views[0], context) }
    }
  }

  private mutating func link(_ call: FunctionCallExprSyntax, into content: inout ScreenContent, _ context: Context) {
    let location = files[context.file].location(of: call)
    if let value = SwiftUICall.argument(call, "value") {
      content.links.append(.init(kind: .show, target: .value(value), location: location, context: context))
    } else if let destination = SwiftUICall.argument(call, "destination") {
      content.links.append(.init(kind: .show, target: .view(destination), location: location, context: context))
    } else if let destination = SwiftUICall.closure(call, "destination") ?? SwiftUICall.closure(call, nil),
      SwiftUICall.closure(call, "label") != nil || call.arguments.first?.label == nil
    {
      content.links.append(
        .init(kind: .show, target: .view(ExprSyntax(destination)), location: location, context: context))
    } else {
      issue("the link's destination '\(SourceText.describe(call))' is not read", at: call, context)
    }
    if let label = SwiftUICall.closure(call, "label") { walk(statements: label.statements, into: &content, context) }
  }

  mutating func apply(_ modifier: SwiftUICall.Modifier, to content: inout ScreenContent, _ context: Context) {
    let file = files[context.file]
    let location = file.location(of: modifier.nameNode)
    guard let call = modifier.call else { return }
    let first = call.arguments.first?.expression
    switch modifier.name {
    case "navigationTitle":
      guard let first else { return }
      switch SourceText.read(first, at: location, integers: context.integers) {
      case .text(let text): content.title = text
      case .unresolved(let source):
        content.unresolvedBar = true
        issue("the title '\(source)' is only known at run time", at: modifier.nameNode, context)
      }
    case "navigationBarTitleDisplayMode":
      switch first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
      case "inline": content.largeTitleDisplayMode = .never
      case "large": content.largeTitleDisplayMode = .always
      case "automatic": content.largeTitleDisplayMode = .automatic
      default: issue("the title display mode is only known at run time", at: modifier.nameNode, context)
      }
    case "navigationBarBackButtonHidden":
      content.hidesBackButton = first.map { $0.trimmedDescription == "true" } ?? true
    case "toolbar", "navigationBarItems":
      let owner = self
      var reader = ToolbarReader(file: file, integers: context.integers) { expression in
        owner.property(expression, context).map { SwiftUICall.expressions(in: $0) } ?? []
      }
      if modifier.name == "navigationBarItems" {
        reader.read(barItems: call, into: &content)
      } else if let closure = SwiftUICall.closure(call, nil) ?? SwiftUICall.closure(call, "content") {
        reader.read(closure, into: &content)
      }
      issues += reader.issues
    case "toolbarRole":
      // `.editor` gives the pushed screen a back button without a title (`UINavigationItem.style`).
      let role = first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      content.style = role.flatMap(NavigationItemStyle.init(toolbarRole:)) ?? content.style
    case "navigationDestination":
      guard let closure = SwiftUICall.closure(call, nil) ?? SwiftUICall.closure(call, "destination") else { return }
      if let type = SwiftUICall.argument(call, "for") {
        let written = type.trimmedDescription
        let name = written.hasSuffix(".self") ? String(written.dropLast(5)) : written
        content.destinations.append(.init(type: name, content: closure, location: location, context: context))
      } else {
        content.links.append(
          .init(kind: .show, target: .view(ExprSyntax(closure)), location: location, context: context))
      }
    case "sheet", "fullScreenCover", "popover":
      guard let closure = SwiftUICall.closure(call, nil) ?? SwiftUICall.closure(call, "content") else { return }
      let kind: Segue.Kind = modifier.name == "popover" ? .popover : .present
      let style: PresentationStyle? =
        switch modifier.name {
        case "fullScreenCover": .fullScreen
        case "sheet": .pageSheet
        default: nil
        }
      content.links.append(
        .init(kind: kind, style: style, target: .view(ExprSyntax(closure)), location: location, context: context))
    case "tabItem":
      guard let closure = SwiftUICall.closure(call, nil) else { return }
      content.tabItem = tabItem(closure, at: location, context)
    default:
      for closure in SwiftUICall.closures(call) { walk(statements: closure.statements, into: &content, context) }
    }
  }

  /// A `.tabItem { Label("Birds", systemImage: "bird") }`.
  private mutating func tabItem(_ closure: ClosureExprSyntax, at location: Location, _ context: Context) -> TabBarItem {
    var item = TabBarItem(location: location)
    for view in SwiftUICall.expressions(in: closure.statements) {
      let core = SwiftUICall.unwrap(view).core
      guard let call = core.as(FunctionCallExprSyntax.self), let name = SwiftUICall.name(of: call) else {
        issue("the tab item '\(SourceText.describe(view))' is only known at run time", at: view, context)
        continue
      }
      if name == "Image" {
        item.image = (SwiftUICall.argument(call, "systemName") ?? call.arguments.first?.expression)?.as(
          StringLiteralExprSyntax.self
        ).flatMap(SourceText.plain)
        continue
      }
      if name == "Label" {
        item.image = SwiftUICall.argument(call, "systemImage")?.as(StringLiteralExprSyntax.self).flatMap(
          SourceText.plain)
      }
      switch SourceText.read(core, at: location, integers: context.integers) {
      case .text(let text): item.title = text
      case .unresolved(let source): issue("the tab title '\(source)' is only known at run time", at: view, context)
      }
    }
    return item
  }

  /// The getter of the owner's computed property that `expression` names (`doneButton`).
  func property(_ expression: ExprSyntax, _ context: Context) -> CodeBlockItemListSyntax? {
    var name: String?
    if let reference = expression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
      name = member.declName.baseName.text
    }
    guard let name, let declaration = index.declaration(named: context.owner), declaration.file == context.file else {
      return nil
    }
    return declaration.computedProperties[name]
  }
}

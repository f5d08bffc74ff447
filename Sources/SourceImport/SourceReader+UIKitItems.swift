import Navigation
import SwiftSyntax

/// `UIBarButtonItem`s and `UITabBarItem`s as UIKit code builds them.
///
/// An item is built in place (`UIBarButtonItem(barButtonSystemItem: .done, …)`) or in a
/// local or property first, then configured (`button.accessibilityLabel = …`) and assigned.
/// Items are located at the call that builds them, where a finding about one is fixed.
extension SourceReader {
  /// The items a `…BarButtonItem(s)` value holds, or nil when only the running app knows
  /// (reported at `node`). `nil` and `[]` clear the items.
  mutating func barItems(_ value: [ExprSyntax], at node: Syntax, _ scope: Scope) -> [BarButtonItem]? {
    guard let candidates = UIKitCode.candidates(value), candidates.count == 1, let first = candidates.first else {
      issue("the bar button items '\(Self.describe(value))' are only known at run time", at: node, scope.context)
      return nil
    }
    let expression = Self.unwrapped(first.expression)
    if expression.is(NilLiteralExprSyntax.self) { return [] }
    if let array = expression.as(ArrayExprSyntax.self) {
      // One item only the running app knows makes the bar unknown: none are kept.
      let items = array.elements.map { barItem(UIKitCode.elements($0.expression), at: node, scope) }
      return items.contains { $0 == nil } ? nil : items.compactMap { $0 }
    }
    return barItem(value, at: node, scope).map { [$0] }
  }

  /// One bar button item, or nil when only the running app knows it (reported).
  mutating func barItem(_ value: [ExprSyntax], at node: Syntax, _ scope: Scope) -> BarButtonItem? {
    let file = files[scope.context.file]
    guard scope.hops < Self.maximumHops, let candidates = UIKitCode.candidates(value), candidates.count == 1,
      let first = candidates.first
    else {
      issue("the bar button item '\(Self.describe(value))' is only known at run time", at: node, scope.context)
      return nil
    }
    let expression = Self.unwrapped(first.expression)
    if expression.trimmedDescription == "editButtonItem" || expression.trimmedDescription == "self.editButtonItem" {
      return BarButtonItem(systemItem: .edit, location: file.location(of: expression))
    }
    if let name = Scope.name(expression) {
      let values = scope.values(of: name, at: expression)
      guard let only = values.first else {
        let why =
          scope.owner?.outlets.contains(name) == true
          ? "is an outlet, set by a storyboard" : "is only known at run time"
        issue("the bar button item '\(name)' \(why)", at: node, scope.context)
        return nil
      }
      guard var item = barItem(only.value, at: Syntax(expression), only.scope) else { return nil }
      configure(&item, with: scope.code.sets(on: name, at: expression.position), scope)
      return item
    }
    guard let call = expression.as(FunctionCallExprSyntax.self), let callee = Self.calleeName(call) else {
      issue(
        "the bar button item '\(SourceText.describe(expression))' is only known at run time", at: node, scope.context)
      return nil
    }
    let location = file.location(of: call)
    switch callee {
    case "UIBarButtonItem", "init": return barItem(built: call, at: location, scope)
    case "flexibleSpace": return BarButtonItem(systemItem: .flexibleSpace, location: location)
    case "fixedSpace":
      let width = call.arguments.first.flatMap { Double($0.expression.trimmedDescription) }
      return BarButtonItem(systemItem: .fixedSpace, width: width, location: location)
    case let local where scope.code.isLocal(local) && call.arguments.isEmpty:
      // `let flex = { UIBarButtonItem(…) }` … `flex()`: what the closure makes.
      guard let closure = scope.values(of: local, at: call).first?.value.first?.as(ClosureExprSyntax.self),
        let made = SwiftUICall.expressions(in: closure.statements).last
      else { fallthrough }
      return barItem(UIKitCode.elements(made), at: node, scope.followed())
    default:
      issue("the bar button item '\(SourceText.describe(call))' is only known at run time", at: node, scope.context)
      return nil
    }
  }

  /// `UIBarButtonItem(title:style:…)`, `(image:…)`, `(barButtonSystemItem:…)`,
  /// `(systemItem:primaryAction:menu:)`, `(customView:)` and `(primaryAction: UIAction(title:…))`.
  private mutating func barItem(built call: FunctionCallExprSyntax, at location: Location, _ scope: Scope)
    -> BarButtonItem
  {
    var item = BarButtonItem(location: location)
    for argument in call.arguments {
      let value = UIKitCode.elements(argument.expression)
      switch argument.label?.text {
      case "barButtonSystemItem", "systemItem":
        let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        if let system = SystemItem(rawValue: name) {
          item.systemItem = system
        } else {
          item.customView = true
          issue(
            "the system item '\(SourceText.describe(argument.expression))' is not read", at: argument, scope.context)
        }
      case "title": item.title = itemText(value, at: location, node: Syntax(argument), scope)
      case "image": item.image = Self.imageName(argument.expression)
      case "customView": item.customView = true
      case "style": item.style = argument.expression.trimmedDescription.hasSuffix("done") ? .done : .plain
      case "primaryAction":
        guard let action = argument.expression.as(FunctionCallExprSyntax.self) else { continue }
        for part in action.arguments where item.title == nil && part.label?.text == "title" {
          item.title = itemText(UIKitCode.elements(part.expression), at: location, node: Syntax(part), scope)
        }
        for part in action.arguments where item.image == nil && part.label?.text == "image" {
          item.image = Self.imageName(part.expression)
        }
      default: continue
      }
    }
    return item
  }

  /// Applies `button.title = …`, `.accessibilityLabel`, `.style`, `.isEnabled`, `.image`.
  private mutating func configure(_ item: inout BarButtonItem, with sets: [UIKitCode.Assignment], _ scope: Scope) {
    let file = files[scope.context.file]
    func location(_ node: Syntax) -> Location { file.location(of: node) }
    for set in sets where set.target.count == 2 {
      switch set.target[1] {
      case "title": item.title = itemText(set.value, at: location(set.node), node: set.node, scope) ?? item.title
      case "accessibilityLabel":
        item.accessibilityLabel =
          itemText(set.value, at: location(set.node), node: set.node, scope) ?? item.accessibilityLabel
      case "style": item.style = set.value.last?.trimmedDescription.hasSuffix("done") == true ? .done : .plain
      case "isEnabled": item.isEnabled = set.value.first?.trimmedDescription != "false"
      case "image": item.image = set.value.first.flatMap(Self.imageName) ?? item.image
      default: continue
      }
    }
  }

  /// An item's text, or nil (reported) when only the running app knows it.
  private mutating func itemText(_ value: [ExprSyntax], at location: Location, node: Syntax, _ scope: Scope)
    -> TextReference?
  {
    switch uikitText(value, at: location, scope) {
    case .text(let text): return text
    case .cleared: return nil
    case .unresolved(let source):
      issue("the bar button item's text '\(source)' is only known at run time", at: node, scope.context)
      return nil
    }
  }

  /// `UITabBarItem(title:image:selectedImage:)`, `(title:image:tag:)` or `(tabBarSystemItem:tag:)`.
  mutating func tabBarItem(_ value: [ExprSyntax], at node: Syntax, _ scope: Scope) -> TabBarItem? {
    let location = files[scope.context.file].location(of: node)
    guard let candidates = UIKitCode.candidates(value), candidates.count == 1, let first = candidates.first,
      let call = Self.unwrapped(first.expression).as(FunctionCallExprSyntax.self),
      ["UITabBarItem", "init"].contains(Self.calleeName(call) ?? "")
    else {
      issue("the tab bar item '\(Self.describe(value))' is only known at run time", at: node, scope.context)
      return nil
    }
    var item = TabBarItem(location: location)
    for argument in call.arguments {
      switch argument.label?.text {
      case "title":
        item.title = itemText(UIKitCode.elements(argument.expression), at: location, node: Syntax(argument), scope)
      case "image": item.image = Self.imageName(argument.expression)
      case "tabBarSystemItem":
        let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        item.systemItem = TabSystemItem(rawValue: name)
      default: continue
      }
    }
    return item
  }

  /// `"gear"` for `UIImage(systemName: "gear")` or `UIImage(named: "gear")`; the source of
  /// any other image (`Assets.Images.filter`), which names it for the report.
  static func imageName(_ expression: ExprSyntax) -> String {
    let inner = unwrapped(expression)
    if let call = inner.as(FunctionCallExprSyntax.self),
      let argument = call.arguments.first(where: { ["systemName", "named"].contains($0.label?.text ?? "") }),
      let literal = argument.expression.as(StringLiteralExprSyntax.self), let name = SourceText.plain(literal)
    {
      return name
    }
    return SourceText.describe(inner)
  }
}

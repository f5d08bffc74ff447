import Diagnostics
import Navigation
import StoryboardImport
import SwiftSyntax

/// Which controller a UIKit expression stands for: a class of the app, a navigation, tab or
/// split controller built in place, a SwiftUI view in a hosting controller, or a storyboard
/// scene.
///
/// `let controller = X(); controller.title = …; push(controller)` is followed through the
/// local; the title set there shows when `X` sets none itself, so such a creation gets a
/// screen of its own (`X.L<line>`), shared by the creations configured alike. Apple's own controllers (alerts, share sheets, Safari,
/// pickers) are not the app's screens and are left out; anything else only the running app
/// knows is reported, never guessed.
extension SourceReader {
  /// A controller a navigation call shows, with the presentation style its creator set.
  struct Target {
    var id: String
    var style: PresentationStyle?
  }

  /// Apple's controllers, whose bars are the system's: presenting one is not a screen of the app.
  static let systemControllers: Set<String> = [
    "UIAlertController", "UIActivityViewController", "SFSafariViewController", "UIDocumentPickerViewController",
    "UIImagePickerController", "PHPickerViewController", "MFMailComposeViewController",
    "MFMessageComposeViewController", "UIReferenceLibraryViewController", "QLPreviewController",
    "CNContactViewController", "CNContactPickerViewController", "UIFontPickerViewController",
    "UIColorPickerViewController", "AVPlayerViewController", "SKStoreProductViewController", "UICloudSharingController",
    "UIPrinterPickerController", "UIVideoEditorController", "EKEventEditViewController", "EKEventViewController",
    "UIDocumentBrowserViewController", "UIActivityItemsConfiguration", "DDMatchViewController",
  ]

  /// The controllers an array of them holds (`viewControllers = [a, b]`).
  mutating func controllerList(_ value: [ExprSyntax], at node: Syntax, _ scope: Scope) -> [String]? {
    guard let candidates = UIKitCode.candidates(value), candidates.count == 1,
      let array = candidates.first.flatMap({ Self.unwrapped($0.expression).as(ArrayExprSyntax.self) })
    else {
      issue("the controllers '\(Self.describe(value))' are only known at run time", at: node, scope.context)
      return nil
    }
    return array.elements.compactMap { controllerTargets(UIKitCode.elements($0.expression), at: node, scope).first?.id }
  }

  /// The controllers `value` may be; each alternative of a `?:`, `??`, `if` or `switch` is one.
  mutating func controllerTargets(_ value: [ExprSyntax], at node: Syntax, _ scope: Scope, local: String? = nil)
    -> [Target]
  {
    guard scope.hops < Self.maximumHops, let candidates = UIKitCode.candidates(value) else {
      issue("the view controller '\(Self.describe(value))' is only known at run time", at: node, scope.context)
      return []
    }
    return candidates.flatMap { controllerTargets($0, at: node, scope, local: local) }
  }

  private mutating func controllerTargets(
    _ candidate: UIKitCode.Candidate, at node: Syntax, _ scope: Scope, local: String?
  ) -> [Target] {
    let expression = Self.unwrapped(candidate.expression)
    // `return nil`, `default: nil`: nothing is shown.
    if expression.is(NilLiteralExprSyntax.self) { return [] }
    if let name = Scope.name(expression) { return namedTargets(name, candidate: candidate, at: node, scope) }
    if let branches = Self.branches(of: expression) {
      return branches.flatMap { statements in
        SwiftUICall.expressions(in: statements).suffix(1).flatMap {
          controllerTargets(UIKitCode.elements($0), at: node, scope.followed())
        }
      }
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else {
      issue(
        "the view controller '\(SourceText.describe(expression))' is only known at run time", at: node, scope.context)
      return []
    }
    if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
      // `{ switch row { case .a: return A() … } }()`: each value it returns.
      var inner = scope.followed()
      inner.code = UIKitCode(closure.statements, parameters: [])
      let returned =
        inner.code.returns.isEmpty
        ? SwiftUICall.expressions(in: closure.statements).suffix(1).map {
          UIKitCode.elements($0)
        } : inner.code.returns
      return returned.flatMap { controllerTargets($0, at: node, inner) }
    }
    guard let callee = Self.calleeName(call) else {
      issue("the view controller '\(SourceText.describe(call))' is only known at run time", at: node, scope.context)
      return []
    }
    return calledTargets(call, callee: callee, cast: candidate.cast, at: node, scope, local: local)
  }

  /// A local, a property, or a parameter: followed to its value, configured by what is set on it.
  private mutating func namedTargets(_ name: String, candidate: UIKitCode.Candidate, at node: Syntax, _ scope: Scope)
    -> [Target]
  {
    let values = scope.values(of: name, at: candidate.expression)
    guard !values.isEmpty else {
      if let cast = candidate.cast, let id = controllerScreen(cast, scope.context) { return [Target(id: id)] }
      issue("the view controller '\(name)' is only known at run time", at: node, scope.context)
      return []
    }
    let sets = scope.code.sets(on: name, at: candidate.expression.position)
    var result: [Target] = []
    for (value, inner) in values.prefix(8) {
      for target in controllerTargets(value, at: node, inner, local: scope.code.isLocal(name) ? name : nil) {
        result.append(configured(target, with: sets, scope))
      }
    }
    return result
  }

  private mutating func calledTargets(
    _ call: FunctionCallExprSyntax, callee: String, cast: String?, at node: Syntax, _ scope: Scope, local: String?
  ) -> [Target] {
    switch callee {
    case "UINavigationController":
      return navigationContainer(call, scope, local: local).map { [Target(id: $0)] } ?? []
    case "UIHostingController":
      guard let view = SwiftUICall.argument(call, "rootView") else { return [] }
      let context = Context(
        file: scope.context.file, owner: scope.context.owner, integers: [], chain: scope.context.chain)
      return controller(view, context).map { [Target(id: $0)] } ?? []
    case "UITabBarController", "UISplitViewController":
      return builtContainer(call, tabs: callee == "UITabBarController", scope, local: local).map { [Target(id: $0)] }
        ?? []
    case "instantiateViewController", "instantiateInitialViewController", "instantiateController":
      return storyboardTargets(call, cast: cast, at: node, scope)
    default:
      if controllers.kind(of: callee) == .navigation, SwiftUICall.argument(call, "rootViewController") != nil,
        controllers.controller(named: callee) != nil
      {
        return navigationContainer(call, scope, local: local).map { [Target(id: $0)] } ?? []
      }
      if let id = controllerScreen(callee, scope.context) { return [Target(id: id)] }
      // `SFSafariViewController(url:)`, or a factory of one (`SFSafariViewController.make(url)`).
      let type = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap { UIKitCode.path(of: $0)?.first }
      if Self.systemControllers.contains(callee) || type.map(Self.systemControllers.contains) == true { return [] }
      if let method = scope.owner?.methods.first(where: { $0.name == callee }),
        call.calledExpression.is(DeclReferenceExprSyntax.self)
      {
        // A factory method of the controller: each value it returns, resolved once.
        let key = "method \(method.type).\(method.name) \(method.file)"
        if let known = factories[key] { return known }
        factories[key] = []
        var inner = scope.followed()
        inner.code = UIKitCode(method.body, parameters: method.parameters)
        inner.context.file = method.file
        let targets = inner.code.returns.prefix(64).flatMap { controllerTargets($0, at: node, inner) }
        factories[key] = targets
        return targets
      }
      issue("the view controller '\(SourceText.describe(call))' is only known at run time", at: node, scope.context)
      return []
    }
  }

  /// `storyboard.instantiateViewController(withIdentifier:) as! X` or
  /// `instantiateController(ofType: X.self)`: the storyboard scene with that identifier (or the
  /// storyboard's initial one), else the scene or screen of class `X`.
  private mutating func storyboardTargets(
    _ call: FunctionCallExprSyntax, cast: String?, at node: Syntax, _ scope: Scope
  ) -> [Target] {
    if let scene = scene(instantiatedBy: call) { return [Target(id: scene.screen)] }
    let given = SwiftUICall.argument(call, "ofType").flatMap { $0.as(MemberAccessExprSyntax.self)?.base }.map {
      $0.trimmedDescription
    }
    for name in [given, cast].compactMap({ $0 }) {
      if let id = controllerScreen(name, scope.context) { return [Target(id: id)] }
    }
    let identifier = (SwiftUICall.argument(call, "withIdentifier") ?? SwiftUICall.argument(call, "identifier"))
      .flatMap { $0.as(StringLiteralExprSyntax.self) }.flatMap(SourceText.plain)
    let what = identifier.map { "the storyboard scene '\($0)'" } ?? "the storyboard's initial scene"
    let missing =
      scenes.isEmpty
      ? "is not in the Swift files read; audit the app folder with its storyboards" : "is not in the app's storyboards"
    issue("\(what) \(missing)", at: node, scope.context)
    return []
  }

  /// The storyboard scene an `instantiate…` call makes, when the app's storyboards are read.
  private func scene(instantiatedBy call: FunctionCallExprSyntax) -> StoryboardImporter.Scene? {
    let storyboard = Self.storyboardName(call)
    func named(_ scene: StoryboardImporter.Scene) -> Bool {
      storyboard.map { scene.storyboard.lowercased() == $0.lowercased() } ?? true
    }
    if let identifier = (SwiftUICall.argument(call, "withIdentifier") ?? SwiftUICall.argument(call, "identifier"))?
      .as(StringLiteralExprSyntax.self).flatMap(SourceText.plain)
    {
      return scenes.first { $0.identifier == identifier && named($0) }
    }
    guard Self.calleeName(call) == "instantiateInitialViewController", storyboard != nil else { return nil }
    return scenes.first { $0.isInitial && named($0) }
  }

  /// The storyboard an `instantiate…` call is made on: `UIStoryboard(name: "Settings", bundle:
  /// nil)` or a static `UIStoryboard.settings`; nil for `storyboard` (the caller's).
  private static func storyboardName(_ call: FunctionCallExprSyntax) -> String? {
    guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(unwrapped) else { return nil }
    if let made = base.as(FunctionCallExprSyntax.self), let name = SwiftUICall.argument(made, "name") {
      return name.as(StringLiteralExprSyntax.self).flatMap(SourceText.plain)
    }
    guard let path = UIKitCode.path(of: base), path.count == 2, path[0] == "UIStoryboard" else { return nil }
    return path[1]
  }

  /// `UINavigationController(rootViewController: R)`, or one whose stack is set on the local
  /// it is kept in (`nav.viewControllers = [R]`, `nav.setViewControllers([R], animated:)`).
  private mutating func navigationContainer(_ call: FunctionCallExprSyntax, _ scope: Scope, local: String?)
    -> String?
  {
    let sets = local.map { scope.code.sets(on: $0) } ?? []
    let calls = local.map { name in scope.code.calls.filter { $0.receiver == [name] } } ?? []
    var rootValue = SwiftUICall.argument(call, "rootViewController").map(UIKitCode.elements)
    rootValue = rootValue ?? sets.first { $0.target.dropFirst() == ["viewControllers"] }?.value
    rootValue =
      rootValue
      ?? calls.first { ["setViewControllers", "pushViewController"].contains($0.name) }?.call.arguments.first
      .map { UIKitCode.elements($0.expression) }
    guard let rootValue else {
      issue("the navigation controller's root is only known at run time", at: call, scope.context)
      return nil
    }
    return container(at: call, named: "nav", scope.context) { reader, nav, location in
      let root: String?
      if let array = rootValue.first.flatMap({ Self.unwrapped($0).as(ArrayExprSyntax.self) }) {
        root = reader.controllerList([ExprSyntax(array)], at: Syntax(call), scope)?.first
      } else {
        root = reader.controllerTargets(rootValue, at: Syntax(call), scope).first?.id
      }
      guard let root else { return false }
      let large = sets.contains {
        $0.target.suffix(2) == ["navigationBar", "prefersLargeTitles"] && $0.value.first?.trimmedDescription == "true"
      }
      reader.screens[nav]?.container = .navigation(
        NavigationControllerSpec(
          stack: [root], prefersLargeTitles: large || reader.prefersLargeTitles.contains(root), location: location))
      if let style = sets.first(where: { $0.target.dropFirst() == ["modalPresentationStyle"] })?.value.last?.as(
        MemberAccessExprSyntax.self)?.declName.baseName.text
      {
        reader.presentationStyles[nav] = PresentationStyle(rawValue: style)
      }
      return true
    }
  }

  /// A `UITabBarController()` or `UISplitViewController(style:)` filled through its local.
  private mutating func builtContainer(_ call: FunctionCallExprSyntax, tabs: Bool, _ scope: Scope, local: String?)
    -> String?
  {
    guard let local else {
      issue("the controllers this container shows are only known at run time", at: call, scope.context)
      return nil
    }
    let sets = scope.code.sets(on: local)
    let calls = scope.code.calls.filter { $0.receiver == [local] }
    return container(at: call, named: tabs ? "tabs" : "split", scope.context) { reader, id, location in
      var reading = ControllerReading(
        screen: reader.screens[id] ?? Screen(id: id, location: location), kind: tabs ? .tabs : .split)
      for set in sets { reader.apply(set.target.dropFirst(), set.value, at: set.node, to: &reading, scope) }
      for call in calls where call.name == "setViewControllers" || call.name == "setViewController" {
        guard let first = call.call.arguments.first else { continue }
        let value = UIKitCode.elements(first.expression)
        if call.name == "setViewControllers" {
          reader.apply(["viewControllers"], value, at: Syntax(call.call), to: &reading, scope)
        } else if let column = call.call.arguments.first(where: { $0.label?.text == "for" })?.expression.as(
          MemberAccessExprSyntax.self
        ).flatMap({ SplitColumn(rawValue: $0.declName.baseName.text) }),
          let target = reader.controllerTargets(value, at: Syntax(call.call), scope).first
        {
          reading.columns[column] = target.id
        }
      }
      let children = reading.children ?? []
      if tabs {
        guard !children.isEmpty else { return false }
        reader.screens[id]?.container = .tabs(TabBarControllerSpec(items: children, location: location))
        return true
      }
      guard let primary = reading.columns[.primary] ?? children.first else { return false }
      var spec = SplitViewSpec(
        style: reading.columns[.supplementary] == nil ? .doubleColumn : .tripleColumn, location: location)
      spec.primary = primary
      spec.supplementary = reading.columns[.supplementary]
      spec.secondary = reading.columns[.secondary] ?? children.dropFirst().first
      reader.screens[id]?.container = .split(spec)
      return true
    }
  }

  /// `target` with what its creator set on it: its presentation style, and bar fields the
  /// class leaves unset, on a screen of its own for this creation.
  private mutating func configured(_ target: Target, with sets: [UIKitCode.Assignment], _ scope: Scope) -> Target {
    var target = target
    for set in sets where set.target.dropFirst() == ["modalPresentationStyle"] {
      target.style = set.value.last?.as(MemberAccessExprSyntax.self).flatMap {
        PresentationStyle(rawValue: $0.declName.baseName.text)
      }
    }
    let bar = sets.filter { Self.barFields.contains($0.target.dropFirst().joined(separator: ".")) }
    guard let first = bar.first, let screen = screens[target.id], screen.container == nil else { return target }
    let location = files[scope.context.file].location(of: first.node)
    // Creations configured alike (`next.hidesBottomBarWhenPushed = true` before every push)
    // share one screen, named after the first.
    let signature = bar.map { $0.target.dropFirst().joined(separator: ".") + "=" + Self.describe($0.value) }
    let key = "creation \(target.id) \(signature.joined(separator: ";"))"
    if let known = made[key] {
      target.id = known
      return target
    }
    let id = uniqueID("\(target.id).L\(location.line)")
    made[key] = id
    var reading = ControllerReading(screen: screen, kind: .plain, assigned: assignedByClass[target.id] ?? [])
    reading.screen.id = id
    reading.screen.location = location
    for set in bar { apply(set.target.dropFirst(), set.value, at: set.node, to: &reading, scope) }
    add(reading.screen)
    target.id = id
    return target
  }
}

extension SourceReader.Scope {
  /// The scope one step further along a chain of values.
  func followed() -> Self {
    var copy = self
    copy.hops += 1
    return copy
  }
}

import Navigation
import StoryboardImport
import SwiftSyntax

/// The appearance proxies: what `UINavigationBar.appearance()` and
/// `UIBarButtonItem.appearance()` set applies to every bar of the app, wherever the code
/// that sets it is (usually `application(_:didFinishLaunchingWithOptions:)`).
extension SourceReader {
  /// The most proxy uses read in one app.
  static let maximumProxyUses = 1_000

  /// The bar fonts every navigation bar starts from, read from every file.
  mutating func readAppearanceProxies() -> NavigationBarStyle {
    var style = NavigationBarStyle()
    var uses = 0
    for file in files.indices {
      let finder = ProxyFinder(viewMode: .sourceAccurate)
      finder.walk(files[file].tree)
      // Each body is read once, however many proxy uses it has.
      var bodies: [SyntaxIdentifier: UIKitCode] = [:]
      for call in finder.calls {
        uses += 1
        guard uses <= Self.maximumProxyUses else { return style }
        guard let body = Self.enclosingBody(of: call) else { continue }
        let code = bodies[body.id] ?? UIKitCode(body, parameters: [])
        bodies[body.id] = code
        readProxy(call, code: code, file: file, into: &style)
      }
    }
    return style
  }

  /// Applies one `UINavigationBar.appearance()` or `UIBarButtonItem.appearance()` call.
  private mutating func readProxy(
    _ call: FunctionCallExprSyntax, code: UIKitCode, file: Int, into style: inout NavigationBarStyle
  ) {
    let isBar = call.calledExpression.trimmedDescription == "UINavigationBar.appearance"
    if !call.arguments.isEmpty {
      // Items inside navigation bars are every bar's; other containers are not navigation bars.
      guard !isBar else {
        issues.append(
          ImportIssue(
            .unresolvedInSource,
            "'\(Self.describe([ExprSyntax(call)]))' applies to some bars only, which are known at run time: its fonts are not read",
            at: files[file].location(of: call)))
        return
      }
      guard call.arguments.trimmedDescription.contains("UINavigationBar.self") else { return }
    }
    // `UINavigationBar.appearance().titleTextAttributes = …`
    if let member = call.parent?.as(MemberAccessExprSyntax.self) {
      let field = member.declName.baseName.text
      if isBar, let value = Self.assignedValue(to: ExprSyntax(member)) {
        _ = applyBarStyle(field, value, at: Syntax(member), code: code, file: file, to: &style)
      } else if !isBar, field == "setTitleTextAttributes",
        let outer = member.parent?.as(FunctionCallExprSyntax.self), Self.isNormalState(outer),
        let attributes = outer.arguments.first?.expression
      {
        // `UIBarButtonItem.appearance().setTitleTextAttributes([.font: …], for: .normal)`
        style.barButtonTitleTextAttributes = fontSetting(
          UIKitCode.elements(attributes), at: outer, file: file)
      }
      return
    }
    // `let bar = UINavigationBar.appearance(); bar.titleTextAttributes = …`
    guard isBar, let binding = call.parent?.parent?.as(PatternBindingSyntax.self),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return }
    for set in code.sets(on: name, at: call.position) where set.target.count == 2 {
      _ = applyBarStyle(set.target[1], set.value, at: set.node, code: code, file: file, to: &style)
    }
  }

  /// The right-hand side when `target` is assigned to (`target = value`).
  static func assignedValue(to target: ExprSyntax) -> [ExprSyntax]? {
    guard let sequence = target.parent?.parent?.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count >= 3, elements[0].id == target.id, elements[1].is(AssignmentExprSyntax.self) else {
      return nil
    }
    return Array(elements[2...])
  }

  /// Whether a `setTitleTextAttributes(_:for:)` call sets the normal state's attributes.
  private static func isNormalState(_ call: FunctionCallExprSyntax) -> Bool {
    let state = call.arguments.first { $0.label?.text == "for" }?.expression.trimmedDescription
    return state == ".normal" || state == "UIControl.State.normal" || state == "UIControlState.normal"
  }

  /// The statements of the function, initializer, accessor or closure the node is in, or
  /// the file's top-level code.
  static func enclosingBody(of node: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
    var current = node.parent
    for _ in 0..<256 {
      guard let parent = current else { return nil }
      if let list = parent.as(CodeBlockItemListSyntax.self),
        list.parent?.is(ClosureExprSyntax.self) == true || list.parent?.is(SourceFileSyntax.self) == true
          || list.parent?.as(CodeBlockSyntax.self)?.parent.map({
            $0.is(FunctionDeclSyntax.self) || $0.is(InitializerDeclSyntax.self) || $0.is(AccessorDeclSyntax.self)
          }) == true
      {
        return list
      }
      current = parent.parent
    }
    return nil
  }
}

/// Finds the calls of `UINavigationBar.appearance` and `UIBarButtonItem.appearance`, with or
/// without `whenContainedInInstancesOf:`.
private final class ProxyFinder: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    // Token texts, not the callee's description: every call of every file passes here.
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "appearance",
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      ["UINavigationBar", "UIBarButtonItem"].contains(base.baseName.text)
    {
      calls.append(node)
    }
    return .visitChildren
  }
}

extension SourceReader {
  /// Gives each navigation controller the fonts its root's code sets on the bar
  /// (`navigationController?.navigationBar.titleTextAttributes = …` in `viewDidLoad`), when
  /// the controller's own code sets none.
  mutating func applyBarStyles() {
    guard !barStyles.isEmpty else { return }
    for id in order {
      guard case .navigation(var spec) = screens[id]?.container, spec.barStyle.isEmpty,
        let root = spec.stack.first, let style = barStyles[root]
      else { continue }
      spec.barStyle = style
      screens[id]?.container = .navigation(spec)
    }
  }
}

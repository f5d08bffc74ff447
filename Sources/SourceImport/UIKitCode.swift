import SwiftSyntax

/// What one method of a view controller does that a bar or a navigation depends on.
///
/// UIKit code sets a bar by assignments (`navigationItem.title = …`) and navigates by calls
/// (`navigationController?.pushViewController(…)`), often through local values
/// (`let controller = …; controller.title = …; push(controller)`). This reads a method once
/// into those three lists; the reader then resolves what they name. Code inside `if`,
/// `switch` and `#if` is read too and marked conditional; inactive `#if` clauses are not.
struct UIKitCode {
  /// `target = value`, with `self.` left out of the target.
  struct Assignment {
    let target: [String]
    let value: [ExprSyntax]
    let node: Syntax
    let conditional: Bool
  }

  /// A call of a method that shows a controller or sets a bar.
  struct Call {
    let receiver: [String]
    let name: String
    let call: FunctionCallExprSyntax
    let conditional: Bool
  }

  /// One possible value of an expression, with the type it is cast to (`as! SettingsViewController`).
  struct Candidate {
    let expression: ExprSyntax
    let cast: String?
  }

  /// A value given to a local, and where.
  struct Binding {
    let value: [ExprSyntax]
    let position: AbsolutePosition
  }

  var locals: Set<String> = []
  var bindings: [String: [Binding]] = [:]
  var assignments: [Assignment] = []
  var calls: [Call] = []
  /// What the method returns, outside nested closures.
  var returns: [[ExprSyntax]] = []

  /// The calls recorded; others cannot show a controller or change a bar.
  static let callNames: Set<String> = [
    "pushViewController", "present", "show", "showDetailViewController", "setViewControllers", "setViewController",
    "setLeftBarButton", "setRightBarButton", "setLeftBarButtonItems", "setRightBarButtonItems", "setToolbarItems",
    "setHidesBackButton",
  ]
  /// The most assignments and calls kept per method.
  static let maximumRecords = 5_000

  init(_ body: CodeBlockItemListSyntax, parameters: Set<String>) {
    locals = parameters
    let visitor = Visitor(viewMode: .sourceAccurate)
    visitor.walk(body)
    locals.formUnion(visitor.code.locals)
    bindings = visitor.code.bindings
    assignments = visitor.code.assignments
    calls = visitor.code.calls
    returns = visitor.code.returns
  }

  fileprivate init() {}

  /// Whether `name` is a local value or parameter rather than a property of the controller.
  func isLocal(_ name: String) -> Bool { locals.contains(name) }

  /// The value `name` holds where `use` is: the last one given before it (a local of the same
  /// name in another `case` is another value), else the first one given (a closure written
  /// before the value it captures). One value, so that following locals stays linear.
  func values(of name: String, at use: AbsolutePosition) -> [[ExprSyntax]] {
    let all = bindings[name] ?? []
    guard let chosen = all.last(where: { $0.position < use }) ?? all.first else { return [] }
    return [chosen.value]
  }

  /// The assignments to `name.member` (`controller.title = …`) made to the value `name` holds
  /// where `use` is: after the value is given, before the next one is.
  func sets(on name: String, at use: AbsolutePosition? = nil) -> [Assignment] {
    let given = (bindings[name] ?? []).map(\.position)
    let start = use.flatMap { use in given.last { $0 < use } }
    let end = start.flatMap { start in given.first { $0 > start } }
    return assignments.filter { assignment in
      guard assignment.target.count >= 2, assignment.target[0] == name else { return false }
      let position = assignment.node.position
      return (start.map { $0 < position } ?? true) && (end.map { position < $0 } ?? true)
    }
  }

  /// `a.b?.c!` as `["a", "b", "c"]`, with `self` left out; nil for anything else.
  static func path(of expression: ExprSyntax) -> [String]? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.tokenKind == .keyword(.self) ? [] : [reference.baseName.text]
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return path(of: base).map { $0 + [member.declName.baseName.text] }
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) { return path(of: optional.expression) }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return path(of: forced.expression) }
    return nil
  }

  /// The values an expression written as a sequence may have: both sides of `?:` and `??`,
  /// a cast's operand with its type. Nil when it is computed some other way (`a + b`).
  static func candidates(_ elements: [ExprSyntax], depth: Int = 0) -> [Candidate]? {
    guard depth < 16, let first = elements.first else { return nil }
    if elements.count == 1 {
      if let sequence = first.as(SequenceExprSyntax.self) {
        return candidates(Array(sequence.elements), depth: depth + 1)
      }
      if let tuple = first.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
        return candidates([only.expression], depth: depth + 1)
      }
      return [Candidate(expression: first, cast: nil)]
    }
    if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
      let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
    {
      let otherwise = candidates(Array(elements[(index + 1)...]), depth: depth + 1)
      return candidates([ternary.thenExpression], depth: depth + 1).map { $0 + (otherwise ?? []) } ?? otherwise
    }
    if let index = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }) {
      let left = candidates(Array(elements[..<index]), depth: depth + 1) ?? []
      let right = candidates(Array(elements[(index + 1)...]), depth: depth + 1) ?? []
      return left + right
    }
    if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self)
    {
      let name = type.type.as(IdentifierTypeSyntax.self)?.name.text ?? type.type.trimmedDescription
      return candidates([elements[0]], depth: depth + 1)?.map { Candidate(expression: $0.expression, cast: name) }
    }
    return nil
  }

  /// The elements of an expression: a sequence's, or the expression alone.
  static func elements(_ expression: ExprSyntax) -> [ExprSyntax] {
    expression.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? [expression]
  }
}

/// Walks a method body into a ``UIKitCode``.
private final class Visitor: SyntaxVisitor {
  var code = UIKitCode()
  private var conditions = 0
  private var closures = 0

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    // Only the clause an iOS build compiles; code under it is conditional.
    if let active = SwiftUICall.activeClause(node), let elements = active.elements {
      conditions += 1
      walk(elements)
      conditions -= 1
    }
    return .skipChildren
  }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    conditions += 1
    return .visitChildren
  }

  override func visitPost(_ node: IfExprSyntax) { conditions -= 1 }

  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    conditions += 1
    return .visitChildren
  }

  override func visitPost(_ node: SwitchCaseSyntax) { conditions -= 1 }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    closures += 1
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) { closures -= 1 }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    code.locals.insert(node.identifier.text)
    return .visitChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    code.locals.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    code.locals.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
      bind(name, UIKitCode.elements(value), at: node.position)
    }
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
      bind(name, UIKitCode.elements(value), at: node.position)
    }
    return .visitChildren
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if closures == 0, let value = node.expression, code.returns.count < UIKitCode.maximumRecords {
      code.returns.append(UIKitCode.elements(value))
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let target = UIKitCode.path(of: elements[0])
    else { return .visitChildren }
    let value = Array(elements[2...])
    if target.count == 1 { bind(target[0], value, at: node.position) }
    if code.assignments.count < UIKitCode.maximumRecords {
      code.assignments.append(
        .init(target: target, value: value, node: Syntax(elements[0]), conditional: conditions > 0))
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let receiver: [String]?
    let name: String
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
      (receiver, name) = (UIKitCode.path(of: base), member.declName.baseName.text)
    } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      (receiver, name) = ([], reference.baseName.text)
    } else {
      return .visitChildren
    }
    if let receiver, UIKitCode.callNames.contains(name), code.calls.count < UIKitCode.maximumRecords {
      code.calls.append(.init(receiver: receiver, name: name, call: node, conditional: conditions > 0))
    }
    return .visitChildren
  }

  private func bind(_ name: String, _ value: [ExprSyntax], at position: AbsolutePosition) {
    guard code.bindings[name, default: []].count < 64 else { return }
    code.bindings[name, default: []].append(.init(value: value, position: position))
  }
}

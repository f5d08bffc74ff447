import SwiftSyntax

/// Reading SwiftUI's call shapes: a view and its modifiers, labeled arguments, trailing
/// closures, and the statements of a view builder under `#if`.
///
/// SwiftUI code is a tree of calls: `List { … }.navigationTitle("Birds").toolbar { … }` is
/// a call whose callee is a member of a call. These helpers take such trees apart, so the
/// readers only deal with a view and the list of its modifiers.
enum SwiftUICall {
  /// A modifier applied to a view: `.navigationTitle("Birds")`.
  struct Modifier {
    let name: String
    /// The member name token, where findings about the modifier point.
    let nameNode: Syntax
    let call: FunctionCallExprSyntax?
  }

  /// The called type or function name: `Text` in `Text("…")` and `SwiftUI.Text("…")`.
  static func name(of call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "SwiftUI"
    {
      return member.declName.baseName.text
    }
    if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
      let reference = generic.expression.as(DeclReferenceExprSyntax.self)
    {
      return reference.baseName.text
    }
    return nil
  }

  /// The argument labeled `label`.
  static func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }

  /// The closure given as `label` (an argument or a labeled trailing closure), or the first
  /// trailing closure when `label` is nil.
  static func closure(_ call: FunctionCallExprSyntax, _ label: String?) -> ClosureExprSyntax? {
    guard let label else { return call.trailingClosure }
    if let given = argument(call, label)?.as(ClosureExprSyntax.self) { return given }
    return call.additionalTrailingClosures.first { $0.label.text == label }?.closure
  }

  /// Every closure a call is given, in source order.
  static func closures(_ call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
    call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + [call.trailingClosure].compactMap { $0 }
      + call.additionalTrailingClosures.map(\.closure)
  }

  /// A view and its modifiers, innermost first; modifiers under an active `#if` are included.
  static func unwrap(_ expression: ExprSyntax) -> (core: ExprSyntax, modifiers: [Modifier]) {
    var modifiers: [Modifier] = []
    var current = expression
    for _ in 0..<1_000 {
      if let call = current.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), !(member.base.map(isTypeName) ?? false)
      {
        modifiers.append(Modifier(name: member.declName.baseName.text, nameNode: Syntax(member.declName), call: call))
        // Under `#if`, a modifier chain starts with `.modifier(…)`, with no view before it.
        guard let base = member.base else { break }
        current = base
      } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
        if case .postfixExpression(let active)? = activeClause(postfix.config)?.elements {
          modifiers += unwrap(active).modifiers
        }
        current = base
      } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base, !isTypeName(base),
        base.is(FunctionCallExprSyntax.self)
      {
        modifiers.append(Modifier(name: member.declName.baseName.text, nameNode: Syntax(member.declName), call: nil))
        current = base
      } else {
        break
      }
    }
    return (current, modifiers.reversed())
  }

  /// Whether `expression` names a type (`Panel` in `Panel.truck`), by Swift's naming convention.
  static func isTypeName(_ expression: ExprSyntax) -> Bool {
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    return reference.baseName.text.first?.isUppercase ?? false
  }

  /// The view expressions a view builder's statements produce, with `#if` resolved for iOS.
  static func expressions(in statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
    var result: [ExprSyntax] = []
    for statement in statements {
      switch statement.item {
      case .expr(let expression): result.append(expression)
      case .stmt(let statement):
        if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
          result.append(expression)
        } else if let returned = statement.as(ReturnStmtSyntax.self)?.expression {
          result.append(returned)
        }
      case .decl(let declaration):
        if let config = declaration.as(IfConfigDeclSyntax.self),
          case .statements(let active)? = activeClause(config)?.elements
        {
          result += expressions(in: active)
        }
      }
    }
    return result
  }

  /// The clause of an `#if` that an iOS build compiles: `os(iOS)` and `canImport(UIKit)`
  /// hold, other platforms and custom flags do not.
  static func activeClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    config.clauses.first { clause in
      guard let condition = clause.condition else { return true }
      return holds(condition)
    }
  }

  private static func holds(_ condition: ExprSyntax) -> Bool {
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return !holds(prefix.expression)
    }
    if let tuple = condition.as(TupleExprSyntax.self), let only = tuple.elements.first, tuple.elements.count == 1 {
      return holds(only.expression)
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self) else { return false }
      switch op.operator.text {
      case "&&": return holds(elements[0]) && holds(elements[2])
      case "||": return holds(elements[0]) || holds(elements[2])
      default: return false
      }
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)
    {
      switch op.operator.text {
      case "&&": return holds(infix.leftOperand) && holds(infix.rightOperand)
      case "||": return holds(infix.leftOperand) || holds(infix.rightOperand)
      default: return false
      }
    }
    guard let call = condition.as(FunctionCallExprSyntax.self), let name = name(of: call),
      let argument = call.arguments.first?.expression.trimmedDescription
    else { return false }
    switch name {
    case "os": return argument == "iOS"
    case "canImport": return ["UIKit", "SwiftUI", "Foundation"].contains(argument)
    case "swift", "compiler": return true
    default: return false
    }
  }
}

import Navigation
import SwiftSyntax

/// Texts, bar button items and tab bar items as UIKit code writes them.
///
/// Unlike SwiftUI, UIKit never localizes a `String`: `title = "Settings"` is shown as
/// written (a literal, reported), and only `NSLocalizedString`, `String(localized:)` and the
/// formats built from them are keys. A value read from a local or a property of the
/// controller is followed to where it is set; anything else is reported as unresolved.
extension SourceReader {
  /// Where UIKit code is read: the method's code and the controller whose properties it sees.
  struct Scope {
    var code: UIKitCode
    var owner: ControllerIndex.Controller?
    var context: Context
    /// How many locals and properties were followed to get here.
    var hops = 0

    /// The values a local or a property of the controller holds where `use` is, with the
    /// scope each is read in.
    func values(of name: String, at use: some SyntaxProtocol) -> [(value: [ExprSyntax], scope: Scope)] {
      var next = self
      next.hops += 1
      if code.isLocal(name) { return code.values(of: name, at: use.position).map { ($0, next) } }
      guard let property = owner?.properties[name] else { return [] }
      next.code = UIKitCode(CodeBlockItemListSyntax([]), parameters: [])
      next.context.file = property.file
      return [(UIKitCode.elements(property.value), next)]
    }

    /// The name a value refers to: `name` or `self.name`.
    static func name(_ expression: ExprSyntax) -> String? {
      guard let path = UIKitCode.path(of: expression), path.count == 1 else { return nil }
      return path[0]
    }
  }

  /// A text set in UIKit code.
  enum UIKitText {
    case text(TextReference)
    /// Set to `nil`: nothing is shown.
    case cleared
    /// Only known at run time; the string says from what.
    case unresolved(String)
  }

  /// The most locals and properties followed for one value.
  static let maximumHops = 8

  /// Reads the text a UIKit assignment or argument gives, located at `location`.
  func uikitText(_ value: [ExprSyntax], at location: Location, _ scope: Scope) -> UIKitText {
    guard scope.hops < Self.maximumHops, let candidates = UIKitCode.candidates(value), candidates.count == 1,
      let expression = candidates.first.map({ Self.unwrapped($0.expression) })
    else { return .unresolved(Self.describe(value)) }
    if expression.is(NilLiteralExprSyntax.self) { return .cleared }
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      guard let plain = SourceText.plain(literal) else { return .unresolved(SourceText.describe(literal)) }
      return .text(.literal(plain, at: location))
    }
    if let name = Scope.name(expression) {
      let values = scope.values(of: name, at: expression)
      guard values.count == 1, let only = values.first else { return .unresolved(SourceText.describe(expression)) }
      return uikitText(only.value, at: location, only.scope)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else {
      return .unresolved(SourceText.describe(expression))
    }
    let callee = Self.calleeName(call)
    if callee == "localizedStringWithFormat" || (callee == "String" && call.arguments.first?.label?.text == "format") {
      return format(call, at: location, scope)
    }
    switch SourceText.read(ExprSyntax(call), at: location) {
    case .text(let text): return .text(text)
    case .unresolved(let source): return .unresolved(source)
    }
  }

  /// `String.localizedStringWithFormat(NSLocalizedString("%d items", comment: ""), count)`:
  /// the format's key, with placeholder arguments in the format's order.
  private func format(_ call: FunctionCallExprSyntax, at location: Location, _ scope: Scope) -> UIKitText {
    guard let first = call.arguments.first,
      case .text(.localized(var key)) = uikitText(UIKitCode.elements(first.expression), at: location, scope)
    else { return .unresolved(SourceText.describe(call)) }
    let integers = Self.integerSpecifiers(key.key)
    key.arguments = call.arguments.dropFirst().enumerated().map { index, argument in
      index < integers.count && integers[index] ? .int(1) : .string(argument.expression.trimmedDescription)
    }
    return .text(.localized(key))
  }

  /// The source of a value written as a sequence, shortened for a message.
  static func describe(_ value: [ExprSyntax]) -> String {
    let text = value.map(\.trimmedDescription).joined(separator: " ").split(whereSeparator: \.isNewline)
      .joined(separator: " ")
    return text.count > 60 ? String(text.prefix(57)) + "..." : text
  }

  /// For each conversion in a printf format, in order, whether it takes an integer.
  static func integerSpecifiers(_ format: String) -> [Bool] {
    var result: [Bool] = []
    var scalars = format.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "%" else { continue }
      while let next = scalars.next() {
        if next == "%" { break }
        if "diouxXc".unicodeScalars.contains(next) {
          result.append(true)
          break
        }
        if "@sfeEgGaApS".unicodeScalars.contains(next) {
          result.append(false)
          break
        }
      }
    }
    return result
  }

  /// The name a call is made to: `UIBarButtonItem` in `UIBarButtonItem(…)` and
  /// `UIBarButtonItem.init(…)`, `init` in `.init(…)`, `present` in `self.present(…)`.
  static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
    if let name = SwiftUICall.name(of: call) { return name }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    if name == "init", let base = member.base, let type = UIKitCode.path(of: base)?.last { return type }
    return name
  }

  /// An expression without `try`, `await`, `!`, `?` and parentheses around it.
  static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
    var current = expression
    for _ in 0..<32 {
      if let inner = current.as(TryExprSyntax.self)?.expression {
        current = inner
      } else if let inner = current.as(AwaitExprSyntax.self)?.expression {
        current = inner
      } else if let inner = current.as(ForceUnwrapExprSyntax.self)?.expression {
        current = inner
      } else if let inner = current.as(OptionalChainingExprSyntax.self)?.expression {
        current = inner
      } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let inner = tuple.elements.first?.expression
      {
        current = inner
      } else {
        break
      }
    }
    return current
  }
}

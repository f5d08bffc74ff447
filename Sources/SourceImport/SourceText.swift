import Navigation
import SwiftSyntax

/// A text a SwiftUI call shows, read as Xcode's string extraction reads it.
///
/// A string literal given where SwiftUI takes a `LocalizedStringKey` is a key of `Localizable`
/// (or of the `tableName:` given); its interpolations become format specifiers, as in the
/// String Catalog Xcode builds: `"Hello \(name)"` is the key `Hello %@`, an integer `%lld`.
/// Anything else is only known at run time, and is reported rather than guessed.
enum SourceText {
  /// The outcome of reading one text.
  enum Reading {
    case text(TextReference)
    /// The text is computed at run time; the string says from what.
    case unresolved(String)
  }

  /// Reads the text of `expression`, located at `location` (the modifier or call that shows it).
  static func read(_ expression: ExprSyntax, at location: Location, integers: Set<String> = [], depth: Int = 0)
    -> Reading
  {
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      return localized(literal, table: nil, at: location, integers: integers)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self), let name = SwiftUICall.name(of: call) else {
      return .unresolved(describe(expression))
    }
    let first = call.arguments.first
    let table = SwiftUICall.argument(call, "tableName") ?? SwiftUICall.argument(call, "table")
    let tableName = table?.as(StringLiteralExprSyntax.self).flatMap(plain)
    switch name {
    case "Text", "Label", "LocalizedStringKey", "LocalizedStringResource":
      if first?.label?.text == "verbatim", let literal = first?.expression.as(StringLiteralExprSyntax.self) {
        return .text(.literal(plain(literal) ?? literal.trimmedDescription, at: location))
      }
      guard let first, first.label == nil else { return .unresolved(describe(expression)) }
      guard let literal = first.expression.as(StringLiteralExprSyntax.self) else {
        // `Text(NSLocalizedString("Refresh", comment: ""))`: a `String` shown as is, localized by
        // the call that made it.
        guard depth < 4, first.expression.is(FunctionCallExprSyntax.self) else {
          return .unresolved(describe(expression))
        }
        return read(first.expression, at: location, integers: integers, depth: depth + 1)
      }
      return localized(literal, table: tableName, at: location, integers: integers)
    case "String":
      guard let first, first.label?.text == "localized", let literal = first.expression.as(StringLiteralExprSyntax.self)
      else { return .unresolved(describe(expression)) }
      return localized(literal, table: tableName, at: location, integers: integers)
    case "NSLocalizedString":
      guard let first, let literal = first.expression.as(StringLiteralExprSyntax.self), let key = plain(literal) else {
        return .unresolved(describe(expression))
      }
      let value = SwiftUICall.argument(call, "value")?.as(StringLiteralExprSyntax.self).flatMap(plain)
      return .text(
        .localized(
          LocalizedKey(key: key, table: tableName ?? "Localizable", defaultValue: value ?? key, location: location)))
    default:
      return .unresolved(describe(expression))
    }
  }

  /// A literal's key, specifiers for its interpolations, and placeholder arguments for them.
  static func localized(
    _ literal: StringLiteralExprSyntax, table: String?, at location: Location, integers: Set<String>
  ) -> Reading {
    var key = ""
    var shown = ""
    var arguments: [TextArgument] = []
    let interpolated = literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
    for segment in literal.segments {
      if let text = segment.as(StringSegmentSyntax.self) {
        let value = unescape(text.content.text)
        key += interpolated ? value.replacingPercents() : value
        shown += value
      } else if let expression = segment.as(ExpressionSegmentSyntax.self) {
        let specifier = self.specifier(expression, integers: integers)
        key += specifier
        let source = expression.expressions.first?.expression.trimmedDescription ?? "value"
        if specifier == "%lld" {
          arguments.append(.int(1))
          shown += "1"
        } else {
          arguments.append(.string(source))
          shown += source
        }
      }
    }
    return .text(
      .localized(
        LocalizedKey(
          key: key, table: table ?? "Localizable", arguments: arguments, defaultValue: shown, location: location)))
  }

  /// The specifier Xcode extracts for one interpolation.
  private static func specifier(_ segment: ExpressionSegmentSyntax, integers: Set<String>) -> String {
    if let given = segment.expressions.first(where: { $0.label?.text == "specifier" }),
      let literal = given.expression.as(StringLiteralExprSyntax.self), let text = plain(literal)
    {
      return text
    }
    guard let value = segment.expressions.first?.expression else { return "%@" }
    if value.is(IntegerLiteralExprSyntax.self) { return "%lld" }
    if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count" { return "%lld" }
    if let reference = value.as(DeclReferenceExprSyntax.self), integers.contains(reference.baseName.text) {
      return "%lld"
    }
    return "%@"
  }

  /// A literal's value when it has no interpolation.
  static func plain(_ literal: StringLiteralExprSyntax) -> String? {
    var result = ""
    for segment in literal.segments {
      guard let text = segment.as(StringSegmentSyntax.self) else { return nil }
      result += unescape(text.content.text)
    }
    return result
  }

  /// The source of an expression, shortened for a message.
  static func describe(_ expression: some SyntaxProtocol) -> String {
    let text = expression.trimmedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
    return text.count > 60 ? String(text.prefix(57)) + "..." : text
  }

  /// Swift's escapes in a literal segment (`\"`, `\n`, `\u{…}`).
  static func unescape(_ raw: String) -> String {
    guard raw.contains("\\") else { return raw }
    var result = ""
    var iterator = raw.makeIterator()
    while let character = iterator.next() {
      guard character == "\\", let next = iterator.next() else {
        result.append(character)
        continue
      }
      switch next {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "0": result.append("\0")
      case "u":
        var digits = ""
        while digits.count < 9, let hex = iterator.next(), hex != "}" {
          if hex != "{" { digits.append(hex) }
        }
        if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
          result.unicodeScalars.append(scalar)
        }
      default: result.append(next)
      }
    }
    return result
  }
}

extension String {
  /// `%` doubled, as in a format key extracted from an interpolated literal.
  fileprivate func replacingPercents() -> String {
    split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%")
  }
}

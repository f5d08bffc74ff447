import Navigation
import StoryboardImport
import SwiftSyntax
import Traits

/// Bar fonts set in Swift: text attributes, `UINavigationBarAppearance` objects, and the
/// appearance proxies of `UINavigationBar` and `UIBarButtonItem`.
///
/// A font is read when it is written out: `UIFont(name: "Avenir-Heavy", size: 20)` (with
/// `!` or `?? fallback`), `UIFont.systemFont(ofSize: 17, weight: .semibold)`,
/// `.boldSystemFont(ofSize: 17)`, in a dictionary literal under `.font`
/// (`NSAttributedString.Key.font`). A font from a helper (`UIFont.brand(20)`), a size from
/// a variable, or attributes built elsewhere are recorded as unresolved at their line, and
/// the system font stays: never guessed.
extension SourceReader {
  /// What a text attributes value sets.
  enum FontRead {
    /// A font navaudit can measure.
    case font(BarFont)
    /// Attributes without a font (a colour only): the default font stays.
    case noFont
    /// Something only known at run time, as written.
    case unresolved(String)
  }

  /// The keys a text attributes dictionary names its font by.
  static let fontKeys: Set<String> = [
    ".font", "NSAttributedString.Key.font", "NSAttributedStringKey.font", "NSFontAttributeName",
  ]

  /// The font of a text attributes value: `[.font: UIFont(name: "X", size: 20)!, …]`.
  static func textAttributesFont(_ value: [ExprSyntax]) -> FontRead {
    guard value.count == 1, let first = value.first else { return .unresolved(describe(value)) }
    if first.is(NilLiteralExprSyntax.self) { return .noFont }
    guard let dictionary = first.as(DictionaryExprSyntax.self) else { return .unresolved(describe(value)) }
    guard case .elements(let elements) = dictionary.content else { return .noFont }
    for element in elements where fontKeys.contains(element.key.trimmedDescription) {
      return font(element.value)
    }
    return .noFont
  }

  /// A `UIFont` written out, else unresolved.
  static func font(_ expression: ExprSyntax) -> FontRead {
    let unresolved = FontRead.unresolved(describe([expression]))
    // `UIFont(name:size:) ?? .systemFont(…)`: the named font, which the app ships.
    guard let candidate = UIKitCode.candidates(UIKitCode.elements(expression))?.first?.expression else {
      return unresolved
    }
    guard let call = unwrapped(candidate).as(FunctionCallExprSyntax.self) else { return unresolved }
    let arguments = Array(call.arguments)
    func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
    let callee = call.calledExpression.trimmedDescription
    switch callee {
    case "UIFont", "UIFont.init":
      guard let name = argument("name").flatMap(stringLiteral), let size = argument("size").flatMap(number),
        !name.isEmpty
      else { return unresolved }
      return .font(BarFont(family: .named(name), pointSize: size))
    case "UIFont.systemFont", ".systemFont", "UIFont.boldSystemFont", ".boldSystemFont":
      guard let size = argument("ofSize").flatMap(number) else { return unresolved }
      if callee.hasSuffix("boldSystemFont") { return .font(BarFont(family: .system, pointSize: size, weight: .bold)) }
      guard let weightExpression = argument("weight") else { return .font(BarFont(family: .system, pointSize: size)) }
      let weightName = weightExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      guard let weight = weightName.flatMap(FontWeight.init(rawValue:)) else { return unresolved }
      return .font(BarFont(family: .system, pointSize: size, weight: weight))
    default:
      return unresolved
    }
  }

  /// A string literal without interpolation.
  private static func stringLiteral(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    else { return nil }
    return segment.content.text
  }

  /// A positive number literal of at most ``BarFont/maximumPointSize`` points.
  private static func number(_ expression: ExprSyntax) -> Double? {
    let text: String
    if let integer = expression.as(IntegerLiteralExprSyntax.self) {
      text = integer.literal.text
    } else if let float = expression.as(FloatLiteralExprSyntax.self) {
      text = float.literal.text
    } else {
      return nil
    }
    guard let value = Double(text.filter { $0 != "_" }), value > 0, value <= BarFont.maximumPointSize else {
      return nil
    }
    return value
  }

  /// The font a text attributes assignment sets, recording what is only known at run time.
  mutating func fontSetting(_ value: [ExprSyntax], at node: some SyntaxProtocol, file: Int) -> FontSetting? {
    let location = files[file].location(of: node)
    switch Self.textAttributesFont(value) {
    case .font(let font): return FontSetting(font, at: location)
    case .noFont: return nil
    case .unresolved(let source):
      issues.append(
        ImportIssue(
          .unresolvedInSource,
          "the bar font '\(source)' is only known at run time: measured in the system font",
          at: location))
      return nil
    }
  }

  /// An appearance given as a local built in the same code (`let appearance =
  /// UINavigationBarAppearance(); appearance.titleTextAttributes = …`), or created in place.
  mutating func appearance(_ value: [ExprSyntax], at node: Syntax, code: UIKitCode, file: Int)
    -> NavigationBarAppearance?
  {
    let location = files[file].location(of: node)
    guard value.count == 1, let first = value.first.map(Self.unwrapped) else { return nil }
    if let call = first.as(FunctionCallExprSyntax.self),
      call.calledExpression.trimmedDescription == "UINavigationBarAppearance"
    {
      return NavigationBarAppearance(location: location)
    }
    guard let name = first.as(DeclReferenceExprSyntax.self)?.baseName.text, code.isLocal(name),
      let made = code.values(of: name, at: node.position).first, made.count == 1,
      let call = made.first.map(Self.unwrapped)?.as(FunctionCallExprSyntax.self),
      call.calledExpression.trimmedDescription == "UINavigationBarAppearance"
    else {
      issues.append(
        ImportIssue(
          .unresolvedInSource,
          "the bar appearance '\(Self.describe([first]))' is only known at run time: its fonts are not read",
          at: location))
      return nil
    }
    var appearance = NavigationBarAppearance(location: location)
    for set in code.sets(on: name, at: node.position) {
      let field = set.target.dropFirst().joined(separator: ".")
      let font = { (reader: inout SourceReader) in reader.fontSetting(set.value, at: set.node, file: file) }
      switch field {
      case "titleTextAttributes": appearance.title = font(&self)
      case "largeTitleTextAttributes": appearance.largeTitle = font(&self)
      case "buttonAppearance.normal.titleTextAttributes": appearance.button = font(&self)
      case "doneButtonAppearance.normal.titleTextAttributes": appearance.doneButton = font(&self)
      case "backButtonAppearance.normal.titleTextAttributes": appearance.backButton = font(&self)
      default: continue
      }
    }
    return appearance
  }

  /// Applies `field = value` to a bar style, for the fields a bar sets for itself; false
  /// for other fields.
  mutating func applyBarStyle(
    _ field: String, _ value: [ExprSyntax], at node: Syntax, code: UIKitCode, file: Int,
    to style: inout NavigationBarStyle
  ) -> Bool {
    switch field {
    case "titleTextAttributes": style.titleTextAttributes = fontSetting(value, at: node, file: file)
    case "largeTitleTextAttributes": style.largeTitleTextAttributes = fontSetting(value, at: node, file: file)
    case "standardAppearance": style.standardAppearance = appearance(value, at: node, code: code, file: file)
    default: return false
    }
    return true
  }
}

import Diagnostics
import Navigation
import SwiftSyntax

/// Screens and the segues between them.
///
/// A screen's content is read first and its links resolved after, so that a
/// `navigationDestination(for:)` written after the links that use it, or on a screen below
/// in the stack, still resolves them.
extension SourceReader {
  /// The screen that shows `expression`, pushed with the `destinations` of the screens below it.
  mutating func contentScreen(
    _ expression: ExprSyntax, _ context: Context, destinations inherited: [ScreenContent.Destination] = []
  ) -> String {
    let file = files[context.file]
    let (core, modifiers) = SwiftUICall.unwrap(expression)
    // `{ BirdDetail(bird: bird) }` is the screen of `BirdDetail`.
    if modifiers.isEmpty, let closure = core.as(ClosureExprSyntax.self) {
      let views = SwiftUICall.expressions(in: closure.statements)
      if views.count == 1 { return contentScreen(views[0], context, destinations: inherited) }
    }
    // `if let bird = … { BirdDetail(bird: bird) }` shows `BirdDetail` once the value is there.
    if modifiers.isEmpty, let unwrapping = core.as(IfExprSyntax.self), unwrapping.elseBody == nil {
      let views = SwiftUICall.expressions(in: unwrapping.body.statements)
      if views.count == 1 { return contentScreen(views[0], context, destinations: inherited) }
    }
    var key = "\(file.location(of: expression))"
    var base = context.owner
    if let call = core.as(FunctionCallExprSyntax.self), let name = SwiftUICall.name(of: call) {
      if index.declaration(named: name) != nil {
        base = name
        if modifiers.isEmpty { key = name }
      } else if name.first?.isUppercase == true, !Self.builtInViews.contains(name) {
        // A view whose body navaudit does not see (a UIKit wrapper such as `SafariView`): one
        // screen, with no bar navaudit can read.
        base = name
        if modifiers.isEmpty { key = name }
      }
    }
    if let known = made[key] { return known }
    let line = file.location(of: expression).line
    let id = screens[base] == nil ? base : uniqueID("\(base).L\(line)")
    made[key] = id
    add(Screen(id: id, location: file.location(of: expression)))
    guard screens.count < Self.maximumScreens else { return id }
    guard context.chain < Self.maximumChain else {
      // Read later from a fresh stack, so that the recursion stays bounded and nothing is lost.
      pending.append(Pending(id: id, expression: expression, context: context, destinations: inherited))
      return id
    }
    read(id, expression, context, destinations: inherited)
    return id
  }

  /// A screen whose content is read after the current chain of screens.
  struct Pending {
    var id: String
    var expression: ExprSyntax?
    var context: Context
    var destinations: [ScreenContent.Destination] = []
    /// The controller class whose code the screen is read from, for UIKit screens.
    var controllerClass: String? = nil
  }

  /// Reads the screens left for later, until none is left.
  mutating func readPending() {
    while let next = pending.popLast() {
      var context = next.context
      context.chain = 0
      if let name = next.controllerClass {
        readController(next.id, name, context)
      } else if let expression = next.expression {
        read(next.id, expression, context, destinations: next.destinations)
      }
    }
  }

  /// Reads screen `id`'s content: its bar, then its links as segues.
  private mutating func read(
    _ id: String, _ expression: ExprSyntax, _ context: Context, destinations inherited: [ScreenContent.Destination]
  ) {
    // Each screen's views are walked from depth 0; the chain of screens bounds the rest.
    var inner = context
    inner.depth = 0
    inner.chain += 1
    var content = ScreenContent()
    let walks = walksInScreen
    walksInScreen = [:]
    walk(expression, into: &content, inner)
    walksInScreen = walks
    var screen = screens[id] ?? Screen(id: id, location: files[context.file].location(of: expression))
    content.apply(to: &screen)
    screens[id] = screen
    let segues = resolve(content.links, destinations: inherited + content.destinations, in: id)
    screens[id]?.segues = segues
  }

  /// SwiftUI's own views, which name no screen: a screen showing a `List` is named after its owner.
  static let builtInViews: Set<String> = [
    "List", "Form", "ScrollView", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
    "Grid", "Group", "Section", "GeometryReader", "Text", "Label", "Image", "Button", "ForEach", "Table",
    "NavigationStack", "NavigationView", "Color", "EmptyView", "ProgressView", "ContentUnavailableView", "TabView",
  ]

  /// Segues for `links` found on screen `id`.
  mutating func resolve(_ links: [ScreenContent.Link], destinations: [ScreenContent.Destination], in id: String)
    -> [Segue]
  {
    var segues: [Segue] = []
    var seen: Set<String> = []
    // A view used twice in one screen repeats its modifiers' links: one segue each.
    for link in links where seen.insert("\(link.kind) \(link.location)").inserted {
      let destination: String?
      switch (link.target, link.kind) {
      case (.view(let view), .show):
        destination = contentScreen(view, link.context, destinations: destinations)
      case (.view(let view), _):
        destination = controller(view, link.context)
      case (.value(let value), _):
        guard let match = self.destination(for: value, among: destinations, link.context) else {
          destination = nil
          break
        }
        destination = contentScreen(ExprSyntax(match.content), match.context, destinations: destinations)
      }
      guard let destination else { continue }
      var segue = Segue(
        id: "", kind: link.kind, destination: destination, style: link.style, conditional: link.conditional,
        location: link.location)
      append(&segue, to: &segues, on: id)
    }
    return segues
  }

  /// Appends `segue` to the segues of screen `id`, named `destination@line` (`.2`, `.3`… when
  /// one line leads to the same screen several ways).
  func append(_ segue: inout Segue, to segues: inout [Segue], on id: String) {
    let base = "\(segue.destination ?? "")@\(segue.location.line)"
    segue.id = base
    var counter = 2
    while segues.contains(where: { $0.id == segue.id }) || screens[id]?.segue(segue.id) != nil {
      segue.id = "\(base).\(counter)"
      counter += 1
    }
    segues.append(segue)
  }

  /// The `navigationDestination(for:)` that shows a link's value.
  ///
  /// The value's type is read from how it is written: `Panel.truck` and `Panel.city(id)` are
  /// a `Panel`, `bird.id` a `Bird.ID`, a string literal a `String`. A value whose type cannot
  /// be read is matched only when exactly one destination is in reach (any other value would
  /// push nothing); otherwise, and when no destination has its type, it is reported.
  private mutating func destination(
    for value: ExprSyntax, among destinations: [ScreenContent.Destination], _ context: Context
  ) -> ScreenContent.Destination? {
    let type = Self.typeName(of: value)
    if let type, let match = destinations.last(where: { $0.type == type || $0.type.hasSuffix("." + type) }) {
      return match
    }
    if type == nil, destinations.count == 1 { return destinations[0] }
    let reason =
      destinations.isEmpty
      ? "no navigationDestination(for:) is in reach, so what it shows is decided at run time (a selection)"
      : "none of the navigationDestination(for:) in reach takes it for certain"
    issue("the link's value '\(SourceText.describe(value))' is not resolved: \(reason)", at: value, context)
    return nil
  }

  /// The type a value is written as, when the code says it.
  static func typeName(of value: ExprSyntax) -> String? {
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    var expression = value
    if let call = value.as(FunctionCallExprSyntax.self) {
      if let name = SwiftUICall.name(of: call), name.first?.isUppercase == true { return name }
      expression = call.calledExpression
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    if SwiftUICall.isTypeName(base) { return base.trimmedDescription }
    if member.declName.baseName.text == "id" {
      let owner = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? base.trimmedDescription
      guard let first = owner.first, owner.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
      return first.uppercased() + owner.dropFirst() + ".ID"
    }
    return nil
  }
}

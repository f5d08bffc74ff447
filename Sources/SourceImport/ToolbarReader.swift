import Navigation
import StoryboardImport
import SwiftSyntax

/// Reads `.toolbar { … }` into bar button items, placed as SwiftUI places them on iPhone.
///
/// `ToolbarItem(placement:)` and `ToolbarItemGroup(placement:)` decide the side: leading,
/// `topBarLeading` and `cancellationAction` go left; trailing, `topBarTrailing`,
/// `confirmationAction` (drawn bold, like UIKit's `done`), `primaryAction` and the default go
/// right; `principal` replaces the title; `bottomBar` goes to the toolbar. A button's text
/// is read like any SwiftUI text; a `Label` in a bar shows its icon and speaks its title.
struct ToolbarReader {
  let file: ParsedSourceFile
  let integers: Set<String>
  /// The views a computed property of the owner returns (`doneButton`), if it is one.
  let property: (ExprSyntax) -> [ExprSyntax]
  var issues: [ImportIssue] = []

  /// Where a toolbar content goes.
  enum Placement {
    case leading, trailing, principal, bottom

    init(_ expression: ExprSyntax?) {
      let name = expression?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "automatic"
      switch name {
      case "leading", "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation": self = .leading
      case "principal": self = .principal
      case "bottomBar", "bottomOrnament", "status": self = .bottom
      default: self = .trailing
      }
    }
  }

  /// Adds the items of a toolbar's content to `content`.
  mutating func read(_ toolbar: ClosureExprSyntax, into content: inout ScreenContent) {
    for expression in expand(SwiftUICall.expressions(in: toolbar.statements)) {
      let (core, _) = SwiftUICall.unwrap(expression)
      guard let call = core.as(FunctionCallExprSyntax.self), let name = SwiftUICall.name(of: call) else {
        add(expression, placement: .trailing, bold: false, into: &content)
        continue
      }
      switch name {
      case "ToolbarItem", "ToolbarItemGroup":
        let placementArgument = SwiftUICall.argument(call, "placement")
        let placement = Placement(placementArgument)
        if placementArgument != nil, !(placementArgument?.is(MemberAccessExprSyntax.self) ?? false) {
          issues.append(
            ImportIssue(
              .unresolvedInSource,
              "the toolbar placement '\(SourceText.describe(placementArgument ?? ExprSyntax(call)))' is chosen at run time; read as trailing",
              at: file.location(of: call)))
        }
        let bold = placementArgument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "confirmationAction"
        for closure in SwiftUICall.closures(call) {
          for item in expand(SwiftUICall.expressions(in: closure.statements)) {
            add(item, placement: placement, bold: bold, into: &content)
          }
        }
      default:
        add(expression, placement: .trailing, bold: false, into: &content)
      }
    }
  }

  /// Adds the views of the deprecated `.navigationBarItems(leading:trailing:)`: each is one
  /// item, or a stack (`HStack { … }`) of several.
  mutating func read(barItems call: FunctionCallExprSyntax, into content: inout ScreenContent) {
    for argument in call.arguments {
      let placement: Placement = argument.label?.text == "leading" ? .leading : .trailing
      let core = SwiftUICall.unwrap(argument.expression).core
      let stacked = core.as(FunctionCallExprSyntax.self).flatMap { call in
        ["HStack", "Group"].contains(SwiftUICall.name(of: call) ?? "") ? SwiftUICall.closure(call, nil) : nil
      }
      let views = stacked.map { SwiftUICall.expressions(in: $0.statements) } ?? [argument.expression]
      for view in expand(views) { add(view, placement: placement, bold: false, into: &content) }
    }
  }

  private mutating func add(
    _ expression: ExprSyntax, placement: Placement, bold: Bool, into content: inout ScreenContent
  ) {
    let location = file.location(of: expression)
    if placement == .principal {
      var label: TextReference?
      if case .text(let text) = SourceText.read(SwiftUICall.unwrap(expression).core, at: location, integers: integers) {
        label = text
      }
      content.principal = TitleView(accessibilityLabel: label, width: nil, location: location)
      return
    }
    guard var item = self.item(expression, at: location) else { return }
    if bold { item.style = .done }
    switch placement {
    case .leading: content.leading.append(item)
    case .trailing: content.trailing.append(item)
    case .bottom: content.bottom.append(item)
    case .principal: break
    }
  }

  /// The bar button item a toolbar view makes; `Spacer()` makes a flexible space.
  /// The views, with each computed property of the owner replaced by the views it returns.
  private func expand(_ views: [ExprSyntax]) -> [ExprSyntax] {
    var result: [ExprSyntax] = []
    for view in views {
      var current = [view]
      for _ in 0..<4 {
        let next = current.flatMap { view in
          let found = property(view)
          return found.isEmpty ? [view] : found
        }
        if next.map(\.id) == current.map(\.id) { break }
        current = Array(next.prefix(64))
      }
      result += current.prefix(64)
    }
    return result
  }

  private mutating func item(_ expression: ExprSyntax, at location: Location) -> BarButtonItem? {
    let (core, modifiers) = SwiftUICall.unwrap(expression)
    var item = BarButtonItem(customView: true, location: location)
    if let call = core.as(FunctionCallExprSyntax.self), let name = SwiftUICall.name(of: call) {
      switch name {
      case "Button", "Menu", "Link", "ShareLink", "NavigationLink":
        item.customView = false
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
          item.title = text(first.expression, at: location)
          if let image = SwiftUICall.argument(call, "systemImage")?.as(StringLiteralExprSyntax.self) {
            item.image = SourceText.plain(image)
            (item.accessibilityLabel, item.title) = (item.title, nil)
          }
        } else if let label = SwiftUICall.closure(call, "label"),
          let view = SwiftUICall.expressions(in: label.statements).first
        {
          labelItem(view, at: location, into: &item)
        } else if call.additionalTrailingClosures.isEmpty, let trailing = call.trailingClosure,
          SwiftUICall.argument(call, "action") != nil,
          let view = SwiftUICall.expressions(in: trailing.statements).first
        {
          labelItem(view, at: location, into: &item)
        } else if name == "ShareLink" {
          item.systemItem = .action
        }
      case "EditButton": item = BarButtonItem(systemItem: .edit, location: location)
      case "Spacer": return BarButtonItem(systemItem: .flexibleSpace, location: location)
      case "Label", "Image", "Text":
        item.customView = false
        labelItem(core, at: location, into: &item)
      default: break
      }
    }
    for modifier in modifiers where modifier.name == "accessibilityLabel" {
      if let argument = modifier.call?.arguments.first?.expression {
        item.accessibilityLabel = text(argument, at: file.location(of: modifier.nameNode))
      }
    }
    if item.title == nil, item.image == nil, item.systemItem == nil, item.accessibilityLabel == nil {
      // Nothing navaudit can name is drawn: the item is a custom view.
      item.customView = true
    }
    return item
  }

  /// A button's label view: text shows as a title; a `Label` or an `Image` as an icon.
  private mutating func labelItem(_ view: ExprSyntax, at location: Location, into item: inout BarButtonItem) {
    let (core, _) = SwiftUICall.unwrap(view)
    guard let call = core.as(FunctionCallExprSyntax.self), let name = SwiftUICall.name(of: call) else {
      item.customView = true
      return
    }
    switch name {
    case "Text": item.title = text(core, at: location)
    case "Label":
      item.accessibilityLabel = text(core, at: location)
      // A label computed at run time draws something navaudit cannot name: a custom view.
      guard item.accessibilityLabel != nil else {
        item.customView = true
        return
      }
      item.image =
        SwiftUICall.argument(call, "systemImage").flatMap { $0.as(StringLiteralExprSyntax.self) }.flatMap(
          SourceText.plain) ?? "image"
    case "Image":
      item.image =
        (SwiftUICall.argument(call, "systemName") ?? call.arguments.first?.expression)?.as(
          StringLiteralExprSyntax.self
        ).flatMap(SourceText.plain) ?? "image"
    default: item.customView = true
    }
  }

  /// A text, or nil with an unresolved finding.
  private mutating func text(_ expression: ExprSyntax, at location: Location) -> TextReference? {
    switch SourceText.read(expression, at: location, integers: integers) {
    case .text(let text): return text
    case .unresolved(let source):
      issues.append(
        ImportIssue(.unresolvedInSource, "the toolbar item's text '\(source)' is only known at run time", at: location))
      return nil
    }
  }
}

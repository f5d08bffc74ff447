public import Diagnostics
public import Traits

/// One step of a flow, with where it is written.
public struct Step: Hashable, Sendable {
  public var action: StepAction
  /// The step as written, for reports (`push: general`).
  public var text: String
  public var location: SourceLocation

  public init(action: StepAction, text: String, location: SourceLocation) {
    self.action = action
    self.text = text
    self.location = location
  }
}

/// What a step does.
public enum StepAction: Hashable, Sendable {
  case push(String)
  case pop
  case popTo(String)
  case popToRoot
  case setStack([String])
  case segue(String)
  case focus(FocusTarget)
  case present(PresentationSpec)
  case dismiss
  case unwind(String)
  case show(String)
  case showDetail(String)
  case sizeClass(SizeClass)
  case orientation(Orientation)
  case showColumn(SplitColumn)
  case hideColumn(SplitColumn)
  case displayMode(SplitDisplayMode)
  /// `setViewController(_:for:)` on the split view controller (extension).
  case setViewController(String, column: SplitColumn)
  case setToolbarHidden(Bool)
  /// `setNavigationBarHidden(_:animated:)` on the top navigation controller.
  case setNavigationBarHidden(Bool)
  /// Selects a tab of the top tab bar controller (`selectedIndex`).
  case selectTab(TabSelection)
  case pushItem(String)
  case popItem
  case setItems([String])
}

/// The element VoiceOver moves to in a `focus` step.
public enum FocusTarget: Hashable, Sendable, CustomStringConvertible {
  case back, title, prompt
  case left(Int)
  case right(Int)
  case toolbar(Int)
  /// A button the split view controller adds: the sidebar toggle, then "full screen".
  case system(Int)

  public var description: String {
    switch self {
    case .back: "back"
    case .title: "title"
    case .prompt: "prompt"
    case .left(let index): "left[\(index)]"
    case .right(let index): "right[\(index)]"
    case .toolbar(let index): "toolbar[\(index)]"
    case .system(let index): "system[\(index)]"
    }
  }
}

/// A `present` step.
public struct PresentationSpec: Hashable, Sendable {
  public var screen: String
  public var style: PresentationStyle
  public var embedInNavigation: Bool
  public var adaptiveStyle: PresentationStyle?

  public init(
    screen: String, style: PresentationStyle = .automatic, embedInNavigation: Bool = false,
    adaptiveStyle: PresentationStyle? = nil
  ) {
    self.screen = screen
    self.style = style
    self.embedInNavigation = embedInNavigation
    self.adaptiveStyle = adaptiveStyle
  }
}

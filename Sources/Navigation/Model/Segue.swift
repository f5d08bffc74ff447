public import Diagnostics

/// A storyboard segue declared on a screen.
public struct Segue: Hashable, Sendable {
  /// The kind of segue.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case show, showDetail, present, popover, unwind, custom
  }

  public var id: String
  public var kind: Kind
  /// The destination screen (all kinds but unwind).
  public var destination: String?
  /// The modal presentation style for `present`.
  public var style: PresentationStyle?
  /// Wrap the destination in its own navigation controller.
  public var embedInNavigation: Bool
  /// What the presentation delegate returns in compact width (`none` keeps a popover).
  public var adaptiveStyle: PresentationStyle?
  /// The unwind action for `unwind` segues.
  public var action: String?
  /// `shouldPerformSegue` returns this; `false` performs nothing.
  public var shouldPerform: Bool
  /// Extension: the app only takes the segue under a condition (it is written inside an
  /// `if`, `switch` or `#if`). It is audited like any other; the flag says it may not happen.
  public var conditional: Bool
  public var location: SourceLocation

  public init(
    id: String, kind: Kind, destination: String? = nil, style: PresentationStyle? = nil,
    embedInNavigation: Bool = false, adaptiveStyle: PresentationStyle? = nil, action: String? = nil,
    shouldPerform: Bool = true, conditional: Bool = false, location: SourceLocation
  ) {
    self.id = id
    self.kind = kind
    self.destination = destination
    self.style = style
    self.embedInNavigation = embedInNavigation
    self.adaptiveStyle = adaptiveStyle
    self.action = action
    self.shouldPerform = shouldPerform
    self.conditional = conditional
    self.location = location
  }
}

/// `UIModalPresentationStyle`, plus `none` for adaptive presentation delegates.
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
  case automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen
  case overCurrentContext, popover, none
}

public import Diagnostics

/// The result of one step: the state after it and what UIKit did.
public struct SimulationEvent: Hashable, Sendable {
  /// 0 for the start, then the 1-based step number.
  public var index: Int
  /// The step as written (`start` for index 0).
  public var text: String
  public var location: SourceLocation
  public var state: NavigationState
  /// Whether the visible screen changed (VoiceOver hears a screen change).
  public var isTransition: Bool
  /// Whether the same screens were laid out again (rotation, size-class change).
  public var isRelayout: Bool
  /// The element VoiceOver moved to in a `focus` step.
  public var focus: FocusTarget?
  /// Things UIKit refused or ignored in this step.
  public var notices: [SimulationNotice]

  public init(
    index: Int, text: String, location: SourceLocation, state: NavigationState, isTransition: Bool,
    isRelayout: Bool = false,
    focus: FocusTarget? = nil, notices: [SimulationNotice] = []
  ) {
    self.isRelayout = isRelayout
    self.index = index
    self.text = text
    self.location = location
    self.state = state
    self.isTransition = isTransition
    self.focus = focus
    self.notices = notices
  }
}

/// Something UIKit refused, ignored or that navaudit does not simulate yet.
public struct SimulationNotice: Hashable, Sendable {
  /// What kind of notice it is.
  public enum Kind: String, Hashable, Sendable {
    /// UIKit refuses the step (an exception, or a nil return that changes nothing).
    case refused
    /// UIKit performs nothing, on purpose (`shouldPerform: false`, items set on the controller).
    case ignored
    /// navaudit does not simulate this step kind yet.
    case notSimulated
    /// An unwind found no view controller implementing its action: nothing happens.
    case noUnwindTarget
    /// An unwind whose receiver is in code the scenario does not describe (an imported
    /// storyboard): its result is not simulated, and the screens stay as they are.
    case unwindTargetInCode
  }

  public var kind: Kind
  public var message: String

  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }
}

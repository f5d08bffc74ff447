/// What the app shows after a step: the navigation stack and the bar settings.
public struct NavigationState: Hashable, Sendable {
  /// How the flow's root draws its bar.
  public enum BarHost: String, Hashable, Sendable {
    /// A `UINavigationController`'s bar.
    case navigationController
    /// A standalone `UINavigationBar` managed by the app (`pushItem`/`popItem`).
    case standaloneBar
    /// A plain view controller: no navigation bar.
    case none
  }

  /// The screen ids on the stack, root first.
  public var stack: [String]
  public var host: BarHost
  public var prefersLargeTitles: Bool
  public var toolbarHidden: Bool
  /// The orientation after `orientation` steps; `nil` keeps the run's orientation.
  public var orientation: DeviceOrientation?

  public init(stack: [String], host: BarHost, prefersLargeTitles: Bool = false, toolbarHidden: Bool = true, orientation: DeviceOrientation? = nil) {
    self.stack = stack
    self.host = host
    self.prefersLargeTitles = prefersLargeTitles
    self.toolbarHidden = toolbarHidden
    self.orientation = orientation
  }

  /// The top screen.
  public var top: String? { stack.last }

  /// The screen below the top: the one that supplies the back button.
  public var backItem: String? { stack.count >= 2 ? stack[stack.count - 2] : nil }
}

/// What the app shows after a step: the window's root context and the presentations on it.
public struct NavigationState: Hashable, Sendable {
  /// How a context draws its bar.
  public enum BarHost: String, Hashable, Sendable {
    /// A `UINavigationController`'s bar.
    case navigationController
    /// A standalone `UINavigationBar` managed by the app (`pushItem`/`popItem`).
    case standaloneBar
    /// A plain view controller: no navigation bar.
    case none
  }

  /// The window's root first, then each presented view controller, most recent last.
  public var contexts: [NavigationContext]
  /// The orientation after `orientation` steps; `nil` keeps the run's orientation.
  public var orientation: DeviceOrientation?
  /// The horizontal size class after `sizeClass` steps; `nil` keeps the device's.
  public var sizeClass: SizeClass?

  public init(root: NavigationContext, orientation: DeviceOrientation? = nil) {
    self.contexts = [root]
    self.orientation = orientation
    self.sizeClass = nil
  }

  /// Convenience for a single navigation context.
  public init(stack: [String], host: BarHost, prefersLargeTitles: Bool = false, toolbarHidden: Bool = true, orientation: DeviceOrientation? = nil) {
    self.init(root: NavigationContext(stack: stack, host: host, prefersLargeTitles: prefersLargeTitles, toolbarHidden: toolbarHidden), orientation: orientation)
  }

  /// The context on top: the most recent presentation, or the root.
  public var topContext: NavigationContext {
    get { contexts[contexts.count - 1] }
    set { contexts[contexts.count - 1] = newValue }
  }

  /// The top context's stack, root first.
  public var stack: [String] { topContext.stack }
  /// The top context's bar host.
  public var host: BarHost { topContext.host }
  /// The top screen of the top context.
  public var top: String? { topContext.top }
  /// The screen below the top: the one that supplies the back button.
  public var backItem: String? { topContext.backItem }
  public var toolbarHidden: Bool { topContext.toolbarHidden }
  public var prefersLargeTitles: Bool { topContext.prefersLargeTitles }
  /// The presented contexts, oldest first.
  public var presentations: ArraySlice<NavigationContext> { contexts.dropFirst() }
}

/// One container on screen: a navigation stack (or a plain screen) and how it is presented.
public struct NavigationContext: Hashable, Sendable {
  public var stack: [String]
  public var host: NavigationState.BarHost
  public var prefersLargeTitles: Bool
  public var toolbarHidden: Bool
  /// How this context was presented; `nil` for the window's root.
  public var presentation: PresentationRecord?

  public init(stack: [String], host: NavigationState.BarHost, prefersLargeTitles: Bool = false, toolbarHidden: Bool = true, presentation: PresentationRecord? = nil) {
    self.stack = stack
    self.host = host
    self.prefersLargeTitles = prefersLargeTitles
    self.toolbarHidden = toolbarHidden
    self.presentation = presentation
  }

  /// The top screen.
  public var top: String? { stack.last }
  /// The screen below the top.
  public var backItem: String? { stack.count >= 2 ? stack[stack.count - 2] : nil }
}

/// How a context was presented, as the scenario asked; the style is resolved per device.
public struct PresentationRecord: Hashable, Sendable {
  /// The style asked for (`automatic` until the device decides).
  public var style: PresentationStyle
  /// What the adaptive delegate returns in compact environments, if anything.
  public var adaptiveStyle: PresentationStyle?
  /// The context that presents it (after walking up for `currentContext` styles).
  public var presenterIndex: Int
  /// The screen that asked for the presentation.
  public var source: String
  /// Whether the presented screen sets `accessibilityViewIsModal`.
  public var isAccessibilityModal: Bool

  public init(style: PresentationStyle, adaptiveStyle: PresentationStyle?, presenterIndex: Int, source: String, isAccessibilityModal: Bool) {
    self.style = style
    self.adaptiveStyle = adaptiveStyle
    self.presenterIndex = presenterIndex
    self.source = source
    self.isAccessibilityModal = isAccessibilityModal
  }
}

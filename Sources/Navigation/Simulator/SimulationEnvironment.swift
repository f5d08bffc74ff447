public import Traits

/// What the simulation needs to know about the device: its horizontal size class in each
/// orientation and the orientation the run starts in.
///
/// Only split views depend on it (they collapse in compact width and pick their display
/// mode from the orientation), so a flow is simulated once per distinct environment.
public struct SimulationEnvironment: Hashable, Sendable {
  public var portraitSizeClass: SizeClass
  public var landscapeSizeClass: SizeClass
  public var orientation: Orientation

  public init(portraitSizeClass: SizeClass, landscapeSizeClass: SizeClass, orientation: Orientation = .portrait) {
    self.portraitSizeClass = portraitSizeClass
    self.landscapeSizeClass = landscapeSizeClass
    self.orientation = orientation
  }

  /// An iPhone in portrait: compact in both orientations.
  public static let phone = SimulationEnvironment(portraitSizeClass: .compact, landscapeSizeClass: .compact)
  /// An iPad in portrait: regular in both orientations.
  public static let pad = SimulationEnvironment(portraitSizeClass: .regular, landscapeSizeClass: .regular)

  /// The horizontal size class after the state's `orientation` and `sizeClass` steps.
  func sizeClass(for state: NavigationState) -> SizeClass {
    if let sizeClass = state.sizeClass { return sizeClass }
    return currentOrientation(state) == .landscape ? landscapeSizeClass : portraitSizeClass
  }

  /// The orientation after the state's `orientation` steps.
  func currentOrientation(_ state: NavigationState) -> Orientation {
    state.orientation ?? orientation
  }
}

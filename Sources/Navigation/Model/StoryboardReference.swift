public import Diagnostics

/// A scene of another storyboard that navaudit could not load (another bundle's).
///
/// The screen stands in for it: screens before it are audited as usual (its back button
/// shows their titles), but its own navigation item is unknown, so nothing of it is guessed.
public struct StoryboardReference: Hashable, Sendable {
  /// The storyboard's name (`InsulinKit`).
  public var storyboard: String
  /// The bundle the storyboard lives in, when it is not the app's.
  public var bundle: String?
  /// The referenced scene's storyboard identifier; nil for the initial view controller.
  public var identifier: String?
  public var location: SourceLocation

  public init(storyboard: String, bundle: String?, identifier: String?, location: SourceLocation) {
    self.storyboard = storyboard
    self.bundle = bundle
    self.identifier = identifier
    self.location = location
  }
}

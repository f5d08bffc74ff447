public import Diagnostics

/// Comments that ``ScenarioWriter`` writes above elements of a scenario.
///
/// An importer attaches where each element came from (`Main.storyboard:899 (navigationItem
/// Tz7-80-bJ7)`) by the element's ``SourceLocation``, which it sets when building the model,
/// or to a screen by its id. A comment may hold several lines; each becomes its own `#` line,
/// and control characters are escaped, so no comment can change what the file says.
public struct ScenarioComments: Hashable, Sendable {
  /// Comments above screens, by screen id.
  public var screens: [String: String]
  /// Comments above the element written at a location: a screen, a bar button item, a
  /// segue, a text reference, a flow or a step.
  ///
  /// When several elements share a location, the comment is written once, above the first
  /// of them in the file.
  public var locations: [SourceLocation: String]
  /// A comment at the top of the file (`Imported from Main.storyboard by navaudit import`).
  public var header: String?

  /// Comments by screen id and by location, and an optional header for the top of the file.
  public init(screens: [String: String] = [:], locations: [SourceLocation: String] = [:], header: String? = nil) {
    self.screens = screens
    self.locations = locations
    self.header = header
  }

  /// Whether there is no comment at all.
  public var isEmpty: Bool { screens.isEmpty && locations.isEmpty && header == nil }
}

/// The comments still to write: each location's comment is used once.
struct CommentCursor {
  private let comments: ScenarioComments
  private var used: Set<SourceLocation> = []

  init(_ comments: ScenarioComments) {
    self.comments = comments
  }

  /// The comment for an element at a location, the first time that location is asked for.
  mutating func take(_ location: SourceLocation) -> [String] {
    guard let text = comments.locations[location], used.insert(location).inserted else { return [] }
    return [text]
  }

  /// The comments for a screen: by id, then by its location.
  mutating func take(screen id: String, at location: SourceLocation) -> [String] {
    (comments.screens[id].map { [$0] } ?? []) + take(location)
  }
}

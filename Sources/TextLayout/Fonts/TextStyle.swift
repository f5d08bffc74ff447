/// A text style of the navigation bar: a face role, a point size and a tracking value.
///
/// Sizes and weights follow Apple's design resources as replicated by Flutter's Cupertino
/// text theme (facts §2.4); the bar does not scale with Dynamic Type (facts §2.5).
public enum TextStyle: String, CaseIterable, Sendable, Hashable, Codable {
  /// The inline title: 17 pt semibold.
  case title
  /// Plain bar button items and the back button: 17 pt regular.
  case barButton = "bar-button"
  /// Done-style bar button items: 17 pt semibold.
  case doneButton = "done-button"
  /// The large title: 34 pt bold.
  case largeTitle = "large-title"
  /// The prompt above the bar: 13 pt regular.
  case prompt

  /// The style's place in ``allCases``, for tables indexed by style.
  var ordinal: Int {
    switch self {
    case .title: 0
    case .barButton: 1
    case .doneButton: 2
    case .largeTitle: 3
    case .prompt: 4
    }
  }

  /// The face the style is drawn in.
  public var role: FaceRole {
    switch self {
    case .title, .doneButton: .semibold
    case .barButton, .prompt: .regular
    case .largeTitle: .bold
    }
  }

  /// The font size in points.
  public var pointSize: Double {
    switch self {
    case .title, .barButton, .doneButton: 17
    case .largeTitle: 34
    case .prompt: 13
    }
  }

  /// The tracking in points added after each grapheme when a profile does not say otherwise.
  ///
  /// 17 pt: −0.41 and 34 pt: +0.38 (Flutter `text_theme.dart`, "derived from Apple's design
  /// resources", facts §2.4); 13 pt: −0.08 (SF Pro Text tracking table, an assumption).
  public var defaultTracking: Double {
    switch self {
    case .title, .barButton, .doneButton: -0.41
    case .largeTitle: 0.38
    case .prompt: -0.08
    }
  }
}

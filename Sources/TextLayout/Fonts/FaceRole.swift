/// The weight of the system font that a group of navigation bar elements is drawn in.
///
/// A font profile stores one table of advance widths per role.
public enum FaceRole: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
  /// Bar button items and the back button (SF Pro Text Regular).
  case regular
  /// The inline title and done items (SF Pro Text Semibold).
  case semibold
  /// The large title (SF Pro Display Bold).
  case bold

  /// The OS/2 weight class the role stands for.
  public var weightClass: Int {
    switch self {
    case .regular: 400
    case .semibold: 600
    case .bold: 700
    }
  }

  /// The capitalized name, such as `SemiBold`, used in font style names.
  public var displayName: String {
    switch self {
    case .regular: "Regular"
    case .semibold: "SemiBold"
    case .bold: "Bold"
    }
  }

  public static func < (lhs: FaceRole, rhs: FaceRole) -> Bool {
    lhs.weightClass < rhs.weightClass
  }
}

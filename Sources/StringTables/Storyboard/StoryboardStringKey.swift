/// The key of a storyboard localization table: `ObjectID.property` (`"Xyz-ab-123.title"`).
///
/// ibtool writes one key per localizable property of an object: `title`, `normalTitle`,
/// `text`, `placeholder`, `prompt`, `backButtonTitle`, `segmentTitles[0]`… The object id is
/// Interface Builder's `abc-12-xyz` form (or a legacy number); a key with another id counts
/// only when its ibtool comment names the object (`ObjectID = "…";`), so dotted keys of
/// ordinary tables (`settings.title`) are not taken for storyboard keys.
public struct StoryboardStringKey: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The Interface Builder object id (`Xyz-ab-123`).
  public let objectID: String
  /// The property path (`title`, `normalTitle`, `segmentTitles[0]`).
  public let property: String

  /// Creates a key from its parts.
  public init(objectID: String, property: String) {
    self.objectID = objectID
    self.property = property
  }

  /// Parses a table key; nil when it is no storyboard key.
  ///
  /// - Parameter comment: the entry's comment; an ibtool comment with `ObjectID = "<id>";`
  ///   vouches for an object id of any form.
  public init?(key: String, comment: String? = nil) {
    guard let dot = key.firstIndex(of: ".") else { return nil }
    let objectID = String(key[..<dot])
    let property = String(key[key.index(after: dot)...])
    guard Self.isProperty(property), !objectID.isEmpty,
      Self.isInterfaceBuilderID(objectID)
        || comment?.contains("ObjectID = \"\(objectID)\"") == true
    else { return nil }
    self.objectID = objectID
    self.property = property
  }

  /// The table key, `ObjectID.property`.
  public var key: String { objectID + "." + property }

  public var description: String { key }

  public static func < (lhs: StoryboardStringKey, rhs: StoryboardStringKey) -> Bool {
    (lhs.objectID, lhs.property) < (rhs.objectID, rhs.property)
  }

  /// `abc-12-xyz` (3, 2 and 3 letters or digits) or a legacy all-digit id.
  static func isInterfaceBuilderID(_ id: String) -> Bool {
    let parts = id.split(separator: "-", omittingEmptySubsequences: false)
    if parts.count == 3, parts.map(\.count) == [3, 2, 3],
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
    {
      return true
    }
    return !id.isEmpty && id.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// A property path: a letter, then letters, digits, `_`, `.`, `[` and `]`.
  static func isProperty(_ text: String) -> Bool {
    guard let first = text.first, first.isASCII, first.isLetter else { return false }
    return text.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "[" || $0 == "]")
    }
  }
}

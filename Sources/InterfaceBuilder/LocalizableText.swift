public import Diagnostics

/// One localizable property of a storyboard object, as ibtool extracts it.
///
/// ibtool writes each one as the key `ObjectID.property` of the storyboard's table, with
/// the Base value as the comment. navaudit derives the same keys, so that the storyboard's
/// own text, its `.strings` translations and its String Catalog meet under one key.
public struct LocalizableText: Hashable, Sendable {
  /// The Interface Builder object id (`3kU-n2-fha`).
  public let objectID: String
  /// The property path (`title`, `normalTitle`, `accessibilityLabel`, `segmentTitles[0]`).
  public let property: String
  /// The UIKit class, for the ibtool-style comment (`UINavigationItem`).
  public let className: String
  /// The Base value written in the storyboard.
  public let value: String
  /// Where the element or attribute is.
  public let location: SourceLocation

  public init(objectID: String, property: String, className: String, value: String, location: SourceLocation) {
    self.objectID = objectID
    self.property = property
    self.className = className
    self.value = value
    self.location = location
  }

  /// The table key, `ObjectID.property`.
  public var key: String { objectID + "." + property }

  /// The comment ibtool writes above the entry.
  public var comment: String {
    "Class = \"\(className)\"; \(property) = \"\(value)\"; ObjectID = \"\(objectID)\";"
  }
}

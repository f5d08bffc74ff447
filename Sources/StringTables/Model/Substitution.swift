public import UnicodeSupport

/// A String Catalog substitution, referenced as `%#@name@` in a value.
///
/// The substitution picks a plural case from one argument (``argumentNumber``, or the next
/// argument in order) and replaces `%arg` in that case with the argument formatted by
/// ``formatSpecifier``.
public struct Substitution: Hashable, Sendable {
  /// The 1-based argument that selects the plural case (`argNum`), if the catalog gives one.
  public var argumentNumber: Int?
  /// The conversion for `%arg`, without the percent sign (`lld`, `@`, `.1f`).
  public var formatSpecifier: String
  /// The text for each plural category.
  public var plural: [PluralCategory: String]

  /// Creates a substitution.
  public init(
    argumentNumber: Int? = nil, formatSpecifier: String = "lld", plural: [PluralCategory: String]
  ) {
    self.argumentNumber = argumentNumber
    self.formatSpecifier = formatSpecifier
    self.plural = plural
  }
}

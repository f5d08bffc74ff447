public import Diagnostics

/// A user-visible string in a scenario: a literal, or a key resolved per locale.
public enum TextReference: Hashable, Sendable {
  /// A string written in the scenario itself; never localized (reported as such).
  case literal(String, at: SourceLocation)
  /// A key looked up in the app's string tables (boxed: a key with its table, arguments,
  /// default and location is 88 bytes, and every optional text of a screen held that much).
  indirect case localized(LocalizedKey)

  /// Where the reference is written.
  public var location: SourceLocation {
    switch self {
    case .literal(_, let location): location
    case .localized(let key): key.location
    }
  }
}

/// A key in one of the app's tables, with printf-style arguments.
public struct LocalizedKey: Hashable, Sendable {
  /// The key, as written in the table (unescaped).
  public var key: String
  /// The table name (`Localizable` when omitted).
  public var table: String
  /// Arguments for `%d`, `%@`, plural variations...
  public var arguments: [TextArgument]
  /// The base value, used when no table has the key (storyboard-style keys).
  public var defaultValue: String?
  public var location: SourceLocation

  public init(
    key: String, table: String = "Localizable", arguments: [TextArgument] = [], defaultValue: String? = nil,
    location: SourceLocation
  ) {
    self.key = key
    self.table = table
    self.arguments = arguments
    self.defaultValue = defaultValue
    self.location = location
  }
}

/// A typed argument of a text reference.
public enum TextArgument: Hashable, Sendable {
  case int(Int)
  case double(Double)
  case string(String)
}

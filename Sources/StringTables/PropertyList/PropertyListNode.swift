import Diagnostics

/// A value of a property list, with where it is written (for `.stringsdict` files).
///
/// Only what string tables need is kept: strings and dictionaries. Any other value (array,
/// number, date, data, boolean) is recorded by its element name so it can be reported.
indirect enum PropertyListNode: Sendable {
  /// `<string>`.
  case string(String, SourceLocation)
  /// `<dict>`, members in file order.
  case dictionary(PropertyListDictionary)
  /// Any other value, by its XML element name (`array`, `integer`, `true`…).
  case other(String, SourceLocation)

  /// Where the value starts.
  var location: SourceLocation {
    switch self {
    case .string(_, let location), .other(_, let location): location
    case .dictionary(let dictionary): dictionary.location
    }
  }

  /// The string, when the value is one.
  var string: String? {
    if case .string(let text, _) = self { return text }
    return nil
  }

  /// The dictionary, when the value is one.
  var dictionary: PropertyListDictionary? {
    if case .dictionary(let dictionary) = self { return dictionary }
    return nil
  }

  /// `a string`, `a dictionary`, `'<array>'`: for messages.
  var kindDescription: String {
    switch self {
    case .string: "a string"
    case .dictionary: "a dictionary"
    case .other(let element, _): "'<\(element)>'"
    }
  }
}

/// A property list dictionary whose members keep their order, duplicates and locations.
struct PropertyListDictionary: Sendable {
  /// One `<key>` and its value.
  struct Member: Sendable {
    let key: String
    let keyLocation: SourceLocation
    let value: PropertyListNode
  }

  /// Every member in file order, duplicates included.
  let members: [Member]
  /// Where `<dict>` starts.
  let location: SourceLocation

  /// The value of `key`: the last occurrence, as CoreFoundation keeps it.
  func value(forKey key: String) -> PropertyListNode? {
    members.last { $0.key == key }?.value
  }

  /// The member of `key` (its last occurrence).
  func member(forKey key: String) -> Member? {
    members.last { $0.key == key }
  }
}

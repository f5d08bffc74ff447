import Foundation

/// A binary property list's value, read with `PropertyListDecoder`.
///
/// `PropertyListSerialization` crashes on some binary property lists (a set inside a
/// dictionary takes the process down while it is bridged to `Any`), so binary lists are
/// decoded into this type instead: strings and dictionaries as such, any other value by its
/// kind only. Dictionaries nested deeper than ``maximumDepth`` are not read.
enum BinaryPropertyListValue: Decodable {
  case string(String)
  /// Members sorted by key, for a stable order.
  case dictionary([(key: String, value: BinaryPropertyListValue)])
  /// Any other value: `array`, `data`, `date`, `number` (or `dict` when nested too deeply).
  case other(String)

  /// The deepest dictionary read.
  static let maximumDepth = 64

  /// Decodes a whole binary property list; nil when it is malformed.
  static func decode(_ data: Data) -> BinaryPropertyListValue? {
    try? PropertyListDecoder().decode(BinaryPropertyListValue.self, from: data)
  }

  init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let string = try? single.decode(String.self) {
      self = .string(string)
    } else if let keyed = try? decoder.container(keyedBy: Key.self) {
      guard decoder.codingPath.count < Self.maximumDepth else {
        self = .other("dict")
        return
      }
      var members: [(key: String, value: BinaryPropertyListValue)] = []
      for key in keyed.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        members.append((key.stringValue, try keyed.decode(BinaryPropertyListValue.self, forKey: key)))
      }
      self = .dictionary(members)
    } else if (try? decoder.unkeyedContainer()) != nil {
      self = .other("array")
    } else if let single = try? decoder.singleValueContainer(), (try? single.decode(Data.self)) != nil {
      self = .other("data")
    } else if let single = try? decoder.singleValueContainer(), (try? single.decode(Date.self)) != nil {
      self = .other("date")
    } else {
      self = .other("number")
    }
  }

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

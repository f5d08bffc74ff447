import Foundation
import Synchronization

/// A binary property list's value, read with `PropertyListDecoder`.
///
/// `PropertyListSerialization` crashes on some binary property lists (a set inside a
/// dictionary takes the process down while it is bridged to `Any`), so binary lists are
/// decoded into this type instead: strings and dictionaries as such, any other value by its
/// kind only. Dictionaries nested deeper than ``maximumDepth`` are not read, and a list
/// whose objects refer to each other so that it unfolds into more than ``maximumValues``
/// values (a few hundred bytes can describe 2⁶⁴) is refused.
enum BinaryPropertyListValue: Decodable {
  case string(String)
  /// Members sorted by key, for a stable order.
  case dictionary([(key: String, value: BinaryPropertyListValue)])
  /// Any other value: `array`, `data`, `date`, `number` (or `dict` when nested too deeply).
  case other(String)

  /// The deepest dictionary read.
  static let maximumDepth = 16

  /// The most values one list unfolds into.
  static let maximumValues = 100_000

  /// Why a binary property list cannot be read.
  enum Failure: Error {
    case malformed
    case tooManyValues
  }

  /// Decodes a whole binary property list.
  static func decode(_ data: Data) throws(Failure) -> BinaryPropertyListValue {
    let budget = Budget()
    let decoder = PropertyListDecoder()
    if let key = Budget.key { decoder.userInfo[key] = budget }
    do {
      return try decoder.decode(BinaryPropertyListValue.self, from: data)
    } catch {
      throw budget.isExhausted ? .tooManyValues : .malformed
    }
  }

  /// The values left to decode, shared by every value of one list.
  private final class Budget: Sendable {
    static let key = CodingUserInfoKey(rawValue: "navaudit.binaryPropertyListBudget")
    private let remaining = Mutex(BinaryPropertyListValue.maximumValues)

    var isExhausted: Bool { remaining.withLock { $0 <= 0 } }

    /// Takes one value; false when none is left.
    func take() -> Bool {
      remaining.withLock { count in
        count -= 1
        return count >= 0
      }
    }
  }

  init(from decoder: any Decoder) throws {
    if let key = Budget.key, let budget = decoder.userInfo[key] as? Budget, !budget.take() {
      throw Failure.tooManyValues
    }
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

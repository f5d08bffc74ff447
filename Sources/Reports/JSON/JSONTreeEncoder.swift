/// An `Encoder` that builds a JSON tree for ``SortedJSONWriter``.
///
/// Numbers are formatted as `JSONEncoder` formats them: integers as written, a `Double` in
/// its shortest round-trip form without a trailing `.0`.
final class JSONTreeEncoder: Encoder {
  /// A JSON value; objects and arrays are boxes so containers can fill them in place.
  enum Node {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array(ArrayBox)
    case object(ObjectBox)
  }

  final class ArrayBox {
    var items: [Node] = []
  }

  /// An object's members in the order encoded; the writer sorts them by key.
  final class ObjectBox {
    private(set) var members: [(key: String, node: Node)] = []

    subscript(key: String) -> Node? {
      get { members.first { $0.key == key }?.node }
      set {
        let index = members.firstIndex { $0.key == key }
        switch (index, newValue) {
        case (let index?, let node?): members[index].node = node
        case (let index?, nil): members.remove(at: index)
        case (nil, let node?): members.append((key, node))
        case (nil, nil): break
        }
      }
    }
  }

  /// Always empty: nothing here fails by path, and building a path per value cost an array
  /// per member of every object.
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] = [:]
  /// What was encoded: `null` until a container or value is written.
  private(set) var value: Node = .null

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let box: ObjectBox
    if case .object(let existing) = value {
      box = existing
    } else {
      box = ObjectBox()
      value = .object(box)
    }
    return KeyedEncodingContainer(KeyedContainer<Key>(box: box, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let box: ArrayBox
    if case .array(let existing) = value {
      box = existing
    } else {
      box = ArrayBox()
      value = .array(box)
    }
    return UnkeyedContainer(box: box, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(encoder: self)
  }

  /// The node for `value`: primitives directly, anything else through its `encode(to:)`.
  ///
  /// The type is compared before any cast: a failed dynamic cast costs far more than a
  /// comparison of two types, and most values are structs that would fail all four.
  static func node<T: Encodable>(_ value: T) throws -> Node {
    if T.self == String.self, let text = value as? String { return .string(text) }
    if T.self == Int.self, let number = value as? Int { return .number(String(number)) }
    if T.self == Double.self, let number = value as? Double { return .number(format(number)) }
    if T.self == Bool.self, let flag = value as? Bool { return .bool(flag) }
    let encoder = JSONTreeEncoder()
    try value.encode(to: encoder)
    return encoder.value
  }

  /// A `Double` as `JSONEncoder` writes it.
  static func format(_ number: Double) -> String {
    let text = number.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  fileprivate func set(_ node: Node) { value = node }

  private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: ObjectBox
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { box[key.stringValue] = .null }
    mutating func encode(_ value: Bool, forKey key: Key) throws { box[key.stringValue] = .bool(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { box[key.stringValue] = .string(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      box[key.stringValue] = .number(JSONTreeEncoder.format(value))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { box[key.stringValue] = .number(String(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      box[key.stringValue] = try JSONTreeEncoder.node(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      let nested = ObjectBox()
      box[key.stringValue] = .object(nested)
      return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested, codingPath: []))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let nested = ArrayBox()
      box[key.stringValue] = .array(nested)
      return UnkeyedContainer(box: nested, codingPath: [])
    }

    mutating func superEncoder() -> any Encoder { JSONTreeEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { JSONTreeEncoder() }
  }

  private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let box: ArrayBox
    var codingPath: [any CodingKey]
    var count: Int { box.items.count }

    mutating func encodeNil() throws { box.items.append(.null) }
    mutating func encode(_ value: Bool) throws { box.items.append(.bool(value)) }
    mutating func encode(_ value: String) throws { box.items.append(.string(value)) }
    mutating func encode(_ value: Double) throws { box.items.append(.number(JSONTreeEncoder.format(value))) }
    mutating func encode(_ value: Int) throws { box.items.append(.number(String(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws {
      box.items.append(try JSONTreeEncoder.node(value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
      NestedKey
    > {
      let nested = ObjectBox()
      box.items.append(.object(nested))
      return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let nested = ArrayBox()
      box.items.append(.array(nested))
      return UnkeyedContainer(box: nested, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder { JSONTreeEncoder() }
  }

  private struct SingleValueContainer: SingleValueEncodingContainer {
    let encoder: JSONTreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.set(.null) }
    mutating func encode(_ value: Bool) throws { encoder.set(.bool(value)) }
    mutating func encode(_ value: String) throws { encoder.set(.string(value)) }
    mutating func encode(_ value: Double) throws { encoder.set(.number(JSONTreeEncoder.format(value))) }
    mutating func encode(_ value: Int) throws { encoder.set(.number(String(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws {
      encoder.set(try JSONTreeEncoder.node(value))
    }
  }
}

/// An `Encoder` that prints values straight into a ``SortedJSONWriter``'s bytes, pretty
/// printed with sorted keys, building no tree.
///
/// A tree of boxes, one per object and array, cost more than half of a large report's
/// time in allocation, reference counting and casts. Here each member is printed where it
/// is encoded; an object whose members came out of key order (most of them: Swift encodes
/// properties in declaration order) has its members' bytes moved into order once it is
/// complete. A key encoded twice keeps its last value, as `JSONEncoder` does.
///
/// Numbers are formatted as `JSONEncoder` formats them: integers as written, a `Double` in
/// its shortest round-trip form without a trailing `.0`. Nested containers and super
/// encoders, which no report type uses, throw: a value is printed in one pass, so a
/// container filled after its parent moved on has nowhere to go.
final class SortedJSONEncoder: Encoder {
  /// The bytes every encoder of one value writes to.
  final class Output {
    var writer = SortedJSONWriter()
  }

  /// What this encoder's value became, decided by its first container.
  private enum Shape {
    case unset
    case object(ObjectState)
    case array(ArrayState)
    case single
  }

  /// An object's members so far: each member's key and bytes (a newline, the key and the
  /// value, without the comma before it).
  final class ObjectState {
    /// Where the first member starts, just after `{`.
    let start: Int
    var members: [(key: String, start: Int, end: Int)] = []
    /// Whether every key so far is greater than the one before.
    var ascending = true

    init(start: Int) {
      self.start = start
    }
  }

  final class ArrayState {
    var count = 0
  }

  let output: Output
  /// The nesting level of the value: its closing bracket's indentation, two spaces each.
  let level: Int
  private var shape = Shape.unset
  /// Why the value cannot be printed, found while it was encoded.
  private var failure: String?

  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  private init(output: Output, level: Int) {
    self.output = output
    self.level = level
  }

  /// Prints `value` at `level` into `output`.
  static func write<T: Encodable>(_ value: T, level: Int, to output: Output) throws {
    // The type is compared before any cast: a failed dynamic cast costs far more than a
    // comparison of two types, and most values are structs that would fail all four.
    if T.self == String.self, let text = value as? String { return output.writer.string(text) }
    if T.self == Int.self, let number = value as? Int { return output.writer.number(String(number)) }
    if T.self == Double.self, let number = value as? Double { return output.writer.number(format(number)) }
    if T.self == Bool.self, let flag = value as? Bool {
      return flag ? output.writer.raw("true") : output.writer.raw("false")
    }
    let encoder = SortedJSONEncoder(output: output, level: level)
    try value.encode(to: encoder)
    try encoder.finish(value)
  }

  /// A `Double` as `JSONEncoder` writes it.
  static func format(_ number: Double) -> String {
    let text = number.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    switch shape {
    case .object(let state):
      return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, state: state))
    case .unset:
      output.writer.raw("{")
      let state = ObjectState(start: output.writer.bytes.count)
      shape = .object(state)
      return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, state: state))
    case .array, .single:
      return KeyedEncodingContainer(
        KeyedContainer<Key>(encoder: unsupported("an object after another value"), state: ObjectState(start: 0)))
    }
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    switch shape {
    case .array(let state):
      return UnkeyedContainer(encoder: self, state: state)
    case .unset:
      output.writer.raw("[")
      let state = ArrayState()
      shape = .array(state)
      return UnkeyedContainer(encoder: self, state: state)
    case .object, .single:
      return UnkeyedContainer(encoder: unsupported("an array after another value"), state: ArrayState())
    }
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(encoder: self)
  }

  /// Records why the value cannot be printed, and gives an encoder whose output is dropped.
  fileprivate func unsupported(_ what: String) -> SortedJSONEncoder {
    failure = failure ?? what
    return SortedJSONEncoder(output: Output(), level: level)
  }

  /// Claims the value for one single value; `false` (and a failure) if it has one already.
  fileprivate func claimSingle() -> Bool {
    guard case .unset = shape else {
      _ = unsupported("two values for one")
      return false
    }
    shape = .single
    return true
  }

  /// Closes the value: `null` for nothing encoded, the brackets of an array or object, its
  /// members put in key order.
  private func finish<T>(_ value: T) throws {
    if let failure {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "the report writer cannot encode \(failure)"))
    }
    switch shape {
    case .unset: output.writer.raw("null")
    case .single: break
    case .array(let state):
      if state.count == 0 { output.writer.newline(level: 0) }
      output.writer.newline(level: level)
      output.writer.raw("]")
    case .object(let state):
      if state.members.isEmpty {
        output.writer.newline(level: 0)
      } else if !state.ascending {
        output.writer.reorder(from: state.start, members: state.members)
      }
      output.writer.newline(level: level)
      output.writer.raw("}")
    }
  }

  private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: SortedJSONEncoder
    let state: ObjectState
    var codingPath: [any CodingKey] { [] }

    /// Prints the separator and key of a member, `print` its value, and records it.
    private func member(_ key: Key, _ print: (Output, Int) throws -> Void) rethrows {
      let name = key.stringValue
      let output = encoder.output
      if let last = state.members.last, !(last.key < name) { state.ascending = false }
      // One access to the shared writer for the separator and key: each access of a class's
      // property is checked for exclusivity at run time.
      let start = output.writer.beginMember(name, level: encoder.level + 1, first: state.members.isEmpty)
      try print(output, encoder.level + 1)
      state.members.append((name, start, output.writer.bytes.count))
    }

    mutating func encodeNil(forKey key: Key) throws { member(key) { output, _ in output.writer.raw("null") } }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
      member(key) { output, _ in value ? output.writer.raw("true") : output.writer.raw("false") }
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
      member(key) { output, _ in output.writer.string(value) }
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      member(key) { output, _ in output.writer.number(SortedJSONEncoder.format(value)) }
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
      member(key) { output, _ in output.writer.number(String(value)) }
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      try member(key) { output, level in try SortedJSONEncoder.write(value, level: level, to: output) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      encoder.unsupported("a nested container").container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      encoder.unsupported("a nested container").unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder.unsupported("a super encoder") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.unsupported("a super encoder") }
  }

  private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: SortedJSONEncoder
    let state: ArrayState
    var codingPath: [any CodingKey] { [] }
    var count: Int { state.count }

    /// Prints the separator and line of an element, and `print` its value.
    private func element(_ print: (Output, Int) throws -> Void) rethrows {
      let output = encoder.output
      output.writer.beginElement(level: encoder.level + 1, first: state.count == 0)
      try print(output, encoder.level + 1)
      state.count += 1
    }

    mutating func encodeNil() throws { element { output, _ in output.writer.raw("null") } }
    mutating func encode(_ value: Bool) throws {
      element { output, _ in value ? output.writer.raw("true") : output.writer.raw("false") }
    }
    mutating func encode(_ value: String) throws { element { output, _ in output.writer.string(value) } }
    mutating func encode(_ value: Double) throws {
      element { output, _ in output.writer.number(SortedJSONEncoder.format(value)) }
    }
    mutating func encode(_ value: Int) throws { element { output, _ in output.writer.number(String(value)) } }
    mutating func encode<T: Encodable>(_ value: T) throws {
      try element { output, level in try SortedJSONEncoder.write(value, level: level, to: output) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
      NestedKey
    > {
      encoder.unsupported("a nested container").container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      encoder.unsupported("a nested container").unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder.unsupported("a super encoder") }
  }

  private struct SingleValueContainer: SingleValueEncodingContainer {
    let encoder: SortedJSONEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {
      if encoder.claimSingle() { encoder.output.writer.raw("null") }
    }
    mutating func encode(_ value: Bool) throws {
      if encoder.claimSingle() { value ? encoder.output.writer.raw("true") : encoder.output.writer.raw("false") }
    }
    mutating func encode(_ value: String) throws {
      if encoder.claimSingle() { encoder.output.writer.string(value) }
    }
    mutating func encode(_ value: Double) throws {
      if encoder.claimSingle() { encoder.output.writer.number(SortedJSONEncoder.format(value)) }
    }
    mutating func encode(_ value: Int) throws {
      if encoder.claimSingle() { encoder.output.writer.number(String(value)) }
    }
    mutating func encode<T: Encodable>(_ value: T) throws {
      if encoder.claimSingle() { try SortedJSONEncoder.write(value, level: encoder.level, to: encoder.output) }
    }
  }
}

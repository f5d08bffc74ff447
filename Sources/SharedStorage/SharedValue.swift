/// A value stored out of line and shared by its copies until one of them is changed.
///
/// A large value read by value on a hot path (a screen for every bar of every step, a
/// finding each time it is sorted or handed on) costs a copy of every field each time;
/// behind one reference it costs a retain. Writing through ``value`` copies the storage
/// first when another copy shares it (copy on write), so value semantics are kept. Equal
/// values compare equal whether or not they share storage.
///
/// Its members are inlinable so that each use is specialized for its value in the module
/// that uses it: a generic call across modules would cost more than the copy it saves.
public struct SharedValue<Value: Hashable & Sendable>: Hashable, Sendable {
  @usableFromInline var storage: Storage

  /// Takes `value` (consumed, so that a value made for it is moved in, not copied).
  @inlinable
  public init(_ value: consuming Value) {
    storage = Storage(value)
  }

  /// The value; changing it copies the storage first when another copy shares it.
  @inlinable
  public var value: Value {
    get { storage.value }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
      yield &storage.value
    }
  }

  @inlinable
  public static func == (lhs: SharedValue, rhs: SharedValue) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
  }

  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.value)
  }

  /// The reference the value lives in.
  ///
  /// Written only through ``SharedValue/value``, and only when one copy holds the one
  /// reference to it: storage that copies share is never written, so sharing it across
  /// threads is safe.
  @usableFromInline
  final class Storage: @unchecked Sendable {
    @usableFromInline var value: Value

    @inlinable
    init(_ value: consuming Value) {
      self.value = value
    }
  }
}

/// An immutable value behind a reference, compared and hashed by its value.
///
/// For a large field most values leave unset, or one many values share: an optional box
/// takes one word where the value inline would take its whole size. A change makes a new box.
public final class Box<Value: Hashable & Sendable>: Hashable, Sendable {
  public let value: Value

  @inlinable
  public init(_ value: Value) {
    self.value = value
  }

  @inlinable
  public static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs || lhs.value == rhs.value }

  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A value stored out of line and shared by its copies until one of them is changed.
///
/// A large value read by value on a hot path (a screen for every bar of every step, a
/// finding each time it is sorted or handed on) costs a copy of every field each time;
/// behind one reference it costs a retain. Writing through ``value`` copies the storage
/// first when another copy shares it (copy on write), so value semantics are kept. Equal
/// values compare equal whether or not they share storage.
public struct SharedValue<Value: Hashable & Sendable>: Hashable, Sendable {
  private var storage: Storage

  public init(_ value: Value) {
    storage = Storage(value)
  }

  /// The value; changing it copies the storage first when another copy shares it.
  public var value: Value {
    get { storage.value }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
      yield &storage.value
    }
  }

  public static func == (lhs: SharedValue, rhs: SharedValue) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.value)
  }

  /// The reference the value lives in.
  ///
  /// Written only through ``SharedValue/value``, and only when one copy holds the one
  /// reference to it: storage that copies share is never written, so sharing it across
  /// threads is safe.
  private final class Storage: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
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

  public init(_ value: Value) {
    self.value = value
  }

  public static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs || lhs.value == rhs.value }

  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A string that is equal to another, and hashes, by its UTF-8 bytes: a cache or set key.
///
/// `String`'s own `==` is canonical equivalence, and hashing a non-ASCII `String`
/// normalizes it to NFC on every call: for keys looked up once per bar of every run, that
/// cost more than the work the cache saves. Bytes are also the finer identity: "é" and
/// "e" + U+0301 are equivalent but are measured from different code points.
public struct UTF8Key: Hashable, Sendable {
  /// The string itself, its UTF-8 contiguous (a native Swift string's always is).
  public let string: String

  public init(_ string: String) {
    var string = string
    string.makeContiguousUTF8()
    self.string = string
  }

  public static func == (lhs: UTF8Key, rhs: UTF8Key) -> Bool {
    guard lhs.string.utf8.count == rhs.string.utf8.count else { return false }
    let equal = lhs.string.utf8.withContiguousStorageIfAvailable { left in
      rhs.string.utf8.withContiguousStorageIfAvailable { right in left.elementsEqual(right) }
    }
    return (equal ?? nil) ?? lhs.string.utf8.elementsEqual(rhs.string.utf8)
  }

  public func hash(into hasher: inout Hasher) {
    let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
    if hashed == nil {
      // Not reached for a contiguous string (``init(_:)`` makes it one): the same bytes.
      for byte in string.utf8 { hasher.combine(byte) }
    }
    // The length ends the bytes, so that keys made of several strings stay unambiguous.
    hasher.combine(string.utf8.count)
  }
}

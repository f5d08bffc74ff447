internal import CICUShims

/// Namespace for the buffer plumbing shared by the ICU wrappers.
///
/// The shim's functions return the length they need (possibly more than the buffer
/// holds) or a negative ICU status. These helpers retry once with the right size, so
/// callers never see truncated text.
enum ICU {
  /// Calls a shim function that writes UTF-8 into a buffer and returns its length.
  static func withCharBuffer(
    operation: String,
    _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32
  ) throws(ICUError) -> String {
    var capacity: Int32 = 128
    for _ in 0..<2 {
      var buffer = [CChar](repeating: 0, count: Int(capacity) + 1)
      let length: Int32 = buffer.withUnsafeMutableBufferPointer { pointer in
        guard let base = pointer.baseAddress else { return Int32(-1) }
        return body(base, capacity)
      }
      if length < 0 { throw ICUError(code: -length, operation: operation) }
      if length < capacity {
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      capacity = length + 1
    }
    throw ICUError(code: 15, operation: operation)
  }

  /// Calls a shim function that writes UTF-16 into a buffer and returns its length.
  static func withUTF16Buffer(
    operation: String,
    _ body: (UnsafeMutablePointer<UInt16>, Int32) -> Int32
  ) throws(ICUError) -> [UInt16] {
    var capacity: Int32 = 256
    for _ in 0..<2 {
      var buffer = [UInt16](repeating: 0, count: Int(capacity))
      let length: Int32 = buffer.withUnsafeMutableBufferPointer { pointer in
        guard let base = pointer.baseAddress else { return Int32(-1) }
        return body(base, capacity)
      }
      if length < 0 { throw ICUError(code: -length, operation: operation) }
      if length <= capacity { return Array(buffer.prefix(Int(length))) }
      capacity = length
    }
    throw ICUError(code: 15, operation: operation)
  }

  /// Runs `body` with the UTF-16 code units of `text`.
  static func withUTF16<R>(_ text: String, _ body: (UnsafePointer<UInt16>, Int32) -> R) -> R {
    let units = Array(text.utf16)
    return units.withUnsafeBufferPointer { pointer in
      // An empty array still has a valid (non-nil) base address for our purposes.
      guard let base = pointer.baseAddress else {
        var zero: UInt16 = 0
        return body(&zero, 0)
      }
      return body(base, Int32(units.count))
    }
  }
}

import Foundation

/// Accumulates the UTF-8 bytes of an unescaped string, pairing `\U` surrogate escapes.
///
/// CoreFoundation appends each `\Uxxxx` as one UTF-16 code unit, so `\UD83D\UDE00` becomes
/// one emoji. An unpaired surrogate becomes U+FFFD.
struct UnescapedTextBuilder {
  private var bytes: [UInt8] = []
  private var pendingHighSurrogate: UInt16?

  /// Appends raw UTF-8 bytes copied from the source.
  mutating func append(contentsOf raw: ArraySlice<UInt8>) {
    flushSurrogate()
    bytes.append(contentsOf: raw)
  }

  /// Appends one scalar.
  mutating func append(_ scalar: Unicode.Scalar) {
    flushSurrogate()
    Unicode.UTF8.encode(scalar) { bytes.append($0) }
  }

  /// Appends one UTF-16 code unit from a `\U` escape.
  mutating func append(utf16 unit: UInt16) {
    if (0xDC00...0xDFFF).contains(unit), let high = pendingHighSurrogate {
      pendingHighSurrogate = nil
      let value = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
      append(Unicode.Scalar(value) ?? "\u{FFFD}")
      return
    }
    flushSurrogate()
    if (0xD800...0xDBFF).contains(unit) {
      pendingHighSurrogate = unit
    } else {
      append(Unicode.Scalar(unit) ?? "\u{FFFD}")
    }
  }

  /// The finished string.
  mutating func finish() -> String {
    flushSurrogate()
    return String(decoding: bytes, as: UTF8.self)
  }

  private mutating func flushSurrogate() {
    guard pendingHighSurrogate != nil else { return }
    pendingHighSurrogate = nil
    Unicode.UTF8.encode("\u{FFFD}") { bytes.append($0) }
  }

  /// The character a `\ooo` escape byte stands for: CoreFoundation reads it as NeXTSTEP Latin.
  static func nextStepCharacter(_ byte: UInt8) -> Unicode.Scalar? {
    if byte < 0x80 { return Unicode.Scalar(byte) }
    return nextStepHighHalf[Int(byte - 0x80)]
  }

  private static let nextStepHighHalf: [Unicode.Scalar?] = (0x80...0xFF).map { byte in
    String(data: Data([UInt8(byte)]), encoding: .nextstep)?.unicodeScalars.first
  }
}

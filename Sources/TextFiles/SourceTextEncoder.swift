/// Encodes UTF-8 text back into the encoding a file was read in: the inverse of
/// ``SourceTextDecoder``.
///
/// A writer that edits a decoded file (budgets written into a UTF-16 `.strings` file) encodes
/// its result here, so the file keeps its encoding and byte order mark and every byte it did
/// not edit comes back as it was.
public enum SourceTextEncoder {
  /// Whether `raw` (a file's bytes, decoded as `encoding`) starts with a byte order mark.
  ///
  /// UTF-8 with a mark and UTF-32 always do (the decoder recognises them by it); UTF-16 may
  /// be recognised by its NUL bytes alone.
  public static func hasByteOrderMark(_ raw: [UInt8], encoding: TextEncoding) -> Bool {
    switch encoding {
    case .utf8: false
    case .utf8WithBOM, .utf32LittleEndian, .utf32BigEndian: true
    case .utf16LittleEndian: raw.starts(with: [0xFF, 0xFE])
    case .utf16BigEndian: raw.starts(with: [0xFE, 0xFF])
    }
  }

  /// `text` (UTF-8 without a byte order mark) in `encoding`, after a byte order mark when
  /// `byteOrderMark` is true.
  public static func encode(_ text: [UInt8], as encoding: TextEncoding, byteOrderMark: Bool) -> [UInt8] {
    var output: [UInt8] = []
    switch encoding {
    case .utf8, .utf8WithBOM:
      if byteOrderMark { output = [0xEF, 0xBB, 0xBF] }
      output += text
    case .utf16LittleEndian, .utf16BigEndian:
      let bigEndian = encoding == .utf16BigEndian
      output.reserveCapacity(text.count * 2 + 2)
      if byteOrderMark { output += bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE] }
      for unit in String(decoding: text, as: UTF8.self).utf16 {
        let high = UInt8(truncatingIfNeeded: unit >> 8)
        let low = UInt8(truncatingIfNeeded: unit)
        output += bigEndian ? [high, low] : [low, high]
      }
    case .utf32LittleEndian, .utf32BigEndian:
      let bigEndian = encoding == .utf32BigEndian
      if byteOrderMark { output += bigEndian ? [0x00, 0x00, 0xFE, 0xFF] : [0xFF, 0xFE, 0x00, 0x00] }
      for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
        output += bigEndian ? bytes.reversed() : bytes
      }
    }
    return output
  }
}

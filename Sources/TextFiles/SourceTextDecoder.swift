import Diagnostics
import Foundation

/// The character encoding a string table file was written in.
public enum TextEncoding: String, Hashable, Sendable, Codable {
  /// UTF-8 (or ASCII) without a byte order mark: most tables.
  case utf8 = "utf-8"
  /// UTF-8 starting with EF BB BF.
  case utf8WithBOM = "utf-8-bom"
  /// UTF-16 little-endian, with a byte order mark or detected by its NUL bytes.
  case utf16LittleEndian = "utf-16le"
  /// UTF-16 big-endian, with a byte order mark or detected by its NUL bytes.
  case utf16BigEndian = "utf-16be"
  /// UTF-32 little-endian with a byte order mark.
  case utf32LittleEndian = "utf-32le"
  /// UTF-32 big-endian with a byte order mark.
  case utf32BigEndian = "utf-32be"
}

/// Decoded text: UTF-8 bytes without a byte order mark, and the encoding they came from.
public struct DecodedText: Sendable {
  /// The text as UTF-8, without a byte order mark.
  public let bytes: [UInt8]
  /// The encoding the file was written in.
  public let encoding: TextEncoding
}

/// Detects and decodes the encodings CoreFoundation accepts for `.strings` files.
///
/// Every text input goes through it, so one definition decides which bytes are text.
///
/// A byte order mark wins. Without one, NUL bytes mean UTF-16 (the byte order is guessed
/// from which half of each pair is zero); otherwise the text must be UTF-8.
public enum SourceTextDecoder {
  /// Decodes `data`, recording errors at `path`.
  public static func decode(_ data: [UInt8], path: String) throws(TextFileError) -> DecodedText {
    if data.starts(with: [0xEF, 0xBB, 0xBF]) {
      return try decodeUTF8(Array(data.dropFirst(3)), path: path, encoding: .utf8WithBOM)
    }
    if data.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
      return try decodeUTF32(Array(data.dropFirst(4)), bigEndian: false, path: path)
    }
    if data.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
      return try decodeUTF32(Array(data.dropFirst(4)), bigEndian: true, path: path)
    }
    if data.starts(with: [0xFF, 0xFE]) {
      return try decodeUTF16(Array(data.dropFirst(2)), bigEndian: false, path: path)
    }
    if data.starts(with: [0xFE, 0xFF]) {
      return try decodeUTF16(Array(data.dropFirst(2)), bigEndian: true, path: path)
    }
    // Foundation's search runs at full speed even in debug builds (no generic byte loop).
    if Data(data).range(of: Data([0])) != nil {
      var evenZeros = 0
      var oddZeros = 0
      for (index, byte) in data.prefix(8192).enumerated() where byte == 0 {
        if index.isMultiple(of: 2) { evenZeros += 1 } else { oddZeros += 1 }
      }
      return try decodeUTF16(data, bigEndian: evenZeros > oddZeros, path: path)
    }
    return try decodeUTF8(data, path: path, encoding: .utf8)
  }

  private static func decodeUTF8(
    _ bytes: [UInt8], path: String, encoding: TextEncoding
  ) throws(TextFileError) -> DecodedText {
    // The standard library validates at full speed; the scalar loop below only locates an error.
    if String(validating: bytes, as: UTF8.self) != nil {
      return DecodedText(bytes: bytes, encoding: encoding)
    }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        offset += encoded.count
      case .error:
        let prefix = Array(bytes[..<min(offset, bytes.count)])
        let byte = offset < bytes.count ? bytes[offset] : 0
        throw TextFileError(
          .encoding, "invalid UTF-8 byte '0x\(hex(byte))'",
          at: TextLocator.endLocation(of: prefix, path: path),
          notes: ["text inputs must be UTF-8, or UTF-16 with a byte order mark"])
      case .emptyInput:
        return DecodedText(bytes: bytes, encoding: encoding)
      }
    }
  }

  private static func decodeUTF16(
    _ bytes: [UInt8], bigEndian: Bool, path: String
  ) throws(TextFileError) -> DecodedText {
    let encoding: TextEncoding = bigEndian ? .utf16BigEndian : .utf16LittleEndian
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    let unitCount = bytes.count / 2
    func unit(_ index: Int) -> UInt16 {
      let first = UInt16(bytes[index * 2])
      let second = UInt16(bytes[index * 2 + 1])
      return bigEndian ? first << 8 | second : second << 8 | first
    }
    var index = 0
    while index < unitCount {
      let value = unit(index)
      var scalarValue = UInt32(value)
      var width = 1
      if (0xD800...0xDBFF).contains(value), index + 1 < unitCount,
        (0xDC00...0xDFFF).contains(unit(index + 1))
      {
        scalarValue = 0x10000 + (UInt32(value - 0xD800) << 10) + UInt32(unit(index + 1) - 0xDC00)
        width = 2
      }
      guard let scalar = Unicode.Scalar(scalarValue) else {
        throw TextFileError(
          .encoding,
          "invalid \(encoding.rawValue.uppercased()) text: unpaired surrogate 'U+\(hex(value))'",
          at: TextLocator.endLocation(of: output, path: path))
      }
      Unicode.UTF8.encode(scalar) { output.append($0) }
      index += width
    }
    if !bytes.count.isMultiple(of: 2) {
      throw TextFileError(
        .encoding, "truncated \(encoding.rawValue.uppercased()) text: odd number of bytes",
        at: TextLocator.endLocation(of: output, path: path))
    }
    return DecodedText(bytes: output, encoding: encoding)
  }

  private static func decodeUTF32(_ bytes: [UInt8], bigEndian: Bool, path: String)
    throws(TextFileError) -> DecodedText
  {
    var output: [UInt8] = []
    var index = 0
    while index + 3 < bytes.count {
      let word = bytes[index..<index + 4].map(UInt32.init)
      let value =
        bigEndian
        ? word[0] << 24 | word[1] << 16 | word[2] << 8 | word[3]
        : word[3] << 24 | word[2] << 16 | word[1] << 8 | word[0]
      guard let scalar = Unicode.Scalar(value) else {
        throw TextFileError(
          .encoding, "invalid UTF-32 code point '0x\(String(value, radix: 16, uppercase: true))'",
          at: TextLocator.endLocation(of: output, path: path))
      }
      Unicode.UTF8.encode(scalar) { output.append($0) }
      index += 4
    }
    if index != bytes.count {
      throw TextFileError(
        .encoding, "truncated UTF-32 text", at: TextLocator.endLocation(of: output, path: path))
    }
    return DecodedText(bytes: output, encoding: bigEndian ? .utf32BigEndian : .utf32LittleEndian)
  }

  private static func hex<T: BinaryInteger>(_ value: T) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    let width = T.self == UInt8.self ? 2 : 4
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

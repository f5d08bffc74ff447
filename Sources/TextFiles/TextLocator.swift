public import Diagnostics

/// Maps byte offsets in UTF-8 text to 1-based lines and columns.
///
/// Columns count Unicode scalars, so a key after `é` is one column further, not two.
/// Lines end at `\n`, `\r\n` or a lone `\r`.
///
/// Both directions cost at most ``checkpointStride`` bytes of scanning per call, however
/// long the line: every `checkpointStride` bytes the column there is recorded, so locating
/// every key of a one-line JSON or XML file stays linear in the file's size.
public struct TextLocator: Sendable {
  /// The path recorded in every location.
  public let path: String
  private let bytes: [UInt8]
  private let lineStarts: [Int]
  /// The bytes between two recorded columns.
  static let checkpointStride = 256
  /// For each multiple `k` of ``checkpointStride``, the scalars between the start of the
  /// line holding offset `k × checkpointStride` and that offset.
  private let checkpoints: [Int]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        starts.append(index + 1)
      } else if byte == 0x0D {
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
    self.lineStarts = starts
    self.checkpoints = Self.checkpoints(bytes, lineStarts: starts)
  }

  private static func checkpoints(_ bytes: [UInt8], lineStarts: [Int]) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(bytes.count / checkpointStride + 1)
    var nextLine = 1
    var count = 0
    var offset = 0
    while offset <= bytes.count {
      if offset % checkpointStride == 0 { result.append(count) }
      if offset == bytes.count { break }
      if nextLine < lineStarts.count, lineStarts[nextLine] == offset + 1 {
        count = 0
        nextLine += 1
      } else if bytes[offset] & 0xC0 != 0x80 {
        count += 1
      }
      offset += 1
    }
    return result
  }

  /// The location of the byte at `offset` (or of the end of the text).
  public func location(ofOffset offset: Int) -> SourceLocation {
    let clamped = min(max(0, offset), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var index = lineStarts[low]
    let checkpoint = clamped / Self.checkpointStride
    if checkpoint * Self.checkpointStride > index {
      index = checkpoint * Self.checkpointStride
      column = 1 + checkpoints[checkpoint]
    }
    while index < clamped {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourceLocation(path: path, line: low + 1, column: column)
  }

  /// The byte offset of `line`:`column`, or nil when the line does not exist.
  public func offset(line: Int, column: Int) -> Int? {
    guard line >= 1, line <= lineStarts.count else { return nil }
    var index = lineStarts[line - 1]
    var current = 1
    // Start from the last checkpoint of the line at or before the column.
    let lastOffset = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    var low = (index + Self.checkpointStride - 1) / Self.checkpointStride
    var high = lastOffset / Self.checkpointStride
    while low <= high {
      let middle = (low + high) / 2
      if checkpoints[middle] + 1 <= column {
        index = middle * Self.checkpointStride
        current = checkpoints[middle] + 1
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    // A checkpoint inside a scalar: the next scalar starts the column after it.
    while index < bytes.count, index > lineStarts[line - 1], bytes[index] & 0xC0 == 0x80 { index += 1 }
    while index < bytes.count, current < column {
      index += 1
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      current += 1
    }
    return index
  }

  /// The byte at `offset`, or nil past the end.
  public func byte(at offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[offset] : nil
  }

  /// The location at the end of `prefix`, for errors found while decoding.
  public static func endLocation(of prefix: [UInt8], path: String) -> SourceLocation {
    TextLocator(path: path, bytes: prefix).location(ofOffset: prefix.count)
  }
}

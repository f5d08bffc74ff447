internal import CICUShims

/// Grapheme cluster segmentation through ICU's character break iterator.
public enum Graphemes {
  /// The user-perceived characters of `text`, as ICU segments them.
  public static func clusters(of text: String) -> [Substring] {
    let utf16 = text.utf16
    guard !utf16.isEmpty else { return [] }
    var boundaries = [Int32](repeating: 0, count: utf16.count + 1)
    let capacity = Int32(boundaries.count)
    let count = ICU.withUTF16(text) { units, length in
      boundaries.withUnsafeMutableBufferPointer { pointer -> Int32 in
        guard let base = pointer.baseAddress else { return 0 }
        return cicu_grapheme_boundaries(units, length, base, capacity)
      }
    }
    var result: [Substring] = []
    result.reserveCapacity(Int(max(count, 0)))
    var start = text.startIndex
    var previous = 0
    for boundary in boundaries.prefix(Int(max(0, min(count, capacity)))) {
      let offset = Int(boundary)
      guard offset > previous, offset <= utf16.count else { continue }
      let end = utf16.index(start, offsetBy: offset - previous)
      result.append(text[start..<end])
      start = end
      previous = offset
    }
    if start < text.endIndex { result.append(text[start...]) }
    return result
  }

  /// The number of grapheme clusters in `text`.
  public static func count(in text: String) -> Int { clusters(of: text).count }
}

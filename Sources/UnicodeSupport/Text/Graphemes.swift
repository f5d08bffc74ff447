internal import CICUShims

/// Grapheme cluster segmentation through ICU's character break iterator.
public enum Graphemes {
  /// The user-perceived characters of `text`, as ICU segments them.
  ///
  /// Text whose every scalar is a cluster (``isOneScalarPerCluster(_:)``) is cut scalar by
  /// scalar, without ICU: what ICU gives for it (``clustersByICU(of:)``; a test holds the
  /// two equal on random text).
  public static func clusters(of text: String) -> [Substring] {
    guard isOneScalarPerCluster(text) else { return clustersByICU(of: text) }
    let scalars = text.unicodeScalars
    var result: [Substring] = []
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let next = scalars.index(after: index)
      result.append(text[index..<next])
      index = next
    }
    return result
  }

  /// The user-perceived characters of `text`, as ICU's character break iterator finds them.
  public static func clustersByICU(of text: String) -> [Substring] {
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

  /// Whether every scalar of `text` is a cluster of its own, answered from the scalars
  /// without ICU: true only when each is one that joins no neighbour (``standsAlone(_:)``).
  ///
  /// Measuring text adds up its clusters: most titles of a Latin, Greek, Cyrillic, Hebrew
  /// or CJK script are such scalars only, and segmenting them through ICU cost more than
  /// adding them up.
  public static func isOneScalarPerCluster(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy(standsAlone)
  }

  /// Whether `scalar` is a cluster of its own next to any other scalar of the same kind: its
  /// grapheme cluster break is Other or Control, not CR (which joins LF), in blocks with no
  /// extending, spacing or prepended mark, Hangul jamo or regional indicator (a test
  /// checks every scalar of them against ICU). Nothing here needs Arabic shaping.
  public static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    // ASCII and Latin-1 to the spacing modifier letters; the combining marks follow.
    if value < 0x300 { return value != 0x0D }
    if value < 0x2000 {
      // Greek and Cyrillic letters, Hebrew letters, Latin Extended Additional and Greek Extended.
      return (0x370...0x482).contains(value) || (0x48A...0x52F).contains(value) || (0x5D0...0x5EA).contains(value)
        || (0x1E00...0x1FFE).contains(value)
    }
    if value < 0x3000 {
      // Spaces, punctuation, super- and subscripts, currency, letterlike and number forms,
      // arrows, mathematical and technical symbols, enclosed alphanumerics to dingbats;
      // not ZWNJ, ZWJ or the combining marks for symbols.
      return (0x2000...0x200B).contains(value) || (0x200E...0x205F).contains(value)
        || (0x2070...0x20CF).contains(value) || (0x2100...0x23FF).contains(value) || (0x2460...0x27BF).contains(value)
    }
    if value < 0xA000 {
      // CJK punctuation without its tone marks, kana without the combining sound marks,
      // enclosed CJK and compatibility forms, CJK ideographs.
      return (0x3000...0x3029).contains(value) || (0x3030...0x303F).contains(value) || (0x3041...0x3096).contains(value)
        || (0x309B...0x30FF).contains(value) || (0x3200...0x33FF).contains(value) || (0x3400...0x4DBF).contains(value)
        || (0x4E00...0x9FFF).contains(value)
    }
    // Fullwidth forms, without the halfwidth sound marks.
    return (0xFF01...0xFF9D).contains(value) || (0xFFE0...0xFFEE).contains(value)
  }
}

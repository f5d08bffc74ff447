/// A named group of Unicode blocks that one font of a profile covers.
///
/// Used in `navaudit fonts import FONT:latin,greek` to say which ranges a font supplies.
/// Besides the names below, a token may be an explicit range such as `U+0590-05FF`.
public struct CodePointSet: Sendable, Hashable, CustomStringConvertible {
  /// The name as written on the command line, such as `arabic` or `U+0590-05FF`.
  public let name: String
  /// The code point ranges, in order.
  public let ranges: [ClosedRange<UInt32>]

  public init(name: String, ranges: [ClosedRange<UInt32>]) {
    self.name = name
    self.ranges = ranges
  }

  public var description: String { name }

  /// Whether the set contains `codePoint`.
  public func contains(_ codePoint: UInt32) -> Bool {
    ranges.contains { $0.contains(codePoint) }
  }

  /// The named sets, in the order the default profile uses them.
  public static let named: [CodePointSet] = [
    // Basic Latin, Latin-1, Latin Extended-A/B, IPA, spacing modifiers, combining marks,
    // Latin Extended Additional (Vietnamese).
    CodePointSet(name: "latin", ranges: [0x0000...0x036F, 0x1E00...0x1EFF]),
    CodePointSet(name: "greek", ranges: [0x0370...0x03FF, 0x1F00...0x1FFF]),
    CodePointSet(name: "cyrillic", ranges: [0x0400...0x052F]),
    // General Punctuation, currency symbols, letterlike symbols.
    CodePointSet(name: "punctuation", ranges: [0x2000...0x206F, 0x20A0...0x20CF, 0x2100...0x214F]),
    // Arabic, Arabic Supplement, Extended-A, Presentation Forms-A and -B.
    CodePointSet(
      name: "arabic", ranges: [0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF]),
    CodePointSet(name: "hebrew", ranges: [0x0590...0x05FF, 0xFB1D...0xFB4F]),
    CodePointSet(name: "thai", ranges: [0x0E00...0x0E7F]),
    CodePointSet(name: "devanagari", ranges: [0x0900...0x097F, 0x1CD0...0x1CFF, 0xA8E0...0xA8FF]),
    // Hiragana, Katakana, Katakana Phonetic Extensions.
    CodePointSet(name: "kana", ranges: [0x3040...0x30FF, 0x31F0...0x31FF]),
    // CJK Unified Ideographs, Extension A, Compatibility Ideographs.
    CodePointSet(name: "cjk", ranges: [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF]),
    // Hangul Jamo, Compatibility Jamo, Syllables.
    CodePointSet(name: "hangul", ranges: [0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF]),
    CodePointSet(name: "cjk-punctuation", ranges: [0x3000...0x303F]),
    // Halfwidth and Fullwidth Forms.
    CodePointSet(name: "fullwidth", ranges: [0xFF00...0xFFEF]),
  ]

  /// The set a command-line token names: a known name or a `U+XXXX-YYYY` range.
  public static func parse(_ token: String) -> CodePointSet? {
    if let known = named.first(where: { $0.name == token.lowercased() }) { return known }
    var text = Substring(token)
    if text.hasPrefix("U+") || text.hasPrefix("u+") { text = text.dropFirst(2) }
    let bounds = text.split(separator: "-", maxSplits: 1)
    guard let firstText = bounds.first, let first = UInt32(firstText, radix: 16) else { return nil }
    var lastText = bounds.count == 2 ? bounds[1] : firstText
    if lastText.hasPrefix("U+") || lastText.hasPrefix("u+") { lastText = lastText.dropFirst(2) }
    guard let last = UInt32(lastText, radix: 16), first <= last, last <= 0x10FFFF else { return nil }
    return CodePointSet(name: token, ranges: [first...last])
  }
}

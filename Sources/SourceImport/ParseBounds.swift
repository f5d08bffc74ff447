import Diagnostics
import StoryboardImport

/// Bounds checked before a file is parsed, where swift-syntax 602 takes more than linear time
/// (`fuzz-source` found each; Tests/SourceImportTests/FuzzRegressionTests.swift):
///
/// - it looks ahead twice at each `[` it reads, for an inline array type (`[3 of Int]`), then
///   for an array or dictionary type, so its time doubles with each level of nesting: under
///   the fuzzer's sanitizers 16 levels took 2 s, and each more doubles it;
/// - recovering from a syntax error, it looks along the rest of the line for the closing
///   delimiter of each `(`, `[` or `{` it skips, so a line of 800 `(` took 13 s;
/// - recovering from a syntax error at each token of a line, it reads the rest of the line
///   each time, so a line of 2,000 bytes of broken modifiers took a quarter of a second.
///
/// Each is counted as a cost with a budget of a fixed allowance and so much per byte, so that
/// parsing takes time linear in a file's size. A file past a budget is reported where it goes
/// past it, and not parsed. Brackets and tokens are counted wherever they are, in strings and
/// comments too, since an interpolation is code: a file whose lines hold kilobytes of text
/// may be refused, and says so.
extension ParsedSourceFile {
  /// The deepest nesting of square brackets parsed; code nests a handful.
  static let maximumBracketDepth = 10
  /// The lookahead a file may cost, counting `2^d` for each `[` opened `d` deep: 2,048 (a
  /// nest as deep as allowed), and one per byte. Apps' code costs under a tenth of its size.
  static func bracketBudget(bytes: Int) -> Int { (2 << maximumBracketDepth) + bytes }
  /// The recovery a file may cost, counting for each `(`, `[` or `{` that no closing delimiter
  /// of its kind follows on its line the bytes after it on the line: 2,048, and one per two
  /// bytes. Apps' code costs under a tenth of its size, lines ending with `{` nothing.
  static func unclosedBudget(bytes: Int) -> Int { 2_048 + bytes / 2 }
  /// The recovery a file may cost, counting for each line its tokens times its bytes: 2^18, and
  /// 128 per byte. Apps' code costs under 60 per byte: a line of 120 bytes has some 30 tokens.
  static func lineBudget(bytes: Int) -> Int { (1 << 18) + 128 * bytes }

  /// The warning for a file that would take the parser more than linear time, at the first
  /// place past a budget; nil when there is none.
  static func parseBoundIssue(_ utf8: [UInt8], path: String) -> ImportIssue? {
    let exponential = "which the Swift parser takes exponential time to read"
    let quadratic = "which the Swift parser takes quadratic time to recover from"
    var found: [(offset: Int, reason: String)] = []
    if let (offset, tooDeep) = firstBracketPastBudget(utf8) {
      let reason =
        tooDeep
        ? "nests square brackets more than \(maximumBracketDepth) deep, \(exponential)"
        : "nests square brackets too often for its size, \(exponential)"
      found.append((offset, reason))
    }
    if let offset = firstUnclosedPastBudget(utf8) {
      found.append((offset, "leaves too many brackets open on long lines for its size, \(quadratic)"))
    }
    if let offset = firstLinePastBudget(utf8) {
      found.append((offset, "has too many long lines for its size, \(quadratic)"))
    }
    guard let first = found.min(by: { $0.offset < $1.offset }) else { return nil }
    let (line, column) = position(of: first.offset, in: utf8)
    return ImportIssue(
      .unreadableSource, "'\(path)' \(first.reason); the file is not read",
      at: Location(path: path, line: line, column: column))
  }

  /// The first `[` past ``maximumBracketDepth`` or ``bracketBudget(bytes:)``.
  private static func firstBracketPastBudget(_ utf8: [UInt8]) -> (offset: Int, tooDeep: Bool)? {
    let budget = bracketBudget(bytes: utf8.count)
    var depth = 0
    var cost = 0
    for (offset, byte) in utf8.enumerated() {
      if byte == UInt8(ascii: "]") {
        depth = max(depth - 1, 0)
      } else if byte == UInt8(ascii: "[") {
        depth += 1
        cost += 1 << min(depth, maximumBracketDepth + 1)
        if depth > maximumBracketDepth || cost > budget { return (offset, depth > maximumBracketDepth) }
      }
    }
    return nil
  }

  /// The leftmost delimiter left open on the line where ``unclosedBudget(bytes:)`` runs out.
  private static func firstUnclosedPastBudget(_ utf8: [UInt8]) -> Int? {
    let budget = unclosedBudget(bytes: utf8.count)
    var cost = 0
    for line in lines(utf8) {
      // Where each kind of closing delimiter last appears on the line.
      var lastClose = (paren: -1, square: -1, brace: -1)
      for offset in line {
        switch utf8[offset] {
        case UInt8(ascii: ")"): lastClose.paren = offset
        case UInt8(ascii: "]"): lastClose.square = offset
        case UInt8(ascii: "}"): lastClose.brace = offset
        default: continue
        }
      }
      var leftmost: Int?
      for offset in line {
        let closedLater: Bool
        switch utf8[offset] {
        case UInt8(ascii: "("): closedLater = lastClose.paren > offset
        case UInt8(ascii: "["): closedLater = lastClose.square > offset
        case UInt8(ascii: "{"): closedLater = lastClose.brace > offset
        default: continue
        }
        guard !closedLater else { continue }
        cost += line.upperBound - offset - 1
        leftmost = leftmost ?? offset
      }
      if cost > budget, let leftmost { return leftmost }
    }
    return nil
  }

  /// The start of the line where ``lineBudget(bytes:)`` runs out. A token starts at each byte of
  /// punctuation and at the first byte of each word (letters, digits, `_` and non-ASCII).
  private static func firstLinePastBudget(_ utf8: [UInt8]) -> Int? {
    let budget = lineBudget(bytes: utf8.count)
    var cost = 0
    for line in lines(utf8) {
      var tokens = 0
      var inWord = false
      for offset in line {
        let byte = utf8[offset]
        let isWord =
          byte == UInt8(ascii: "_") || byte >= 0x80 || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), !(isWord && inWord) { tokens += 1 }
        inWord = isWord
      }
      cost += tokens * line.count
      if cost > budget { return line.lowerBound }
    }
    return nil
  }

  /// The byte ranges of the lines, without their breaks (`\n`, `\r` or `\r\n`).
  private static func lines(_ utf8: [UInt8]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = 0
    for (offset, byte) in utf8.enumerated() where byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
      if byte == UInt8(ascii: "\n"), offset > 0, utf8[offset - 1] == UInt8(ascii: "\r") {
        start = offset + 1
        continue
      }
      result.append(start..<offset)
      start = offset + 1
    }
    result.append(start..<utf8.count)
    return result
  }

  /// The 1-based line and column of a byte, as swift-syntax counts them (`\r\n` is one break).
  private static func position(of offset: Int, in utf8: [UInt8]) -> (line: Int, column: Int) {
    let lines = lines(utf8)
    let index = lines.lastIndex { $0.lowerBound <= offset } ?? 0
    return (index + 1, offset - lines[index].lowerBound + 1)
  }
}

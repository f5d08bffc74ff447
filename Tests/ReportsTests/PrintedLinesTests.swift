import AuditEngine
import TestSupport
import Testing

@testable import Reports

/// Diagnostics print a line once, with lines compared as Swift compares strings, found by a
/// key that canonically equivalent lines share.
@Suite("Printed lines")
struct PrintedLinesTests {
  /// Spellings of the same text: precomposed and decomposed, singletons, Hangul, and
  /// combining marks in either order.
  static let equivalent: [(String, String)] = [
    ("Caf\u{E9}", "Cafe\u{301}"),
    ("K", "\u{212A}"),
    ("a;b", "a\u{37E}b"),
    ("\u{2260}", "=\u{338}"),
    ("\u{D55C}", "\u{1112}\u{1161}\u{11AB}"),
    ("a\u{301}\u{323}", "a\u{323}\u{301}"),
    ("\u{1E69}", "s\u{323}\u{307}"),
  ]

  @Test(arguments: equivalent)
  func canonicallyEquivalentLinesAreOneLine(one: String, other: String) {
    let first = "s.yaml:12:3: warning: de: '\(one)' is cut [title-truncated]"
    let second = "s.yaml:12:3: warning: de: '\(other)' is cut [title-truncated]"
    #expect(first == second)
    #expect(!first.utf8.elementsEqual(second.utf8))
    #expect(PrintedLines.key(first) == PrintedLines.key(second))
    var printed = PrintedLines()
    let firstIsNew = printed.insert(first)
    let secondIsNew = printed.insert(second)
    #expect(firstIsNew && !secondIsNew)
  }

  @Test func manyLinesUnderOneKeyAreStillEachPrintedOnce() {
    var printed = PrintedLines()
    let lines = (0..<40).map {
      "s.yaml:1:1: note: '\(String(repeating: "x", count: $0))\u{E9}' [literal-not-localized]"
    }
    #expect(Set(lines.map(PrintedLines.key)).count == 1)
    var firstTime: [Bool] = []
    var again: [Bool] = []
    for line in lines { firstTime.append(printed.insert(line)) }
    for line in lines { again.append(printed.insert(line)) }
    #expect(firstTime.allSatisfy { $0 })
    #expect(again.allSatisfy { !$0 })
    let decomposed = printed.insert("s.yaml:1:1: note: 'xxxe\u{301}' [literal-not-localized]")
    let elsewhere = printed.insert("s.yaml:1:2: note: 'xxx\u{E9}' [literal-not-localized]")
    #expect(!decomposed && elsewhere)
  }

  /// Random lines of letters, combining marks in either order, their precomposed forms,
  /// singletons and ASCII look-alikes.
  static func randomLines(seed: UInt64, count: Int) -> [String] {
    var random = SplitMix64(seed: seed)
    let pieces = [
      "a", "e", "\u{301}", "\u{E9}", "\u{323}", ";", "\u{37E}", "K", "\u{212A}", "1", ":", "[", " ", "\u{1E69}",
    ]
    return (0..<count).map { _ in
      "s.yaml:\(random.next() % 3):1: note: " + (0..<Int(random.next() % 5)).map { _ in random.pick(pieces) }.joined()
    }
  }

  /// Lines printed one by one are kept as `String` equality says.
  @Test(arguments: 0..<30 as Range<UInt64>)
  func keepsLinesAsStringEqualityDoes(seed: UInt64) {
    var printed = PrintedLines()
    var kept: [String] = []
    for line in Self.randomLines(seed: seed, count: 400) {
      let isNew = !kept.contains(line)
      if isNew { kept.append(line) }
      let inserted = printed.insert(line)
      #expect(inserted == isNew, "\(line.unicodeScalars.map { $0.value })")
    }
  }

  /// Lines added a page at a time come back as each page's new lines, in order.
  @Test(arguments: 0..<30 as Range<UInt64>)
  func keepsPagesOfLinesAsStringEqualityDoes(seed: UInt64) {
    var random = SplitMix64(seed: seed &+ 1000)
    var lines = Self.randomLines(seed: seed, count: 400)[...]
    var printed = PrintedLines()
    var kept: [String] = []
    var output: [UInt8] = []
    while !lines.isEmpty {
      let page = lines.prefix(Int(random.next() % 12))
      lines = lines.dropFirst(page.count)
      var bytes: [UInt8] = []
      var ends: [Int] = []
      var keys: [UInt64] = []
      for line in page {
        if !kept.contains(line) { kept.append(line) }
        let start = bytes.count
        bytes += Array(line.utf8)
        ends.append(bytes.count)
        keys.append(PrintedLines.key(bytes, start..<bytes.count))
        bytes.append(UInt8(ascii: "\n"))
      }
      output += printed.add(page: bytes, ends: ends, keys: keys)
    }
    #expect(output == Array(kept.map { $0 + "\n" }.joined().utf8))
  }

  /// Thousands of keys, filed from an empty table (which grows as they come) or one made
  /// for them, some lines repeated and some under a key another holds: each line is new
  /// exactly when `String` equality says it is.
  @Test(arguments: [0, 6000])
  func keepsManyKeysAsStringEqualityDoes(capacity: Int) {
    var random = SplitMix64(seed: 77)
    var printed = PrintedLines(capacity: capacity)
    var seen: Set<String> = []
    var keys: Set<UInt64> = []
    for _ in 0..<6000 {
      let number = random.next() % 3000
      let text = random.pick(["Caf\u{E9}", "Cafe\u{301}", "Tee", "K", "\u{212A}"])
      let line = "s.yaml:\(number):\(random.next() % 2 + 1): note: '\(text)' [literal-not-localized]"
      keys.insert(PrintedLines.key(line))
      let inserted = printed.insert(line)
      #expect(inserted == seen.insert(line).inserted, "\(line)")
    }
    #expect(keys.count > 3000)
  }

  @Test func linesThatDifferInASCIIOrEndEarlierAreDifferentLines() {
    var printed = PrintedLines()
    let lines = [
      "s.yaml:1:1: note: Caf\u{E9} a", "s.yaml:1:1: note: Caf\u{E9} b", "s.yaml:1:1: note: Caf\u{E9}",
      "s.yaml:1:1: note: Caf\u{E9} a\u{301}", "s.yaml:1:1: note: Cafe\u{301} a", "s.yaml:1:1: note: Cafe\u{301} \u{E1}",
    ]
    let isNew = lines.map { printed.insert($0) }
    #expect(isNew == [true, true, true, true, false, false])
  }

  @Test func theDiagnosticsOfEquivalentFindingsAreOneLine() throws {
    let findings = ["a.yaml", "b.yaml", "c.yaml"].enumerated().map { index, scenario in
      Finding(
        rule: .titleTruncated, scenario: scenario, locale: "de",
        message: index == 1 ? "'Cafe\u{301}' is cut" : index == 0 ? "'Caf\u{E9}' is cut" : "'Tee' is cut",
        source: "t.strings:4:1")
    }
    let text = try DiagnosticsReportRenderer().render(findings: findings)
    #expect(
      text
        == "t.strings:4:1: warning: de: 'Caf\u{E9}' is cut [title-truncated]\n"
        + "t.strings:4:1: warning: de: 'Tee' is cut [title-truncated]\n" + "navaudit: 0 errors, 3 warnings, 0 infos\n")
  }
}

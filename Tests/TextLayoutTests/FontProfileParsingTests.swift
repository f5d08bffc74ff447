import TestSupport
import Testing

@testable import TextLayout

/// The parser reads the run lines of a profile in place, without cutting them into strings
/// (``FontProfileParser``), and a table read in order skips straight to merging its runs
/// (``FaceAdvances/overlay(_:)``); these tests hold both to the reference reader, which cut
/// every line into `Substring` tokens and sorted every table, on the bundled profile and on
/// random profiles, well formed and corrupted: the same profile, or the same error.
@Suite("Reading a font profile equals the reference reader")
struct FontProfileParsingTests {
  /// The profile or the error of both readers.
  static func both(_ text: String) -> (
    read: Result<FontProfile, FontProfileError>, reference: Result<FontProfile, FontProfileError>
  ) {
    let read = Result { () throws(FontProfileError) in try FontProfile(parsing: text, path: "p.fontprofile") }
    let reference = Result { () throws(FontProfileError) in
      var parser = ReferenceFontProfileParser(path: "p.fontprofile")
      return try parser.parse(text)
    }
    return (read, reference)
  }

  @Test func bundledProfileReadsAsTheReferenceReadsIt() throws {
    let text = try FontProfile.bundledDefault().serialized()
    let (read, reference) = Self.both(text)
    #expect(read == reference)
    #expect((try? read.get())?.faces.count == 3)
  }

  /// Tokens that the in-place reading turns away or that end the line in an error.
  static let odd = [
    "+5", "-3", "0*0", "5*", "*5", "5**2", "5*3*2", "1234567890123456789", "123456789012345678",
    "99999999999999999999", "12a", "\u{663}", "5\t", "\t5", "FFFFFFFFF", "110000", "10FFFF", "0041", "000000041",
    "5*1114112", "5*1114111", "7*+2", "x", "#", "role", "from", "1e3", "5,5",
  ]

  /// A random profile in the text format, from the bundled profile's directives.
  static func randomProfile(_ random: inout SplitMix64) -> [String] {
    var lines = ["navaudit-fontprofile 1", "# comment"]
    let sources = (0..<(1 + random.next(below: 3))).map { "s\($0)" }
    for id in sources {
      let upm = random.pick([1000, 2048, 2816, 0])
      lines.append(
        "source \(id) family=\"F \(id)\" style=\"Regular\" weight=400 upm=\(upm) file=\"\(id).ttf\" license=\"x\"")
    }
    if random.next(below: 2) == 0 { lines.append("tracking title -0.335") }
    if random.next(below: 2) == 0 { lines.append("fallback wide=1.0 zero=0.0 other=0.5") }
    for role in FaceRole.allCases where random.next(below: 4) != 0 {
      lines.append("role \(role.rawValue)")
      var next = UInt32(random.next(below: 0x80))
      for _ in 0..<(1 + random.next(below: 12)) {
        if random.next(below: 3) == 0 { lines.append("from \(random.pick(sources))") }
        if lines.last?.hasPrefix("role") == true { lines.append("from \(random.pick(sources))") }
        next += UInt32(random.next(below: 3) == 0 ? random.next(below: 0x3000) : 0)
        var tokens = [String(next, radix: 16, uppercase: random.next(below: 2) == 0)]
        if tokens[0].count < 4 { tokens[0] = String(repeating: "0", count: 4 - tokens[0].count) + tokens[0] }
        for _ in 0..<(1 + random.next(below: 16)) {
          let advance = random.next(below: 2500)
          let count = random.next(below: 4) == 0 ? 1 + random.next(below: 300) : 1
          tokens.append(count == 1 && random.next(below: 2) == 0 ? "\(advance)" : "\(advance)*\(count)")
          next += UInt32(count)
        }
        lines.append(tokens.joined(separator: random.next(below: 8) == 0 ? "  " : " "))
      }
      if random.next(below: 3) == 0 { lines.append("bearings 0041 12,10 40,8") }
    }
    return lines
  }

  /// `lines` with one random corruption: an odd token, a line moved or repeated, spaces, a
  /// carriage return.
  static func corrupted(_ lines: [String], _ random: inout SplitMix64) -> [String] {
    var lines = lines
    let index = 2 + random.next(below: lines.count - 2)
    var tokens = lines[index].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    switch random.next(below: 6) {
    case 0, 1:
      tokens[random.next(below: tokens.count)] = random.pick(odd)
      lines[index] = tokens.joined(separator: " ")
    case 2: lines.insert(lines[index], at: 2 + random.next(below: lines.count - 2))
    case 3: lines.swapAt(index, 2 + random.next(below: lines.count - 2))
    case 4: lines[index] = random.pick([" ", "  ", "\t"]) + lines[index] + random.pick(["", " ", "\r"])
    default: lines[index] += " " + random.pick(odd)
    }
    return lines
  }

  @Test func randomProfilesReadAsTheReferenceReadsThem() {
    var random = SplitMix64(seed: 0x5EED_F0E7)
    var read = 0
    var failed = 0
    for _ in 0..<1500 {
      var lines = Self.randomProfile(&random)
      for _ in 0..<random.next(below: 3) { lines = Self.corrupted(lines, &random) }
      let text = lines.joined(separator: random.next(below: 4) == 0 ? "\r\n" : "\n") + "\n"
      let (profile, reference) = Self.both(text)
      #expect(profile == reference, "\(text)")
      if case .success = reference { read += 1 } else { failed += 1 }
    }
    // Both kinds were tried often.
    #expect(read > 300 && failed > 300, "\(read) read, \(failed) failed")
  }

  @Test func runsGivenInOrderAreMadeCanonicalAsBefore() {
    var random = SplitMix64(seed: 0xFACE)
    for _ in 0..<2000 {
      var runs: [AdvanceRun] = []
      var next = UInt32(random.next(below: 100))
      let ordered = random.next(below: 2) == 0
      for _ in 0..<random.next(below: 12) {
        let first = ordered ? next : UInt32(random.next(below: 200))
        let last = first + UInt32(random.next(below: 4))
        runs.append(
          AdvanceRun(first: first, last: last, advance: random.next(below: 3), source: random.pick(["a", "b"])))
        next = last + UInt32(random.next(below: 2)) + (ordered ? 1 : 0)
      }
      #expect(FaceAdvances(runs: runs).runs == ReferenceFaceAdvances.canonical(runs), "\(runs)")
    }
  }
}

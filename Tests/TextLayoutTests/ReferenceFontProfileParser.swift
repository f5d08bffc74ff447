@testable import TextLayout

/// The profile parser as it was before run lines were read in place: every line cut into
/// `Substring` tokens. Kept here as the reference the parser is compared with.
struct ReferenceFontProfileParser {
  private let path: String
  private var sources: [String: FontSource] = [:]
  private var tracking = FontProfile.defaultTracking
  private var fallback = FallbackAdvances()
  private var runs: [FaceRole: [AdvanceRun]] = [:]
  private var bearings: [FaceRole: [UInt32: SideBearings]] = [:]
  private var role: FaceRole?
  private var source: FontSource?
  /// The lowest code point the next run line of the current role may start at.
  private var nextFree: UInt32 = 0
  private var lineNumber = 0

  init(path: String) {
    self.path = path
  }

  mutating func parse(_ text: String) throws(FontProfileError) -> FontProfile {
    var sawHeader = false
    // Split by bytes, not characters: the bundled profile is read at every start, and
    // breaking 50 KB into grapheme clusters took most of its time.
    for rawLine in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      lineNumber += 1
      let bytes = rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
      if bytes.isEmpty || bytes.first == UInt8(ascii: "#") { continue }
      let line = Substring(bytes)
      let tokens = bytes.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true).map { Substring($0) }
      guard let keyword = tokens.first else { continue }
      if !sawHeader {
        try parseHeader(tokens)
        sawHeader = true
        continue
      }
      switch keyword {
      case "source": try parseSource(line)
      case "tracking": try parseTracking(tokens)
      case "fallback": try parseFallback(tokens)
      case "role": try parseRole(tokens)
      case "from": try parseFrom(tokens)
      case "bearings": try parseBearings(tokens)
      default:
        guard keyword.utf8.allSatisfy(Self.isHexDigit) else { throw error("unknown directive '\(keyword)'") }
        try parseRunLine(tokens)
      }
    }
    guard sawHeader else {
      throw FontProfileError(
        path: path, message: "empty font profile (expected '\(FontProfile.magic) \(FontProfile.formatVersion)')")
    }
    var faces: [FaceRole: FaceAdvances] = [:]
    for (role, roleRuns) in runs { faces[role] = FaceAdvances(runs: ReferenceFaceAdvances.canonical(roleRuns)) }
    return FontProfile(
      sources: Array(sources.values), tracking: tracking, fallback: fallback, faces: faces, bearings: bearings)
  }

  // MARK: Directives

  private func parseHeader(_ tokens: [Substring]) throws(FontProfileError) {
    guard tokens.count == 2, tokens[0] == FontProfile.magic else {
      throw error("expected '\(FontProfile.magic) \(FontProfile.formatVersion)' on the first line")
    }
    guard Int(tokens[1]) == FontProfile.formatVersion else {
      throw error("unsupported font profile version '\(tokens[1])' (expected \(FontProfile.formatVersion))")
    }
  }

  private mutating func parseSource(_ line: Substring) throws(FontProfileError) {
    let fields = try keyValues(line.dropFirst("source".count))
    guard let id = fields.bare, !id.isEmpty else { throw error("source needs an identifier") }
    guard sources[id] == nil else { throw error("duplicate source '\(id)'") }
    func required(_ key: String) throws(FontProfileError) -> String {
      guard let value = fields.values[key] else { throw error("source '\(id)' lacks '\(key)='") }
      return value
    }
    let upmText = try required("upm")
    guard let upm = Int(upmText), upm > 0 else { throw error("invalid units per em '\(upmText)'") }
    var weight: Int?
    if let text = fields.values["weight"] {
      guard let value = Int(text) else { throw error("invalid weight '\(text)'") }
      weight = value
    }
    let covers = fields.values["covers"].map { $0.split(separator: ",").map(String.init) } ?? []
    sources[id] = FontSource(
      id: id, family: try required("family"), style: try required("style"), weight: weight,
      unitsPerEm: upm, version: fields.values["version"] ?? "", file: try required("file"),
      license: try required("license"), covers: covers, note: fields.values["note"] ?? "")
  }

  private mutating func parseTracking(_ tokens: [Substring]) throws(FontProfileError) {
    guard tokens.count == 3 else { throw error("expected 'tracking <style> <points>'") }
    guard let style = TextStyle(rawValue: String(tokens[1])) else {
      let known = TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
      throw error("unknown text style '\(tokens[1])' (expected one of: \(known))")
    }
    guard let value = Double(tokens[2]), value.isFinite else { throw error("invalid tracking '\(tokens[2])'") }
    tracking[style] = value
  }

  private mutating func parseFallback(_ tokens: [Substring]) throws(FontProfileError) {
    for token in tokens.dropFirst() {
      let parts = token.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, let value = Double(parts[1]), value.isFinite, value >= 0 else {
        throw error("invalid fallback width '\(token)'")
      }
      switch parts[0] {
      case "wide": fallback.wide = value
      case "zero": fallback.zeroWidth = value
      case "other": fallback.other = value
      default: throw error("unknown fallback class '\(parts[0])' (expected one of: wide, zero, other)")
      }
    }
  }

  private mutating func parseRole(_ tokens: [Substring]) throws(FontProfileError) {
    guard tokens.count == 2, let role = FaceRole(rawValue: String(tokens[1])) else {
      let name = tokens.count > 1 ? tokens[1] : ""
      throw error("unknown role '\(name)' (expected one of: regular, semibold, bold)")
    }
    guard runs[role] == nil else { throw error("duplicate role '\(role.rawValue)'") }
    self.role = role
    runs[role] = []
    source = nil
    nextFree = 0
  }

  private mutating func parseFrom(_ tokens: [Substring]) throws(FontProfileError) {
    guard role != nil else { throw error("'from' before any 'role' line") }
    guard tokens.count == 2, let found = sources[String(tokens[1])] else {
      throw error("unknown source '\(tokens.count > 1 ? tokens[1] : "")'")
    }
    source = found
  }

  private mutating func parseRunLine(_ tokens: [Substring]) throws(FontProfileError) {
    guard let role, let source else { throw error("advances before 'role' and 'from' lines") }
    guard let start = UInt32(tokens[0], radix: 16), start <= 0x10FFFF else {
      throw error("invalid code point '\(tokens[0])'")
    }
    guard start >= nextFree else { throw error("code point 'U+\(tokens[0])' overlaps an earlier run") }
    var codePoint = UInt64(start)
    var lineRuns: [AdvanceRun] = []
    for token in tokens.dropFirst() {
      let parts = token.utf8.split(separator: UInt8(ascii: "*"), maxSplits: 1, omittingEmptySubsequences: false)
        .map { Substring($0) }
      guard let advance = Int(parts[0]), advance >= 0 else { throw error("invalid advance '\(token)'") }
      var count: UInt64 = 1
      if parts.count == 2 {
        guard let value = UInt64(parts[1]), value > 0 else { throw error("invalid run length '\(token)'") }
        count = value
      }
      let last = codePoint + count - 1
      guard last <= 0x10FFFF else { throw error("run '\(token)' goes past U+10FFFF") }
      lineRuns.append(AdvanceRun(first: UInt32(codePoint), last: UInt32(last), advance: advance, source: source.id))
      codePoint = last + 1
    }
    guard !lineRuns.isEmpty else { throw error("code point '\(tokens[0])' has no advances") }
    runs[role, default: []].append(contentsOf: lineRuns)
    nextFree = UInt32(min(codePoint, 0x110000))
  }

  /// `bearings <first code point> <leading>,<trailing>...`: side bearings of consecutive code points.
  private mutating func parseBearings(_ tokens: [Substring]) throws(FontProfileError) {
    guard let role, let source else { throw error("bearings before 'role' and 'from' lines") }
    guard tokens.count >= 3, let start = UInt32(tokens[1], radix: 16), start <= 0x10FFFF else {
      throw error("expected 'bearings <code point> <leading>,<trailing>...', found '\(tokens.dropFirst().first ?? "")'")
    }
    var codePoint = start
    for token in tokens.dropFirst(2) {
      let parts = token.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 2, let leading = Int(parts[0]), let trailing = Int(parts[1]),
        abs(leading) <= 1_000_000, abs(trailing) <= 1_000_000
      else { throw error("invalid side bearings '\(token)' (expected '<leading>,<trailing>' in font units)") }
      guard codePoint <= 0x10FFFF else { throw error("bearings '\(token)' go past U+10FFFF") }
      bearings[role, default: [:]][codePoint] = SideBearings(leading: leading, trailing: trailing, source: source.id)
      codePoint += 1
    }
  }

  // MARK: Helpers

  private func error(_ message: String) -> FontProfileError {
    FontProfileError(path: path, line: lineNumber, message: message)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// Splits `id key=value key="quoted value"` into the leading bare word and the pairs.
  private func keyValues(_ text: Substring) throws(FontProfileError) -> (bare: String?, values: [String: String]) {
    var bare: String?
    var values: [String: String] = [:]
    var characters = Array(text)
    characters.append(" ")
    var index = 0
    while index < characters.count {
      while index < characters.count, characters[index] == " " { index += 1 }
      guard index < characters.count else { break }
      var key = ""
      while index < characters.count, characters[index] != " ", characters[index] != "=" {
        key.append(characters[index])
        index += 1
      }
      guard index < characters.count, characters[index] == "=" else {
        guard bare == nil, values.isEmpty else { throw error("expected 'key=value', found '\(key)'") }
        bare = key
        continue
      }
      index += 1
      var value = ""
      if index < characters.count, characters[index] == "\"" {
        index += 1
        var closed = false
        while index < characters.count {
          let character = characters[index]
          index += 1
          if character == "\\", index < characters.count {
            value.append(characters[index])
            index += 1
          } else if character == "\"" {
            closed = true
            break
          } else {
            value.append(character)
          }
        }
        guard closed else { throw error("unterminated quoted value of '\(key)'") }
      } else {
        while index < characters.count, characters[index] != " " {
          value.append(characters[index])
          index += 1
        }
      }
      values[key] = value
    }
    return (bare, values)
  }
}

/// How ``FaceAdvances`` made its runs canonical before runs given in order skipped to the
/// merge: sorted, overlaps resolved (the later run wins), equal neighbours merged.
enum ReferenceFaceAdvances {
  static func canonical(_ runs: [AdvanceRun]) -> [AdvanceRun] {
    guard !runs.isEmpty else { return [] }
    let sorted = runs.sorted { $0.first < $1.first }
    return merged(resolvingOverlaps(runs, sorted: sorted).sorted { $0.first < $1.first })
  }

  private static func resolvingOverlaps(_ runs: [AdvanceRun], sorted: [AdvanceRun]) -> [AdvanceRun] {
    let overlapping = zip(sorted, sorted.dropFirst()).contains { $0.last >= $1.first }
    guard overlapping else { return sorted }
    var accepted: [AdvanceRun] = []
    for run in runs.reversed() {
      var pieces = [run]
      for newer in accepted where newer.first <= run.last && newer.last >= run.first {
        pieces = pieces.flatMap { $0.subtracting(newer.first...newer.last) }
      }
      accepted.append(contentsOf: pieces)
    }
    return accepted
  }

  private static func merged(_ sorted: [AdvanceRun]) -> [AdvanceRun] {
    var result: [AdvanceRun] = []
    for run in sorted {
      if var last = result.last, last.source == run.source, last.advance == run.advance, last.last &+ 1 == run.first {
        last.last = run.last
        result[result.count - 1] = last
      } else {
        result.append(run)
      }
    }
    return result
  }
}

import Diagnostics
import Traits

/// The text format of metrics profiles.
///
/// ```
/// navaudit-metrics 1
/// # fitted by navaudit calibrate from 'observations.json'
/// ios 17 backTextOrigin 20.83
/// ios 18 backTrailingPadding 0.12
/// widthScale regular 0.981
/// ```
///
/// One value per line: `ios <version> <constant> <points>` or `widthScale <role> <factor>`;
/// `#` starts a comment line. The writer sorts the lines, so the same profile always gives
/// the same bytes.
extension MetricsProfile {
  /// The first line of every profile.
  public static let magic = "navaudit-metrics"
  /// The format version this build reads and writes.
  public static let formatVersion = 1

  /// The profile in its text format.
  public func serialized() -> String {
    var lines = ["\(Self.magic) \(Self.formatVersion)"]
    lines += comments.map { "# " + $0.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ") }
    for version in IOSVersion.allCases {
      for (constant, value) in (constants[version] ?? [:]).sorted(by: { $0.key < $1.key }) {
        lines.append("ios \(version.rawValue) \(constant.rawValue) \(Self.number(value))")
      }
    }
    for role in FaceRole.allCases {
      if let scale = widthScales[role] { lines.append("widthScale \(role.rawValue) \(Self.number(scale, digits: 4))") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A value rounded to `digits` decimals, without trailing zeros, as profiles write it.
  public static func number(_ value: Double, digits: Int = 2) -> String {
    var factor = 1.0
    for _ in 0..<digits { factor *= 10 }
    let rounded = (value * factor).rounded() / factor + 0
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// Parses a profile in the text format; `path` names it in error messages.
  public init(parsing text: String, path: String) throws(MetricsProfileError) {
    self.init()
    var sawHeader = false
    var seen: [String: Int] = [:]
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let lineNumber = index + 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      // Tokens with their 1-based columns.
      var tokens: [(text: Substring, column: Int)] = []
      var column = 1
      var start: Substring.Index?
      for position in line.indices {
        if line[position] == " " || line[position] == "\t" {
          if let begin = start { tokens.append((line[begin..<position], column - line[begin..<position].count)) }
          start = nil
        } else if start == nil {
          start = position
        }
        column += 1
      }
      if let begin = start { tokens.append((line[begin...], column - line[begin...].count)) }
      func fail(_ message: String, _ token: Int? = nil) -> MetricsProfileError {
        let at = token.flatMap { $0 < tokens.count ? tokens[$0].column : nil } ?? 1
        return MetricsProfileError(message, at: SourceLocation(path: path, line: lineNumber, column: at))
      }
      guard let keyword = tokens.first?.text, !keyword.hasPrefix("#") else { continue }
      if !sawHeader {
        guard tokens.count == 2, keyword == Self.magic, tokens[1].text == String(Self.formatVersion) else {
          throw fail("expected '\(Self.magic) \(Self.formatVersion)' on the first line")
        }
        sawHeader = true
        continue
      }
      func value(_ index: Int, in range: ClosedRange<Double>) throws(MetricsProfileError) -> Double {
        guard index < tokens.count else { throw fail("missing value", nil) }
        guard let number = Double(tokens[index].text), number.isFinite else {
          throw fail("invalid number '\(tokens[index].text)'", index)
        }
        guard range.contains(number) else {
          throw fail("value '\(tokens[index].text)' is outside \(range.lowerBound)…\(range.upperBound)", index)
        }
        return number
      }
      let key: String
      switch keyword {
      case "ios":
        guard tokens.count == 4 else { throw fail("expected 'ios <version> <constant> <points>'") }
        guard let number = Int(tokens[1].text), let version = IOSVersion(rawValue: number) else {
          throw fail("unsupported iOS version '\(tokens[1].text)' (expected \(IOSVersion.expectedValues))", 1)
        }
        guard let constant = Constant(rawValue: String(tokens[2].text)) else {
          let known = Constant.allCases.map(\.rawValue).joined(separator: ", ")
          throw fail("unknown constant '\(tokens[2].text)' (expected one of: \(known))", 2)
        }
        constants[version, default: [:]][constant] = try value(3, in: constant.range)
        key = "ios \(version.rawValue) \(constant.rawValue)"
      case "widthScale":
        guard tokens.count == 3 else { throw fail("expected 'widthScale <role> <factor>'") }
        guard let role = FaceRole(rawValue: String(tokens[1].text)) else {
          throw fail("unknown role '\(tokens[1].text)' (expected one of: regular, semibold, bold)", 1)
        }
        widthScales[role] = try value(2, in: Self.widthScaleRange)
        key = "widthScale \(role.rawValue)"
      default:
        throw fail("unknown directive '\(keyword)' (expected 'ios' or 'widthScale')", 0)
      }
      if let previous = seen[key] { throw fail("'\(key)' is set twice (first on line \(previous))", 0) }
      seen[key] = lineNumber
    }
    guard sawHeader else {
      throw MetricsProfileError(
        "empty metrics profile (expected '\(Self.magic) \(Self.formatVersion)')",
        at: SourceLocation(path: path, line: 1, column: 1))
    }
  }
}

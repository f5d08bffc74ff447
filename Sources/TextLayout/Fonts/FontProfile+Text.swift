/// The text format of font profiles.
///
/// ```
/// navaudit-fontprofile 1
/// # comment
/// source inter-regular family="Inter" style="Regular" weight=400 upm=2048 file="Inter-Regular.otf" license="SIL OFL 1.1" covers="latin,greek"
/// tracking title -0.41
/// fallback wide=1.0 zero=0.0 other=0.55
/// role regular
/// from inter-regular
/// 0020 573 661 849*3 1320
/// ```
///
/// `bearings 0041 12,10 40,8` lines, after a role's runs and under a `from` line, give the
/// side bearings (leading, trailing) of consecutive code points in the same font units.
/// A run line starts with a hexadecimal code point; each following token is the advance
/// of the next code point, in font units of the source named by the last `from` line, and
/// `advance*count` repeats it. Lines of a role are in code point order and never overlap.
/// The writer is deterministic: the same profile always produces the same bytes.
extension FontProfile {
  /// The first line of every profile.
  static let magic = "navaudit-fontprofile"
  /// The most advances written on one run line.
  static let tokensPerLine = 16

  /// The profile in its text format.
  public func serialized() -> String {
    var lines: [String] = [
      "\(Self.magic) \(Self.formatVersion)",
      "# Advance widths for navaudit text measurement, written by `navaudit fonts import`.",
      "# Run lines: <first code point, hex> <advance>[*<count>]... in font units of the",
      "# source of the last `from` line; divide by its upm for ems. Tracking is in points.",
    ]
    for source in sources { lines.append(Self.line(for: source)) }
    for style in TextStyle.allCases {
      lines.append("tracking \(style.rawValue) \(tracking(for: style))")
    }
    lines.append("fallback wide=\(fallback.wide) zero=\(fallback.zeroWidth) other=\(fallback.other)")
    for role in FaceRole.allCases {
      guard let face = faces[role] else { continue }
      lines.append("role \(role.rawValue)")
      Self.appendRuns(of: face, to: &lines)
      if let table = bearings[role] { Self.appendBearings(table, to: &lines) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func line(for source: FontSource) -> String {
    var fields = ["source \(source.id)", "family=\(quoted(source.family))", "style=\(quoted(source.style))"]
    if let weight = source.weight { fields.append("weight=\(weight)") }
    fields.append("upm=\(source.unitsPerEm)")
    if !source.version.isEmpty { fields.append("version=\(quoted(source.version))") }
    fields.append("file=\(quoted(source.file))")
    fields.append("license=\(quoted(source.license))")
    if !source.covers.isEmpty { fields.append("covers=\(quoted(source.covers.joined(separator: ",")))") }
    if !source.note.isEmpty { fields.append("note=\(quoted(source.note))") }
    return fields.joined(separator: " ")
  }

  private static func appendRuns(of face: FaceAdvances, to lines: inout [String]) {
    var currentSource: String?
    var line = ""
    var tokens = 0
    var next: UInt32?
    for run in face.runs {
      if run.source != currentSource {
        if tokens > 0 { lines.append(line) }
        lines.append("from \(run.source)")
        currentSource = run.source
        tokens = 0
      } else if tokens >= tokensPerLine || next != run.first {
        if tokens > 0 { lines.append(line) }
        tokens = 0
      }
      if tokens == 0 { line = hex(run.first) }
      let count = run.last - run.first + 1
      line += count == 1 ? " \(run.advance)" : " \(run.advance)*\(count)"
      tokens += 1
      next = run.last == UInt32.max ? nil : run.last + 1
    }
    if tokens > 0 { lines.append(line) }
  }

  private static func appendBearings(_ table: [UInt32: SideBearings], to lines: inout [String]) {
    var currentSource: String?
    var line = ""
    var tokens = 0
    var next: UInt32?
    for codePoint in table.keys.sorted() {
      guard let bearing = table[codePoint] else { continue }
      if bearing.source != currentSource || tokens >= tokensPerLine || next != codePoint {
        if tokens > 0 { lines.append(line) }
        if bearing.source != currentSource { lines.append("from \(bearing.source)") }
        currentSource = bearing.source
        line = "bearings " + hex(codePoint)
        tokens = 0
      }
      line += " \(bearing.leading),\(bearing.trailing)"
      tokens += 1
      next = codePoint == UInt32.max ? nil : codePoint + 1
    }
    if tokens > 0 { lines.append(line) }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return digits.count >= 4 ? digits : String(repeating: "0", count: 4 - digits.count) + digits
  }

  private static func quoted(_ value: String) -> String {
    var result = "\""
    for character in value {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n", "\r", "\r\n": result += " "
      default: result.append(character)
      }
    }
    return result + "\""
  }
}

public import AuditEngine

/// The explanation of a rule as text, for `navaudit explain` and SARIF help.
///
/// Built from ``RuleID/meaning``, ``RuleID/voiceOverImpact`` and ``RuleID/remedy`` only,
/// so every output says the same thing.
public enum RuleExplanationText {
  /// Plain text, wrapped at `width` columns (0: unwrapped), for the terminal and SARIF `help.text`.
  public static func plain(_ rule: RuleID, width: Int = 0) -> String {
    var lines = ["\(rule.rawValue) (\(rule.severity.rawValue)): \(rule.summary)", ""]
    for (heading, body) in sections(rule) {
      lines.append(heading)
      lines += wrap(body, width: width, indent: "  ")
      lines.append("")
    }
    lines.removeLast()
    return lines.joined(separator: "\n")
  }

  /// Markdown, for SARIF `help.markdown`.
  public static func markdown(_ rule: RuleID) -> String {
    var parts = ["**\(rule.rawValue)** (\(rule.severity.rawValue)): \(rule.summary)"]
    for (heading, body) in sections(rule) {
      parts.append("### \(heading.dropLast())\n\n\(body)")
    }
    return parts.joined(separator: "\n\n")
  }

  /// The three sections, headed `What it means:`, `Why it matters to VoiceOver users:`, `How to fix it:`.
  public static func sections(_ rule: RuleID) -> [(heading: String, body: String)] {
    [
      ("What it means:", rule.meaning),
      ("Why it matters to VoiceOver users:", rule.voiceOverImpact),
      ("How to fix it:", rule.remedy),
    ]
  }

  /// Greedy word wrap; a width of 0 keeps the text on one line.
  static func wrap(_ text: String, width: Int, indent: String) -> [String] {
    guard width > indent.count + 10 else { return [indent + text] }
    var lines: [String] = []
    var line = indent
    for word in text.split(separator: " ") {
      if line.count > indent.count, line.count + 1 + word.count > width {
        lines.append(line)
        line = indent
      }
      line += (line.count > indent.count ? " " : "") + word
    }
    if line.count > indent.count { lines.append(line) }
    return lines
  }
}

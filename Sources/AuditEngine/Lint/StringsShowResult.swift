public import StringTables
public import UnicodeSupport

/// The answer of `navaudit strings show`: the text, then how it was found.
public struct StringsShowResult: Hashable, Sendable {
  /// The key looked up.
  public let key: String
  /// The table it was found in (or looked for).
  public let table: String
  /// The locale asked for.
  public let locale: LocaleIdentifier
  /// The resolution; nil when no table along the chain has the key.
  public let resolution: Resolution?
  /// The folders consulted, in order, up to the one that answered.
  public let consulted: [String]

  /// Creates a result.
  public init(
    key: String, table: String, locale: LocaleIdentifier, resolution: Resolution?,
    consulted: [String]
  ) {
    self.key = key
    self.table = table
    self.locale = locale
    self.resolution = resolution
    self.consulted = consulted
  }

  /// The lines to print: first the text as shown (line breaks written `\n`; the key itself
  /// when it is missing, as iOS shows it), then the chain, who answered, and details.
  public var lines: [String] {
    guard let resolution else {
      return [
        Self.oneLine(key),
        "chain: " + consulted.joined(separator: " → "),
        "answered: none — no table '\(table)' along the chain has key '\(key)'; iOS shows the key itself",
      ]
    }
    var lines = [
      Self.oneLine(resolution.text),
      "chain: "
        + consulted.enumerated().map { index, folder in
          index == consulted.count - 1 ? folder + " ✓" : folder
        }.joined(separator: " → "),
    ]
    var answered = "answered: \(resolution.suppliedBy) (language \(resolution.language))"
    if resolution.isFallback {
      answered += ", a fallback: '\(locale)' has no value of its own"
    }
    lines.append(answered)
    lines.append("table: \(resolution.table) · key: '\(Self.oneLine(key))' · \(resolution.location)")
    if resolution.format != resolution.text {
      lines.append("format: \(Self.oneLine(resolution.format))")
    }
    if let category = resolution.pluralCategory {
      lines.append("plural: \(category.rawValue)")
    }
    for issue in resolution.formatIssues {
      lines.append("issue: \(issue)")
    }
    return lines
  }

  /// The text with line breaks written as `\n` and `\r`, so the first line holds all of it.
  static func oneLine(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\u{2028}": result += "\\U2028"
      case "\u{2029}": result += "\\U2029"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

import ArgumentParser
import AuditEngine
import Diagnostics
import Navigation
import Reports

/// `navaudit explain RULE`: what a rule means, why it matters to VoiceOver users, how to fix it.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain a rule: what it means, why it matters to VoiceOver users and how to fix it.",
    discussion: """
      Without a rule, lists every rule with its severity and summary. With --all, explains every \
      rule; `navaudit explain --all --format markdown > Docs/rules.md` regenerates the rule reference.
      """
  )

  @Argument(help: "A rule id, as in reports (back-title-generic).")
  var rule: String?

  @Flag(help: "Explain every rule.")
  var all = false

  @Option(help: "text or markdown.")
  var format: ExplainFormat = .text

  /// How an explanation is printed.
  enum ExplainFormat: String, CaseIterable, ExpressibleByArgument {
    case text, markdown
  }

  func validate() throws {
    if all, rule != nil { throw ValidationError("give a rule or --all, not both") }
  }

  func run() throws {
    if all {
      switch format {
      case .text:
        try Terminal.out(
          RuleID.allCases.map { RuleExplanationText.plain($0, width: 80) }.joined(separator: "\n\n") + "\n")
      case .markdown:
        try Terminal.out(RuleExplanationText.rulesDocument())
      }
      return
    }
    guard let rule else {
      let width = RuleID.allCases.map(\.rawValue.count).max() ?? 0
      for rule in RuleID.allCases.sorted(by: { $0.rawValue < $1.rawValue }) {
        let padding = String(repeating: " ", count: width - rule.rawValue.count)
        try Terminal.out("\(rule.rawValue)\(padding)  \(rule.severity.rawValue.padding(7))  \(rule.summary)\n")
      }
      return
    }
    guard let known = Self.rule(named: rule) else {
      let suggestion = Suggestion.note(for: rule, in: RuleID.allCases.map(\.rawValue))
      throw CommandLineError(
        "unknown rule '\(rule)'", notes: suggestion.isEmpty ? ["'navaudit explain' lists every rule"] : suggestion)
    }
    switch format {
    case .text: try Terminal.out(RuleExplanationText.plain(known, width: 80) + "\n")
    case .markdown: try Terminal.out(RuleExplanationText.markdown(known) + "\n")
    }
  }

  /// The rule with this id, also accepting any case and camelCase (`backTitleGeneric`).
  static func rule(named name: String) -> RuleID? {
    if let rule = RuleID(rawValue: name.lowercased()) { return rule }
    let folded = name.lowercased().filter { $0.isLetter || $0.isNumber }
    return RuleID.allCases.first { $0.rawValue.filter { $0 != "-" } == folded }
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}

public import AuditEngine

/// What makes two findings "the same problem" across two runs, for baselines.
///
/// Line and column numbers and step indices are left out, so editing a scenario above a
/// step, inserting a step or reformatting a table does not make old findings look new:
/// rule, scenario, locale, device, orientation, flow, the step's text (`push: general`),
/// the source file and the message with every `path:line:col` in it reduced to `path`.
public struct FindingIdentity: Hashable, Sendable, Comparable {
  /// The rule.
  public var rule: RuleID
  /// The scenario file.
  public var scenario: String
  /// The locale scope ("de", "de, fr"), empty when it holds for every locale.
  public var locale: String
  /// The device scope, empty when it holds for every device.
  public var device: String
  /// The orientation scope, empty when it holds for both or does not apply.
  public var orientation: String
  /// The flow first named, empty for table findings.
  public var flow: String
  /// The step as written (`segue: toKeyboard`); empty for table findings.
  public var step: String
  /// The file of the finding's source, without line and column.
  public var file: String
  /// The message without line and column numbers.
  public var message: String

  /// The identity of `finding`, with its step text looked up in `steps`.
  init(_ finding: Finding, steps: StepTextIndex) {
    rule = finding.rule
    scenario = finding.scenario
    locale = finding.localeScope
    device = finding.deviceScope
    orientation = finding.orientationScope
    flow = finding.flow ?? ""
    step = steps.text(for: finding)
    file = SourceReference(finding.source).path
    message = Self.withoutLineNumbers(finding.message)
  }

  public static func < (lhs: FindingIdentity, rhs: FindingIdentity) -> Bool {
    lhs.fields.lexicographicallyPrecedes(rhs.fields)
  }

  /// A stable text of the identity, for fingerprints.
  public var canonical: String {
    fields.joined(separator: "\u{1F}")
  }

  private var fields: [String] {
    [rule.rawValue, scenario, locale, device, orientation, flow, step, file, message]
  }

  /// `message` with `:line:col` and `:line` after a word removed (`a.strings:29:1` → `a.strings`).
  static func withoutLineNumbers(_ message: String) -> String {
    var result = ""
    var index = message.startIndex
    while index < message.endIndex {
      let character = message[index]
      if character == ":", let end = numberRunEnd(in: message, from: message.index(after: index)),
        index > message.startIndex,
        !message[message.index(before: index)].isWhitespace
      {
        var next = end
        if next < message.endIndex, message[next] == ":",
          let columnEnd = numberRunEnd(in: message, from: message.index(after: next))
        {
          next = columnEnd
        }
        index = next
        continue
      }
      result.append(character)
      index = message.index(after: index)
    }
    return result
  }

  /// The end of a run of ASCII digits starting at `start`, when there is at least one and
  /// it is not followed by a letter or digit.
  private static func numberRunEnd(in text: String, from start: String.Index) -> String.Index? {
    var index = start
    while index < text.endIndex, let ascii = text[index].asciiValue, (48...57).contains(ascii) {
      index = text.index(after: index)
    }
    guard index > start else { return nil }
    if index < text.endIndex, text[index].isLetter { return nil }
    return index
  }
}

/// The text of each step of each flow, to name a finding's step by what it does.
///
/// Built run by run (the first run of each flow names its steps), so that a streamed audit
/// keeps only the texts, not the runs.
public struct StepTextIndex: Sendable, Hashable {
  private var flowSteps: [String: [Int: String]] = [:]

  public init() {}

  init(_ report: AuditReport) {
    for run in report.runs { add(run) }
  }

  /// Takes the step texts of `run`'s flow, unless an earlier run of the flow gave them.
  public mutating func add(_ run: AuditReport.Run) {
    add(scenario: run.scenario, flow: run.flow, steps: run.steps.lazy.map { ($0.index, $0.step) })
  }

  /// Takes the texts of a flow's steps, (index, text), unless an earlier run gave them.
  mutating func add<Steps: Sequence<(Int, String)>>(scenario: String, flow: String, steps: Steps) {
    let flowKey = scenario + "\u{1F}" + flow
    if flowSteps[flowKey] == nil {
      flowSteps[flowKey] = Dictionary(steps, uniquingKeysWith: { first, _ in first })
    }
  }

  /// The step text of the finding's first step, `#index` when its flow is not in the report,
  /// or empty for a finding outside any flow.
  func text(for finding: Finding) -> String {
    guard let flow = finding.flow else { return "" }
    let step = finding.step ?? 0
    return flowSteps[finding.scenario + "\u{1F}" + flow]?[step] ?? "#\(step)"
  }
}

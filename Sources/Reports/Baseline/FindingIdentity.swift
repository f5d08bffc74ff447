import AuditEngine

/// What makes two findings "the same problem" across two runs, for baselines.
///
/// Line and column numbers and step indices are left out, so editing a scenario above a
/// step, inserting a step or reformatting a table does not make old findings look new:
/// rule, scenario, locale, device, orientation, flow, the step's text (`push: general`),
/// the source file and the message with every `path:line:col` in it reduced to `path`.
public struct FindingIdentity: Hashable, Sendable, Comparable {
  /// The rule id.
  public var rule: String
  /// The scenario file.
  public var scenario: String
  /// The locale, empty when locale-independent.
  public var locale: String
  /// The device, empty when device-independent.
  public var device: String
  /// The orientation, empty when it does not apply.
  public var orientation: String
  /// The flow name, empty for table findings.
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
    locale = finding.locale
    device = finding.device
    orientation = finding.orientation
    flow = finding.flow
    step = finding.flow.isEmpty ? "" : steps.text(for: finding)
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
    [rule, scenario, locale, device, orientation, flow, step, file, message]
  }

  /// `message` with `:line:col` and `:line` after a word removed (`a.strings:29:1` → `a.strings`).
  static func withoutLineNumbers(_ message: String) -> String {
    var result = ""
    var index = message.startIndex
    while index < message.endIndex {
      let character = message[index]
      if character == ":", let end = numberRunEnd(in: message, from: message.index(after: index)), index > message.startIndex,
        !message[message.index(before: index)].isWhitespace
      {
        var next = end
        if next < message.endIndex, message[next] == ":", let columnEnd = numberRunEnd(in: message, from: message.index(after: next)) {
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

/// The text of each step of each run, to name a finding's step by what it does.
struct StepTextIndex {
  private struct RunKey: Hashable {
    var scenario, flow, locale, device, orientation: String
  }

  private var steps: [RunKey: [Int: String]] = [:]
  private var flowSteps: [String: [Int: String]] = [:]

  init(_ report: AuditReport) {
    for run in report.runs {
      let key = RunKey(scenario: run.scenario, flow: run.flow, locale: run.locale, device: run.device, orientation: run.orientation)
      if steps[key] == nil {
        steps[key] = Dictionary(run.steps.map { ($0.index, $0.step) }, uniquingKeysWith: { first, _ in first })
      }
      let flowKey = run.scenario + "\u{1F}" + run.flow
      if flowSteps[flowKey] == nil {
        flowSteps[flowKey] = Dictionary(run.steps.map { ($0.index, $0.step) }, uniquingKeysWith: { first, _ in first })
      }
    }
  }

  /// The step text of the finding's step, or `#index` when the run is not in the report.
  func text(for finding: Finding) -> String {
    let key = RunKey(scenario: finding.scenario, flow: finding.flow, locale: finding.locale, device: finding.device, orientation: finding.orientation)
    if let text = steps[key]?[finding.step] ?? flowSteps[finding.scenario + "\u{1F}" + finding.flow]?[finding.step] {
      return text
    }
    return "#\(finding.step)"
  }
}

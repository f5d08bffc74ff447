import AuditEngine

/// The cross-references of an HTML report: filter indices, anchors between findings and
/// bars, and the findings shown in each cell.
///
/// Anchors are positional (`bar-<run>-<step>`, `finding-<n>`, `flow-<n>`), so they are
/// stable for a given report and never contain user text.
struct HTMLPageIndex: Sendable {
  /// Every locale of the report, sorted; the position is the filter index.
  let locales: [String]
  /// Every device of the report, in report order; the position is the filter index.
  let devices: [String]
  /// The flows, in report order.
  let flows: [FlowMatrix]
  private let localePositions: [String: Int]
  private let devicePositions: [String: Int]
  private let flowPositions: [String: Int]
  /// Finding positions (in `report.findings`) per cell anchor.
  private let cellFindings: [String: [Int]]
  /// The anchor each finding links to, by finding position.
  private let findingTargets: [Int: String]

  init(_ report: AuditReport) {
    locales = Array(Set(report.runs.map(\.locale))).sorted()
    var devices: [String] = []
    for run in report.runs where !devices.contains(run.device) { devices.append(run.device) }
    self.devices = devices
    flows = FlowMatrix.flows(in: report)
    localePositions = Dictionary(
      locales.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    devicePositions = Dictionary(
      devices.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    flowPositions = Dictionary(
      flows.enumerated().map { ($0.element.scenario + "\u{1F}" + $0.element.flow, $0.offset + 1) },
      uniquingKeysWith: { first, _ in first })

    // Each step's findings are instances of the report's merged findings: a finding is
    // shown in every cell one of its instances was raised in, and links to the first.
    struct Problem: Hashable {
      var rule: RuleID
      var scenario, message, source: String
    }
    var byProblem: [Problem: [Int]] = [:]
    for (position, finding) in report.findings.enumerated() {
      byProblem[
        Problem(rule: finding.rule, scenario: finding.scenario, message: finding.message, source: finding.source),
        default: []
      ].append(position)
    }
    var cellFindings: [String: [Int]] = [:]
    var targets: [Int: String] = [:]
    for (runIndex, run) in report.runs.enumerated() {
      for step in run.steps {
        for instance in step.findings {
          let candidates =
            byProblem[
              Problem(
                rule: instance.rule, scenario: instance.scenario, message: instance.message, source: instance.source)]
            ?? []
          let place = Finding.Occurrence(flow: run.flow, step: step.index)
          guard
            let position = candidates.first(where: { position in
              let finding = report.findings[position]
              return finding.applies(toLocale: run.locale) && finding.applies(toDevice: run.device)
                && finding.applies(toOrientation: run.orientation) && finding.allOccurrences.contains(place)
            })
          else { continue }
          let shown =
            run.steps.last { $0.announcement != nil && $0.index <= step.index }
            ?? run.steps.first { $0.announcement != nil }
          guard let shown else { continue }
          let anchor = Self.barAnchor(run: runIndex, step: shown.index)
          if cellFindings[anchor]?.contains(position) != true { cellFindings[anchor, default: []].append(position) }
          if targets[position] == nil { targets[position] = anchor }
        }
      }
    }
    let flowPositions = self.flowPositions
    for (position, finding) in report.findings.enumerated() where targets[position] == nil {
      if let flow = finding.flow, let index = flowPositions[finding.scenario + "\u{1F}" + flow] {
        targets[position] = Self.flowAnchor(index)
      }
    }
    for anchor in cellFindings.keys { cellFindings[anchor]?.sort() }
    self.cellFindings = cellFindings
    self.findingTargets = targets
  }

  /// The filter index of a locale.
  func localeIndex(_ locale: String) -> Int? { localePositions[locale] }

  /// The filter index of a device.
  func deviceIndex(_ device: String) -> Int? { devicePositions[device] }

  /// Finding positions shown in the cell with this anchor.
  func findings(inCell anchor: String) -> [Int] { cellFindings[anchor] ?? [] }

  /// The anchor a finding links to: its bar, else its flow, else nothing.
  func target(ofFinding position: Int) -> String? { findingTargets[position] }

  static func barAnchor(run: Int, step: Int) -> String { "bar-\(run)-\(step)" }

  static func flowAnchor(_ position: Int) -> String { "flow-\(position)" }

  static func findingAnchor(_ position: Int) -> String { "finding-\(position + 1)" }

  /// An anchor for a rule id: only `a-z`, `0-9` and `-` survive.
  static func ruleAnchor(_ rule: RuleID) -> String {
    "rule-"
      + String(
        rule.rawValue.lowercased().unicodeScalars.filter {
          ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
        }.map(Character.init))
  }
}

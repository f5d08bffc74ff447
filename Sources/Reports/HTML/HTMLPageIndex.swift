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
    localePositions = Dictionary(locales.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    devicePositions = Dictionary(devices.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    flowPositions = Dictionary(flows.enumerated().map { ($0.element.scenario + "\u{1F}" + $0.element.flow, $0.offset + 1) }, uniquingKeysWith: { first, _ in first })

    struct RunKey: Hashable {
      var scenario, flow, locale, device, orientation: String
    }
    var runs: [RunKey: Int] = [:]
    for (index, run) in report.runs.enumerated() {
      let key = RunKey(scenario: run.scenario, flow: run.flow, locale: run.locale, device: run.device, orientation: run.orientation)
      if runs[key] == nil { runs[key] = index }
    }
    var cellFindings: [String: [Int]] = [:]
    var targets: [Int: String] = [:]
    // A finding raised by a run's step belongs to that run's cell: exact even when runs
    // differ only by iOS design, which findings do not record.
    var positions: [Finding: [Int]] = [:]
    for (position, finding) in report.findings.enumerated() { positions[finding, default: []].append(position) }
    for (runIndex, run) in report.runs.enumerated() {
      for step in run.steps {
        for finding in step.findings {
          guard var list = positions[finding], let position = list.first else { continue }
          list.removeFirst()
          positions[finding] = list
          let shown = run.steps.last { $0.announcement != nil && $0.index <= step.index } ?? run.steps.first { $0.announcement != nil }
          guard let shown else { continue }
          let anchor = Self.barAnchor(run: runIndex, step: shown.index)
          cellFindings[anchor, default: []].append(position)
          targets[position] = anchor
        }
      }
    }
    let flowPositions = self.flowPositions
    for (position, finding) in report.findings.enumerated() where targets[position] == nil {
      let key = RunKey(scenario: finding.scenario, flow: finding.flow, locale: finding.locale, device: finding.device, orientation: finding.orientation)
      if let runIndex = runs[key], runIndex < report.runs.count {
        let steps = report.runs[runIndex].steps
        let shown = steps.last { $0.announcement != nil && $0.index <= finding.step } ?? steps.first { $0.announcement != nil }
        if let shown {
          let anchor = Self.barAnchor(run: runIndex, step: shown.index)
          cellFindings[anchor, default: []].append(position)
          targets[position] = anchor
          continue
        }
      }
      if let flow = flowPositions[finding.scenario + "\u{1F}" + finding.flow] {
        targets[position] = Self.flowAnchor(flow)
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
  static func ruleAnchor(_ rule: String) -> String {
    "rule-" + String(rule.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }.map(Character.init))
  }
}

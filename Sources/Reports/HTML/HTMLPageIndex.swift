import AuditEngine
import Traits

/// The cross-references of an HTML report: filter indices, each flow's matrix, anchors
/// between findings and bars, and the findings shown in each cell.
///
/// Anchors are positional (`bar-<run>-<step>`, `finding-<n>`, `flow-<n>`), so they are
/// stable for a given report and never contain user text.
struct HTMLPageIndex {
  /// One flow as a matrix: locales down, device columns across, in report order.
  struct Flow {
    /// Scenario and flow names, as string numbers of the builder.
    var scenario: Int
    var flow: Int
    /// Locales, as string numbers of the builder.
    var locales: [Int]
    var columns: [Column]
    /// The run of each cell, by locale position then column position.
    var cells: [[Int?]]
    /// Steps that change the screen (announced in some run), in order: index, text, source.
    var screenSteps: [(index: Int, text: Int, source: Int)]

    /// `base`, `row` and `column` when every cell's run is `base + row × locale position +
    /// column × column position` (runs sorted by device, then locale), so that a page can
    /// give the runs of a whole matrix in three numbers.
    var grid: (base: Int, row: Int, column: Int)? {
      guard let base = cells.first?.first ?? nil else { return nil }
      let row = cells.count > 1 ? (cells[1].first ?? nil).map { $0 - base } : 0
      let column = (cells.first?.count ?? 0) > 1 ? (cells[0][1]).map { $0 - base } : 0
      guard let row, let column else { return nil }
      for (rowPosition, runs) in cells.enumerated() {
        for (columnPosition, run) in runs.enumerated() where run != base + rowPosition * row + columnPosition * column {
          return nil
        }
      }
      return (base, row, column)
    }
  }

  /// A device column: device (a string number), orientation and iOS design.
  struct Column: Hashable {
    var device: Int
    var orientation: Orientation
    var ios: Int
  }

  /// Every locale of the report, sorted; the position is the filter index.
  let locales: [String]
  /// Every device of the report, in report order; the position is the filter index.
  let devices: [String]
  let flows: [Flow]
  /// Whether column labels name the orientation and the iOS design.
  let labelsOrientation: Bool
  let labelsDesign: Bool
  private let localePositions: [String: Int]
  private let devicePositions: [String: Int]
  /// Finding positions per cell anchor.
  private let cellFindings: [String: [Int]]
  /// The anchor each finding links to, by finding position.
  private let findingTargets: [Int: String]

  init(_ builder: HTMLReportBuilder, findings: [Finding]) {
    let strings = builder.strings
    let runs = builder.runs
    locales = Array(Set(runs.map { strings[$0.locale] })).sorted()
    var devices: [String] = []
    var seenDevices: Set<Int> = []
    for run in runs where seenDevices.insert(run.device).inserted { devices.append(strings[run.device]) }
    self.devices = devices
    labelsOrientation = Set(runs.map(\.orientation)).count > 1
    labelsDesign = Set(runs.map(\.ios)).count > 1
    localePositions = Dictionary(
      locales.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    devicePositions = Dictionary(
      devices.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    flows = Self.flows(runs)

    // Each step's findings are instances of the report's merged findings: a finding is
    // shown in every cell one of its instances was raised in, and links to the first.
    var byProblem: [HTMLReportBuilder.Problem: [Int]] = [:]
    for (position, finding) in findings.enumerated() {
      byProblem[
        .init(rule: finding.rule, scenario: finding.scenario, message: finding.message, source: finding.source),
        default: []
      ].append(position)
    }
    var cellFindings: [String: [Int]] = [:]
    var targets: [Int: String] = [:]
    for (runIndex, run) in runs.enumerated() {
      for step in run.steps where !step.findings.isEmpty {
        let place = Finding.Occurrence(flow: strings[run.flow], step: step.index)
        for problem in step.findings {
          let candidates = byProblem[builder.problems[problem]] ?? []
          guard
            let position = candidates.first(where: { position in
              let finding = findings[position]
              return finding.applies(toLocale: strings[run.locale]) && finding.applies(toDevice: strings[run.device])
                && finding.applies(toOrientation: run.orientation) && finding.allOccurrences.contains(place)
            }),
            let shown = run.steps.last(where: { $0.announced && $0.index <= step.index })
              ?? run.steps.first(where: \.announced)
          else { continue }
          let anchor = Self.barAnchor(run: runIndex, step: shown.index)
          if cellFindings[anchor]?.contains(position) != true { cellFindings[anchor, default: []].append(position) }
          if targets[position] == nil { targets[position] = anchor }
        }
      }
    }
    var flowPositions: [String: Int] = [:]
    for (position, flow) in flows.enumerated() {
      let key = strings[flow.scenario] + "\u{1F}" + strings[flow.flow]
      if flowPositions[key] == nil { flowPositions[key] = position + 1 }
    }
    for (position, finding) in findings.enumerated() where targets[position] == nil {
      if let flow = finding.flow, let index = flowPositions[finding.scenario + "\u{1F}" + flow] {
        targets[position] = Self.flowAnchor(index)
      }
    }
    for anchor in cellFindings.keys { cellFindings[anchor]?.sort() }
    self.cellFindings = cellFindings
    self.findingTargets = targets
  }

  /// The flows of the runs, in report order, each cell holding the first run for it.
  private static func flows(_ runs: [HTMLReportBuilder.RunRecord]) -> [Flow] {
    struct Key: Hashable {
      var scenario, flow: Int
    }
    var order: [Key] = []
    var matrices: [Key: Flow] = [:]
    var localePositions: [Key: [Int: Int]] = [:]
    var columnPositions: [Key: [Column: Int]] = [:]
    var stepPositions: [Key: Set<Int>] = [:]
    for (runIndex, run) in runs.enumerated() {
      let key = Key(scenario: run.scenario, flow: run.flow)
      if matrices[key] == nil {
        order.append(key)
        matrices[key] = Flow(
          scenario: run.scenario, flow: run.flow, locales: [], columns: [], cells: [], screenSteps: [])
      }
      let column = Column(device: run.device, orientation: run.orientation, ios: run.ios)
      if localePositions[key, default: [:]][run.locale] == nil {
        localePositions[key, default: [:]][run.locale] = matrices[key]?.locales.count ?? 0
        matrices[key]?.locales.append(run.locale)
      }
      if columnPositions[key, default: [:]][column] == nil {
        columnPositions[key, default: [:]][column] = matrices[key]?.columns.count ?? 0
        matrices[key]?.columns.append(column)
      }
      guard var matrix = matrices[key], let row = localePositions[key]?[run.locale],
        let position = columnPositions[key]?[column]
      else { continue }
      while matrix.cells.count <= row { matrix.cells.append([]) }
      while matrix.cells[row].count <= position { matrix.cells[row].append(nil) }
      if matrix.cells[row][position] == nil { matrix.cells[row][position] = runIndex }
      for step in run.steps where step.announced && stepPositions[key, default: []].insert(step.index).inserted {
        matrix.screenSteps.append((step.index, step.text, step.source))
      }
      matrices[key] = matrix
    }
    return order.compactMap { key in
      guard var matrix = matrices[key] else { return nil }
      matrix.screenSteps.sort { $0.index < $1.index }
      matrix.cells = matrix.cells.map { row in row + Array(repeating: nil, count: matrix.columns.count - row.count) }
      return matrix
    }
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

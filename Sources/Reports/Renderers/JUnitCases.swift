import AuditEngine
import Traits

/// What the JUnit report keeps of the runs: each flow's test cases, laid out as
/// ``FlowMatrix`` lays out its cells, with the findings each run's steps raised — never a
/// run's bars, so a streamed audit of any matrix keeps little.
///
/// A run is a test case when it is the first of its flow with its locale and column.
/// Every step finding of every run is counted in report order, so that a baseline keeps
/// exactly the occurrences ``BaselineComparison/filtered(_:)-(AuditReport)`` keeps: the
/// first *n* of a finding new *n* times.
struct JUnitCases {
  /// A column of a flow: device, orientation and iOS design (labelled at the end, when
  /// it is known whether the report varies them).
  struct Column: Hashable {
    var device: String
    var orientation: Orientation
    var ios: Int
  }

  /// A run's test case: its step findings without repeats, each with the report-wide
  /// count of that finding's occurrences before this run's first.
  struct RunCase {
    var findings: [(finding: Finding, before: Int)] = []
  }

  struct Flow {
    var scenario: String
    var flow: String
    var locales: [String] = []
    var columns: [Column] = []
    var cases: [CellKey: RunCase] = [:]
  }

  struct CellKey: Hashable {
    var locale: String
    var column: Column
  }

  private(set) var flows: [Flow] = []
  private var flowIndex: [String: Int] = [:]
  private(set) var orientations: Set<Orientation> = []
  private(set) var designs: Set<Int> = []
  /// How many times each step finding was seen so far, in report order.
  private var occurrences: [Finding: Int] = [:]

  /// Takes the next run, in report order.
  mutating func add(_ run: AuditReport.Run) {
    orientations.insert(run.orientation)
    designs.insert(run.ios)
    let key = run.scenario + "\u{1F}" + run.flow
    let position: Int
    if let known = flowIndex[key] {
      position = known
    } else {
      position = flows.count
      flowIndex[key] = position
      flows.append(Flow(scenario: run.scenario, flow: run.flow))
    }
    let column = Column(device: run.device, orientation: run.orientation, ios: run.ios)
    if !flows[position].columns.contains(column) { flows[position].columns.append(column) }
    if !flows[position].locales.contains(run.locale) { flows[position].locales.append(run.locale) }
    let cell = CellKey(locale: run.locale, column: column)
    let isCase = flows[position].cases[cell] == nil
    var runCase = RunCase()
    var seen: Set<Finding> = []
    for step in run.steps {
      for finding in step.findings {
        let before = occurrences[finding, default: 0]
        occurrences[finding] = before + 1
        if isCase, seen.insert(finding).inserted { runCase.findings.append((finding, before)) }
      }
    }
    if isCase { flows[position].cases[cell] = runCase }
  }

  /// The label of a column, as ``FlowMatrix`` labels it.
  func label(_ column: Column) -> String {
    FlowMatrix.Column.label(
      device: column.device, orientation: column.orientation, ios: column.ios,
      variesOrientation: orientations.count > 1, variesDesign: designs.count > 1)
  }

  /// The findings of a test case: all of them, or with `newCounts` (a baseline's) those
  /// whose first occurrence in the run is among the first that many of the report.
  static func findings(of runCase: RunCase, newCounts: [Finding: Int]?) -> [Finding] {
    guard let newCounts else { return runCase.findings.map(\.finding) }
    return runCase.findings.filter { $0.before < newCounts[$0.finding, default: 0] }.map(\.finding)
  }
}

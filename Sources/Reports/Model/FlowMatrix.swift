import AuditEngine
import Traits

/// One flow of a report laid out as a matrix: locales down, device columns across.
///
/// A column is a device, with the orientation and iOS design added to its label when the
/// report has more than one of them. Order is the report's (which is sorted), never a
/// dictionary's.
struct FlowMatrix: Sendable {
  /// A device column: device, orientation and iOS design.
  struct Column: Hashable, Sendable {
    var device: String
    var orientation: Orientation
    var ios: Int
    /// The device name, plus orientation and iOS design when the report varies them.
    var label: String

    /// A column's label: the device, then the orientation and the iOS design when the
    /// report has more than one of them.
    static func label(
      device: String, orientation: Orientation, ios: Int, variesOrientation: Bool, variesDesign: Bool
    ) -> String {
      var label = device
      if variesOrientation { label += " · \(orientation)" }
      if variesDesign { label += " · iOS \(ios)" }
      return label
    }
  }

  /// A cell's run and its position in `report.runs`.
  struct Cell: Sendable {
    var runIndex: Int
    var run: AuditReport.Run
  }

  /// A step that changes the screen (it has an announcement), by index.
  struct ScreenStep: Sendable {
    var index: Int
    var text: String
    var source: String
  }

  var scenario: String
  var flow: String
  var locales: [String]
  var columns: [Column]
  /// Steps that change the screen, in order, from every run of the flow.
  var screenSteps: [ScreenStep]
  private var cells: [CellKey: Cell]

  private struct CellKey: Hashable {
    var locale: String
    var column: Column
  }

  /// The run for a locale and column, if the report has it.
  func cell(locale: String, column: Column) -> Cell? {
    cells[CellKey(locale: locale, column: column)]
  }

  /// The flows of a report, in report order.
  static func flows(in report: AuditReport) -> [FlowMatrix] {
    let orientations = Set(report.runs.map(\.orientation))
    let designs = Set(report.runs.map(\.ios))
    var order: [String] = []
    var matrices: [String: FlowMatrix] = [:]
    for (runIndex, run) in report.runs.enumerated() {
      let key = run.scenario + "\u{1F}" + run.flow
      var matrix =
        matrices[key]
        ?? FlowMatrix(scenario: run.scenario, flow: run.flow, locales: [], columns: [], screenSteps: [], cells: [:])
      if matrices[key] == nil { order.append(key) }
      let label = Column.label(
        device: run.device, orientation: run.orientation, ios: run.ios, variesOrientation: orientations.count > 1,
        variesDesign: designs.count > 1)
      let column = Column(device: run.device, orientation: run.orientation, ios: run.ios, label: label)
      if !matrix.columns.contains(column) { matrix.columns.append(column) }
      if !matrix.locales.contains(run.locale) { matrix.locales.append(run.locale) }
      let cellKey = CellKey(locale: run.locale, column: column)
      if matrix.cells[cellKey] == nil { matrix.cells[cellKey] = Cell(runIndex: runIndex, run: run) }
      for step in run.steps
      where step.announcement != nil && !matrix.screenSteps.contains(where: { $0.index == step.index }) {
        matrix.screenSteps.append(ScreenStep(index: step.index, text: step.step, source: step.source))
      }
      matrices[key] = matrix
    }
    return order.compactMap { key in
      guard var matrix = matrices[key] else { return nil }
      matrix.screenSteps.sort { $0.index < $1.index }
      return matrix
    }
  }

  /// The index of the screen step that shows step `index`: the step itself when it changes
  /// the screen, else the last screen change before it (a focus step shows that bar).
  func screenStepIndex(showing index: Int) -> Int? {
    screenSteps.last { $0.index <= index }?.index ?? screenSteps.first?.index
  }
}

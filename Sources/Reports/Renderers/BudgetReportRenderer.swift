public import AuditEngine
import Foundation

/// Writes width budgets as JSON (sorted keys, for tools) or Markdown (for people).
public enum BudgetReportRenderer {
  /// The budgets as pretty-printed JSON with sorted keys; directional formatting
  /// characters of development texts are written as `\u` escapes.
  public static func json(_ report: BudgetReport) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Escaping.inertJSON(String(decoding: try encoder.encode(report), as: UTF8.self)) + "\n"
  }

  /// The budgets as a Markdown table, one row per key and kind.
  public static func markdown(_ report: BudgetReport) -> String {
    var lines = [
      "# Width budgets", "",
      "The widest text each key may have in the navigation bar, in points, on the device and step that set it.",
      "Back titles give the budget beside the development language's following title, and beside the longest translation of it.",
      "",
      "| Table | Key | Kind | Budget | Beside longest translation | Development text | Set by | Characters |",
      "| --- | --- | --- | ---: | ---: | --- | --- | --- |",
    ]
    for budget in report.budgets {
      let origin = budget.setBy
      let characters = budget.characters.map { "\($0.script) \($0.characters)" }.joined(separator: ", ")
      let cells = [
        Escaping.markdown(budget.table), "`\(Escaping.markdown(budget.key))`", budget.kind.rawValue,
        "\(points(budget.points)) pt", budget.pointsBesideLongestTranslation.map { "\(points($0)) pt" } ?? "",
        "\(Escaping.markdown(budget.developmentText)) (\(points(budget.developmentWidth)) pt)",
        Escaping.markdown("\(origin.device), \(origin.flow) step \(origin.step)"), characters,
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    if report.budgets.isEmpty { lines += ["", "No bar shows a localized key."] }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A width with one decimal, the same on every machine.
  static func points(_ value: Double) -> String {
    let tenths = Int((max(0, value) * 10).rounded(.toNearestOrAwayFromZero))
    return "\(tenths / 10).\(tenths % 10)"
  }
}

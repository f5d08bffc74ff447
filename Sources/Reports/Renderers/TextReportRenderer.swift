public import AuditEngine
import Navigation
import Traits
import UnicodeSupport

/// A readable terminal summary: per flow and device, a matrix of locales × steps.
///
/// Only steps that change the screen get a column; focus steps are in the JSON report.
/// Each cell shows the back button as drawn: `‹ Title` (full), `‹ Back` in the locale's
/// word marked `°` (generic), `‹` (chevron only), `‹ Title*` (custom), `—` (hidden) and
/// `·` (root). A title that is cut off adds `✂`; an uncertain decision adds `?`.
public struct TextReportRenderer: ReportRendering {
  /// The widest a cell may be, in terminal columns.
  public var cellColumns = 18
  /// The `--fail-on` threshold and the baseline.
  public var options: ReportOptions

  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  public func render(_ report: AuditReport) throws -> String {
    var lines: [String] = []
    var groups: [GroupKey: [AuditReport.Run]] = [:]
    var order: [GroupKey] = []
    for run in report.runs {
      let key = GroupKey(
        scenario: run.scenario, flow: run.flow, device: run.device, orientation: run.orientation, ios: run.ios)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(run)
    }
    var lastFlow: String?
    for key in order {
      guard let runs = groups[key], let first = runs.first else { continue }
      let flowTitle = Escaping.visible("\(key.flow) — \(key.scenario)")
      if flowTitle != lastFlow {
        lines.append("")
        lines.append(flowTitle)
        lines.append(String(repeating: "=", count: min(80, DisplayWidth.columns(of: flowTitle))))
        lastFlow = flowTitle
      }
      lines.append("")
      lines.append(Escaping.visible("\(key.device) · \(key.orientation) · iOS \(key.ios)"))
      let localeColumn = max(6, runs.map { DisplayWidth.columns(of: Escaping.visible($0.locale)) }.max() ?? 6) + 2
      var header = DisplayWidth.padded("locale", toColumns: localeColumn)
      let shownSteps = Set(first.steps.filter { $0.announcement != nil }.map(\.index))
      for step in first.steps where shownSteps.contains(step.index) {
        header += DisplayWidth.padded(
          DisplayWidth.truncated(Escaping.visible("\(step.index) \(stepLabel(step.step))"), toColumns: cellColumns - 1),
          toColumns: cellColumns)
      }
      lines.append(header.trimmingTrailingSpaces())
      for run in runs {
        var line = DisplayWidth.padded(Escaping.visible(run.locale), toColumns: localeColumn)
        for step in run.steps where shownSteps.contains(step.index) {
          line += DisplayWidth.padded(cell(step), toColumns: cellColumns)
        }
        lines.append(line.trimmingTrailingSpaces())
      }
      if let tabs = TabBarSummary.line(first) {
        lines.append("tab bar (\(Escaping.visible(first.locale))): " + Escaping.visible(tabs))
      }
      if let toolbar = ToolbarSummary.line(first) {
        lines.append("toolbar (\(Escaping.visible(first.locale))): " + Escaping.visible(toolbar))
      }
    }
    lines.append("")
    lines.append(
      "legend: ‹ Title full · ‹ Back° generic · ‹ chevron only · * custom · — hidden · · root · ✂ title cut off · ? too close to call · › mirrored (RTL)"
    )
    if report.runs.contains(where: { $0.steps.contains { $0.split?.collapsed == false } }) {
      lines.append("        · oneBeside, · twoOver…: an expanded split view's display mode, beside a root column")
    }
    lines += findingsSummary(report.findings)
    if let baseline = options.baseline {
      lines += ["", baseline.summary]
      for finding in baseline.fixed.prefix(20) {
        lines.append("  fixed: \(DiagnosticsReportRenderer.line(for: finding))")
      }
      if baseline.fixed.count > 20 { lines.append("  … \(baseline.fixed.count - 20) more fixed") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private struct GroupKey: Hashable {
    var scenario, flow, device: String
    var orientation: Orientation
    var ios: Int
  }

  private func stepLabel(_ step: String) -> String {
    guard let colon = step.firstIndex(of: ":") else { return step }
    return String(step[step.index(after: colon)...]).trimmingCharacters(in: " ")
  }

  private func cell(_ step: AuditReport.StepResult) -> String {
    guard let bar = step.focusedBar else { return step.hiddenBars == nil ? "(no bar)" : "(bar hidden)" }
    var text: String
    // The chevron points the way back: right in a mirrored (right-to-left) bar.
    let chevron = bar.rightToLeft ? "›" : "‹"
    switch bar.back.display {
    case .full: text = chevron + " " + bar.back.shown
    case .generic: text = chevron + " " + bar.back.shown + "°"
    case .minimal: text = chevron
    case .custom: text = chevron + " " + bar.back.shown + "*"
    case .hidden: text = "—"
    case .none: text = "·"
    }
    // An expanded split view: name the display mode beside the active column's root.
    if let split = step.split, !split.collapsed, let mode = split.displayMode?.rawValue, bar.back.display == .none {
      text += " " + (mode.hasSuffix("Secondary") ? String(mode.dropLast("Secondary".count)) : mode)
    }
    var marks = ""
    if bar.title.truncated { marks += "✂" }
    if bar.back.uncertain == true { marks += "?" }
    text = DisplayWidth.truncated(Escaping.visible(text), toColumns: cellColumns - 1 - DisplayWidth.columns(of: marks))
    return text + marks
  }

  private func findingsSummary(_ findings: [Finding]) -> [String] {
    FindingSummary(findings, limit: 5, moreHint: "use --format json for all").lines
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }

  func trimmingCharacters(in set: Character) -> String {
    var result = Substring(self)
    while result.first == set { result.removeFirst() }
    while result.last == set { result.removeLast() }
    return String(result)
  }
}

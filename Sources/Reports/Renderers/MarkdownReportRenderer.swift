public import AuditEngine

/// A summary to paste into a pull request: per flow, a table of locales × devices with the
/// back-button outcome, then the findings grouped by rule.
///
/// Every value from a scenario or a translation goes through ``Escaping/markdown(_:)``, so
/// a `|` or a line break in a translation cannot break a table.
public struct MarkdownReportRenderer: ReportRendering {
  /// The most findings listed per rule; the rest are counted.
  public var findingsPerRule = 20
  /// The `--fail-on` threshold and the baseline.
  public var options: ReportOptions

  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  public func render(_ report: AuditReport) throws -> String {
    var lines = ["# navaudit report", ""]
    let flows = FlowMatrix.flows(in: report)
    let locales = Set(report.runs.map(\.locale)).count
    let devices = Set(report.runs.map(\.device)).count
    lines.append(
      "\(flows.count) flow\(flows.count == 1 ? "" : "s") · \(locales) locale\(locales == 1 ? "" : "s") · \(devices) device\(devices == 1 ? "" : "s") · **\(FindingCounts(report.findings).sentence)**"
    )
    if let baseline = options.baseline {
      lines.append("")
      lines.append(
        "Compared with the baseline: \(baseline.new.count) new, \(baseline.fixed.count) fixed, \(baseline.unchangedCount) unchanged."
      )
    }
    lines.append("")
    lines.append(
      "Cells: `full` the previous title is shown in full; “Back” the generic title in the locale's word; `chevron only`; `title cut` the screen title is cut off; `too close to call` within the uncertain band of the model's measured error; — no back button. Numbers are steps."
    )
    for matrix in flows {
      lines += flowSection(matrix)
    }
    lines += findingsSection(report.findings, heading: "Findings")
    if let baseline = options.baseline, !baseline.fixed.isEmpty {
      lines += findingsSection(baseline.fixed, heading: "Fixed since the baseline")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func flowSection(_ matrix: FlowMatrix) -> [String] {
    var lines = ["", "## \(Escaping.markdown(matrix.flow))", ""]
    lines.append(
      code(matrix.scenario) + " · steps: "
        + matrix.screenSteps.map { "\($0.index) \(Escaping.markdown($0.text))" }.joined(separator: " · "))
    lines.append("")
    lines.append("| locale | " + matrix.columns.map { Escaping.markdown($0.label) }.joined(separator: " | ") + " |")
    lines.append("| --- |" + String(repeating: " --- |", count: matrix.columns.count))
    for locale in matrix.locales {
      let cells = matrix.columns.map { column in
        matrix.cell(locale: locale, column: column).map { outcome(of: $0.run) } ?? "—"
      }
      lines.append("| \(Escaping.markdown(locale)) | " + cells.joined(separator: " | ") + " |")
    }
    // The tab bar in the first locale and device: items, the selected tab per step.
    if let locale = matrix.locales.first, let column = matrix.columns.first,
      let run = matrix.cell(locale: locale, column: column)?.run,
      let tabs = TabBarSummary.line(run)
    {
      lines += ["", "Tab bar (\(Escaping.markdown(locale))): " + Escaping.markdown(tabs)]
    }
    // The toolbars in the first locale and device: items and the steps they show at.
    if let locale = matrix.locales.first, let column = matrix.columns.first,
      let run = matrix.cell(locale: locale, column: column)?.run,
      let toolbar = ToolbarSummary.line(run)
    {
      lines += ["", "Toolbar (\(Escaping.markdown(locale))): " + Escaping.markdown(toolbar)]
    }
    return lines
  }

  /// The back-button outcome of a run across its screen changes.
  private func outcome(of run: AuditReport.Run) -> String {
    var generic: [String: [Int]] = [:]
    var genericOrder: [String] = []
    var minimal: [Int] = []
    var cut: [Int] = []
    var uncertain: [Int] = []
    var hasBack = false
    for step in run.steps where step.announcement != nil {
      guard let bar = step.focusedBar else { continue }
      let outcome = BarOutcome(bar)
      if outcome.display.isDrawn { hasBack = true }
      switch outcome.display {
      case .generic:
        if generic[bar.back.shown] == nil { genericOrder.append(bar.back.shown) }
        generic[bar.back.shown, default: []].append(step.index)
      case .minimal: minimal.append(step.index)
      default: break
      }
      if outcome.titleTruncated { cut.append(step.index) }
      if outcome.uncertain { uncertain.append(step.index) }
    }
    var parts = genericOrder.map { word in "“\(Escaping.markdown(word))” (\(list(generic[word] ?? [])))" }
    if !minimal.isEmpty { parts.append("chevron only (\(list(minimal)))") }
    if parts.isEmpty && hasBack { parts.append("full") }
    if !cut.isEmpty { parts.append("title cut (\(list(cut)))") }
    if !uncertain.isEmpty { parts.append("too close to call (\(list(uncertain)))") }
    return parts.isEmpty ? "—" : parts.joined(separator: "; ")
  }

  /// A locale or device scope for a table cell: "all" for a flow finding that holds
  /// everywhere, nothing for a table or scenario finding.
  private static func scope(_ scope: String, _ finding: Finding) -> String {
    scope.isEmpty && finding.flow != nil ? "all" : scope
  }

  /// The flow a finding was first seen in, and how many more places it was seen at.
  private static func places(_ finding: Finding) -> String {
    guard let flow = finding.flow else { return "" }
    let more = finding.allOccurrences.count - 1
    return more > 0 ? "\(flow) (+\(more))" : flow
  }

  private func list(_ steps: [Int]) -> String {
    steps.map(String.init).joined(separator: ", ")
  }

  private func findingsSection(_ findings: [Finding], heading: String) -> [String] {
    var lines = ["", "## \(heading)", ""]
    guard !findings.isEmpty else { return lines + ["No findings."] }
    lines.append(FindingCounts(findings).sentence + ".")
    for (ruleID, group) in findings.groupedByRule() {
      let severity = group.first?.severity.rawValue ?? ""
      lines.append("")
      lines.append("### \(code(ruleID.rawValue)) · \(severity) · \(group.count)")
      lines.append("")
      lines.append(Escaping.markdown(ruleID.summary))
      lines.append("")
      lines.append("| locales | devices | flow | step | message | source |")
      lines.append("| --- | --- | --- | --- | --- | --- |")
      for finding in group.prefix(findingsPerRule) {
        let cells = [
          Self.scope(finding.localeScope, finding), Self.scope(finding.deviceScope, finding), Self.places(finding),
          finding.flow == nil ? "" : String(finding.step ?? 0), finding.message,
        ].map(Escaping.markdown)
        lines.append(
          "| " + cells.joined(separator: " | ") + " | " + code(SourceReference(finding.source).compilerStyle) + " |")
      }
      if group.count > findingsPerRule {
        lines.append("")
        lines.append("… and \(group.count - findingsPerRule) more.")
      }
    }
    return lines
  }

  /// A code span: backticks become quotes and `|` is escaped, as GitHub tables need even in code.
  private func code(_ value: String) -> String {
    var result = "`"
    for character in Escaping.visible(value) {
      switch character {
      case "`": result.append("'")
      case "|": result += "\\|"
      default: result.append(character)
      }
    }
    return result + "`"
  }
}

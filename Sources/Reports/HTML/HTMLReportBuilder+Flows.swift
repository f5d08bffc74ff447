import AuditEngine

/// The flow sections of the HTML report: one locale × device matrix per screen change.
///
/// A cell that repeats one to its left in the same locale row (the same face: drawings
/// described the same way, tags and tab bar; the same VoiceOver text and focus steps; findings
/// of the same rules) is not written: the step shows the other cells, always the first
/// device column and every cell a finding links to, and a "Show all" control whose script
/// copies each repeated cell from the one it repeats and gives it its own drawing geometry
/// and finding links. Without script, the shown cells are all there is to read. When every
/// cell of a row says the same, the row says it once, after the locale.
extension HTMLReportBuilder {
  /// One step's matrix: its column widths and, per locale row, what each column shows.
  struct StepLayout {
    var index: Int
    var widths: MatrixWidths
    var rows: [[CellPlan]]
    /// Per row, the VoiceOver and focus paragraphs every cell shares (string numbers),
    /// written once.
    var rowSpeech: [[Int]?]
    /// Anchors that findings link to whose cells are left to the script.
    var hiddenTargets: [String]
    /// Whether some cell repeats another and is left to the script.
    var collapsed: Bool
  }

  /// A cell: written, or left out as a repeat of column `source` with its own geometry.
  enum CellPlan {
    case shown(run: Int?, findings: [Int], speech: Int?, focus: [Int])
    case repeated(source: Int, run: Int?, geometry: Int?, findings: [Int])
  }

  /// What makes two cells of a row the same.
  private struct CellKey: Hashable {
    var face: Int?
    var speech: Int?
    var focus: [Int]
    /// Rule and severity of each finding.
    var findings: [String]
  }

  /// Lays one step out: which cells are written and which repeat one to their left.
  /// `targets` are the anchors findings link to.
  func stepLayout(
    _ flow: HTMLPageIndex.Flow, step stepIndex: Int, findings: [Finding], index: HTMLPageIndex, targets: Set<String>
  ) -> StepLayout {
    let next = flow.screenSteps.first { $0.index > stepIndex }?.index ?? Int.max
    var widest = Array(repeating: 0.0, count: flow.columns.count)
    var rows: [[CellPlan]] = []
    var rowSpeech: [[Int]?] = []
    var hiddenTargets: [String] = []
    var collapsed = false
    for row in flow.cells {
      var seen: [CellKey: Int] = [:]
      var plans: [CellPlan] = []
      var speeches: Set<[Int]> = []
      for (column, runIndex) in row.enumerated() {
        let step = runIndex.flatMap { runs[$0].steps.first { $0.index == stepIndex } }
        let cellRun = step == nil ? nil : runIndex
        widest[column] = max(widest[column], step?.widest ?? 0)
        let focus =
          runIndex.map { runs[$0].steps.filter { $0.index > stepIndex && $0.index < next }.compactMap(\.focus) } ?? []
        let anchor = cellRun.map { HTMLPageIndex.barAnchor(run: $0, step: stepIndex) }
        let cellFindings = anchor.map { index.findings(inCell: $0) } ?? []
        speeches.insert((step?.speech).map { [$0] + focus } ?? focus)
        let key = CellKey(
          face: step?.face, speech: step?.speech, focus: focus,
          findings: cellFindings.map { findings[$0].rule.rawValue + " " + findings[$0].severity.rawValue })
        if let source = seen[key] {
          plans.append(.repeated(source: source, run: cellRun, geometry: step?.geometry, findings: cellFindings))
          collapsed = true
          if let anchor, targets.contains(anchor) { hiddenTargets.append(anchor) }
        } else {
          seen[key] = column
          plans.append(.shown(run: cellRun, findings: cellFindings, speech: step?.speech, focus: focus))
        }
      }
      rows.append(plans)
      rowSpeech.append(speeches.count == 1 && speeches.first?.isEmpty == false ? speeches.first : nil)
    }
    return StepLayout(
      index: stepIndex, widths: MatrixWidths(widest: widest, scale: scale), rows: rows,
      rowSpeech: collapsed ? rowSpeech : rows.map { _ in nil }, hiddenTargets: hiddenTargets, collapsed: collapsed)
  }

  func flowSection(
    _ flow: HTMLPageIndex.Flow, position: Int, layouts: [StepLayout], findings: [Finding], index: HTMLPageIndex
  ) -> [String] {
    let anchor = HTMLPageIndex.flowAnchor(position)
    let labels = flow.columns.map { text(Escaping.visible(columnLabel($0, index: index))) }
    var attributes = ""
    if layouts.contains(where: \.collapsed) {
      let devices = flow.columns.map { index.deviceIndex(strings[$0.device]).map(String.init) ?? "" }
      attributes =
        " data-cols=\"\(labels.joined(separator: "&#10;"))\" data-cd=\"\(devices.joined(separator: " "))\""
      if let grid = flow.grid { attributes += " data-grid=\"\(grid.base) \(grid.row) \(grid.column)\"" }
    }
    var html = ["<section class=\"flow\" id=\"\(anchor)\" aria-labelledby=\"\(anchor)-h\"\(attributes)>"]
    html.append("<h2 id=\"\(anchor)-h\">\(text(Escaping.visible(strings[flow.flow])))</h2>")
    html.append(
      "<p class=\"muted\"><code>\(text(Escaping.visible(strings[flow.scenario])))</code> · \(flow.locales.count) locale\(flow.locales.count == 1 ? "" : "s") × \(flow.columns.count) device\(flow.columns.count == 1 ? "" : "s")</p>"
    )
    for (step, layout) in zip(flow.screenSteps, layouts) {
      let stepAnchor = "\(anchor)-step-\(step.index)"
      html.append("<section id=\"\(stepAnchor)\" aria-labelledby=\"\(stepAnchor)-h\">")
      html.append("<h3 id=\"\(stepAnchor)-h\">Step \(step.index) · \(text(Escaping.visible(strings[step.text])))</h3>")
      if layout.collapsed { html.append(moreControl(flow, layout: layout)) }
      html.append("<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-labelledby=\"\(stepAnchor)-h\">")
      if layout.collapsed {
        html.append("<table class=\"matrix strip\">")
      } else {
        html.append("<table class=\"matrix \(layout.widths.cssClass)\">")
        html.append(
          "<thead><tr><th scope=\"col\">Locale</th>"
            + zip(flow.columns, labels).map { column, label in
              "<th scope=\"col\"\(deviceAttribute(column, index: index))>\(label)</th>"
            }.joined() + "</tr></thead>")
      }
      html.append("<tbody>")
      for (locale, (row, rowSpeech)) in zip(flow.locales, zip(layout.rows, layout.rowSpeech)) {
        let localeAttribute = index.localeIndex(strings[locale]).map { " data-l=\"\($0)\"" } ?? ""
        html.append("<tr\(localeAttribute)><th scope=\"row\">\(localeLabel(strings[locale]))</th>")
        if let rowSpeech {
          html.append("<td class=\"row-speech\">\(rowSpeech.map { strings[$0] }.joined())</td>")
        }
        for (column, plan) in row.enumerated() {
          guard case .shown(let run, let cellFindings, let speech, let focus) = plan else { continue }
          let cellAttributes =
            deviceAttribute(flow.columns[column], index: index)
            + " data-col=\"\(labels[column])\" style=\"--w:\(layout.widths.columns[column])px\""
          html.append(
            cell(
              run: run, step: layout.index, attributes: cellAttributes, findings: cellFindings,
              speech: rowSpeech == nil ? speech : nil, focus: rowSpeech == nil ? focus : [], all: findings,
              column: layout.collapsed ? column : nil))
        }
        html.append("</tr>")
      }
      html.append("</tbody>")
      html.append("</table>")
      html.append("</div>")
      html.append("</section>")
    }
    html.append("</section>")
    return html
  }

  /// The column's name: the device, plus orientation and iOS design when the report varies them.
  private func columnLabel(_ column: HTMLPageIndex.Column, index: HTMLPageIndex) -> String {
    var label = strings[column.device]
    if index.labelsOrientation { label += " · \(column.orientation)" }
    if index.labelsDesign { label += " · iOS \(column.ios)" }
    return label
  }

  private func deviceAttribute(_ column: HTMLPageIndex.Column, index: HTMLPageIndex) -> String {
    index.deviceIndex(strings[column.device]).map { " data-d=\"\($0)\"" } ?? ""
  }

  /// The "Show all" control of a step with repeated cells, carrying what the script needs
  /// to add them: each column's width and, per row, a token per column: empty for a cell
  /// written, else `source.run.geometry.findings` in base 36 (`source` empty for the first
  /// column, `run` empty when the flow's grid gives it and `-` for none, the finding positions
  /// joined by `,`, trailing empty fields dropped).
  private func moreControl(_ flow: HTMLPageIndex.Flow, layout: StepLayout) -> String {
    let total = layout.rows.map(\.count).reduce(0, +)
    let hidden = layout.rows.joined().filter { if case .repeated = $0 { true } else { false } }.count
    let grid = flow.grid
    let rows = layout.rows.enumerated().map { rowPosition, row in
      var tokens = row.enumerated().map { column, plan -> String in
        guard case .repeated(let source, let run, let geometry, let cellFindings) = plan else { return "" }
        let gridRun = grid.map { $0.base + rowPosition * $0.row + column * $0.column }
        var token = [
          source == 0 ? "" : HTMLDrawingStore.base36(source),
          run == nil ? "-" : run == gridRun ? "" : run.map(HTMLDrawingStore.base36) ?? "-",
          geometry.map(HTMLDrawingStore.base36) ?? "",
          cellFindings.map(HTMLDrawingStore.base36).joined(separator: ","),
        ].joined(separator: ".")
        while token.hasSuffix(".") { token.removeLast() }
        return token
      }
      while tokens.last == "" { tokens.removeLast() }
      return tokens.joined(separator: " ")
    }
    let widths = layout.widths.columns.map(String.init).joined(separator: " ")
    return
      "<details class=\"more\" data-s=\"\(layout.index)\" data-w=\"\(widths)\" data-h=\"\(rows.joined(separator: "|"))\"><summary>Show all \(total) cells (\(hidden) repeat a cell to their left)</summary><noscript><p class=\"muted\">Showing the repeated cells needs JavaScript; the cells shown are every outcome of every locale.</p></noscript></details>"
  }

  private func cell(
    run runIndex: Int?, step stepIndex: Int, attributes: String, findings positions: [Int], speech: Int?,
    focus: [Int], all findings: [Finding], column: Int?
  ) -> String {
    let columnAttribute = column.map { " data-i=\"\($0)\"" } ?? ""
    guard let runIndex, let step = runs[runIndex].steps.first(where: { $0.index == stepIndex }) else {
      return "<td class=\"cell empty\"\(attributes)\(columnAttribute)><span class=\"muted\">not run</span></td>"
    }
    let anchor = HTMLPageIndex.barAnchor(run: runIndex, step: stepIndex)
    let cellFindings = positions.compactMap { position in
      position < findings.count ? (position, findings[position]) : nil
    }
    let severities = ["error", "warning", "info"].filter { severity in
      cellFindings.contains { $0.1.severity.rawValue == severity }
    }
    let severityAttribute = severities.isEmpty ? "" : " data-sv=\"\(severities.joined(separator: " "))\""
    var html = "<td class=\"cell\" id=\"\(anchor)\"\(attributes)\(severityAttribute)\(columnAttribute)>"
    let segments = faces[step.face]
    let geometry = store.geometries[step.geometry]
    for (position, drawing) in geometry.enumerated() where 2 * position + 1 < segments.count {
      html += segments[2 * position] + drawing.attributes + segments[2 * position + 1] + drawing.useElements
    }
    html += segments.last ?? ""
    if let speech { html += strings[speech] }
    for paragraph in focus { html += strings[paragraph] }
    if !cellFindings.isEmpty {
      html += "<ul class=\"cell-findings\" aria-label=\"Findings\">"
      for (position, finding) in cellFindings {
        html +=
          "<li data-s=\"\(finding.severity.rawValue)\"><a href=\"#\(HTMLPageIndex.findingAnchor(position))\"><span class=\"sev sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> \(finding.rule.rawValue)</a></li>"
      }
      html += "</ul>"
    }
    return html + "</td>"
  }
}

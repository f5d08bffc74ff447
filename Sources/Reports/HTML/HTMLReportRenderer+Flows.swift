import AuditEngine
import Navigation

/// The flow sections of the HTML report: one locale × device matrix per screen change.
extension HTMLReportRenderer {
  func flowSection(_ matrix: FlowMatrix, position: Int, report: AuditReport, index: HTMLPageIndex) -> [String] {
    let anchor = HTMLPageIndex.flowAnchor(position)
    var html = ["<section class=\"flow\" id=\"\(anchor)\" aria-labelledby=\"\(anchor)-h\">"]
    html.append("<h2 id=\"\(anchor)-h\">\(text(Escaping.visible(matrix.flow)))</h2>")
    html.append(
      "<p class=\"muted\"><code>\(text(Escaping.visible(matrix.scenario)))</code> · \(matrix.locales.count) locale\(matrix.locales.count == 1 ? "" : "s") × \(matrix.columns.count) device\(matrix.columns.count == 1 ? "" : "s")</p>"
    )
    for (stepPosition, step) in matrix.screenSteps.enumerated() {
      let stepAnchor = "\(anchor)-step-\(step.index)"
      let next = stepPosition + 1 < matrix.screenSteps.count ? matrix.screenSteps[stepPosition + 1].index : Int.max
      html.append("<section id=\"\(stepAnchor)\" aria-labelledby=\"\(stepAnchor)-h\">")
      html.append("<h3 id=\"\(stepAnchor)-h\">Step \(step.index) · \(text(Escaping.visible(step.text)))</h3>")
      html.append("<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-labelledby=\"\(stepAnchor)-h\">")
      let widths = MatrixWidths(matrix, step: step.index, scale: scale)
      html.append("<table class=\"matrix \(widths.cssClass)\">")
      html.append(
        "<thead><tr><th scope=\"col\">Locale</th>"
          + matrix.columns.map { column in
            "<th scope=\"col\"\(deviceAttribute(column.device, index: index))>\(text(Escaping.visible(column.label)))</th>"
          }.joined() + "</tr></thead>")
      html.append("<tbody>")
      for locale in matrix.locales {
        let localeAttribute = index.localeIndex(locale).map { " data-l=\"\($0)\"" } ?? ""
        html.append("<tr\(localeAttribute)><th scope=\"row\">\(localeLabel(locale))</th>")
        for (column, width) in zip(matrix.columns, widths.columns) {
          html.append(
            cell(
              matrix: matrix, locale: locale, column: column, width: width, step: step.index, next: next,
              report: report, index: index))
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

  private func deviceAttribute(_ device: String, index: HTMLPageIndex) -> String {
    index.deviceIndex(device).map { " data-d=\"\($0)\"" } ?? ""
  }

  private func cell(
    matrix: FlowMatrix, locale: String, column: FlowMatrix.Column, width: Int, step stepIndex: Int, next: Int,
    report: AuditReport,
    index: HTMLPageIndex
  ) -> String {
    // The column's name and width, for the wrapped layout (`HTMLStyles.wrapping(below:)`).
    let deviceAttribute =
      deviceAttribute(column.device, index: index)
      + " data-col=\"\(attribute(Escaping.visible(column.label)))\" style=\"--w:\(width)px\""
    guard let cell = matrix.cell(locale: locale, column: column),
      let step = cell.run.steps.first(where: { $0.index == stepIndex })
    else {
      return "<td class=\"cell empty\"\(deviceAttribute)><span class=\"muted\">not run</span></td>"
    }
    let anchor = HTMLPageIndex.barAnchor(run: cell.runIndex, step: stepIndex)
    let findings = index.findings(inCell: anchor).compactMap { position in
      position < report.findings.count ? (position, report.findings[position]) : nil
    }
    let severities = ["error", "warning", "info"].filter { severity in
      findings.contains { $0.1.severity.rawValue == severity }
    }
    let severityAttribute = severities.isEmpty ? "" : " data-sv=\"\(severities.joined(separator: " "))\""
    var html = "<td class=\"cell\" id=\"\(anchor)\"\(deviceAttribute)\(severityAttribute)>"
    for (barPosition, bar) in step.bars.enumerated() {
      html += figure(bar, labelID: "\(anchor)-\(barPosition)", run: cell.run, step: step, column: column)
    }
    let direction = step.bars.first?.rightToLeft == true ? "rtl" : "ltr"
    if let tabBar = step.tabBar { html += tabRow(tabBar, locale: cell.run.locale, direction: direction) }
    if let announcement = step.announcement {
      html += speech(
        announcement, heading: "VoiceOver", locale: cell.run.locale, direction: direction, cssClass: "speech")
    }
    for later in cell.run.steps where later.index > stepIndex && later.index < next {
      guard let focus = later.focus else { continue }
      let target =
        later.step.hasPrefix("focus:")
        ? String(later.step.dropFirst("focus:".count)).trimmingCharacters(in: " ") : later.step
      html += speech(
        focus, heading: "Focus " + target, locale: cell.run.locale, direction: direction, cssClass: "speech focus")
    }
    if !findings.isEmpty {
      html += "<ul class=\"cell-findings\" aria-label=\"Findings\">"
      for (position, finding) in findings {
        html +=
          "<li data-s=\"\(finding.severity.rawValue)\"><a href=\"#\(HTMLPageIndex.findingAnchor(position))\"><span class=\"sev sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> \(finding.rule.rawValue)</a></li>"
      }
      html += "</ul>"
    }
    return html + "</td>"
  }

  private func figure(
    _ bar: BarResult, labelID: String, run: AuditReport.Run, step: AuditReport.StepResult, column: FlowMatrix.Column
  ) -> String {
    let outcome = BarOutcome(bar)
    var html = bar.reachable == false ? "<figure class=\"bars unreachable\">" : "<figure class=\"bars\">"
    if !bar.column.isMain {
      var style = bar.presentation.map { " (\($0.rawValue))" } ?? ""
      if let x = bar.x { style += " · x \(BarDrawing.number(x)) pt, \(BarDrawing.number(bar.width)) pt wide" }
      html += "<p class=\"muted bar-name\">\(text(Escaping.visible(bar.column.description + style)))</p>"
    }
    let label = "\(run.locale), \(column.label), step \(step.index) (\(step.step)): \(BarDescription.sentence(bar))"
    let drawing = BarDrawing(scale: scale, bar: bar, ios: run.ios)
    html += drawing.svg(labelID: labelID, label: Escaping.visible(label))
    if !bar.toolbar.isEmpty {
      let toolbarLabel =
        "\(run.locale), \(column.label), step \(step.index) (\(step.step)): \(BarDescription.toolbar(bar))"
      html += drawing.toolbarSVG(labelID: "\(labelID)-toolbar", label: Escaping.visible(toolbarLabel))
    }
    var tags = ["<li class=\"tag o-\(outcome.cssClass)\">\(text(outcome.label))</li>"]
    if outcome.titleTruncated { tags.append("<li class=\"tag cut\">✂ title cut</li>") }
    if outcome.uncertain { tags.append("<li class=\"tag u\">≈ too close to call</li>") }
    if bar.reachable == false {
      let why = bar.x != nil && bar.presentation == nil ? "dimmed under the sidebars" : "by a modal"
      tags.append("<li class=\"tag hidden-vo\">hidden from VoiceOver \(why)</li>")
    }
    html += "<figcaption><ul class=\"tags\">" + tags.joined() + "</ul></figcaption>"
    return html + "</figure>"
  }

  /// The tab bar as one row of items, the selected one highlighted; dotted when
  /// `hidesBottomBarWhenPushed` hides it.
  private func tabRow(_ tabBar: TabBarResult, locale: String, direction: String) -> String {
    let items = tabBar.items.map { item in
      let name = item.label.isEmpty ? "(\(item.image ?? "unlabeled"))" : item.label
      let badge = item.badge.map { " ⁽\(text(Escaping.visible($0)))⁾" } ?? ""
      let current = (tabBar.hidden ? " hidden-vo" : "") + (item.selected ? " o-full\" aria-current=\"page" : "")
      return
        "<li class=\"tag\(current)\" title=\"\(attribute(Escaping.visible(item.spoken)))\">\(text(Escaping.visible(name)))\(badge)</li>"
    }
    let label = tabBar.hidden ? "Tab bar (hidden)" : "Tab bar"
    return "<ul class=\"tags tabbar\" aria-label=\"\(label)\" lang=\"\(attribute(locale))\" dir=\"\(direction)\">"
      + items.joined() + "</ul>"
  }

  /// A spoken text under a heading word: the words in the locale's language and direction,
  /// each part isolated with its own language.
  private func speech(
    _ speech: AuditReport.SpeechResult, heading: String, locale: String, direction: String, cssClass: String
  ) -> String {
    "<p class=\"\(cssClass)\"><span class=\"vo\" lang=\"en\">\(text(Escaping.visible(heading)))</span> <span class=\"said\" lang=\"\(attribute(locale))\" dir=\"\(direction)\">\(SpeechMarkup.html(speech))</span></p>"
  }
}

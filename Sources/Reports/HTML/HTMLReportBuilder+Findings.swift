import AuditEngine

/// The findings table, the rules explained, and the findings fixed since the baseline.
extension HTMLReportBuilder {
  /// The findings table; `revealed` maps the anchors of cells left to the script to their
  /// steps' anchors.
  func findingsSection(_ findings: [Finding], index: HTMLPageIndex, revealed: [String: String]) -> [String] {
    var html = [
      "<section id=\"findings\" class=\"listing\" style=\"--rows:\(findings.count)\" aria-labelledby=\"findings-heading\">",
      "<h2 id=\"findings-heading\">Findings</h2>",
    ]
    guard !findings.isEmpty else { return html + ["<p>No findings.</p>", "</section>"] }
    html.append("<p>\(text(FindingCounts(findings).sentence)). Each links to the bar it was found on.</p>")
    html += findingsTable(
      findings, caption: "Findings, sorted by rule, locale, device, flow and step", index: index, anchors: true,
      revealed: revealed)
    html.append("</section>")
    return html
  }

  func rulesSection(_ findings: [Finding]) -> [String] {
    let used = Set(findings.map(\.rule)).union(options.baseline?.fixed.map(\.rule) ?? [])
    let rules = RuleID.allCases.filter { used.contains($0) }.sorted { $0.rawValue < $1.rawValue }
    var html = ["<section id=\"rules\" aria-labelledby=\"rules-heading\">", "<h2 id=\"rules-heading\">Rules</h2>"]
    if rules.isEmpty { html.append("<p>No rule was triggered.</p>") }
    for rule in rules {
      html.append(
        "<article class=\"rule\" id=\"\(HTMLPageIndex.ruleAnchor(rule))\" aria-labelledby=\"\(HTMLPageIndex.ruleAnchor(rule))-h\">"
      )
      html.append(
        "<h3 id=\"\(HTMLPageIndex.ruleAnchor(rule))-h\"><code>\(rule.rawValue)</code> · <span class=\"sev sev-\(rule.severity.rawValue)\">\(rule.severity.rawValue)</span></h3>"
      )
      html.append("<p>\(text(rule.summary.prefix(1).uppercased() + rule.summary.dropFirst())).</p>")
      for (heading, body) in RuleExplanationText.sections(rule) {
        html.append("<h4>\(text(String(heading.dropLast())))</h4>")
        html.append("<p>\(inlineCode(body))</p>")
      }
      html.append("</article>")
    }
    html.append("</section>")
    return html
  }

  func fixedSection(_ baseline: BaselineComparison) -> [String] {
    var html = [
      "<section id=\"fixed\" class=\"listing\" style=\"--rows:\(baseline.fixed.count)\" aria-labelledby=\"fixed-heading\">",
      "<h2 id=\"fixed-heading\">Fixed since the baseline</h2>",
    ]
    guard !baseline.fixed.isEmpty else { return html + ["<p>None.</p>", "</section>"] }
    html += findingsTable(
      baseline.fixed, caption: "Findings of the baseline that this run no longer has", index: nil, anchors: false)
    html.append("</section>")
    return html
  }

  private func findingsTable(
    _ findings: [Finding], caption: String, index: HTMLPageIndex?, anchors: Bool, revealed: [String: String] = [:]
  ) -> [String] {
    var html = [
      "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"\(attribute(caption))\">",
      "<table class=\"findings\">",
    ]
    html.append("<caption class=\"sr-only\">\(text(caption))</caption>")
    html.append(
      "<thead><tr><th scope=\"col\">Severity</th><th scope=\"col\">Rule</th><th scope=\"col\">Locale</th><th scope=\"col\">Device</th><th scope=\"col\">Flow and step</th><th scope=\"col\">Message</th><th scope=\"col\">Source</th></tr></thead>"
    )
    html.append("<tbody>")
    for (position, finding) in findings.enumerated() {
      var attributes = anchors ? " id=\"\(HTMLPageIndex.findingAnchor(position))\"" : ""
      attributes += " data-s=\"\(finding.severity.rawValue)\""
      // Only a finding of one locale (or device) hides with its filter: one of several or
      // all locales stays, as it holds for a locale still shown.
      if let locale = finding.locale, let position = index?.localeIndex(locale) {
        attributes += " data-l=\"\(position)\""
      }
      if let device = finding.device, let position = index?.deviceIndex(device) {
        attributes += " data-d=\"\(position)\""
      }
      var whereText = "—"
      if let flow = finding.flow {
        whereText = text(Escaping.visible(flow)) + " · step \(finding.step ?? 0)"
        let more = finding.allOccurrences.count - 1
        if more > 0 { whereText += " (and \(more) more place\(more == 1 ? "" : "s"))" }
      }
      if anchors, let target = index?.target(ofFinding: position) {
        if let step = revealed[target] {
          whereText = "<a href=\"#\(step)\" data-bar=\"\(target)\">\(whereText)</a>"
        } else {
          whereText = "<a href=\"#\(target)\">\(whereText)</a>"
        }
      }
      let rule = "<a href=\"#\(HTMLPageIndex.ruleAnchor(finding.rule))\"><code>\(finding.rule.rawValue)</code></a>"
      let locale = finding.localeScope.isEmpty ? (finding.flow == nil ? "" : "all") : finding.localeScope
      let device = finding.deviceScope.isEmpty ? (finding.flow == nil ? "" : "all") : finding.deviceScope
      html.append(
        "<tr\(attributes)><td><span class=\"sev sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span></td><td>\(rule)</td><td>\(text(Escaping.visible(locale)))</td><td>\(text(Escaping.visible(device)))</td><td>\(whereText)</td><td>\(text(Escaping.visible(finding.message)))</td><td><code>\(text(Escaping.visible(SourceReference(finding.source).compilerStyle)))</code></td></tr>"
      )
    }
    html.append("</tbody>")
    html.append("</table>")
    html.append("</div>")
    return html
  }

  /// Escapes `value` and turns `backticked` spans into `<code>`.
  private func inlineCode(_ value: String) -> String {
    let pieces = value.split(separator: "`", omittingEmptySubsequences: false)
    guard pieces.count % 2 == 1 else { return text(value) }
    return pieces.enumerated().map { position, piece in
      position % 2 == 1 ? "<code>\(text(String(piece)))</code>" : text(String(piece))
    }.joined()
  }
}

import AuditEngine

/// The page around the flows: head, totals, contents, filters, legend, findings, rules.
extension HTMLReportBuilder {
  /// Hands the page to `emit` in order, a few lines at a time, each line ending in a newline.
  func emit(findings: [Finding], tool: AuditReport.Tool, _ emit: (String) -> Void) {
    func flush(_ lines: [String]) {
      var piece = ""
      for line in lines {
        piece += line
        piece += "\n"
      }
      emit(piece)
    }
    let index = HTMLPageIndex(self, findings: findings)
    var html: [String] = []
    let counts = FindingCounts(findings)
    let title = "navaudit report: \(index.flows.count) flow\(index.flows.count == 1 ? "" : "s"), \(counts.sentence)"
    html.append("<!DOCTYPE html>")
    html.append("<html lang=\"en\">")
    html.append("<head>")
    html.append("<meta charset=\"utf-8\">")
    html.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
    html.append("<meta name=\"generator\" content=\"\(text(tool.name)) \(text(tool.version))\">")
    html.append("<title>\(text(title))</title>")
    let targets = Set(findings.indices.compactMap(index.target(ofFinding:)))
    let layouts = index.flows.map { flow in
      flow.screenSteps.map { stepLayout(flow, step: $0.index, findings: findings, index: index, targets: targets) }
    }
    // Findings whose cell is a repeat link to its step, which the script opens.
    var revealed: [String: String] = [:]
    for (position, flowLayouts) in layouts.enumerated() {
      for layout in flowLayouts {
        for anchor in layout.hiddenTargets {
          revealed[anchor] = "\(HTMLPageIndex.flowAnchor(position + 1))-step-\(layout.index)"
        }
      }
    }
    let wrapPoints = layouts.joined().filter { !$0.collapsed }.map(\.widths.wrapBelow)
    html.append(
      "<style>\n\(HTMLStyles.base)\n\(HTMLStyles.wrapping(below: wrapPoints))\n\(HTMLStyles.filters(locales: index.locales.count, devices: index.devices.count))\n</style>"
    )
    html.append("</head>")
    html.append("<body>")
    html.append("<a class=\"skip\" href=\"#findings\">Skip to the findings</a>")
    flush(html)
    html = []
    // The shared pieces of every drawing, each drawn where a `<use>` places it.
    var store =
      "<svg class=\"store\" width=\"0\" height=\"0\" style=\"position:absolute;width:0;height:0\" aria-hidden=\"true\" focusable=\"false\"><defs><pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#f6e1ee\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#a4447f\" stroke-width=\"2\"/></pattern>\n"
    for (number, piece) in self.store.pieces.enumerated() {
      store += HTMLDrawingStore.definition(piece, id: HTMLDrawingStore.pieceID(number)) + "\n"
      if store.utf8.count > 1 << 16 {
        emit(store)
        store = ""
      }
    }
    emit(store + "</defs></svg>\n")
    html += header(findings, index: index)
    html += contents(index)
    html += filters(index)
    html += legend()
    html.append("<main id=\"main\">")
    flush(html)
    html = []
    for (position, flow) in index.flows.enumerated() {
      flush(
        flowSection(flow, position: position + 1, layouts: layouts[position], findings: findings, index: index))
    }
    html += findingsSection(findings, index: index, revealed: revealed)
    html += rulesSection(findings)
    if let baseline = options.baseline {
      html += fixedSection(baseline)
    }
    html.append("</main>")
    html.append(
      "<footer><p>Written by \(text(tool.name)) \(text(tool.version)). Widths are predicted from font metrics; the drawings stretch the browser's font to them.</p></footer>"
    )
    flush(html)
    html = []
    // The geometry records the script applies to the cells it adds; inert text.
    var records = "<script type=\"text/plain\" id=\"geometry\" data-scale=\"\(scale)\">\n"
    for geometry in self.store.geometries {
      records += geometry.map(\.record).joined(separator: ";") + "\n"
      if records.utf8.count > 1 << 16 {
        emit(records)
        records = ""
      }
    }
    emit(records + "</script>\n")
    html.append("<script>\(HTMLScript.source)</script>")
    html.append("</body>")
    html.append("</html>")
    flush(html)
  }

  private func header(_ findings: [Finding], index: HTMLPageIndex) -> [String] {
    var html = ["<header>", "<h1>navaudit report</h1>"]
    let outcomes = displayCounts
    let bars = barCount
    html.append("<ul class=\"totals\" aria-label=\"Totals\">")
    html.append("<li><strong>\(index.flows.count)</strong> flows</li>")
    html.append("<li><strong>\(index.locales.count)</strong> locales</li>")
    html.append("<li><strong>\(index.devices.count)</strong> devices</li>")
    html.append("<li><strong data-count=\"bars\">\(bars)</strong> bars drawn</li>")
    for display in BackDisplay.allCases where outcomes[display] != nil {
      html.append(
        "<li><strong data-count=\"\(display.rawValue)\">\(outcomes[display] ?? 0)</strong> \(text(display.label))</li>")
    }
    html.append("<li><a href=\"#findings\">\(text(FindingCounts(findings).sentence))</a></li>")
    html.append("</ul>")
    if let baseline = options.baseline {
      html.append(
        "<p>Compared with the baseline: <strong>\(baseline.new.count) new</strong>, <a href=\"#fixed\">\(baseline.fixed.count) fixed</a>, \(baseline.unchangedCount) unchanged. Only the new findings are shown.</p>"
      )
    }
    html.append("</header>")
    return html
  }

  private func contents(_ index: HTMLPageIndex) -> [String] {
    var html = ["<nav aria-labelledby=\"contents-heading\">", "<h2 id=\"contents-heading\">Flows</h2>", "<ol>"]
    for (position, matrix) in index.flows.enumerated() {
      html.append(
        "<li><a href=\"#\(HTMLPageIndex.flowAnchor(position + 1))\">\(text(Escaping.visible(strings[matrix.flow])))</a> <span class=\"muted\">\(text(Escaping.visible(strings[matrix.scenario])))</span></li>"
      )
    }
    html.append("<li><a href=\"#findings\">Findings</a></li>")
    html.append("<li><a href=\"#rules\">Rules</a></li>")
    html.append("</ol>")
    html.append("</nav>")
    return html
  }

  private func filters(_ index: HTMLPageIndex) -> [String] {
    var html = [
      "<section class=\"panel filters-panel\" aria-labelledby=\"filters-heading\">",
      "<h2 id=\"filters-heading\">Filters</h2>",
    ]
    html.append("<p class=\"muted\">Clear a box to hide that locale, device or severity everywhere on the page.</p>")
    html.append("<div class=\"filters\">")
    html.append("<fieldset><legend>Locales</legend>")
    for (position, locale) in index.locales.enumerated() {
      html.append(
        "<label><input type=\"checkbox\" id=\"fl-\(position)\" checked> \(localeLabel(locale))</label>")
    }
    html.append("</fieldset>")
    html.append("<fieldset><legend>Devices</legend>")
    for (position, device) in index.devices.enumerated() {
      html.append(
        "<label><input type=\"checkbox\" id=\"fd-\(position)\" checked> \(text(Escaping.visible(device)))</label>")
    }
    html.append("</fieldset>")
    html.append("<fieldset><legend>Severities</legend>")
    for severity in ["error", "warning", "info"] {
      html.append("<label><input type=\"checkbox\" id=\"fs-\(severity)\" checked> \(severity)</label>")
    }
    html.append("<label><input type=\"checkbox\" id=\"fo\"> only bars with findings</label>")
    html.append("</fieldset>")
    html.append("</div>")
    html.append("</section>")
    return html
  }

  private func legend() -> [String] {
    var html = [
      "<section class=\"panel\" aria-labelledby=\"legend-heading\">", "<h2 id=\"legend-heading\">Legend</h2>",
      "<ul class=\"legend\">",
    ]
    let entries: [(swatch: String, tag: String, label: String, meaning: String)] = [
      ("o-full", "o-full", "full title", "the previous screen's title is drawn in full"),
      ("o-generic", "o-generic", "“Back”", "the generic title, in the locale's word"),
      ("o-minimal", "o-minimal", "chevron only", "no room for any text"),
      ("o-custom", "o-custom", "custom", "a custom back button item, never replaced"),
      ("cut", "cut", "✂ title cut", "the screen title is cut off (hatched)"),
      ("o-full u", "u", "≈ too close to call", "the decision could flip (dashed outline)"),
    ]
    for entry in entries {
      let swatch =
        "<svg width=\"28\" height=\"18\" viewBox=\"0 0 28 18\" aria-hidden=\"true\" focusable=\"false\"><rect class=\"sw \(entry.swatch)\" x=\"1.5\" y=\"1.5\" width=\"25\" height=\"15\" rx=\"4\"/></svg>"
      html.append(
        "<li>\(swatch)<span class=\"tag \(entry.tag)\">\(text(entry.label))</span> \(text(entry.meaning))</li>")
    }
    html.append("</ul>")
    html.append(
      "<p class=\"muted\">Bars are drawn at their measured widths (\(BarDrawing.number(scale * 100)) % of points, scaled down to fit a narrow window), mirrored for right-to-left locales. A toolbar is drawn under its bar, past a dashed stretch of screen. Under each bar: what VoiceOver announces after the step, each part in its own language; hover over an item to see its VoiceOver label.</p>"
    )
    html.append("</section>")
    return html
  }
}

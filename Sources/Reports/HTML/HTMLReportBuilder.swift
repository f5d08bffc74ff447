public import AuditEngine
import Navigation
import Traits
import UnicodeSupport

/// The HTML report built a run at a time: ``add(_:)`` each run as the audit evaluates it,
/// then ``write(findings:tool:to:)`` the page.
///
/// A run is kept only as compact records: its names as numbers, and per step the cell it
/// shows as a shared *face* (the cell's markup with the drawings' sizes and positions left
/// out, interned) plus a shared geometry (``HTMLDrawingStore``). Faces repeat across devices
/// and orientations and pieces of drawings across everything, so the builder's memory grows
/// with what differs, not with the size of the matrix. The page is the same bytes whatever
/// the number of threads, as long as runs are added in report order.
public struct HTMLReportBuilder: Sendable {
  /// The `--fail-on` threshold and the baseline.
  public var options: ReportOptions
  /// CSS pixels per point for the drawings.
  public var scale = 0.6

  var store = HTMLDrawingStore()
  /// Interned strings: names, step texts and focus paragraphs.
  var strings = Interner<String>()
  /// Interned cell faces: markup segments with a geometry slot between each two.
  var faces = Interner<[String]>()
  /// Interned problems (what ties a step's finding to the report's merged finding).
  var problems = Interner<Problem>()
  var runs: [RunRecord] = []
  /// Bars drawn on screen-changing steps, and how many per back-button display.
  var barCount = 0
  var displayCounts: [BackDisplay: Int] = [:]

  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  /// A step's finding as merged findings are matched: rule, scenario, message and source.
  struct Problem: Hashable, Sendable {
    var rule: RuleID
    var scenario, message, source: String
  }

  /// One run: names as string numbers, and its steps.
  struct RunRecord: Sendable {
    var scenario, flow, locale, device: Int
    var orientation: Orientation
    var ios: Int
    var steps: [StepRecord]
  }

  /// What one step shows and raised.
  struct StepRecord: Sendable {
    var index: Int
    var text: Int
    var source: Int
    var announced: Bool
    /// The cell's face (``faces``) and geometry (``HTMLDrawingStore/geometries``).
    var face: Int
    var geometry: Int
    /// The VoiceOver paragraph (a string number), when the step changes the screen.
    var speech: Int?
    /// The `Focus …` paragraph of a focus step (a string number), shown in the cell before it.
    var focus: Int?
    /// The widest bar, in points.
    var widest: Double
    /// The step's findings, as problem numbers.
    var findings: [Int]
  }

  /// Adds one run: draws its steps into shared pieces and keeps only their numbers.
  public mutating func add(_ run: AuditReport.Run) {
    var record = RunRecord(
      scenario: strings.number(run.scenario), flow: strings.number(run.flow), locale: strings.number(run.locale),
      device: strings.number(run.device), orientation: run.orientation, ios: run.ios, steps: [])
    let direction = run.steps.lazy.compactMap { $0.bars.first }.first?.rightToLeft == true ? "rtl" : "ltr"
    for step in run.steps {
      if step.announcement != nil {
        for bar in step.bars {
          barCount += 1
          displayCounts[BarOutcome(bar).display, default: 0] += 1
        }
      }
      let (face, geometry) = cellFace(step, run: run)
      let stepDirection = step.bars.first.map { $0.rightToLeft ? "rtl" : "ltr" } ?? direction
      let announcement = step.announcement.map { announcement in
        strings.number(
          speech(
            announcement, heading: "VoiceOver", locale: run.locale,
            direction: step.bars.first?.rightToLeft == true ? "rtl" : "ltr", cssClass: "speech"))
      }
      let focus = step.focus.map { focus in
        let target =
          step.step.hasPrefix("focus:")
          ? String(step.step.dropFirst("focus:".count)).trimmingCharacters(in: " ") : step.step
        return strings.number(
          speech(
            focus, heading: "Focus " + target, locale: run.locale, direction: stepDirection, cssClass: "speech focus"))
      }
      record.steps.append(
        StepRecord(
          index: step.index, text: strings.number(step.step), source: strings.number(step.source),
          announced: step.announcement != nil, face: faces.number(face), geometry: store.geometry(geometry),
          speech: announcement, focus: focus, widest: step.bars.map(\.width).max() ?? 0,
          findings: step.findings.map { finding in
            problems.number(
              Problem(rule: finding.rule, scenario: finding.scenario, message: finding.message, source: finding.source))
          }))
    }
    runs.append(record)
  }

  /// The page: every run added so far, `findings` in its table (the report's merged
  /// findings, already filtered by the baseline when there is one), `tool` (this navaudit
  /// when `nil`) in its head and footer.
  public func write(
    findings: [Finding], tool: AuditReport.Tool? = nil, to sink: inout OutputSink
  ) throws(OutputError) {
    var failure: OutputError?
    emit(findings: findings, tool: tool ?? Self.thisTool) { piece in
      guard failure == nil else { return }
      do throws(OutputError) { try sink.write(piece) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// The page as one string (``write(findings:tool:to:)``'s bytes).
  public func render(findings: [Finding], tool: AuditReport.Tool? = nil) -> String {
    var pieces: [String] = []
    emit(findings: findings, tool: tool ?? Self.thisTool) { pieces.append($0) }
    return pieces.joined()
  }

  private static let thisTool = AuditReport(runs: [], findings: []).tool

  /// A step's cell without its sizes and positions: its drawings (each `<svg>` with two
  /// geometry slots) and tab bar; and the geometry that fills the slots.
  private mutating func cellFace(
    _ step: AuditReport.StepResult, run: AuditReport.Run
  ) -> (face: [String], geometry: [HTMLDrawingStore.Geometry]) {
    var segments: [String] = []
    var geometry: [HTMLDrawingStore.Geometry] = []
    var current = ""
    for bar in step.bars {
      let drawing = BarDrawing(scale: scale, bar: bar, ios: run.ios)
      let outcome = BarOutcome(bar)
      current += bar.reachable == false ? "<figure class=\"bars unreachable\">" : "<figure class=\"bars\">"
      if !bar.column.isMain {
        // The column's place and width are the drawing's, not named, so that its cell
        // reads the same on every device.
        let style = bar.presentation.map { " (\($0.rawValue))" } ?? ""
        current += "<p class=\"muted bar-name\">\(text(Escaping.visible(bar.column.description + style)))</p>"
      }
      let direction = bar.rightToLeft ? " direction=\"rtl\"" : ""
      var drawings = [
        (
          "<svg class=\"bar\" data-display=\"\(outcome.display.rawValue)\"", BarDescription.sentence(bar),
          drawing.pieces(), bar.height
        )
      ]
      if !bar.toolbar.isEmpty {
        drawings.append(
          ("<svg class=\"bar toolbar\"", BarDescription.toolbar(bar), drawing.toolbarPieces(), drawing.toolbarHeight))
      }
      for (open, label, pieces, height) in drawings {
        current += open
        segments.append(current)
        current = "\(direction) role=\"img\"><title>\(text(Escaping.visible(label)))</title>"
        segments.append(current)
        current = "</svg>"
        geometry.append(store.geometry(of: pieces, width: bar.width, height: height, scale: scale))
      }
      var tags = ["<li class=\"tag o-\(outcome.cssClass)\">\(text(outcome.label))</li>"]
      if outcome.titleTruncated { tags.append("<li class=\"tag cut\">✂ title cut</li>") }
      if outcome.uncertain { tags.append("<li class=\"tag u\">≈ too close to call</li>") }
      if bar.reachable == false {
        let why = bar.x != nil && bar.presentation == nil ? "dimmed under the sidebars" : "by a modal"
        tags.append("<li class=\"tag hidden-vo\">hidden from VoiceOver \(why)</li>")
      }
      current += "<figcaption><ul class=\"tags\">" + tags.joined() + "</ul></figcaption></figure>"
    }
    let direction = step.bars.first?.rightToLeft == true ? "rtl" : "ltr"
    if let tabBar = step.tabBar { current += tabRow(tabBar, locale: run.locale, direction: direction) }
    segments.append(current)
    return (segments, geometry)
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

  func text(_ value: String) -> String {
    Escaping.markup(value)
  }

  func attribute(_ value: String) -> String {
    Escaping.markup(value, attribute: true)
  }

  /// A locale as labelled in the page: its tag, and for a pseudo locale its style, so that
  /// `en-XA` reads as generated text rather than a translation.
  func localeLabel(_ locale: String) -> String {
    let tag = text(Escaping.visible(locale))
    guard let pseudo = PseudoLocale(tag: locale) else { return tag }
    return "\(tag) <small class=\"muted\">(\(text(pseudo.label)))</small>"
  }
}

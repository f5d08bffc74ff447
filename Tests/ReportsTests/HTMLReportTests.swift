import AuditEngine
import Foundation
import Reports
import TestSupport
import Testing

/// The HTML report's structure, read from the page as written and as Chromium parses it.
@Suite("HTML report", .serialized)
struct HTMLReportTests {
  static func html(_ report: AuditReport, options: ReportOptions = ReportOptions(failOn: .warning)) throws -> String {
    try HTMLReportRenderer(options: options).render(report)
  }

  /// The back-button display of every bar that a screen-changing step shows, by cell anchor.
  static func expectedBars(_ report: AuditReport) -> [String: [String]] {
    var bars: [String: [String]] = [:]
    for (runIndex, run) in report.runs.enumerated() {
      for step in run.steps where step.announcement != nil {
        bars["bar-\(runIndex)-\(step.index)"] = step.bars.map(\.back.display.rawValue)
      }
    }
    return bars
  }

  /// The same, read from a page: each `<td class="cell…" id=…>` (written, or added by the
  /// page's script as `cell rep`) and the `data-display` of its drawings.
  static func drawnBars(_ page: String) -> [String: [String]] {
    var bars: [String: [String]] = [:]
    for chunk in page.components(separatedBy: "<td class=\"cell").dropFirst() {
      let tag = chunk.prefix { $0 != ">" }
      guard let start = tag.range(of: " id=\"") else { continue }
      let anchor = String(tag[start.upperBound...].prefix { $0 != "\"" })
      let cell = chunk.components(separatedBy: "</td>").first ?? ""
      bars[anchor] = cell.components(separatedBy: "data-display=\"").dropFirst().compactMap {
        $0.split(separator: "\"").first.map(String.init)
      }
    }
    return bars
  }

  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// The markup of shared drawing piece `id` (`p…`) in a page: a group's whole markup when
  /// the piece is one group (its id on it), else what the wrapper holds.
  static func piece(_ id: String, in page: String) throws -> String {
    let rest = try #require(page.components(separatedBy: "\n<g id=\"\(id)\"").dropFirst().first)
    let line = rest.prefix { $0 != "\n" }
    if line.hasPrefix(">") { return String(line.dropFirst().dropLast("</g>".count)) }
    return "<g" + line
  }

  /// The `<use>` elements of a drawing: piece id and x.
  static func uses(_ svg: String) -> [(id: String, x: String)] {
    svg.components(separatedBy: "<use href=\"#").dropFirst().map { use in
      let id = String(use.prefix { $0 != "\"" })
      let x = use.components(separatedBy: " x=\"").dropFirst().first.map { String($0.prefix { $0 != "\"" }) }
      return (id, use.prefix { $0 != ">" }.contains(" x=\"") ? x ?? "0" : "0")
    }
  }

  /// Every spoken part the page must show: announcements and the focus steps after them.
  static func spokenLanguages(_ report: AuditReport) -> [String: Int] {
    var languages: [String: Int] = [:]
    for run in report.runs {
      for step in run.steps {
        for part in (step.announcement?.parts ?? []) + (step.focus?.parts ?? []) where !part.text.isEmpty {
          languages[part.language, default: 0] += 1
        }
      }
    }
    return languages
  }

  static func renderedLanguages(_ page: String) -> [String: Int] {
    var languages: [String: Int] = [:]
    for chunk in page.components(separatedBy: "<span lang=\"").dropFirst() {
      guard chunk.contains("data-role=\""), let language = chunk.split(separator: "\"").first else { continue }
      let tag = chunk.prefix { $0 != ">" }
      if tag.contains("data-role=") { languages[String(language), default: 0] += 1 }
    }
    return languages
  }

  /// Streamed to a file a section at a time, the page is the rendered one byte for byte.
  @Test func theStreamedPageIsTheRenderedOne() throws {
    let report = try ReportFixture.report()
    let options = ReportOptions(failOn: .warning)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("navaudit-html-\(UUID()).html").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try AtomicWriter.writeAll([(path, HTMLReportRenderer(options: options).streamed(report))], standardOutput: nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.html(report, options: options))
  }

  @Test func everyDecisionIsDrawnOnceAndFindingsLinkToTheirBars() throws {
    let report = try ReportFixture.report()
    let page = try Self.html(report)
    // The iPad's start screen reads as the iPhone's: it is left to the "Show all" control.
    var expected = Self.expectedBars(report)
    expected["bar-3-0"] = nil
    #expect(Self.drawnBars(page) == expected)
    #expect(page.contains("<summary>Show all 6 cells (1 repeat a cell to their left)</summary>"))
    #expect(
      Self.count("<svg class=\"bar\" data-display", in: page) == expected.values.map(\.count).reduce(0, +))
    #expect(Self.count("<h1>", in: page) == 1)
    #expect(
      Self.count("role=\"img\"><title>", in: page)
        == Self.count("<svg class=\"bar\" data-display", in: page) + Self.count("<svg class=\"bar toolbar\"", in: page),
      "bars and toolbars are images named by their title")
    var spoken = Self.spokenLanguages(report)
    spoken["en"] = (spoken["en"] ?? 0) - 1
    #expect(Self.renderedLanguages(page) == spoken, "the English start screen is said once for its row")
    #expect(page.contains("<a href=\"#bar-1-1\">Drill | in · step 1</a>"))
    #expect(page.contains("href=\"#finding-3\""), "the Arabic cell links to its finding")
    #expect(page.contains("<span class=\"said\" lang=\"ar\" dir=\"rtl\">"))
    #expect(page.contains("direction=\"rtl\""))
    #expect(!page.contains("http://") && !page.contains("https://"), "self-contained")
    #expect(Self.count("<script", in: page) == 2, "the geometry records and the one script")
  }

  @Test func findingsGoToTheRunThatRaisedThemEvenAcrossIOSDesigns() throws {
    let report = try ReportFixture.twoDesigns()
    let page = try Self.html(report)
    let position = try #require(report.findings.firstIndex { $0.message == "title 'General' is cut" })
    // The iOS 18 cell is written with its link; the iOS 26 one reads the same and is left to
    // the control, which carries the finding's position for its link.
    let first = try Self.cell("bar-2-1", in: page)
    #expect(Self.count("title-truncated</a>", in: first) == 1)
    #expect(first.contains("href=\"#finding-\(position + 1)\""))
    #expect(!page.contains("id=\"bar-3-1\""))
    let step = try #require(page.components(separatedBy: "data-s=\"1\"").dropFirst().first)
    let tokens = step.components(separatedBy: "data-h=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
    #expect(tokens.hasSuffix(".\(String(position, radix: 36))"), "\(tokens)")
    #expect(page.contains("iPhone SE (3rd generation) · iOS 26"))
    if Self.chromium != nil {
      let (dom, _) = try Self.load(page, expandAll: true)
      let second = try Self.cell("bar-3-1", in: dom)
      #expect(Self.count("title-truncated</a>", in: second) == 1)
      #expect(second.contains("href=\"#finding-\(position + 1)\""))
    }
  }

  /// The markup of the cell with id `anchor`.
  static func cell(_ anchor: String, in page: String) throws -> String {
    try #require(
      page.components(separatedBy: "id=\"\(anchor)\"").dropFirst().first?.components(separatedBy: "</td>").first)
  }

  /// The toolbar `<svg>` of a cell.
  static func toolbar(_ cell: String) throws -> String {
    try #require(
      cell.components(separatedBy: "<svg class=\"bar toolbar\"").dropFirst().first?.components(separatedBy: "</svg>")
        .first)
  }

  @Test func toolbarsAreDrawnUnderTheirBarsWithEachItemAndItsVoiceOverLabel() throws {
    let report = try ReportFixture.report()
    let page = try Self.html(report)
    let shown = report.runs.flatMap { $0.steps.filter { $0.announcement != nil }.flatMap(\.bars) }
    #expect(Self.count("<svg class=\"bar toolbar\"", in: page) == shown.filter { !$0.toolbar.isEmpty }.count)

    // English: at the frames, under the bar, labelled as a whole and item by item; each item
    // is a shared piece drawn from its own left edge and placed at its frame.
    let english = try Self.cell("bar-2-1", in: page)
    #expect(
      english.contains(
        "<svg class=\"bar toolbar\" width=\"225\" height=\"34.8\" viewBox=\"0 0 375 58\" role=\"img\"><title>toolbar: image line.3.horizontal.decrease.circle “Filter”, “Select”, image “Compose”.</title>"
      ))
    let items = Self.uses(try Self.toolbar(english))
    #expect(items.map(\.x) == ["0", "8", "160.5", "323"], "the dashed gap and background, then the items")
    #expect(try Self.piece(items[0].id, in: page).contains("<path class=\"screen\" d=\"M0.5 0V14M374.5 0V14\"/>"))
    #expect(
      try Self.piece(items[1].id, in: page).hasPrefix(
        "<g class=\"item tool\"><title>SF Symbol line.3.horizontal.decrease.circle · VoiceOver: “Filter”</title><rect class=\"img\" x=\"11\" y=\"25\""
      ), "x 8 + 11 = 19")
    #expect(
      try Self.piece(items[2].id, in: page).contains(
        "<title>“Select” · VoiceOver: “Select”</title><text x=\"27\" y=\"36\" textLength=\"38\""),
      "x 160.5 + 27 = 187.5")
    #expect(try Self.piece(items[3].id, in: page).contains("<title>image · VoiceOver: “Compose”</title>"))
    let bar = try #require(english.range(of: "<svg class=\"bar\""))
    let toolbar = try #require(english.range(of: "<svg class=\"bar toolbar\""))
    #expect(bar.upperBound < toolbar.lowerBound, "the toolbar comes after its bar")

    // Arabic: the mirrored frame, under a bar with a prompt (the toolbar stays 44 pt tall).
    let arabic = try Self.cell("bar-0-1", in: page)
    #expect(
      arabic.contains(
        "<svg class=\"bar toolbar\" width=\"225\" height=\"34.8\" viewBox=\"0 0 375 58\" direction=\"rtl\""))
    let arabicItems = Self.uses(try Self.toolbar(arabic))
    #expect(arabicItems.map(\.x) == ["0", "323"])
    #expect(
      try Self.piece(arabicItems[1].id, in: page).contains("VoiceOver: “تصفية”</title><rect class=\"img\" x=\"11\""))

    // German: a report without toolbar frames spreads the items; hostile text stays text.
    let german = try Self.cell("bar-1-1", in: page)
    let germanItems = Self.uses(try Self.toolbar(german))
    #expect(germanItems.count == 3)
    let first = try Self.piece(germanItems[1].id, in: page)
    #expect(first.contains("&lt;b&gt;Alle&lt;/b&gt; &amp; &quot;x&quot;"))
    #expect(!page.contains("<b>Alle"))
  }

  @Test func mailSampleDrawsEveryToolbarItemInsideItsToolbar() async throws {
    let configuration = AuditConfiguration(
      paths: ["Samples/Mail"], workingDirectory: RepositoryPaths.root.path, locales: .only(["en", "ar"]),
      devices: .only(["iPhone SE (3rd generation)", "iPad Pro 11-inch"]))
    let report = try await Auditor(configuration: configuration).run()
    let bars = report.runs.flatMap { $0.steps.filter { $0.announcement != nil }.flatMap(\.bars) }
    let toolbars = bars.filter { !$0.toolbar.isEmpty }
    #expect(toolbars.count > 10, "Mail shows its toolbar on most screens")
    for bar in toolbars {
      let frames = bar.toolbar.compactMap(\.frame)
      #expect(frames.count == bar.toolbar.count, "every toolbar item has a frame")
      let ordered = frames.sorted { $0.x < $1.x }
      #expect(ordered.first.map { $0.x >= 0 } ?? false)
      #expect(ordered.last.map { $0.x + $0.width <= bar.width } ?? false)
      #expect(zip(ordered, ordered.dropFirst()).allSatisfy { $0.x + $0.width <= $1.x }, "items do not overlap")
      if let first = frames.first, let last = frames.last, frames.count > 1 {
        #expect((first.x < last.x) == !bar.rightToLeft, "mirrored right to left")
      }
    }
    // Every written cell draws its toolbars: the gap and background, then one piece per item.
    let page = try Self.html(report)
    var written = 0
    for (runIndex, run) in report.runs.enumerated() {
      for step in run.steps where step.announcement != nil {
        guard
          let cell = page.components(separatedBy: "id=\"bar-\(runIndex)-\(step.index)\"").dropFirst().first?
            .components(separatedBy: "</td>").first
        else { continue }
        written += 1
        let drawn = cell.components(separatedBy: "<svg class=\"bar toolbar\"").dropFirst().map {
          Self.uses($0.components(separatedBy: "</svg>").first ?? "").count
        }
        #expect(drawn == step.bars.filter { !$0.toolbar.isEmpty }.map { $0.toolbar.count + 1 })
      }
    }
    #expect(written > 10)
  }

  @Test func hostileTranslationIsEscapedAndIsolated() throws {
    let page = try Self.html(try ReportFixture.report())
    #expect(
      page.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Tür&#39; | &#x202E;gnirts&#x202C;"))
    #expect(page.contains("⟨U+202E⟩"), "overrides in messages are shown, not applied")
  }

  // MARK: Headless Chromium

  static let chromium = ExternalTool.chromium

  /// The DOM after Chromium parsed `html`, and a screenshot of it; with `expandAll`, after
  /// opening every "Show all" control, so that the page's script added every repeated cell.
  static func load(_ html: String, screenshot: Bool = false, expandAll: Bool = false) throws -> (
    dom: String, png: Data?
  ) {
    let chromium = try #require(Self.chromium)
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("report.html")
    let opener = "<script>for (const d of document.querySelectorAll(\"details.more\")) d.open = true</script></body>"
    try (expandAll ? html.replacingOccurrences(of: "</body>", with: opener) : html).write(
      to: page, atomically: true, encoding: .utf8)
    var arguments = ExternalTool.chromiumArguments(profile: folder.appendingPathComponent("profile"))
    if expandAll { arguments.append("--virtual-time-budget=10000") }
    let dump = try ExternalTool.run(chromium, arguments + ["--dump-dom", page.absoluteString])
    #expect(dump.status == 0 && !dump.timedOut, "chromium failed: \(dump.stderr.suffix(2000))")
    var png: Data?
    if screenshot {
      let file = folder.appendingPathComponent("shot.png")
      let shot = try ExternalTool.run(
        chromium, arguments + ["--window-size=1280,900", "--screenshot=\(file.path)", page.absoluteString])
      #expect(shot.status == 0, "chromium failed: \(shot.stderr.suffix(2000))")
      png = try? Data(contentsOf: file)
    }
    return (dump.text, png)
  }

  @Test(.enabled(if: chromium != nil, "needs chromium (.ci/run installs it)"))
  func chromiumParsesTheHostileFixtureWithoutRunningAnything() throws {
    let report = try ReportFixture.report()
    let (dom, png) = try Self.load(try Self.html(report), screenshot: true)
    #expect(Self.count("<script", in: dom) == 2, "no script element was created from a translation")
    #expect(dom.contains("&lt;script&gt;alert(\"x\")&lt;/script&gt;"))
    // Opened, the control adds the iPad's start screen, drawn as the report says.
    let (expanded, _) = try Self.load(try Self.html(report), expandAll: true)
    #expect(Self.drawnBars(expanded) == Self.expectedBars(report))
    let repeated = try Self.cell("bar-3-0", in: expanded)
    #expect(repeated.contains("data-col=\"iPad Pro 11-inch\"") && repeated.contains("viewBox=\"0 0 834 44\""))
    #expect(repeated.contains("width=\"500.4\" height=\"26.4\""), "scaled and rounded as the written cells are")
    #expect(Self.count("<script", in: expanded) == 3, "the test's opener, and still no script from a translation")
    var spoken = Self.spokenLanguages(report)
    spoken["en"] = (spoken["en"] ?? 0) - 1
    #expect(Self.renderedLanguages(expanded) == spoken, "the English start screen is said once for its row")
    let image = try #require(png)
    #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG screenshot")
    #expect(image.count > 10_000)
  }

  @Test(.enabled(if: chromium != nil, "needs chromium (.ci/run installs it)"))
  func samplesReportInChromiumMatchesTheJSONDecisions() async throws {
    let configuration = AuditConfiguration(paths: ["Samples"], workingDirectory: RepositoryPaths.root.path)
    let report = try await Auditor(configuration: configuration).run()
    let page = try Self.html(report)
    let (dom, _) = try Self.load(page, expandAll: true)
    let expected = Self.expectedBars(report)
    let drawn = Self.drawnBars(dom)
    #expect(drawn.count == expected.count, "opened, the controls add every repeated cell")
    #expect(drawn == expected, "every drawn bar has the JSON's back-button display")
    #expect(Self.drawnBars(page).count < expected.count / 2, "most cells repeat one to their left")
    let flows = Set(report.runs.map { $0.scenario + "/" + $0.flow }).count
    #expect(Self.count("<h1>", in: dom) == 1)
    #expect(Self.count("<section class=\"flow\"", in: dom) == flows)
    #expect(Self.count("<h2 id=\"flow-", in: dom) == flows)
    // A row whose cells say the same says it once; every language spoken is shown.
    let rendered = Self.renderedLanguages(dom)
    let spoken = Self.spokenLanguages(report)
    #expect(Set(rendered.keys) == Set(spoken.keys))
    #expect(rendered.allSatisfy { $0.value <= spoken[$0.key] ?? 0 })
    #expect(Self.count("<tr id=\"finding-", in: dom) == report.findings.count)
    for display in ["full", "generic", "minimal"] {
      let inJSON = expected.values.flatMap { $0 }.filter { $0 == display }.count
      #expect(dom.contains("<strong data-count=\"\(display)\">\(inJSON)</strong>"))
    }
  }
}

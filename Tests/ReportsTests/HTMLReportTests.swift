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

  /// The same, read from a page: each `<td class="cell" id=…>` and the `data-display` of its drawings.
  static func drawnBars(_ page: String) -> [String: [String]] {
    var bars: [String: [String]] = [:]
    for chunk in page.components(separatedBy: "<td class=\"cell\" id=\"").dropFirst() {
      guard let quote = chunk.firstIndex(of: "\"") else { continue }
      let anchor = String(chunk[..<quote])
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
    #expect(Self.drawnBars(page) == Self.expectedBars(report))
    #expect(Self.count("<svg class=\"bar\"", in: page) == Self.expectedBars(report).values.map(\.count).reduce(0, +))
    #expect(Self.count("<h1>", in: page) == 1)
    #expect(
      Self.count("role=\"img\" aria-labelledby=", in: page) == Self.count("<svg class=\"bar", in: page),
      "bars and toolbars")
    #expect(Self.renderedLanguages(page) == Self.spokenLanguages(report))
    #expect(page.contains("<a href=\"#bar-1-1\">Drill | in · step 1</a>"))
    #expect(page.contains("href=\"#finding-3\""), "the Arabic cell links to its finding")
    #expect(page.contains("<span class=\"said\" lang=\"ar\" dir=\"rtl\">"))
    #expect(page.contains("direction=\"rtl\""))
    #expect(
      !page.contains("http://") && !page.contains("https://") && !page.contains("<script"), "self-contained, no script")
  }

  @Test func findingsGoToTheRunThatRaisedThemEvenAcrossIOSDesigns() throws {
    let report = try ReportFixture.twoDesigns()
    let page = try Self.html(report)
    let cells = Self.drawnBars(page)
    #expect(cells.count == Self.expectedBars(report).count)
    let first = try #require(
      page.components(separatedBy: "id=\"bar-2-1\"").last?.components(separatedBy: "</td>").first)
    let second = try #require(
      page.components(separatedBy: "id=\"bar-3-1\"").last?.components(separatedBy: "</td>").first)
    #expect(Self.count("title-truncated</a>", in: first) == 1)
    #expect(Self.count("title-truncated</a>", in: second) == 1)
    #expect(page.contains("iPhone SE (3rd generation) · iOS 26"))
  }

  /// The markup of the cell with id `anchor`.
  static func cell(_ anchor: String, in page: String) throws -> String {
    try #require(
      page.components(separatedBy: "id=\"\(anchor)\"").dropFirst().first?.components(separatedBy: "</td>").first)
  }

  @Test func toolbarsAreDrawnUnderTheirBarsWithEachItemAndItsVoiceOverLabel() throws {
    let report = try ReportFixture.report()
    let page = try Self.html(report)
    let shown = report.runs.flatMap { $0.steps.filter { $0.announcement != nil }.flatMap(\.bars) }
    #expect(Self.count("<svg class=\"bar toolbar\"", in: page) == shown.filter { !$0.toolbar.isEmpty }.count)
    #expect(Self.count("<g class=\"item tool\">", in: page) == shown.map(\.toolbar.count).reduce(0, +))

    // English: at the frames, under the bar, labelled as a whole and item by item.
    let english = try Self.cell("bar-2-1", in: page)
    #expect(
      english.contains(
        "aria-labelledby=\"bar-2-1-0-toolbar\"><title id=\"bar-2-1-0-toolbar\">en, iPhone SE (3rd generation), step 1 (push: b): toolbar: image line.3.horizontal.decrease.circle “Filter”, “Select”, image “Compose”.</title>"
      ))
    #expect(Self.count("<g class=\"item tool\">", in: english) == 3)
    #expect(
      english.contains(
        "<title>SF Symbol line.3.horizontal.decrease.circle · VoiceOver: “Filter”</title><rect class=\"img\" x=\"19\" y=\"25\""
      ))
    #expect(
      english.contains("<title>“Select” · VoiceOver: “Select”</title><text x=\"187.5\" y=\"36\" textLength=\"38\""))
    #expect(english.contains("<title>image · VoiceOver: “Compose”</title>"))
    let bar = try #require(english.range(of: "<svg class=\"bar\""))
    let toolbar = try #require(english.range(of: "<svg class=\"bar toolbar\""))
    #expect(bar.upperBound < toolbar.lowerBound, "the toolbar comes after its bar")

    // Arabic: the mirrored frame, under a bar with a prompt (the toolbar stays 44 pt tall).
    let arabic = try Self.cell("bar-0-1", in: page)
    #expect(
      arabic.contains(
        "<svg class=\"bar toolbar\" width=\"225\" height=\"34.8\" viewBox=\"0 0 375 58\" direction=\"rtl\""))
    #expect(arabic.contains("VoiceOver: “تصفية”</title><rect class=\"img\" x=\"334\""))

    // German: a report without toolbar frames spreads the items; hostile text stays text.
    let german = try Self.cell("bar-1-1", in: page)
    #expect(Self.count("<g class=\"item tool\">", in: german) == 2)
    #expect(german.contains("&lt;b&gt;Alle&lt;/b&gt; &amp; &quot;x&quot;"))
    #expect(!german.contains("<b>Alle"))
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
    let page = try Self.html(report)
    #expect(Self.count("<svg class=\"bar toolbar\"", in: page) == toolbars.count)
    #expect(Self.count("<g class=\"item tool\">", in: page) == toolbars.map(\.toolbar.count).reduce(0, +))
  }

  @Test func hostileTranslationIsEscapedAndIsolated() throws {
    let page = try Self.html(try ReportFixture.report())
    #expect(
      page.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Tür&#39; | &#x202E;gnirts&#x202C;"))
    #expect(page.contains("⟨U+202E⟩"), "overrides in messages are shown, not applied")
  }

  // MARK: Headless Chromium

  static let chromium = ExternalTool.chromium

  /// The DOM after Chromium parsed `html`, and a screenshot of it.
  static func load(_ html: String, screenshot: Bool = false) throws -> (dom: String, png: Data?) {
    let chromium = try #require(Self.chromium)
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("report.html")
    try html.write(to: page, atomically: true, encoding: .utf8)
    let arguments = ExternalTool.chromiumArguments(profile: folder.appendingPathComponent("profile"))
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
    #expect(!dom.contains("<script"), "no script element was created from a translation")
    #expect(dom.contains("&lt;script&gt;alert(\"x\")&lt;/script&gt;"))
    #expect(Self.drawnBars(dom) == Self.expectedBars(report))
    #expect(Self.renderedLanguages(dom) == Self.spokenLanguages(report))
    let image = try #require(png)
    #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG screenshot")
    #expect(image.count > 10_000)
  }

  @Test(.enabled(if: chromium != nil, "needs chromium (.ci/run installs it)"))
  func samplesReportInChromiumMatchesTheJSONDecisions() async throws {
    let configuration = AuditConfiguration(paths: ["Samples"], workingDirectory: RepositoryPaths.root.path)
    let report = try await Auditor(configuration: configuration).run()
    let (dom, _) = try Self.load(try Self.html(report))
    let expected = Self.expectedBars(report)
    let drawn = Self.drawnBars(dom)
    #expect(drawn.count == expected.count)
    #expect(drawn == expected, "every drawn bar has the JSON's back-button display")
    let flows = Set(report.runs.map { $0.scenario + "/" + $0.flow }).count
    #expect(Self.count("<h1>", in: dom) == 1)
    #expect(Self.count("<section class=\"flow\"", in: dom) == flows)
    #expect(Self.count("<h2 id=\"flow-", in: dom) == flows)
    #expect(Self.renderedLanguages(dom) == Self.spokenLanguages(report), "one lang-tagged span per spoken part")
    #expect(Self.count("<tr id=\"finding-", in: dom) == report.findings.count)
    for display in ["full", "generic", "minimal"] {
      let inJSON = expected.values.flatMap { $0 }.filter { $0 == display }.count
      #expect(dom.contains("<strong data-count=\"\(display)\">\(inJSON)</strong>"))
    }
  }
}

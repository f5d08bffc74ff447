import AuditEngine
import Foundation
import Reports
import TestSupport
import Testing

/// The HTML report's builder: shared drawings, the cells written and those left to the
/// "Show all" control, and the size of a large matrix.
@Suite("HTML report builder", .serialized)
struct HTMLReportBuilderTests {
  /// The German run of the fixture: a hostile, cut title, a toolbar, a focus step.
  static func german() throws -> AuditReport.Run {
    try #require(try ReportFixture.report().runs.first { $0.locale == "de" })
  }

  static func page(_ runs: [AuditReport.Run], findings: [Finding] = []) -> String {
    var builder = HTMLReportBuilder(options: ReportOptions(failOn: .warning))
    for run in runs { builder.add(run) }
    return builder.render(findings: findings)
  }

  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// The shared pieces of a page: each `<g id="p…"` line without its id.
  static func pieces(_ page: String) -> [String] {
    page.split(separator: "\n").filter { $0.hasPrefix("<g id=\"p") }.map { line in
      String(line.dropFirst(7).drop { $0 != "\"" }.dropFirst())
    }
  }

  @Test func identicalBarsOnTwoDevicesAreDrawnOnce() throws {
    let german = try Self.german()
    var twin = german
    twin.device = "iPhone 8"
    let page = Self.page([german, twin])
    let pieces = Self.pieces(page)
    #expect(!pieces.isEmpty)
    #expect(Set(pieces).count == pieces.count, "every piece of a drawing is written once")
    // A piece that is one group takes its id on that group, without a wrapper.
    let lines = page.split(separator: "\n").filter { $0.hasPrefix("<g id=\"p") }
    #expect(lines.contains { $0.contains("\" class=\"title") && !$0.contains("\"><g class=\"title") })
    // The German cells are written; the twin's repeat them and are left to the control.
    #expect(page.contains("id=\"bar-0-0\"") && page.contains("id=\"bar-0-1\""))
    #expect(!page.contains("id=\"bar-1-0\"") && !page.contains("id=\"bar-1-1\""))
    #expect(Self.count("<svg class=\"bar\" data-display", in: page) == 2, "one drawing per step, not one per device")
    #expect(Self.count("<svg class=\"bar toolbar\"", in: page) == 1)
    #expect(Self.count("<details class=\"more\"", in: page) == 2)
    #expect(page.contains("<summary>Show all 2 cells (1 repeat a cell to their left)</summary>"))
    // A piece drawn by `<use>` is a copy in a shadow tree, where no selector reaches the
    // `svg.bar` around it: the drawing rules must not need that ancestor.
    let styles = page.components(separatedBy: "</style>").first ?? ""
    #expect(!styles.contains("svg.bar .") && !styles.contains("svg.bar text"))
    // The same page for the same runs: ids are numbered in the order pieces are first drawn.
    #expect(Self.page([german, twin]) == page)
  }

  @Test func aCellThatDiffersIsShownAndARepeatIsBehindTheControl() throws {
    let german = try Self.german()
    var twin = german
    twin.device = "iPhone 8"
    var wider = german
    wider.device = "iPhone 16 Pro Max"
    wider.steps[1].bars[0].width = 440
    wider.steps[1].bars[0].back.display = .full
    wider.steps[1].bars[0].back.shown = "Einstellungen"
    let page = Self.page([german, twin, wider])
    // Step 1: the first column and the differing one are written, the twin is not.
    #expect(page.contains("id=\"bar-0-1\""))
    #expect(page.contains("id=\"bar-2-1\""))
    #expect(!page.contains("id=\"bar-1-1\""))
    let wide = try HTMLReportTests.cell("bar-2-1", in: page)
    #expect(wide.contains("data-display=\"full\"") && wide.contains("viewBox=\"0 0 440 44\""))
    // Step 0 is the same on all three devices: only the first is written.
    #expect(page.contains("id=\"bar-0-0\"") && !page.contains("id=\"bar-1-0\"") && !page.contains("id=\"bar-2-0\""))
    #expect(page.contains("<summary>Show all 3 cells (2 repeat a cell to their left)</summary>"))
    #expect(page.contains("<summary>Show all 3 cells (1 repeat a cell to their left)</summary>"))
    // Repeated steps lay their rows out as strips of named cells.
    #expect(page.contains("<table class=\"matrix strip\">"))
    #expect(page.contains("data-col=\"iPhone 16 Pro Max\""))
  }

  @Test func hostileTitlesStayEscapedInTheSharedDrawings() throws {
    let german = try Self.german()
    var twin = german
    twin.device = "<img src=x onerror=alert(1)>"
    let page = Self.page([german, twin])
    let pieces = Self.pieces(page).joined()
    #expect(pieces.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; …"), "the cut title, escaped")
    #expect(pieces.contains("&lt;b&gt;Alle&lt;/b&gt; &amp; &quot;x&quot;"), "the toolbar item, escaped")
    #expect(!page.contains("<script>alert") && !page.contains("<b>Alle") && !page.contains("<img src=x"))
    #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"), "the device name, escaped in the column names")
    // What the script reads is numbers only: the records and each step's cells.
    let records = try #require(
      page.components(separatedBy: "<script type=\"text/plain\" id=\"geometry\"").last?.components(
        separatedBy: "</script>"
      ).first?.drop { $0 != ">" }.dropFirst())
    let allowed = Set("0123456789abcdefghijklmnopqrstuvwxyz .:;-\n")
    #expect(!records.isEmpty && records.allSatisfy { allowed.contains($0) })
    for cells in page.components(separatedBy: "data-h=\"").dropFirst() {
      #expect(cells.prefix { $0 != "\"" }.allSatisfy { Set("0123456789abcdefghijklmnopqrstuvwxyz .,|-").contains($0) })
    }
  }

  /// A finding raised only in a repeated cell links to its step; the page's script opens
  /// the step and goes to the cell.
  @Test func aFindingOfARepeatedCellLinksToItsStep() throws {
    let german = try Self.german()
    var twin = german
    twin.device = "iPhone 8"
    let cut = try #require(twin.steps[1].findings.firstIndex { $0.rule == .titleTruncated })
    for index in twin.steps[1].findings.indices { twin.steps[1].findings[index].device = "iPhone 8" }
    twin.steps[1].findings[cut].message += " (the twin)"
    let findings = (german.steps[1].findings + twin.steps[1].findings).sorted()
    let page = Self.page([german, twin], findings: findings)
    let position = try #require(findings.firstIndex { $0.message.hasSuffix("(the twin)") })
    #expect(!page.contains("id=\"bar-1-1\""), "the twin's cell reads as the German one")
    #expect(page.contains("<tr id=\"finding-\(position + 1)\""))
    #expect(page.contains("<a href=\"#flow-1-step-1\" data-bar=\"bar-1-1\">Drill | in · step 1</a>"))
    guard let chromium = HTMLReportTests.chromium else { return }
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("report.html")
    let click = "<script>document.querySelector(\"a[data-bar]\").click()</script></body>"
    try page.replacingOccurrences(of: "</body>", with: click).write(to: file, atomically: true, encoding: .utf8)
    let arguments = ExternalTool.chromiumArguments(profile: folder.appendingPathComponent("profile"))
    let dump = try ExternalTool.run(
      chromium, arguments + ["--virtual-time-budget=5000", "--dump-dom", file.absoluteString])
    let cell = try HTMLReportTests.cell("bar-1-1", in: dump.text)
    #expect(cell.contains("href=\"#finding-\(position + 1)\""), "the added cell links to its own finding")
    #expect(
      dump.text.contains("<details class=\"more\" data-s=\"1\"") && dump.text.contains("data-done=\"1\" open=\"\""))
  }

  /// 12 locales × 60 devices × 2 steps, the devices sharing three widths: the page grows
  /// with what differs, not with the number of cells.
  @Test func aLargeMatrixStaysSmall() throws {
    let english = try #require(try ReportFixture.report().runs.first { $0.locale == "en" })
    var runs: [AuditReport.Run] = []
    for device in 0..<60 {
      for locale in 0..<12 {
        var run = english
        run.locale = "en-\(locale)"
        run.device = "Phone \(device)"
        let width = [375.0, 390, 414][device % 3]
        for step in run.steps.indices {
          for bar in run.steps[step].bars.indices { run.steps[step].bars[bar].width = width }
        }
        runs.append(run)
      }
    }
    let page = Self.page(runs)
    let cells = 12 * 60 * 2
    // Written: per locale and step, the first device and the first of each other width.
    #expect(Self.count("<td class=\"cell\"", in: page) == 12 * 2)
    #expect(page.contains("Show all 720 cells (708 repeat a cell to their left)"))
    // Drawing every cell took about 1,300 bytes a cell.
    #expect(page.utf8.count < 20 * cells + 60_000, "\(page.utf8.count) bytes for \(cells) cells")
  }

  /// The findings table is laid out only when scrolled to, its height until then guessed from
  /// its row count: thousands of rows laid out at load cost seconds.
  @Test func theFindingsTableIsLaidOutWhenScrolledTo() throws {
    let report = try ReportFixture.report()
    var builder = HTMLReportBuilder(options: ReportOptions(failOn: .warning))
    for run in report.runs { builder.add(run) }
    let page = builder.render(findings: report.findings)
    #expect(!report.findings.isEmpty)
    #expect(page.contains("<section id=\"findings\" class=\"listing\" style=\"--rows:\(report.findings.count)\""))
    #expect(page.contains("section.listing{content-visibility:auto;"))
    #expect(Self.count("class=\"listing\"", in: page) == 1)
  }
}

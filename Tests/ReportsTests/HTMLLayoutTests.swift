import AuditEngine
import Foundation
import Reports
import TestSupport
import Testing
import Traits

/// The HTML report's layout in headless Chromium at the widths people read it at: a wide
/// desktop window, a small laptop and a phone. Nothing may be clipped or scroll sideways,
/// and every drawing keeps the proportions of the bar it shows.
@Suite("HTML layout", .serialized)
struct HTMLLayoutTests {
  static let chromium = ExternalTool.chromium

  /// What the page measures at one width.
  struct Measurement: Decodable, Equatable {
    /// The width the page was laid out at, in CSS pixels.
    var viewport: Int
    /// The document's width: more than `viewport` means a horizontal page scrollbar.
    var scrollWidth: Int
    /// Scrollable regions (the step matrices, the findings) whose content is wider than
    /// they are: content hidden behind their own scrollbar.
    var clippedRegions: Int
    /// Drawn bars and toolbars.
    var drawings: Int
    /// Drawings whose shown aspect ratio is more than 1 % off their `viewBox`.
    var distortedDrawings: Int
    /// Step matrices, and how many of them wrap their cells instead of showing a table.
    var matrices: Int
    var wrappedMatrices: Int
  }

  /// Lays `html` out `width` CSS pixels wide and measures it.
  ///
  /// Chromium's headless window is at least 500 pixels wide, so the page is shown in an
  /// iframe of the width wanted; `srcdoc` keeps the iframe same-origin, so the harness's
  /// own script can measure it (the report itself has no script).
  static func measure(_ html: String, width: Int) throws -> Measurement {
    let chromium = try #require(Self.chromium)
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let harness = folder.appendingPathComponent("harness.html")
    let page = Escaping.markup(html, attribute: true)
    try """
    <!DOCTYPE html><html><body style="margin:0"><iframe id="page" style="border:0;width:\(width)px;height:900px" srcdoc="\(page)"></iframe>
    <script>
    addEventListener("load", () => {
      const doc = document.getElementById("page").contentDocument;
      const regions = [...doc.querySelectorAll(".scroll")].filter(region => region.scrollWidth > region.clientWidth);
      const drawings = [...doc.querySelectorAll("svg.bar:not(.store)")], matrices = [...doc.querySelectorAll("table.matrix")];
      const distorted = drawings.filter(svg => {
        const box = svg.getBoundingClientRect(), view = svg.viewBox.baseVal;
        return !(box.height > 0) || Math.abs(box.width / box.height - view.width / view.height) > 0.01 * view.width / view.height;
      });
      document.body.setAttribute("data-measure", JSON.stringify({
        viewport: doc.defaultView.innerWidth, scrollWidth: doc.documentElement.scrollWidth, clippedRegions: regions.length,
        drawings: drawings.length, distortedDrawings: distorted.length, matrices: matrices.length,
        wrappedMatrices: matrices.filter(table => getComputedStyle(table).display != "table").length }));
    });
    </script></body></html>
    """.write(to: harness, atomically: true, encoding: .utf8)
    let arguments = ExternalTool.chromiumArguments(profile: folder.appendingPathComponent("profile"))
    let dump = try ExternalTool.run(
      chromium, arguments + ["--window-size=1600,900", "--dump-dom", harness.absoluteString])
    #expect(dump.status == 0 && !dump.timedOut, "chromium failed: \(dump.stderr.suffix(2000))")
    let attribute = try #require(
      dump.text.components(separatedBy: "data-measure=\"").dropFirst().first?.split(separator: "\"").first)
    let json = attribute.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    return try JSONDecoder().decode(Measurement.self, from: Data(json.utf8))
  }

  /// Every sample in two locales on a small and a large phone and two iPads, in both
  /// orientations: eight device columns, the widest bar 1,366 pt.
  static func samplesReport() async throws -> AuditReport {
    let configuration = AuditConfiguration(
      paths: ["Samples"], workingDirectory: RepositoryPaths.root.path, locales: .only(["en", "ar"]),
      devices: .only(["iPhone SE (3rd generation)", "iPhone 16 Pro Max", "iPad Pro 11-inch", "iPad Air 13-inch"]),
      orientations: [.portrait, .landscape])
    return try await Auditor(configuration: configuration).run()
  }

  @Test(.enabled(if: chromium != nil, "needs chromium (.ci/run installs it)"))
  func samplesFitADesktopALaptopAndAPhoneWithoutClippingOrDistortion() async throws {
    let page = try HTMLReportRenderer(options: ReportOptions(failOn: .warning)).render(try await Self.samplesReport())
    for width in [1400, 1024, 390] {
      let measured = try Self.measure(page, width: width)
      #expect(measured.viewport == width, "laid out at \(width) px")
      #expect(measured.scrollWidth <= width, "no horizontal page scrollbar at \(width) px")
      #expect(measured.clippedRegions == 0, "no matrix or table hidden behind its own scrollbar at \(width) px")
      #expect(measured.drawings > 100)
      #expect(measured.distortedDrawings == 0, "drawings scale with their proportions at \(width) px")
    }
  }

  @Test(.enabled(if: chromium != nil, "needs chromium (.ci/run installs it)"))
  func fixtureIsATableOnADesktopAndWrapsOnAPhone() throws {
    let page = try HTMLReportRenderer(options: ReportOptions(failOn: .warning)).render(try ReportFixture.report())
    let desktop = try Self.measure(page, width: 1400)
    // The start step, whose iPad cell repeats the iPhone's, is laid out as strips of named
    // cells; the other steps are tables.
    #expect(desktop.matrices == 3 && desktop.wrappedMatrices == 1, "two devices fit side by side")
    let phone = try Self.measure(page, width: 390)
    // The two steps with an iPad column wrap; the modal flow's single phone column fits.
    #expect(phone.matrices == 3 && phone.wrappedMatrices == 2)
    #expect(phone.scrollWidth <= 390)
    #expect(phone.clippedRegions == 0)
    #expect(phone.distortedDrawings == 0)
  }
}

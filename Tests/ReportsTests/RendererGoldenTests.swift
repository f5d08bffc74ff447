import AuditEngine
import Foundation
import Reports
import TestSupport
import Testing

/// Every format rendered from one fixed report, as SwiftLint's reporter tests do.
@Suite("Renderer goldens")
struct RendererGoldenTests {
  static let cases: [(format: ReportFormat, file: String)] = [
    (.text, "fixture.txt"), (.json, "fixture.json"), (.html, "fixture.html"), (.markdown, "fixture.md"),
    (.sarif, "fixture.sarif"), (.junit, "fixture.junit.xml"), (.diagnostics, "fixture.diagnostics.txt"),
  ]

  @Test(arguments: ReportFormat.allCases)
  func fixtureMatchesGolden(format: ReportFormat) throws {
    let file = try #require(Self.cases.first { $0.format == format }?.file)
    let report = try ReportFixture.report()
    let options = ReportOptions(failOn: .warning)
    let rendered = try format.render(report, options: options)
    assertGolden(rendered, named: file, suite: "RendererGoldenTests")
    #expect(try format.render(report, options: options) == rendered, "rendering twice gives the same bytes")
  }

  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func everyFormatHasAGolden() {
    #expect(Set(Self.cases.map(\.format)) == Set(ReportFormat.allCases))
  }

  @Test(arguments: [ReportFormat.html, .junit, .sarif, .markdown, .diagnostics, .json])
  func hostileTranslationsComeOutInert(format: ReportFormat) throws {
    let rendered = try format.render(try ReportFixture.report(), options: ReportOptions(failOn: .warning))
    if [.html, .junit, .markdown].contains(format) {
      // The HTML report's own script is `<script>(function…`; none comes from a translation.
      #expect(!rendered.contains("<script>alert"), "no raw <script> in \(format)")
    }
    if format == .html { #expect(Self.count("<script", in: rendered) == 2) }
    for value: UInt32 in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] {
      let scalar = try #require(Unicode.Scalar(value))
      #expect(!rendered.unicodeScalars.contains(scalar), "no raw U+\(String(value, radix: 16)) in \(format)")
    }
  }

  @Test func emptyReportRendersInEveryFormat() throws {
    let empty = AuditReport(runs: [], findings: [])
    for format in ReportFormat.allCases {
      let rendered = try format.render(empty, options: ReportOptions())
      #expect(!rendered.isEmpty)
    }
    #expect(try ReportFormat.diagnostics.render(empty, options: ReportOptions()) == "navaudit: no findings\n")
  }
}

import AuditEngine
import Diagnostics
import Testing
import Traits

@testable import Reports

/// A diagnostic's location is printed as the source's text when it already reads as
/// `path:line:col` would be written, and rebuilt from its parts otherwise: both give the
/// same line.
@Suite("Diagnostics lines")
struct DiagnosticsLineTests {
  static let sources = [
    "s.yaml:3:16", "../../tmp/w.navaudit.yaml:40803:9", "a:b/c.yaml:12:1", ":3:4", "s.yaml:0:5", "s.yaml:5:0",
    "s.yaml:007:2", "s.yaml:7:02", "s.yaml:+7:2", "s.yaml:5", "s.yaml", "", "s.yaml::", "s.yaml:1:",
    "s.yaml:12345678901234567890:1", "s.yaml:123456789012345678:1", "d\u{E9}j\u{E0}.strings:2:3",
    "e\u{301}:2:3", "\u{600}:2:3", "x\u{202E}y.yaml:1:1", "tab\there.yaml:2:2", "s.yaml:١:2",
  ]

  /// The location as it was always written: the parts of ``SourceReference``.
  static func rebuilt(_ source: String) -> String {
    let reference = SourceReference(source)
    return Escaping.visible(reference.path) + ":" + String(reference.line ?? 1) + ":" + String(reference.column ?? 1)
  }

  @Test(arguments: sources)
  func locationIsTheSourceOrItsParts(source: String) {
    let finding = Finding(rule: .titleTruncated, scenario: "s.yaml", locale: "de", message: "cut", source: source)
    let line = DiagnosticsReportRenderer.line(for: finding)
    #expect(line == Self.rebuilt(source) + ": warning: de: cut [title-truncated]")
  }

  /// A finding kept as pieces (a literal's message, a source location: how runs keep
  /// them) prints the line its text prints, whatever the path, numbers and text hold;
  /// the paths checked once are checked again when another comes between.
  @Test func piecesPrintAsTheirText() throws {
    let paths = [
      "s.yaml", "../../tmp/w.navaudit.yaml", "a:1", "", "d\u{E9}j\u{E0}", "\u{600}", "x\u{202E}y.yaml", "e\u{301}",
    ]
    let numbers = [1, 9, 40803, 999_999_999_999_999_999, 1_000_000_000_000_000_000, 0, -3]
    let texts = ["Caf\u{E9}", "", "a\u{202E}b", "line\nbreak", "'q'", "\u{1B}[31m", "\u{627}\u{644}"]
    var pieces: [Finding] = []
    var written: [Finding] = []
    for (index, path) in (paths + paths.reversed()).enumerated() {
      var location = SourceLocation(path: path, line: 1, column: 1)
      location.line = numbers[index % numbers.count]
      location.column = numbers[(index * 3 + 1) % numbers.count]
      let text = texts[index % texts.count]
      pieces.append(
        Finding(
          rule: .literalNotLocalized, scenario: "s.yaml", locale: "de", device: "iPhone 16", orientation: .portrait,
          flow: "f", step: 1, message: .literal(text), source: Finding.Source(location)))
      written.append(
        Finding(
          rule: .literalNotLocalized, scenario: "s.yaml", locale: "de", device: "iPhone 16", orientation: .portrait,
          flow: "f", step: 1, message: Finding.Message.literal(text).string, source: location.description))
      #expect(pieces[index] == written[index] && pieces[index].hashValue == written[index].hashValue)
      #expect(DiagnosticsReportRenderer.line(for: pieces[index]) == DiagnosticsReportRenderer.line(for: written[index]))
    }
    #expect(
      try DiagnosticsReportRenderer().render(findings: pieces) == DiagnosticsReportRenderer().render(findings: written))
  }

  /// A line's key built from its pieces is the key of its bytes (what the printed lines are
  /// filed under), for findings kept either way, with and without a locale, whose keys fill
  /// early (many digits) or never; the paths and message ends remembered in a row stay right
  /// when another comes between.
  @Test func keysBuiltFromPiecesAreTheKeysOfTheLines() {
    let paths = ["s.yaml", "a1:2[3]", "", "\u{600}", "x\u{202E}y.yaml", "12345678901234567.yaml"]
    let texts = ["Caf\u{E9}", "", "[1] 2:3", "line\nbreak 9", "1234567890123456789", "\u{1B}[31m"]
    var findings: [Finding] = []
    for index in 0..<72 {
      let location = SourceLocation(path: paths[index % paths.count], line: index + 1, column: index % 7 + 1)
      let text = texts[(index / 2) % texts.count]
      let locale = ["de", "", "1:[x]"][index % 3]
      let message = index % 4 == 0 ? Finding.Message(text + " (\(index))") : Finding.Message.literal(text)
      let source = index % 5 == 0 ? Finding.Source(location.description + "x") : Finding.Source(location)
      var finding = Finding(
        rule: index % 2 == 0 ? .literalNotLocalized : .titleTruncated, scenario: "s.yaml", locale: locale,
        device: "iPhone 16", orientation: .portrait, flow: "f", step: 1, message: message, source: source)
      if locale.isEmpty { finding.locale = nil }
      findings.append(finding)
    }
    var remembered = DiagnosticsReportRenderer.PrintablePaths()
    for finding in findings {
      var line: [UInt8] = []
      var key = PrintedLines.Key()
      DiagnosticsReportRenderer.appendLine(for: finding, to: &line, paths: &remembered, key: &key)
      #expect(key.value == PrintedLines.key(line))
      #expect(String(decoding: line, as: UTF8.self) == DiagnosticsReportRenderer.line(for: finding))
    }
  }

  @Test func onlyPlainSourcesArePrintedAsTheyAre() {
    #expect(DiagnosticsReportRenderer.isCompilerStyle("s.yaml:3:16"))
    #expect(DiagnosticsReportRenderer.isCompilerStyle("a:b/c.yaml:12:1"))
    #expect(!DiagnosticsReportRenderer.isCompilerStyle("s.yaml:0:5"))
    #expect(!DiagnosticsReportRenderer.isCompilerStyle("s.yaml:007:2"))
    #expect(!DiagnosticsReportRenderer.isCompilerStyle("s.yaml:5"))
    #expect(!DiagnosticsReportRenderer.isCompilerStyle("\u{600}:2:3"))
    #expect(!DiagnosticsReportRenderer.isCompilerStyle("x\u{202E}y.yaml:1:1"))
  }

  @Test func scopeOfSeveralLocalesIsListed() {
    var finding = Finding(rule: .titleTruncated, scenario: "s.yaml", locale: nil, message: "cut", source: "s.yaml:1:1")
    finding.locales = ["de", "fr"]
    #expect(DiagnosticsReportRenderer.line(for: finding) == "s.yaml:1:1: warning: de, fr: cut [title-truncated]")
    finding.locales = nil
    #expect(DiagnosticsReportRenderer.line(for: finding) == "s.yaml:1:1: warning: cut [title-truncated]")
  }

  /// More findings than one chunk, lines repeated within and across chunks (some only
  /// canonically equal): the report is each finding's line once, in order, then the counts,
  /// as printing them one by one into a list of strings gives.
  @Test func manyFindingsPrintEachLineOnceInOrder() throws {
    let messages = ["'Caf\u{E9}' is cut", "'Cafe\u{301}' is cut", "'Tee' is cut", "'\u{212A}' is cut"]
    let findings = (0..<(3 * DiagnosticsReportRenderer.chunkSize + 17)).map { index in
      Finding(
        rule: index % 5 == 0 ? .missingKey : .titleTruncated, scenario: "s.yaml", locale: index % 7 == 0 ? "de" : nil,
        message: messages[index % messages.count] + (index % 3 == 0 ? "" : " \(index % 1500)"),
        source: "t.strings:\(index % 40 + 1):1")
    }
    var lines: [String] = []
    for finding in findings {
      let line = DiagnosticsReportRenderer.line(for: finding)
      if !lines.contains(line) { lines.append(line) }
    }
    let counts = FindingCounts(findings)
    let expected = lines.map { $0 + "\n" }.joined() + "navaudit: \(counts.sentence)\n"
    #expect(lines.count < findings.count)
    #expect(try DiagnosticsReportRenderer().render(findings: findings) == expected)
  }

  /// A report rendered on a given number of threads (the terminal's colored diagnostics
  /// take `--jobs` this way) hands that number to the renderers that encode on several, and
  /// is the same text on one thread as on several.
  @Test func renderingTakesTheNumberOfThreads() throws {
    let findings = (0..<(2 * DiagnosticsReportRenderer.chunkSize + 5)).map { index in
      Finding(
        rule: index % 3 == 0 ? .missingKey : .titleTruncated, scenario: "s.yaml", locale: index % 4 == 0 ? "de" : nil,
        message: "'Title \(index)' is cut", source: "s.yaml:\(index + 1):3")
    }
    let report = AuditReport(runs: [], findings: findings)
    let options = ReportOptions(failOn: .warning)
    #expect(
      (ReportFormat.diagnostics.renderer(options: options, workers: 1) as? DiagnosticsReportRenderer)?.workers == 1)
    #expect((ReportFormat.json.renderer(options: options, workers: 3) as? JSONReportRenderer)?.workers == 3)
    for format in [ReportFormat.diagnostics, .json] {
      let one = try format.render(report, options: options, workers: 1)
      #expect(one.contains("'Title \(findings.count - 1)' is cut"))
      #expect(try format.render(report, options: options, workers: 3) == one, "\(format)")
      #expect(try format.render(report, options: options) == one, "\(format)")
    }
  }
}

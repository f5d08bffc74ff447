public import AuditEngine

/// JUnit XML: one test suite per flow, one test case per flow × locale × device (and
/// orientation and iOS design when the report has more than one), failing with the
/// findings at or above `--fail-on`.
///
/// Findings below the threshold are listed in the test case's `system-out`. Findings that
/// belong to no run (string-table findings) get a test case of their own per file. Every
/// value goes through ``Escaping/markup(_:attribute:)``.
///
/// A test case takes the findings its run's steps raised, so runs that differ only by iOS
/// design each get their own; findings in no step are matched by scenario, flow, locale,
/// device and orientation.
public struct JUnitReportRenderer: ReportRendering {
  /// The `--fail-on` threshold and the baseline.
  public var options: ReportOptions

  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  private struct Case {
    var name: String
    var classname: String
    var file: String
    var findings: [Finding] = []
  }

  private struct Suite {
    var name: String
    var cases: [Case]
  }

  public func render(_ report: AuditReport) throws -> String {
    var cases = JUnitCases()
    for run in report.runs { cases.add(run) }
    return render(cases, findings: report.findings, newCounts: nil)
  }

  /// The XML of the test cases the runs gave and the report's `findings`; with `newCounts`
  /// (a baseline's), a case keeps only its new findings.
  func render(_ cases: JUnitCases, findings: [Finding], newCounts: [Finding: Int]?) -> String {
    let suites = self.suites(cases, findings: findings, newCounts: newCounts)
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    let allCases = suites.flatMap(\.cases)
    lines.append(
      #"<testsuites name="navaudit" tests="\#(allCases.count)" failures="\#(allCases.filter(isFailing).count)" errors="0">"#
    )
    for suite in suites {
      lines.append(
        #"  <testsuite name="\#(attr(suite.name))" tests="\#(suite.cases.count)" failures="\#(suite.cases.filter(isFailing).count)" errors="0" skipped="0">"#
      )
      for testCase in suite.cases {
        lines += caseLines(testCase)
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private func isFailing(_ testCase: Case) -> Bool {
    testCase.findings.contains(where: options.fails)
  }

  private func caseLines(_ testCase: Case) -> [String] {
    let open =
      #"    <testcase name="\#(attr(testCase.name))" classname="\#(attr(testCase.classname))" file="\#(attr(testCase.file))""#
    guard !testCase.findings.isEmpty else { return [open + "/>"] }
    var lines = [open + ">"]
    let failing = testCase.findings.filter(options.fails)
    let passing = testCase.findings.filter { !options.fails($0) }
    if !failing.isEmpty, let threshold = options.failOn {
      let rules = Array(Set(failing.map(\.rule.rawValue))).sorted()
      let message =
        "\(failing.count) finding\(failing.count == 1 ? "" : "s") at or above \(threshold.rawValue): \(rules.joined(separator: ", "))"
      let body = failing.map(DiagnosticsReportRenderer.line(for:)).joined(separator: "\n")
      lines.append(
        #"      <failure message="\#(attr(message))" type="\#(attr(rules.first ?? ""))">\#(text(body))</failure>"#)
    }
    if !passing.isEmpty {
      let body = passing.map(DiagnosticsReportRenderer.line(for:)).joined(separator: "\n")
      lines.append("      <system-out>\(text(body))</system-out>")
    }
    lines.append("    </testcase>")
    return lines
  }

  private func suites(_ runCases: JUnitCases, findings: [Finding], newCounts: [Finding: Int]?) -> [Suite] {
    // A run's test case holds the findings its steps raised: every finding that applies to
    // it, whatever scope the merged report gives it. Findings outside any flow (tables,
    // scenarios) go to an inputs suite.
    var suites: [Suite] = []
    for flow in runCases.flows {
      var cases: [Case] = []
      for column in flow.columns {
        for locale in flow.locales {
          guard let runCase = flow.cases[JUnitCases.CellKey(locale: locale, column: column)] else { continue }
          cases.append(
            Case(
              name: "\(locale) · \(runCases.label(column))", classname: "\(flow.scenario).\(flow.flow)",
              file: SourceReference(flow.scenario).path,
              findings: JUnitCases.findings(of: runCase, newCounts: newCounts)))
        }
      }
      suites.append(Suite(name: "\(flow.flow) — \(flow.scenario)", cases: cases))
    }
    var extra: [String: Case] = [:]
    for finding in findings where finding.flow == nil {
      let file = SourceReference(finding.source).path
      let name = [file, finding.localeScope].filter { !$0.isEmpty }.joined(separator: " · ")
      let caseID = finding.scenario + "\u{1F}" + name
      extra[caseID, default: Case(name: name, classname: "\(finding.scenario).inputs", file: file)].findings.append(
        finding)
    }
    if !extra.isEmpty {
      suites.append(
        Suite(name: "inputs — string tables and scenarios", cases: extra.keys.sorted().compactMap { extra[$0] }))
    }
    for suiteIndex in suites.indices {
      for caseIndex in suites[suiteIndex].cases.indices {
        suites[suiteIndex].cases[caseIndex].findings.sort()
      }
    }
    return suites
  }

  private func attr(_ value: String) -> String {
    Escaping.markup(value, attribute: true)
  }

  private func text(_ value: String) -> String {
    Escaping.markup(value)
  }
}

/// The JUnit report written from a streamed audit: keeps each run's test case and step
/// findings (``JUnitCases``), writes the XML at the end (``StreamingReportRendering``).
public struct JUnitReportStreaming: StreamingReportRendering {
  private var cases = JUnitCases()

  public init() {}

  public mutating func add(_ run: AuditReport.Run, spool: OutputSpool) {
    cases.add(run)
  }

  public mutating func finish(
    _ summary: AuditSummary, options: ReportOptions, spool: OutputSpool, to sink: inout OutputSink
  ) throws {
    let findings = options.baseline?.filtered(summary.findings) ?? summary.findings
    try sink.write(
      JUnitReportRenderer(options: options).render(cases, findings: findings, newCounts: options.baseline?.newCounts))
  }
}

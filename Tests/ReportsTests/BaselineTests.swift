import AuditEngine
import Foundation
import Reports
import TestSupport
import Testing

@Suite("Baselines")
struct BaselineTests {
  /// The fixture's report with every line number moved down and every step index moved up,
  /// as after inserting a step near the top of the scenario.
  static func shifted(_ report: AuditReport) -> AuditReport {
    var result = report
    func shift(_ source: String) -> String {
      var parts = source.split(separator: ":").map(String.init)
      if parts.count >= 3, let line = Int(parts[parts.count - 2]) { parts[parts.count - 2] = String(line + 7) }
      return parts.joined(separator: ":")
    }
    func shift(_ finding: Finding) -> Finding {
      var finding = finding
      finding.source = shift(finding.source)
      if finding.flow != nil { finding.step = (finding.step ?? 0) + 1 }
      finding.message = finding.message.replacingOccurrences(of: "strings:3:1", with: "strings:10:1")
      return finding
    }
    result.findings = report.findings.map(shift)
    for runIndex in result.runs.indices {
      for stepIndex in result.runs[runIndex].steps.indices {
        result.runs[runIndex].steps[stepIndex].index += 1
        result.runs[runIndex].steps[stepIndex].source = shift(result.runs[runIndex].steps[stepIndex].source)
        result.runs[runIndex].steps[stepIndex].findings = result.runs[runIndex].steps[stepIndex].findings.map(shift)
      }
    }
    return result
  }

  @Test func sameFindingsOnMovedLinesAreNotNew() throws {
    let baseline = try ReportFixture.report()
    let comparison = BaselineComparison(current: Self.shifted(baseline), baseline: baseline)
    #expect(comparison.new.isEmpty)
    #expect(comparison.fixed.isEmpty)
    #expect(comparison.unchangedCount == baseline.findings.count)
  }

  @Test func newAndFixedFindingsAreListed() throws {
    let baseline = try ReportFixture.report()
    var current = baseline
    let fixed = try #require(current.findings.first { $0.rule == .missingKey })
    current.findings.removeAll { $0 == fixed }
    var added = fixed
    added.rule = .missingTranslation
    added.severity = .warning
    added.message = "key 'b.title' has no 'ar' value"
    current.findings.append(added)
    let comparison = BaselineComparison(current: current, baseline: baseline)
    #expect(comparison.new == [added])
    #expect(comparison.fixed == [fixed])
    #expect(comparison.unchangedCount == baseline.findings.count - 1)
    #expect(comparison.summary == "baseline: 1 new, 1 fixed, 4 unchanged")
  }

  @Test func aDifferentMessageOrLocaleIsANewFinding() throws {
    let baseline = try ReportFixture.report()
    var current = baseline
    current.findings[0].message += " (changed)"
    current.findings[1].locale = "fr"
    let comparison = BaselineComparison(current: current, baseline: baseline)
    #expect(comparison.new.count == 2)
    #expect(comparison.fixed.count == 2)
  }

  @Test func repeatedFindingsAreCountedAsAMultiset() throws {
    let baseline = try ReportFixture.report()
    var current = baseline
    current.findings.append(baseline.findings[0])
    let comparison = BaselineComparison(current: current, baseline: baseline)
    #expect(comparison.new == [baseline.findings[0]])
    #expect(comparison.fixed.isEmpty)
  }

  @Test func renderedReportsShowOnlyNewFindingsButJSONKeepsAll() throws {
    let baseline = try ReportFixture.report()
    var current = baseline
    current.findings.removeAll { $0.rule == .duplicateKey }
    let comparison = BaselineComparison(current: current, baseline: baseline)
    let options = ReportOptions(failOn: .warning, baseline: comparison)
    let diagnostics = try ReportFormat.diagnostics.render(current, options: options)
    #expect(diagnostics == "navaudit: no findings (0 new, 1 fixed since the baseline)\n")
    let markdown = try ReportFormat.markdown.render(current, options: options)
    #expect(markdown.contains("## Fixed since the baseline"))
    #expect(markdown.contains("duplicate key"))
    let json = try ReportFormat.json.render(current, options: options)
    #expect(json.contains("title-truncated"))
    let html = try ReportFormat.html.render(current, options: options)
    #expect(html.contains("id=\"fixed\""))
    #expect(!html.contains("id=\"finding-1\""))
  }

  @Test func baselineFilesAreReadAndCheckedForTheFormat() throws {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.json")
    try JSONReportRenderer().render(try ReportFixture.report()).write(to: good, atomically: true, encoding: .utf8)
    #expect(try BaselineComparison.loadReport(at: good.path).findings.count == 5)
    let bad = folder.appendingPathComponent("bad.json")
    try "<html>".write(to: bad, atomically: true, encoding: .utf8)
    #expect(throws: BaselineError.self) { try BaselineComparison.loadReport(at: bad.path) }
    #expect(throws: BaselineError.self) {
      try BaselineComparison.loadReport(at: folder.appendingPathComponent("none.json").path)
    }
  }
}

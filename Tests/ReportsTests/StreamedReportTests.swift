import AuditEngine
import Foundation
import Reports
import TestSupport
import Testing
import Traits

/// The outputs of a streamed audit — runs written as they are evaluated — are byte for byte
/// those of the whole report, in every format, for any number of threads, with and without
/// a baseline.
@Suite("Streamed reports")
struct StreamedReportTests {
  /// Every sample in two locales on two devices in both orientations, on `jobs` threads.
  static func configuration(jobs: Int) -> AuditConfiguration {
    AuditConfiguration(
      paths: ["Samples"], workingDirectory: RepositoryPaths.root.path, locales: .only(["en", "ar"]),
      devices: .only(["iPhone SE (3rd generation)", "iPad Pro 11-inch"]), orientations: [.portrait, .landscape],
      jobs: jobs)
  }

  /// Each format's file written by a streamed audit, keyed by format.
  static func streamed(
    jobs: Int, formats: [ReportFormat], baseline: BaselineComparison.Baseline? = nil,
    failOn: Severity? = .warning
  ) async throws -> [ReportFormat: String] {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = formats.map { folder.appendingPathComponent("report.\($0.rawValue)").path }
    let outputs = StreamingOutputs(
      zip(formats, paths).map {
        StreamingOutputs.Output(path: $1, renderer: $0.streamingRenderer(baseline: baseline != nil, workers: jobs))
      })
    var steps = StepTextIndex()
    let summary = try await Auditor(configuration: configuration(jobs: jobs)).run { run in
      steps.add(run)
      try outputs.add(run)
    }
    let comparison = baseline.map { BaselineComparison(findings: summary.findings, steps: steps, baseline: $0) }
    try outputs.finish(summary, options: ReportOptions(failOn: failOn, baseline: comparison))
    var written: [ReportFormat: String] = [:]
    for (format, path) in zip(formats, paths) {
      written[format] = try String(contentsOfFile: path, encoding: .utf8)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == formats.count, "no spool left")
    return written
  }

  @Test(arguments: [1, 2])
  func streamedOutputsAreTheWholeReportsBytes(jobs: Int) async throws {
    let report = try await Auditor(configuration: Self.configuration(jobs: jobs)).run()
    #expect(report.runs.count > 128, "a matrix larger than the window and than one JSON batch of 128 runs")
    let options = ReportOptions(failOn: .warning)
    let formats = ReportFormat.allCases
    let written = try await Self.streamed(jobs: jobs, formats: formats)
    for format in formats {
      let whole = try format.render(report, options: options)
      #expect(written[format] == whole, "\(format) streamed on \(jobs) threads differs from the whole report")
    }
  }

  /// A baseline that lacks some findings: streamed formats keep the same new findings, in
  /// the steps (JUnit test cases) as at the top level.
  @Test func streamedOutputsWithABaselineAreTheWholeReportsBytes() async throws {
    let report = try await Auditor(configuration: Self.configuration(jobs: 2)).run()
    #expect(report.findings.count > 4)
    // An earlier report that had every other finding.
    var earlier = report
    earlier.findings = report.findings.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    let comparison = BaselineComparison(current: report, baseline: earlier)
    #expect(!comparison.new.isEmpty)
    let options = ReportOptions(failOn: .warning, baseline: comparison)
    let formats = ReportFormat.allCases
    let baseline = BaselineComparison.Baseline(findings: earlier.findings, steps: StepTextIndex(earlierRuns: earlier))
    let written = try await Self.streamed(jobs: 2, formats: formats, baseline: baseline)
    for format in formats {
      let whole = try format.render(report, options: options)
      #expect(written[format] == whole, "\(format) streamed with a baseline differs from the whole report")
    }
  }

  /// The run-by-run page cannot hide the steps' old findings: it refuses a baseline rather
  /// than write a page that differs from the whole report's.
  @Test func theRunByRunPageRefusesABaseline() throws {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("report.html").path
    let outputs = StreamingOutputs([.init(path: path, renderer: HTMLReportStreaming())])
    let comparison = BaselineComparison(
      current: AuditReport(runs: [], findings: []), baseline: AuditReport(runs: [], findings: []))
    #expect(throws: (any Error).self) {
      try outputs.finish(AuditSummary(findings: [], runCount: 0), options: ReportOptions(baseline: comparison))
    }
    #expect(!FileManager.default.fileExists(atPath: path), "nothing written")
  }

  /// A baseline read from a JSON report keeps what the whole report would compare.
  @Test func aBaselineReadWithoutItsBarsComparesAsTheWholeReport() async throws {
    let report = try await Auditor(configuration: Self.configuration(jobs: 2)).run()
    var earlier = report
    earlier.findings = Array(report.findings.dropFirst(3))
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("baseline.json").path
    try AtomicWriter.write(try ReportFormat.json.render(earlier, options: ReportOptions()), to: path)
    let compact = try BaselineComparison.loadBaseline(at: path)
    var steps = StepTextIndex()
    for run in report.runs { steps.add(run) }
    let streamed = BaselineComparison(findings: report.findings, steps: steps, baseline: compact)
    let whole = BaselineComparison(current: report, baseline: try BaselineComparison.loadReport(at: path))
    #expect(streamed == whole)
    #expect(streamed.new.count == 3)
  }
}

extension StepTextIndex {
  /// The step texts of a report's runs.
  init(earlierRuns report: AuditReport) {
    self.init()
    for run in report.runs { add(run) }
  }
}

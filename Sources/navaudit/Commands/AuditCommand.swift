import ArgumentParser
import AuditEngine
import Diagnostics
import Foundation
import Reports
import UnicodeSupport

/// `navaudit audit PATH...`: runs every flow × locale × device and reports.
struct AuditCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Audit scenario files (or folders of them) in every locale and on every device."
  )

  @Argument(help: "Scenario files (*.navaudit.yaml) or folders to search. Default: Samples, or the current folder.")
  var paths: [String] = []

  @OptionGroup var run: RunOptions

  @OptionGroup var outputs: OutputOptions

  @Option(
    help: ArgumentHelp(
      "Report only findings that are new since this JSON report of an earlier run, and list the fixed ones.",
      valueName: "JSON"))
  var baseline: String?

  @Option(
    help: ArgumentHelp(
      "Add pseudo locales made from the development language's text: accented (en-XA), double (en-XD), bounded (en-XB), rtl (ar-XB), comma-separated, or 'all'.",
      valueName: "STYLES"))
  var pseudo: String?

  func run() async throws {
    // The process exits once the reports are written: what the audit lets go of at its end
    // is left to the exit to give back.
    Disposal.exitsAfterWork()
    let plan = try outputs.plan(
      standardDefault: ReportFormat.standardOutputDefault(isTerminal: TerminalStyle.isTerminal(STDOUT_FILENO)))
    var configuration = try run.configuration(paths: paths)
    configuration.pseudoLocales = try pseudo.map(Self.pseudoLocales) ?? []
    let previous = try baseline.map { path throws(BaselineError) in try BaselineComparison.loadBaseline(at: path) }
    // Every output takes the runs as they are evaluated: the matrix is never whole in memory.
    let streams = StreamingOutputs(
      plan.destinations.map { destination in
        if destination.path == nil, destination.format == .diagnostics, TerminalStyle.colorEnabled(for: STDOUT_FILENO) {
          return StreamingOutputs.Output(path: nil, renderer: ColoredDiagnostics(workers: configuration.jobs))
        }
        return StreamingOutputs.Output(
          path: destination.path,
          renderer: destination.format.streamingRenderer(baseline: previous != nil, workers: configuration.jobs))
      })
    // A baseline names a finding's step by its text: the texts are all that is kept of the runs.
    var steps = StepTextIndex()
    let summary: AuditSummary
    do {
      summary = try await audit(configuration) { run in
        if previous != nil { steps.add(run) }
        try streams.add(run)
      }
    } catch {
      streams.discard()
      throw error
    }
    // Freed by the process's exit, not one by one as the command returns.
    Disposal.keepUntilExit(summary)
    let comparison = previous.map { BaselineComparison(findings: summary.findings, steps: steps, baseline: $0) }
    try streams.finish(summary, options: outputs.reportOptions(baseline: comparison))
    if let comparison, !outputs.quiet {
      Terminal.error(comparison.summary)
    }
    if outputs.fails(comparison?.new ?? summary.findings) { throw ExitCodes.findings }
  }

  /// The pseudo styles of a `--pseudo` value.
  static func pseudoLocales(_ value: String) throws -> [PseudoLocale] {
    let list = RunOptions.list(value)
    let expected = "expected \(PseudoLocale.allCases.map(\.rawValue).joined(separator: ", ")) or all"
    guard !list.isEmpty else { throw ValidationError("no pseudo-localization given (\(expected))") }
    if list.map({ $0.lowercased() }) == ["all"] { return PseudoLocale.allCases }
    return try Array(
      Set(
        list.map { name in
          guard let style = PseudoLocale(rawValue: name.lowercased()) else {
            throw ValidationError("unknown pseudo-localization '\(name)' (\(expected))")
          }
          return style
        })
    ).sorted()
  }

  /// Runs the auditor, with a progress line on standard error when it is a terminal.
  ///
  /// The line is cleared before an error propagates, so that the error prints on a clean line.
  private func audit(
    _ configuration: AuditConfiguration, deliver: (AuditReport.Run) throws -> Void
  ) async throws -> AuditSummary {
    let progress =
      !outputs.quiet && TerminalStyle.isTerminal(STDERR_FILENO)
      ? TerminalProgress(color: TerminalStyle.colorEnabled(for: STDERR_FILENO)) : nil
    progress?.begin()
    defer { progress?.finish() }
    var handler: Auditor.ProgressHandler?
    if let progress {
      handler = { done, total in progress.update(done: done, total: total) }
    }
    return try await Auditor(configuration: configuration).run(progress: handler, deliver: deliver)
  }
}

/// Diagnostics for a terminal: the diagnostics format, its keywords in color.
private struct ColoredDiagnostics: StreamingReportRendering {
  /// How many threads write lines: the audit's `--jobs`, as for the uncolored diagnostics
  /// (``ReportFormat/streamingRenderer(baseline:workers:)``).
  let workers: Int

  func add(_ run: AuditReport.Run, spool: OutputSpool) {}

  func finish(_ summary: AuditSummary, options: ReportOptions, spool: OutputSpool, to sink: inout OutputSink) throws {
    let report = AuditReport(runs: [], findings: summary.findings)
    let text = try ReportFormat.diagnostics.render(report, options: options, workers: workers)
    try sink.write(TerminalStyle.colorizeDiagnostics(text))
  }
}

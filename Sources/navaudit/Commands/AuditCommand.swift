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
    let plan = try outputs.plan(
      standardDefault: ReportFormat.standardOutputDefault(isTerminal: TerminalStyle.isTerminal(STDOUT_FILENO)))
    var configuration = try run.configuration(paths: paths)
    configuration.pseudoLocales = try pseudo.map(Self.pseudoLocales) ?? []
    let previous = try baseline.map { path throws(BaselineError) in try BaselineComparison.loadReport(at: path) }
    let report = try await audit(configuration)
    let comparison = previous.map { BaselineComparison(current: report, baseline: $0) }
    let options = outputs.reportOptions(baseline: comparison)
    var files: [(path: String, contents: OutputContents)] = []
    var standardOutput: OutputContents?
    for destination in plan.destinations {
      var rendered: OutputContents
      do {
        rendered = try destination.format.output(report, options: options)
      } catch {
        throw SystemFailure(description: "cannot write the \(destination.format.rawValue) report: \(error)")
      }
      if let path = destination.path {
        files.append((path, rendered))
      } else {
        if destination.format == .diagnostics, TerminalStyle.colorEnabled(for: STDOUT_FILENO),
          case .text(let text) = rendered
        {
          rendered = .text(TerminalStyle.colorizeDiagnostics(text))
        }
        standardOutput = rendered
      }
    }
    try AtomicWriter.writeAll(files, standardOutput: standardOutput)
    if let comparison, !outputs.quiet {
      Terminal.error(comparison.summary)
    }
    if outputs.fails(comparison?.new ?? report.findings) { throw ExitCodes.findings }
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
  private func audit(_ configuration: AuditConfiguration) async throws -> AuditReport {
    let progress =
      !outputs.quiet && TerminalStyle.isTerminal(STDERR_FILENO)
      ? TerminalProgress(color: TerminalStyle.colorEnabled(for: STDERR_FILENO)) : nil
    progress?.begin()
    defer { progress?.finish() }
    var handler: Auditor.ProgressHandler?
    if let progress {
      handler = { done, total in progress.update(done: done, total: total) }
    }
    return try await Auditor(configuration: configuration).run(progress: handler)
  }
}

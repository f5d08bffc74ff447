public import ArgumentParser
import AuditEngine
import Diagnostics
import Foundation
public import Reports

/// `navaudit audit PATH...`: runs every flow × locale × device and reports.
struct AuditCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Audit scenario files (or folders of them) in every locale and on every device."
  )

  @Argument(help: "Scenario files (*.navaudit.yaml) or folders to search. Default: Samples, or the current folder.")
  var paths: [String] = []

  @OptionGroup var run: RunOptions

  @Option(help: "Output format. Default on standard output: text on a terminal, diagnostics otherwise.")
  var format: ReportFormat?

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Write a report to a file (atomically). Repeat with FORMAT=FILE for several formats.",
      discussion: "A plain FILE takes --format, else its extension (.json .html .md .sarif .xml .txt); '-' is standard output.",
      valueName: "[FORMAT=]FILE"))
  var output: [String] = []

  @Option(name: .customLong("fail-on"), help: "Exit with 1 when a finding is at or above this severity: error, warning, info or never.")
  var failOn: FailLevel = .error

  @Option(help: ArgumentHelp("Report only findings that are new since this JSON report of an earlier run, and list the fixed ones.", valueName: "JSON"))
  var baseline: String?

  @Flag(name: .shortAndLong, help: "Show no progress on standard error.")
  var quiet = false

  func run() async throws {
    let plan: OutputPlan
    do {
      plan = try OutputPlan(format: format, outputs: output, standardOutputIsTerminal: TerminalStyle.isTerminal(STDOUT_FILENO))
    } catch {
      throw ValidationError(error.description)
    }
    let configuration = try run.configuration(paths: paths)
    let previous = try baseline.map { path in
      do {
        return try BaselineComparison.loadReport(at: path)
      } catch {
        Terminal.error("error: \(error)")
        throw ExitCodes.badInput
      }
    }
    let report = try await audit(configuration)
    let comparison = previous.map { BaselineComparison(current: report, baseline: $0) }
    let options = ReportOptions(failOn: threshold, baseline: comparison)
    var files: [(path: String, contents: String)] = []
    var standardOutput: (format: ReportFormat, text: String)?
    for destination in plan.destinations {
      let rendered: String
      do {
        rendered = try destination.format.render(report, options: options)
      } catch {
        Terminal.error("error: cannot write the \(destination.format.rawValue) report: \(error)")
        throw ExitCode.failure
      }
      if let path = destination.path {
        files.append((path, rendered))
      } else {
        standardOutput = (destination.format, rendered)
      }
    }
    let standardText = standardOutput.map { output in
      output.format == .diagnostics && TerminalStyle.colorEnabled(for: STDOUT_FILENO)
        ? TerminalStyle.colorizeDiagnostics(output.text) : output.text
    }
    do {
      try AtomicWriter.writeAll(files, standardOutput: standardText)
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCodes.badInput
    }
    if let comparison, !quiet {
      Terminal.error(comparison.summary)
    }
    if failOn.isTripped(by: comparison?.new ?? report.findings) { throw ExitCodes.findings }
  }

  /// The `--fail-on` severity, `nil` for never.
  private var threshold: Severity? {
    switch failOn {
    case .never: nil
    case .error: .error
    case .warning: .warning
    case .info: .info
    }
  }

  /// Runs the auditor, with a progress line on standard error when it is a terminal.
  private func audit(_ configuration: AuditConfiguration) async throws -> AuditReport {
    let progress = !quiet && TerminalStyle.isTerminal(STDERR_FILENO) ? TerminalProgress(color: TerminalStyle.colorEnabled(for: STDERR_FILENO)) : nil
    progress?.begin()
    defer { progress?.finish() }
    do {
      var handler: Auditor.ProgressHandler?
      if let progress {
        handler = { done, total in progress.update(done: done, total: total) }
      }
      return try await Auditor(configuration: configuration).run(progress: handler)
    } catch let error as any LocatedError {
      progress?.finish()
      Terminal.error(error.description)
      throw ExitCodes.badInput
    } catch let error as AuditError {
      progress?.finish()
      Terminal.error("error: \(error)")
      throw ExitCode.validationFailure
    } catch {
      progress?.finish()
      // Messages that already carry a location ("path:line:col: error: …") print as they are.
      let message = "\(error)"
      Terminal.error(message.contains(": error: ") ? message : "error: \(message)")
      throw ExitCodes.badInput
    }
  }
}

extension ReportFormat: ExpressibleByArgument {}

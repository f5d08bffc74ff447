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

  @Option(help: "Output format: text (terminal matrix) or json (spec v1).")
  var format: ReportFormat?

  @Option(name: .shortAndLong, help: "Write the report to FILE (atomically) instead of standard output.")
  var output: String?

  @Option(name: .customLong("fail-on"), help: "Exit with 1 when a finding is at or above this severity: error, warning, info or never.")
  var failOn: FailLevel = .error

  func run() async throws {
    let configuration = try run.configuration(paths: paths)
    let report: AuditReport
    do {
      report = try await Auditor(configuration: configuration).run()
    } catch let error as any LocatedError {
      Terminal.error(error.description)
      throw ExitCodes.badInput
    } catch let error as AuditError {
      Terminal.error("error: \(error)")
      throw ExitCode.validationFailure
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCodes.badInput
    }
    let rendered = try (format ?? .text).renderer.render(report)
    if let output {
      do {
        try AtomicWriter.write(rendered, to: output)
      } catch {
        Terminal.error("error: \(error)")
        throw ExitCodes.badInput
      }
    } else {
      Terminal.out(rendered)
    }
    if failOn.isTripped(by: report.findings) { throw ExitCodes.findings }
  }
}

extension ReportFormat: ExpressibleByArgument {}

public import ArgumentParser
import AuditEngine
public import Reports

/// The report options shared by every command that writes a report (`audit`, `strings
/// lint`): one definition, so that `-o`, `-q` and `--fail-on` mean the same everywhere.
struct OutputOptions: ParsableArguments {
  @Option(
    help:
      "The format on standard output, and of a plain -o FILE. Default: text on a terminal, diagnostics otherwise ('strings lint': text)."
  )
  var format: ReportFormat?

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Write a report to a file (atomically) instead of standard output. Repeat with FORMAT=FILE for several formats.",
      discussion:
        "A plain FILE takes --format, else its extension (.json .html .md .sarif .xml .junit.xml .txt); '-' is standard output.",
      valueName: "[FORMAT=]FILE"))
  var output: [String] = []

  @Flag(name: .shortAndLong, help: "Print nothing but errors on standard error: no progress line, no summary.")
  var quiet = false

  @Option(
    name: .customLong("fail-on"),
    help: "Exit with 1 when a finding is at or above this severity: error, warning, info or never.")
  var failOn: FailLevel = .error

  /// Where each report goes, with `standardDefault` on standard output when no format is
  /// given.
  ///
  /// - Throws: ``OutputPlanError``, a usage error, for an `--output` that cannot be used.
  func plan(standardDefault: ReportFormat) throws(OutputPlanError) -> OutputPlan {
    try OutputPlan(format: format, outputs: output, standardOutputDefault: standardDefault)
  }

  /// The renderers' options: the `--fail-on` threshold, and the baseline if any.
  func reportOptions(baseline: BaselineComparison? = nil) -> ReportOptions {
    ReportOptions(failOn: failOn.threshold, baseline: baseline)
  }

  /// Whether any of `findings` is at or above `--fail-on`.
  func fails(_ findings: [Finding]) -> Bool {
    let options = reportOptions()
    return findings.contains(where: options.fails)
  }
}

extension ReportFormat: ExpressibleByArgument {}

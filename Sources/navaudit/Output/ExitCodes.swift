import ArgumentParser

/// navaudit's exit codes.
enum ExitCodes {
  /// Findings at or above `--fail-on`.
  static let findings = ExitCode(1)
  /// Bad input: a scenario, table or option value that cannot be used.
  static let badInput = ExitCode(2)
}

import ArgumentParser

/// navaudit's exit codes.
enum ExitCodes {
  /// Findings at or above `--fail-on`.
  static let findings = ExitCode(1)
  /// Bad input: a scenario, table or option value that cannot be used.
  static let badInput = ExitCode(2)
  /// A usage error: an option value that names nothing (`EX_USAGE`, as ArgumentParser uses).
  static let usage = ExitCode.validationFailure
}

import ArgumentParser
import AuditEngine

/// The `--fail-on` threshold.
enum FailLevel: String, ExpressibleByArgument, CaseIterable {
  case error, warning, info, never

  /// The lowest severity that fails the run, `nil` for never: the one mapping of
  /// `--fail-on` to severities, for the exit code and for the reports (JUnit failures).
  var threshold: Severity? {
    switch self {
    case .never: nil
    case .error: .error
    case .warning: .warning
    case .info: .info
    }
  }
}

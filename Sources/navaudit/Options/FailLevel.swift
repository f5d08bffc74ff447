import ArgumentParser
import AuditEngine

/// The `--fail-on` threshold.
enum FailLevel: String, ExpressibleByArgument, CaseIterable {
  case error, warning, info, never

  /// Whether any finding is at or above the threshold.
  func isTripped(by findings: [Finding]) -> Bool {
    let threshold: Severity
    switch self {
    case .never: return false
    case .error: threshold = .error
    case .warning: threshold = .warning
    case .info: threshold = .info
    }
    return findings.contains { $0.severity >= threshold }
  }
}

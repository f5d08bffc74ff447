/// A problem the audit found, with a stable rule id.
public struct Finding: Hashable, Sendable, Codable, Comparable {
  public var rule: String
  public var severity: Severity
  public var scenario: String
  public var locale: String
  public var device: String
  public var orientation: String
  public var flow: String
  public var step: Int
  public var message: String
  /// `file:line:col` in the scenario or string table.
  public var source: String

  public init(rule: RuleID, scenario: String, locale: String, device: String, orientation: String, flow: String, step: Int, message: String, source: String) {
    self.rule = rule.rawValue
    self.severity = rule.severity
    self.scenario = scenario
    self.locale = locale
    self.device = device
    self.orientation = orientation
    self.flow = flow
    self.step = step
    self.message = message
    self.source = source
  }

  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    if (lhs.rule, lhs.locale, lhs.device, lhs.flow, lhs.step) != (rhs.rule, rhs.locale, rhs.device, rhs.flow, rhs.step) {
      return (lhs.rule, lhs.locale, lhs.device, lhs.flow, lhs.step) < (rhs.rule, rhs.locale, rhs.device, rhs.flow, rhs.step)
    }
    return (lhs.scenario, lhs.orientation, lhs.message, lhs.source) < (rhs.scenario, rhs.orientation, rhs.message, rhs.source)
  }
}

/// How serious a finding is.
public enum Severity: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  case info, warning, error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }
}

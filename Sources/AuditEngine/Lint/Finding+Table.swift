extension Finding {
  /// A finding of a string-table check, which belongs to no flow, device or step.
  init(rule: String, severity: Severity, scenario: String, locale: String, message: String, source: String) {
    self.rule = rule
    self.severity = severity
    self.scenario = scenario
    self.locale = locale
    self.device = ""
    self.orientation = ""
    self.flow = ""
    self.step = 0
    self.message = message
    self.source = source
  }

  /// A finding of a rule about string tables, outside any flow.
  init(table rule: RuleID, scenario: String, locale: String, message: String, source: String) {
    self.init(rule: rule.rawValue, severity: rule.severity, scenario: scenario, locale: locale, message: message, source: source)
  }
}

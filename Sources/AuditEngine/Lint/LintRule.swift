/// The rules `navaudit strings lint` adds to ``RuleID``'s, by stable id.
///
/// Kept apart from ``RuleID`` so that the audit's rule list is unchanged; a finding carries
/// the id as a string either way. Lint also reports under existing ids: `missing-translation`,
/// `duplicate-key`, `conflicting-key`, `suspicious-escape`, `plural-missing-other` and
/// `table-entry-ignored`.
public enum LintRule: String, Hashable, Sendable, Codable, CaseIterable {
  /// How many of the development language's keys a locale translates, per table.
  case tableCoverage = "table-coverage"
  /// A key a locale has that the development language does not: dead text.
  case staleKey = "stale-key"
  /// A plural lacks a category the locale's rules select; `other` is shown instead.
  case pluralCategoryMissing = "plural-category-missing"
  /// A plural has a category the locale's rules never select.
  case pluralCategoryUnused = "plural-category-unused"
  /// A translation's format specifiers differ from the development language's.
  case specifierMismatch = "specifier-mismatch"
  /// A whole table is a copy of the development language's: a fake translation.
  case untranslatedTable = "untranslated-table"

  /// The default severity.
  public var severity: Severity {
    switch self {
    case .specifierMismatch, .pluralCategoryMissing, .untranslatedTable: .warning
    case .tableCoverage, .staleKey, .pluralCategoryUnused: .info
    }
  }

  /// A one-line summary of the rule.
  public var summary: String {
    switch self {
    case .tableCoverage: "how many of the development language's keys a locale translates"
    case .staleKey: "a key that only a translation has: the development language no longer uses it"
    case .pluralCategoryMissing: "a plural lacks a category the locale's rules select, so 'other' is shown"
    case .pluralCategoryUnused: "a plural has a category the locale's rules never select"
    case .specifierMismatch: "a translation's format specifiers differ from the development language's (a crash or lost value)"
    case .untranslatedTable: "a whole table is identical to the development language: nothing is translated"
    }
  }
}

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

  /// A finding of a lint rule.
  init(lint rule: LintRule, scenario: String, locale: String, message: String, source: String) {
    self.init(rule: rule.rawValue, severity: rule.severity, scenario: scenario, locale: locale, message: message, source: source)
  }

  /// A finding of an audit rule, outside any flow.
  init(table rule: RuleID, scenario: String, locale: String, message: String, source: String) {
    self.init(rule: rule.rawValue, severity: rule.severity, scenario: scenario, locale: locale, message: message, source: source)
  }
}

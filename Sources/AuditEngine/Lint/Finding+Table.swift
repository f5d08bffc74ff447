import Diagnostics
import StoryboardImport
import StringTables
import UnicodeSupport

extension Finding {
  /// A finding of a rule about string tables, outside any flow.
  init(
    table rule: RuleID, scenario: String, locale: String?, message: String, source: String, table: String? = nil,
    key: String? = nil
  ) {
    self.init(rule: rule, scenario: scenario, locale: locale, message: message, source: source)
    self.table = table
    self.key = key
  }
}

extension Finding {
  /// The finding for a problem found while loading a table; `audit` and `strings lint`
  /// report the same table problem under the same rule.
  init(_ diagnostic: TableDiagnostic, scenario: String) {
    var message = diagnostic.message
    if let other = diagnostic.otherLocation { message += " (previous occurrence at \(other))" }
    self.init(
      table: RuleID(diagnostic.kind), scenario: scenario, locale: diagnostic.locale?.description, message: message,
      source: diagnostic.location.description, table: diagnostic.table, key: diagnostic.key)
  }
}

extension RuleID {
  /// The rule that reports a kind of table diagnostic.
  init(_ kind: TableDiagnostic.Kind) {
    self =
      switch kind {
      case .duplicateKey: .duplicateKey
      case .conflictingKey: .conflictingKey
      case .suspiciousEscape: .suspiciousEscape
      case .missingPluralOther: .pluralMissingOther
      case .invalidLocale, .ignoredFile, .unsupportedValue: .tableEntryIgnored
      case .pluralCategoryMissing: .pluralCategoryMissing
      case .pluralCategoryUnused: .pluralCategoryUnused
      case .specifierMismatch: .specifierMismatch
      case .untranslated: .missingTranslation
      }
  }
}

extension Finding {
  /// The finding for a storyboard problem an import recorded, located at the element.
  init(_ issue: ImportIssue, scenario: String) {
    let rule: RuleID =
      switch issue.kind {
      case .danglingSegue: .storyboardDanglingSegue
      case .referenceCycle: .storyboardReferenceCycle
      case .externalReference: .storyboardReferenceExternal
      case .leftToCode: .storyboardLeftToCode
      case .unresolvedInSource: .sourceUnresolved
      case .unreadableSource: .sourceSyntaxError
      }
    self.init(table: rule, scenario: scenario, locale: nil, message: issue.message, source: issue.location.description)
  }
}

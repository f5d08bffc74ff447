import Diagnostics
import StringTables
import UnicodeSupport

/// Checks string tables the way a translator's CI would: coverage, missing and stale keys,
/// duplicates, plural gaps, format specifiers and fake translations.
///
/// The result is an ``AuditReport`` with no runs, so it renders in every report format and
/// trips `--fail-on` like an audit. Per table and locale (the development language, its
/// regional variants such as `en-GB`, and `Base` are the reference, not checked):
/// - `table-coverage` (info): how many of the development language's keys the locale has;
/// - `missing-translation`: a development-language key the locale (and its parents) lacks;
///   a table the locale lacks entirely is one finding;
/// - `stale-key`: a key in the locale's own folder that the development language lacks;
/// - `untranslated-table`: every value of the locale's table equals the development
///   language's (two values with letters at least);
/// - every table diagnostic (duplicates, conflicts, escapes, plural gaps and unused
///   categories for every format, specifier mismatches).
public struct StringsLinter: Sendable {
  /// The tables to check.
  public let input: StringsInput

  /// Creates a linter.
  public init(input: StringsInput) {
    self.input = input
  }

  /// Runs every check.
  public func lint() -> StringsLintResult {
    var findings: [Finding] = []
    var coverage: [StringsLintResult.CoverageRow] = []
    for group in input.groups {
      let store = group.store
      var diagnostics = store.diagnostics + store.specifierDiagnostics()
      for table in store.tables where table.format != .stringsDictionary {
        guard let language = Self.language(of: table.folder, development: store.developmentLanguage)
        else { continue }
        diagnostics += PluralCoverage.diagnostics(for: table, language: language)
      }
      findings += Set(diagnostics).sorted().map { Self.finding($0, scenario: group.scenario) }
      for table in store.tableNames {
        let checked = TableLint(store: store, table: table, scenario: group.scenario)
        findings += checked.findings
        coverage += checked.coverage
      }
    }
    return StringsLintResult(
      report: AuditReport(runs: [], findings: findings.sorted()), coverage: coverage)
  }

  static func language(of folder: LocaleFolder, development: LocaleIdentifier) -> LocaleIdentifier? {
    switch folder {
    case .locale(let locale): locale
    case .base: development
    case .multilingual: nil
    }
  }

  /// The finding for a table diagnostic.
  static func finding(_ diagnostic: TableDiagnostic, scenario: String) -> Finding {
    var message = diagnostic.message
    if let other = diagnostic.otherLocation { message += " (previous occurrence at \(other))" }
    let locale = diagnostic.locale?.description ?? ""
    let source = diagnostic.location.description
    switch diagnostic.kind {
    case .duplicateKey:
      return Finding(table: .duplicateKey, scenario: scenario, locale: locale, message: message, source: source)
    case .conflictingKey:
      return Finding(table: .conflictingKey, scenario: scenario, locale: locale, message: message, source: source)
    case .suspiciousEscape:
      return Finding(table: .suspiciousEscape, scenario: scenario, locale: locale, message: message, source: source)
    case .missingPluralOther:
      return Finding(table: .pluralMissingOther, scenario: scenario, locale: locale, message: message, source: source)
    case .invalidLocale, .ignoredFile, .unsupportedValue:
      return Finding(table: .tableEntryIgnored, scenario: scenario, locale: locale, message: message, source: source)
    case .pluralCategoryMissing:
      return Finding(table: .pluralCategoryMissing, scenario: scenario, locale: locale, message: message, source: source)
    case .pluralCategoryUnused:
      return Finding(table: .pluralCategoryUnused, scenario: scenario, locale: locale, message: message, source: source)
    case .specifierMismatch:
      return Finding(table: .specifierMismatch, scenario: scenario, locale: locale, message: message, source: source)
    case .untranslated:
      return Finding(table: .missingTranslation, scenario: scenario, locale: locale, message: message, source: source)
    }
  }
}

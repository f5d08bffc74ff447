import Diagnostics
import StringTables
public import TextLayout
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
/// - `width-over-budget`: a translation wider than the budget its file states (an XLIFF
///   `maxwidth` in points, or the budget `navaudit budgets --xcstrings` or `--strings` wrote
///   in a comment);
/// - every table diagnostic (duplicates, conflicts, escapes, plural gaps and unused
///   categories for every format, specifier mismatches).
public struct StringsLinter: Sendable {
  /// The tables to check.
  public let input: StringsInput

  /// Measures texts against the width budgets tables state (an XLIFF `maxwidth`); the
  /// bundled font profile when nil.
  public let measurer: TextMeasurer?

  /// Creates a linter.
  public init(input: StringsInput, measurer: TextMeasurer? = nil) {
    self.input = input
    self.measurer = measurer
  }

  /// Runs every check.
  public func lint() -> StringsLintResult {
    var findings: [Finding] = []
    var coverage: [StringsLintResult.CoverageRow] = []
    // The bundled profile is part of the binary; without it no budget can be checked.
    let measurer = self.measurer ?? (try? TextMeasurer.bundledDefault())
    for group in input.groups {
      let store = group.store
      var diagnostics = store.diagnostics + store.specifierDiagnostics()
      for table in store.tables where table.format != .stringsDictionary {
        guard let language = Self.language(of: table.folder, development: store.developmentLanguage)
        else { continue }
        diagnostics += PluralCoverage.diagnostics(for: table, language: language)
      }
      findings += Set(diagnostics).sorted().map { Finding($0, scenario: group.scenario) }
      if let measurer {
        findings += BudgetCheck.statedFindings(store: store, scenario: group.scenario, measurer: measurer)
      }
      for table in store.tableNames {
        let checked = TableLint(store: store, table: table, scenario: group.scenario)
        findings += checked.findings
        coverage += checked.coverage
      }
    }
    // Each finding's sort key built once (``Finding/sort(_:workers:)``), not two per comparison.
    Finding.sort(&findings)
    return StringsLintResult(report: AuditReport(runs: [], findings: findings), coverage: coverage)
  }

  static func language(of folder: LocaleFolder, development: LocaleIdentifier) -> LocaleIdentifier? {
    switch folder {
    case .locale(let locale): locale
    case .base: development
    case .multilingual: nil
    }
  }
}

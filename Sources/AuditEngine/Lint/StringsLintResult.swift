/// What `navaudit strings lint` found: a report for every format, and coverage rows for the
/// terminal (rendered by the Reports module).
public struct StringsLintResult: Hashable, Sendable {
  /// How much of one table one locale translates.
  public struct CoverageRow: Hashable, Sendable {
    /// The scenario the table belongs to, or "".
    public let scenario: String
    /// The table name.
    public let table: String
    /// The locale (BCP 47).
    public let locale: String
    /// Development-language keys the locale (or a parent) has.
    public let translated: Int
    /// Development-language keys.
    public let total: Int
    /// Development-language keys the locale lacks.
    public let missing: Int
    /// Keys only the locale's own folder has.
    public let stale: Int

    /// The share translated, to a tenth of a percent ("87.5%").
    public var percent: String { TableLint.percent(translated, of: total) }
  }

  /// The findings, in a report with no runs.
  public let report: AuditReport
  /// One row per table and checked locale, in table order.
  public let coverage: [CoverageRow]

  /// Creates a result.
  public init(report: AuditReport, coverage: [CoverageRow]) {
    self.report = report
    self.coverage = coverage
  }
}

public import AuditEngine

/// The output formats navaudit writes.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
  /// A readable per-locale matrix for the terminal.
  case text
  /// The machine-readable JSON report, version 1.
  case json

  /// The renderer for this format. Exhaustive, so a new format needs a renderer to compile.
  public var renderer: any ReportRendering {
    switch self {
    case .text: TextReportRenderer()
    case .json: JSONReportRenderer()
    }
  }
}

/// Turns an audit report into the bytes of one output format.
public protocol ReportRendering: Sendable {
  /// Renders the whole report. Output is deterministic for a given report.
  func render(_ report: AuditReport) throws -> String
}

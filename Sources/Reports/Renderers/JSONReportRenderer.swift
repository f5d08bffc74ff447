public import AuditEngine
import Foundation

/// Writes the JSON report (spec v1) with sorted keys and stable number formatting.
public struct JSONReportRenderer: ReportRendering {
  public init() {}

  public func render(_ report: AuditReport) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(report)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

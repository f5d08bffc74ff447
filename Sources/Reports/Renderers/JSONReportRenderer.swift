public import AuditEngine
import Foundation

/// Writes the JSON report (spec v1) with sorted keys and stable number formatting.
///
/// Directional formatting characters from translations are written as `\u` escapes, so
/// the file holds none raw (the decoded strings are unchanged).
public struct JSONReportRenderer: ReportRendering {
  public init() {}

  public func render(_ report: AuditReport) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(report)
    return Escaping.inertJSON(String(decoding: data, as: UTF8.self)) + "\n"
  }
}

public import AuditEngine
import Foundation

/// Writes the JSON report (spec v1) with sorted keys and stable number formatting.
///
/// Directional formatting characters from translations are written as `\u` escapes, so
/// the file holds none raw (the decoded strings are unchanged).
public struct JSONReportRenderer: ReportRendering {
  public init() {}

  public func render(_ report: AuditReport) throws -> String {
    String(decoding: try bytes(report), as: UTF8.self)
  }

  /// The report as UTF-8, byte for byte what `JSONEncoder` with sorted keys and pretty
  /// printing writes (then made inert), but written run by run so that memory stays
  /// bounded by one run's tree.
  func bytes(_ report: AuditReport) throws -> [UInt8] {
    // The pieces first, so the whole is allocated once.
    var findings = SortedJSONWriter()
    try findings.write(report.findings, level: 1)
    var tool = SortedJSONWriter()
    try tool.write(report.tool, level: 1)
    let runs = try Self.encodedRuns(report.runs)
    var writer = SortedJSONWriter(
      capacity: findings.bytes.count + tool.bytes.count + runs.reduce(256) { $0 + $1.count })
    // The top level's keys, sorted: findings, format, runs, tool.
    writer.raw("{")
    writer.newline(level: 1)
    writer.string("findings")
    writer.raw(" : ")
    writer.append(findings.bytes)
    writer.raw(",")
    writer.newline(level: 1)
    writer.string("format")
    writer.raw(" : ")
    try writer.write(report.format, level: 1)
    writer.raw(",")
    writer.newline(level: 1)
    writer.string("runs")
    writer.raw(" : [")
    for chunk in runs { writer.append(chunk) }
    if report.runs.isEmpty { writer.newline(level: 0) }
    writer.newline(level: 1)
    writer.raw("],")
    writer.newline(level: 1)
    writer.string("tool")
    writer.raw(" : ")
    writer.append(tool.bytes)
    writer.newline(level: 0)
    writer.raw("}\n")
    return writer.bytes
  }

  /// The runs, encoded in chunks on every core and returned in order (the bytes do not
  /// depend on the number of cores).
  private static func encodedRuns(_ runs: [AuditReport.Run]) throws -> [[UInt8]] {
    let chunkSize = 16
    let starts = Array(stride(from: 0, to: runs.count, by: chunkSize))
    return try OrderedParallelMap.map(starts, workers: ProcessInfo.processInfo.activeProcessorCount) { start in
      var writer = SortedJSONWriter(capacity: chunkSize * 16_384)
      for index in start..<min(start + chunkSize, runs.count) {
        if index > 0 { writer.raw(",") }
        writer.newline(level: 2)
        try writer.write(runs[index], level: 2)
      }
      return writer.bytes
    }
  }
}

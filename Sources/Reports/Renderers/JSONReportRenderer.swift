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
    var bytes: [UInt8] = []
    try write(report) { bytes += $0 }
    return bytes
  }

  /// The report streamed to its output: the bytes of ``bytes(_:)``, handed over in pieces
  /// of at most ``batchChunks`` chunks of runs, so that the whole is never in memory.
  public func streamed(_ report: AuditReport) -> OutputContents {
    .streamed { sink throws(OutputError) in
      do {
        try write(report) { piece in try sink.write(piece) }
      } catch let error as OutputError {
        throw error
      } catch {
        throw sink.failure("\(error)")
      }
    }
  }

  /// How many runs one chunk encodes (one task of the parallel encoding).
  static let chunkSize = 16
  /// How many chunks are encoded before they are handed over.
  static let batchChunks = 64

  /// Hands the report's bytes to `emit` in order: the findings and format, the runs a batch
  /// of chunks at a time, then the tool.
  private func write(_ report: AuditReport, to emit: ([UInt8]) throws -> Void) throws {
    // The top level's keys, sorted: findings, format, runs, tool.
    var head = SortedJSONWriter()
    head.raw("{")
    head.newline(level: 1)
    head.string("findings")
    head.raw(" : ")
    try head.write(report.findings, level: 1)
    head.raw(",")
    head.newline(level: 1)
    head.string("format")
    head.raw(" : ")
    try head.write(report.format, level: 1)
    head.raw(",")
    head.newline(level: 1)
    head.string("runs")
    head.raw(" : [")
    try emit(head.bytes)
    let starts = Array(stride(from: 0, to: report.runs.count, by: Self.chunkSize))
    for batch in stride(from: 0, to: starts.count, by: Self.batchChunks) {
      let batchStarts = Array(starts[batch..<min(batch + Self.batchChunks, starts.count)])
      for chunk in try Self.encodedRuns(report.runs, starts: batchStarts) { try emit(chunk) }
    }
    var tail = SortedJSONWriter()
    if report.runs.isEmpty { tail.newline(level: 0) }
    tail.newline(level: 1)
    tail.raw("],")
    tail.newline(level: 1)
    tail.string("tool")
    tail.raw(" : ")
    try tail.write(report.tool, level: 1)
    tail.newline(level: 0)
    tail.raw("}\n")
    try emit(tail.bytes)
  }

  /// The chunks of runs starting at `starts`, encoded on every core and returned in order
  /// (the bytes do not depend on the number of cores).
  private static func encodedRuns(_ runs: [AuditReport.Run], starts: [Int]) throws -> [[UInt8]] {
    try OrderedParallelMap.map(starts, workers: ProcessInfo.processInfo.activeProcessorCount) { start in
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

public import AuditEngine
import Foundation

/// Writes the JSON report (spec v1) with sorted keys and stable number formatting.
///
/// Directional formatting characters from translations are written as `\u` escapes, so
/// the file holds none raw (the decoded strings are unchanged).
public struct JSONReportRenderer: ReportRendering {
  /// How many threads encode runs at once: the audit's `--jobs`, so that a run limited to
  /// one core stays on one core while its report is written.
  public var workers: Int

  /// - Parameter workers: how many threads encode runs; every core when `nil`.
  public init(workers: Int? = nil) {
    self.workers = OrderedParallelMap.threads(workers)
  }

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
    try emit(try Self.head(report))
    let starts = Array(stride(from: 0, to: report.runs.count, by: Self.chunkSize))
    for batch in stride(from: 0, to: starts.count, by: Self.batchChunks) {
      let batchStarts = Array(starts[batch..<min(batch + Self.batchChunks, starts.count)])
      for chunk in try Self.encodedRuns(report.runs, starts: batchStarts, workers: workers) { try emit(chunk) }
    }
    try emit(try Self.tail(report, hasRuns: !report.runs.isEmpty))
  }

  /// The report's bytes up to its runs: the top level's keys are sorted (findings, format,
  /// runs, tool), so everything but the runs and the tool comes first.
  static func head(_ report: AuditReport) throws -> [UInt8] {
    var head = SortedJSONWriter()
    head.raw("{")
    head.newline(level: 1)
    head.string("findings")
    head.raw(" : ")
    head.array(report.findings, level: 1) { $0.finding($1, level: $2) }
    head.raw(",")
    head.newline(level: 1)
    head.string("format")
    head.raw(" : ")
    try head.write(report.format, level: 1)
    head.raw(",")
    head.newline(level: 1)
    head.string("runs")
    head.raw(" : [")
    return head.bytes
  }

  /// Appends the run at `index` of the runs array: a separator after the first, its line
  /// and the run, written member by member (``SortedJSONWriter/run(_:level:)``), not
  /// through `Encodable`.
  static func appendRun(_ run: AuditReport.Run, index: Int, to writer: inout SortedJSONWriter) {
    if index > 0 { writer.raw(",") }
    writer.newline(level: 2)
    writer.run(run, level: 2)
  }

  /// The report's bytes after its runs: the end of the runs array and the tool.
  static func tail(_ report: AuditReport, hasRuns: Bool) throws -> [UInt8] {
    var tail = SortedJSONWriter()
    if !hasRuns { tail.newline(level: 0) }
    tail.newline(level: 1)
    tail.raw("],")
    tail.newline(level: 1)
    tail.string("tool")
    tail.raw(" : ")
    try tail.write(report.tool, level: 1)
    tail.newline(level: 0)
    tail.raw("}\n")
    return tail.bytes
  }

  /// The chunks of runs starting at `starts`, encoded on `workers` threads and returned in
  /// order (the bytes do not depend on the number of threads).
  ///
  /// - Parameter offset: the index in the report of `runs[0]`, when `runs` is a part of it.
  static func encodedRuns(
    _ runs: [AuditReport.Run], starts: [Int], offset: Int = 0, workers: Int
  ) throws -> [[UInt8]] {
    try OrderedParallelMap.map(starts, workers: workers) { start in
      var writer = SortedJSONWriter(capacity: chunkSize * 16_384)
      for index in start..<min(start + chunkSize, runs.count) {
        appendRun(runs[index], index: offset + index, to: &writer)
      }
      return writer.bytes
    }
  }
}

/// The JSON report written as the runs arrive: the runs encoded into the spool a batch at a
/// time, then the findings, the spooled runs and the tool (``StreamingReportRendering``).
/// Memory holds one batch of runs and their bytes, whatever the matrix.
public struct JSONReportStreaming: StreamingReportRendering {
  /// Runs received and not yet encoded.
  private var pending: [AuditReport.Run] = []
  /// Runs encoded so far.
  private var count = 0
  /// How many threads encode a batch (``JSONReportRenderer/workers``).
  private let workers: Int

  /// How many runs are encoded together, in chunks on several threads: encoding is most of
  /// the JSON's cost, and the audit's workers wait while one thread does it alone.
  static let batchSize = JSONReportRenderer.chunkSize * 8

  /// - Parameter workers: how many threads encode a batch: the audit's `--jobs`; every
  ///   core when `nil`.
  public init(workers: Int? = nil) {
    self.workers = OrderedParallelMap.threads(workers)
  }

  public mutating func add(_ run: AuditReport.Run, spool: OutputSpool) throws {
    pending.append(run)
    if pending.count >= Self.batchSize { try flush(to: spool) }
  }

  /// Writes every finding: the JSON report keeps them all, even with a baseline, so that
  /// it can serve as the next one.
  public mutating func finish(
    _ summary: AuditSummary, options: ReportOptions, spool: OutputSpool, to sink: inout OutputSink
  ) throws {
    try flush(to: spool)
    let shell = AuditReport(runs: [], findings: summary.findings)
    try sink.write(try JSONReportRenderer.head(shell))
    try sink.write(spool)
    try sink.write(try JSONReportRenderer.tail(shell, hasRuns: count > 0))
  }

  private mutating func flush(to spool: OutputSpool) throws {
    let starts = Array(stride(from: 0, to: pending.count, by: JSONReportRenderer.chunkSize))
    for chunk in try JSONReportRenderer.encodedRuns(pending, starts: starts, offset: count, workers: workers) {
      try spool.write(chunk)
    }
    count += pending.count
    pending.removeAll(keepingCapacity: true)
  }
}

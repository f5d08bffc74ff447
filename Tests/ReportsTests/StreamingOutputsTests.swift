import AuditEngine
import Foundation
import Reports
import Synchronization
import TestSupport
import Testing

/// Streamed outputs are all or nothing, and runs reach them in order through a bounded window.
@Suite("Streaming outputs")
struct StreamingOutputsTests {
  struct Failure: Error, Equatable, CustomStringConvertible {
    var index: Int
    var description: String { "failed at \(index)" }
  }

  /// A renderer that fails on its `failAt`th run.
  struct FailingRenderer: StreamingReportRendering {
    var failAt: Int
    var seen = 0

    mutating func add(_ run: AuditReport.Run, spool: OutputSpool) throws {
      defer { seen += 1 }
      if seen == failAt { throw Failure(index: seen) }
    }

    func finish(_ summary: AuditSummary, options: ReportOptions, spool: OutputSpool, to sink: inout OutputSink) {}
  }

  /// A folder holding `a.json` and `b.xml` from an earlier run.
  static func folderWithEarlierReports() throws -> URL {
    let folder = try RepositoryPaths.temporaryFolder()
    try "earlier a".write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
    try "earlier b".write(to: folder.appendingPathComponent("b.xml"), atomically: true, encoding: .utf8)
    return folder
  }

  /// The earlier reports are untouched and nothing else is in the folder.
  static func expectUntouched(_ folder: URL) throws {
    #expect(try String(contentsOf: folder.appendingPathComponent("a.json"), encoding: .utf8) == "earlier a")
    #expect(try String(contentsOf: folder.appendingPathComponent("b.xml"), encoding: .utf8) == "earlier b")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.json", "b.xml"])
  }

  static func outputs(_ folder: URL, extra: StreamingOutputs.Output) -> StreamingOutputs {
    StreamingOutputs([
      .init(path: folder.appendingPathComponent("a.json").path, renderer: ReportFormat.json.streamingRenderer()),
      .init(path: folder.appendingPathComponent("b.xml").path, renderer: ReportFormat.junit.streamingRenderer()),
      extra,
    ])
  }

  @Test func anOutputInAMissingFolderFailsBeforeAnythingIsWritten() throws {
    let folder = try Self.folderWithEarlierReports()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try ReportFixture.report()
    let missing = folder.appendingPathComponent("missing/c.sarif").path
    let outputs = Self.outputs(folder, extra: .init(path: missing, renderer: ReportFormat.sarif.streamingRenderer()))
    #expect(throws: OutputError.self) { try outputs.add(report.runs[0]) }
    try Self.expectUntouched(folder)
  }

  @Test func aRendererThatFailsMidwayLeavesEveryFileAsItWas() throws {
    let folder = try Self.folderWithEarlierReports()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try ReportFixture.report()
    #expect(report.runs.count >= 2)
    let outputs = Self.outputs(
      folder, extra: .init(path: folder.appendingPathComponent("c.txt").path, renderer: FailingRenderer(failAt: 1)))
    try outputs.add(report.runs[0])
    #expect(throws: OutputError.self) { try outputs.add(report.runs[1]) }
    try Self.expectUntouched(folder)
  }

  /// A failure while the outputs are finished (a full device) replaces no file.
  @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full")))
  func aFullDeviceAtTheEndReplacesNoFile() throws {
    let folder = try Self.folderWithEarlierReports()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try ReportFixture.report()
    let outputs = Self.outputs(folder, extra: .init(path: "/dev/full", renderer: ReportFormat.json.streamingRenderer()))
    for run in report.runs { try outputs.add(run) }
    #expect(throws: OutputError.self) {
      try outputs.finish(AuditSummary(findings: report.findings, runCount: report.runs.count), options: ReportOptions())
    }
    try Self.expectUntouched(folder)
  }

  @Test func aCompleteRunReplacesEveryFileWithTheWholeReportsBytes() throws {
    let folder = try Self.folderWithEarlierReports()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try ReportFixture.report()
    let sarif = folder.appendingPathComponent("c.sarif")
    let outputs = Self.outputs(folder, extra: .init(path: sarif.path, renderer: ReportFormat.sarif.streamingRenderer()))
    for run in report.runs { try outputs.add(run) }
    let options = ReportOptions(failOn: .warning)
    try outputs.finish(AuditSummary(findings: report.findings, runCount: report.runs.count), options: options)
    for (name, format) in [("a.json", ReportFormat.json), ("b.xml", .junit), ("c.sarif", .sarif)] {
      let written = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(written == (try format.render(report, options: options)), "\(name)")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.json", "b.xml", "c.sarif"])
  }

  @Test(arguments: [1, 2, 4])
  func resultsArriveInInputOrderThroughABoundedWindow(workers: Int) throws {
    let alive = Atomic<Int>(0)
    let most = Mutex(0)
    var delivered: [Int] = []
    try OrderedParallelMap.forEach(
      Array(0..<200), workers: workers, window: workers * 2,
      { index in
        let now = alive.add(1, ordering: .sequentiallyConsistent).newValue
        most.withLock { $0 = max($0, now) }
        // Later elements often finish first.
        usleep(UInt32((index * 7919) % 5) * 200)
        return index
      },
      consume: { index in
        delivered.append(index)
        alive.subtract(1, ordering: .sequentiallyConsistent)
      })
    #expect(delivered == Array(0..<200))
    #expect(most.withLock { $0 } <= workers * 2, "never more results alive than the window")
  }

  /// A result handed to the consumer is its own: no copy stays behind in the work loop, so
  /// that the consumer decides where it is freed (the audit frees units on another thread).
  @Test(arguments: [1, 2])
  func theConsumerHoldsTheOnlyReferenceToAResult(workers: Int) throws {
    var unique: [Bool] = []
    try OrderedParallelMap.forEach(
      Array(0..<20), workers: workers, window: 4, { index in Token(index: index) },
      consume: { (token: consuming Token) in
        var owned = consume token
        unique.append(isKnownUniquelyReferenced(&owned))
      })
    #expect(unique == Array(repeating: true, count: 20))
  }

  final class Token: Sendable {
    let index: Int
    init(index: Int) { self.index = index }
  }

  @Test func theFirstErrorInInputOrderStopsTheWork() throws {
    var delivered: [Int] = []
    #expect(throws: Failure(index: 3)) {
      try OrderedParallelMap.forEach(
        Array(0..<100), workers: 2, window: 4,
        { index in
          if index == 7 { throw Failure(index: 7) }
          if index == 3 {
            usleep(20_000)
            throw Failure(index: 3)
          }
          return index
        }, consume: { delivered.append($0) })
    }
    #expect(delivered == [0, 1, 2])
  }

  @Test func aConsumerErrorStopsTheWorkers() throws {
    let started = Atomic<Int>(0)
    #expect(throws: Failure(index: 5)) {
      try OrderedParallelMap.forEach(
        Array(0..<1000), workers: 2, window: 4,
        { index in
          started.add(1, ordering: .sequentiallyConsistent)
          return index
        },
        consume: { index in
          if index == 5 { throw Failure(index: 5) }
        })
    }
    #expect(started.load(ordering: .sequentiallyConsistent) <= 5 + 4 + 2, "workers stop within the window")
  }
}

import Benchmark
import BenchmarkFixtures
import Foundation
import NavauditKit
import Synchronization

/// navaudit's benchmarks on ordo-one/benchmark: wall time, CPU, mallocs and peak memory of
/// what a user waits for. `swift package benchmark` runs them; CI checks their malloc counts
/// against `Thresholds/` (deterministic, unlike time on a shared machine).
///
/// Benchmarks that need the corpus of real apps beside the repository are not registered
/// without it. Names have no spaces or slashes: the threshold files are named after them.
let benchmarks: @Sendable () -> Void = {
  // Malloc counts vary a little with thread timing (two threads may both miss a cache):
  // 5 % either way is a change, not noise.
  let mallocs = BenchmarkThresholds(relative: [.p90: 5.0])
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: 0,
    maxDuration: .seconds(20),
    maxIterations: 5,
    thresholds: [.mallocCountTotal: mallocs]
  )

  // The 20,000 real titles of the side-by-side comparison: load, audit and write the
  // diagnostics, as `navaudit audit workload.navaudit.yaml --format diagnostics` does.
  if let workload = Fixtures.workload {
    Benchmark("SharedWorkload.19600Decisions.diagnostics") { benchmark in
      var configuration = AuditConfiguration(
        paths: [Fixtures.workloadScenario], workingDirectory: workload.path)
      configuration.locales = .only(["en"])
      configuration.devices = .only(["iPhone 16"])
      for _ in benchmark.scaledIterations {
        let report = try await Auditor(configuration: configuration).run()
        blackHole(try ReportFormat.diagnostics.render(report, options: ReportOptions()))
      }
    }
  }

  // Every sample in every locale, on every device in both orientations: the engine alone.
  Benchmark("SamplesMatrix.engine") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try await Auditor(configuration: SamplesMatrix.configuration).run().runs.count)
    }
  }

  // One flow of 10,000 pushes, audited: time and memory linear in the steps (issue 14).
  // `navaudit-benchmark deep-flow` prints 2,500 to 20,000 pushes side by side.
  Benchmark("DeepFlow.10000Pushes", configuration: .init(maxIterations: 3)) { benchmark in
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navaudit-benchmark-deep-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Fixtures.deepFlowText(pushes: 10_000).write(
      to: folder.appendingPathComponent("deep.navaudit.yaml"), atomically: true, encoding: .utf8)
    var configuration = AuditConfiguration(paths: ["deep.navaudit.yaml"], workingDirectory: folder.path)
    configuration.devices = .only(["iPhone 16"])
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try await Auditor(configuration: configuration).run().runs.count)
    }
    benchmark.stopMeasurement()
  }

  // The same report written in each format, as `-o FORMAT=FILE` writes it (atomically).
  for format in ReportFormat.allCases {
    Benchmark(
      "SamplesMatrix.output.\(format.rawValue)",
      configuration: .init(maxIterations: 3, thresholds: [.mallocCountTotal: mallocs])
    ) { benchmark in
      let report = try await SamplesMatrix.report()
      let path = FileManager.default.temporaryDirectory.appendingPathComponent(
        "navaudit-benchmark-\(ProcessInfo.processInfo.processIdentifier).\(format.rawValue)"
      ).path
      defer { unlink(path) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        try AtomicWriter.writeAll([(path, try format.output(report, options: ReportOptions()))], standardOutput: nil)
      }
      benchmark.stopMeasurement()
    }
  }

  // The matrix audited with its runs written as they are evaluated, as `navaudit audit
  // -o json=… -o sarif=… -o junit=…` does: the engine and the streamed outputs together, in
  // memory that does not grow with the matrix.
  Benchmark(
    "SamplesMatrix.streamed.json-sarif-junit",
    configuration: .init(maxIterations: 3, thresholds: [.mallocCountTotal: mallocs])
  ) { benchmark in
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navaudit-benchmark-\(ProcessInfo.processInfo.processIdentifier)-streamed")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for _ in benchmark.scaledIterations {
      let outputs = StreamingOutputs(
        [ReportFormat.json, .sarif, .junit].map { format in
          StreamingOutputs.Output(
            path: folder.appendingPathComponent("report.\(format.rawValue)").path,
            renderer: format.streamingRenderer())
        })
      let summary = try await Auditor(configuration: SamplesMatrix.configuration).run { try outputs.add($0) }
      try outputs.finish(summary, options: ReportOptions())
    }
  }

  // Scenario YAML: 20,000 screens in flows of 50, about 41,000 lines (goal: 200,000 lines/s).
  let scenarioText = Fixtures.scenarioText(screens: 20_000)
  Benchmark("YAMLParsing.41000LineScenario") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try ScenarioLoader.parse(scenarioText, path: "generated.navaudit.yaml").screens.count)
    }
  }

  // The storyboards of four real apps, imported with their generated flows.
  if let corpus = Fixtures.corpus {
    Benchmark("StoryboardImport.4CorpusApps") { benchmark in
      let configuration = AuditConfiguration(paths: Fixtures.storyboardApps, workingDirectory: corpus.path)
      for _ in benchmark.scaledIterations {
        blackHole(try Auditor(configuration: configuration).loadScenarios().count)
      }
    }
  }

  // 1,000 generated SwiftUI and UIKit files, about 100,000 lines: parse and extract.
  Benchmark("SwiftSourceImport.1000Files") { benchmark in
    let (folder, _) = try Fixtures.swiftApp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = AuditConfiguration(paths: [folder.path], workingDirectory: folder.path)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try Auditor(configuration: configuration).loadScenarios().count)
    }
    benchmark.stopMeasurement()
  }
}

/// The full samples matrix: `audit Samples --devices all --orientations portrait,landscape`.
enum SamplesMatrix {
  static let configuration = AuditConfiguration(
    paths: ["Samples"], workingDirectory: Fixtures.repository.path, locales: .all, devices: .all,
    orientations: [.portrait, .landscape])

  /// The matrix's report, audited once for every output benchmark.
  static func report() async throws -> AuditReport {
    if let cached = cache.withLock({ $0 }) { return cached }
    let report = try await Auditor(configuration: configuration).run()
    cache.withLock { $0 = report }
    return report
  }

  private static let cache = Mutex<AuditReport?>(nil)
}

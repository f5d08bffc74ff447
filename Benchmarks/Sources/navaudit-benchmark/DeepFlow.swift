import BenchmarkFixtures
import Foundation
import NavauditKit

/// Audits one generated flow of n pushes and prints its time and peak memory, for n of
/// 2,500, 5,000 and 10,000 (the most steps a flow may have): a flow must cost time and
/// memory linear in its steps (issue 14), which the figures show when doubling n doubles them.
///
/// `navaudit-benchmark deep-flow` runs each size in a process of its own (`deep-flow N`),
/// so that the peak memory printed is that size's alone.
enum DeepFlowBenchmark {
  static let sizes = [2_500, 5_000, 10_000]

  static func run(arguments: [String]) async throws {
    if let size = arguments.first.flatMap({ Int($0) }), size > 0 {
      try await measure(pushes: size)
      return
    }
    guard let executable = Bundle.main.executableURL else { return }
    print("navaudit benchmark: audit one flow of n pushes (iPhone 16, its one locale), one process per size")
    print("  pushes   steps    audit      peak memory (whole process)")
    // The children write their lines themselves: the header must be out first.
    fflush(nil)  // every stream: `stdout` itself is shared mutable state to Swift 6
    for size in sizes {
      let process = Process()
      process.executableURL = executable
      process.arguments = ["deep-flow", String(size)]
      try process.run()
      process.waitUntilExit()
    }
  }

  /// Audits a flow of `pushes` pushes and prints one line of figures.
  static func measure(pushes: Int) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navaudit-deep-flow-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Fixtures.deepFlowText(pushes: pushes).write(
      to: folder.appendingPathComponent("deep.navaudit.yaml"), atomically: true, encoding: .utf8)
    var configuration = AuditConfiguration(paths: ["deep.navaudit.yaml"], workingDirectory: folder.path)
    configuration.devices = .only(["iPhone 16"])
    let clock = ContinuousClock()
    let start = clock.now
    let report = try await Auditor(configuration: configuration).run()
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let steps = report.runs.reduce(0) { $0 + $1.steps.count }
    let line = [
      String(pushes).padding(toLength: 9, withPad: " ", startingAt: 0),
      String(steps).padding(toLength: 9, withPad: " ", startingAt: 0),
      String(format: "%.3f s", seconds).padding(toLength: 11, withPad: " ", startingAt: 0),
      peakMemory(),
    ]
    print("  " + line.joined())
  }

  /// The process's peak resident memory (`VmHWM`), read from `/proc/self/status` (Linux).
  static func peakMemory() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return "unknown" }
    return "\(kilobytes / 1024) MB"
  }
}

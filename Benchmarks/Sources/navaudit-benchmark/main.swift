import AuditEngine
import Foundation

/// Audits every sample for every locale, every device and both orientations, and prints
/// timing figures. The budget (issue 2): under 2 s for a release build on 2 cores.
let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let iterations = Int(ProcessInfo.processInfo.environment["ITERATIONS"] ?? "") ?? 5
let configuration = AuditConfiguration(
  paths: ["Samples"], workingDirectory: root.path, locales: .all, devices: .all, orientations: ["portrait", "landscape"])

var durations: [Double] = []
var runs = 0
var steps = 0
let clock = ContinuousClock()
for _ in 0..<iterations {
  let start = clock.now
  let report = try await Auditor(configuration: configuration).run()
  let elapsed = clock.now - start
  durations.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  runs = report.runs.count
  steps = report.runs.reduce(0) { $0 + $1.steps.count }
}
durations.sort()
let median = durations[durations.count / 2]
func format(_ value: Double) -> String { String(format: "%.3f", value) }
print("navaudit benchmark: all samples × all locales × all devices × portrait+landscape")
print("  cores:        \(ProcessInfo.processInfo.activeProcessorCount)")
print("  iterations:   \(iterations)")
print("  runs:         \(runs) (flow × locale × device × orientation)")
print("  bar states:   \(steps)")
print("  min:          \(format(durations.first ?? 0)) s")
print("  median:       \(format(median)) s")
print("  max:          \(format(durations.last ?? 0)) s")
print("  throughput:   \(Int(Double(steps) / median)) bar states/s")
print("  budget 2 s:   \(median < 2 ? "met" : "MISSED")")

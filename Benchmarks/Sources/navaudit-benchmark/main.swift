import BenchmarkFixtures
import Foundation
import NavauditKit

// `navaudit-benchmark deep-flow`: only the deep-flow figures (``DeepFlowBenchmark``).
if CommandLine.arguments.dropFirst().first == "deep-flow" {
  try await DeepFlowBenchmark.run(arguments: Array(CommandLine.arguments.dropFirst(2)))
  exit(0)
}

/// Audits every sample for every locale, every device and both orientations, and prints
/// timing figures. The budget (issue 2): under 2 s for a release build on 2 cores.
let root = Fixtures.repository
let iterations = Int(ProcessInfo.processInfo.environment["ITERATIONS"] ?? "") ?? 5
/// `SAMPLES=Samples/Settings,Samples/Mail` narrows the first measurement (for comparisons).
let samplePaths =
  ProcessInfo.processInfo.environment["SAMPLES"].map { $0.split(separator: ",").map(String.init) } ?? ["Samples"]
let configuration = AuditConfiguration(
  paths: samplePaths, workingDirectory: root.path, locales: .all, devices: .all, orientations: [.portrait, .landscape])

var durations: [Double] = []
var runs = 0
var steps = 0
var decisions = 0
let clock = ContinuousClock()
for _ in 0..<iterations {
  let start = clock.now
  let report = try await Auditor(configuration: configuration).run()
  let elapsed = clock.now - start
  durations.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  runs = report.runs.count
  steps = report.runs.reduce(0) { $0 + $1.steps.count }
  // A bar decision: one bar laid out and spoken after one step (a split view draws several).
  decisions = report.runs.reduce(0) { total, run in run.steps.reduce(total) { $0 + $1.bars.count } }
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
print("  decisions:    \(decisions) bars laid out and spoken, \(Int(Double(decisions) / median)) a second")
print("  goal 1,000,000 decisions/s: \(Double(decisions) / median >= 1_000_000 ? "met" : "MISSED")")
print("  budget 2 s:   \(median < 2 ? "met" : "MISSED")")

/// Imports and audits every storyboard app of the real-app corpus (their locales, the default
/// devices), as `navaudit audit` would with no scenario file. Skipped without the corpus.
let storyboardApps = Fixtures.storyboardApps
if let corpus = Fixtures.corpus {
  let corpusConfiguration = AuditConfiguration(paths: storyboardApps, workingDirectory: corpus.path)
  var corpusDurations: [Double] = []
  var corpusRuns = 0
  var corpusScreens = 0
  for _ in 0..<iterations {
    let start = clock.now
    let auditor = Auditor(configuration: corpusConfiguration)
    let scenarios = try auditor.loadScenarios()
    let report = try await auditor.run(scenarios)
    let elapsed = clock.now - start
    corpusDurations.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    corpusRuns = report.runs.count
    corpusScreens = scenarios.reduce(0) { $0 + $1.scenario.screens.count }
  }
  corpusDurations.sort()
  let corpusMedian = corpusDurations[corpusDurations.count / 2]
  print("")
  print("navaudit benchmark: import and audit every corpus storyboard (their locales, default devices)")
  print("  apps:         \(storyboardApps.joined(separator: ", "))")
  print("  screens:      \(corpusScreens)")
  print("  runs:         \(corpusRuns)")
  print("  min:          \(format(corpusDurations.first ?? 0)) s")
  print("  median:       \(format(corpusMedian)) s")
  print("  max:          \(format(corpusDurations.last ?? 0)) s")
  print("  budget 2 s:   \(corpusMedian < 2 ? "met" : "MISSED")")
} else {
  print("")
  print("corpus storyboards: skipped (no shared/corpus beside the repository)")
}

/// Reads 1,000 generated Swift files (about 100,000 lines) as `navaudit audit FOLDER` loads a
/// Swift app: parsing and extraction only. Even files are SwiftUI views, odd ones UIKit table
/// view controllers that push controllers and hosted SwiftUI views. The budget (issue 12):
/// under 5 s on 2 cores.
let (sourceFolder, sourceLines) = try Fixtures.swiftApp()
defer { try? FileManager.default.removeItem(at: sourceFolder) }
let sourceConfiguration = AuditConfiguration(paths: [sourceFolder.path], workingDirectory: sourceFolder.path)
var sourceDurations: [Double] = []
var sourceScreens = 0
for _ in 0..<iterations {
  let start = clock.now
  let scenarios = try Auditor(configuration: sourceConfiguration).loadScenarios()
  let elapsed = clock.now - start
  sourceDurations.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  sourceScreens = scenarios.reduce(0) { $0 + $1.scenario.screens.count }
}
sourceDurations.sort()
let sourceMedian = sourceDurations[sourceDurations.count / 2]
print("")
print("navaudit benchmark: read 1,000 generated Swift files, SwiftUI and UIKit (parse and extract)")
print("  lines:        \(sourceLines)")
print("  screens:      \(sourceScreens)")
print("  min:          \(format(sourceDurations.first ?? 0)) s")
print("  median:       \(format(sourceMedian)) s")
print("  max:          \(format(sourceDurations.last ?? 0)) s")
print("  budget 5 s:   \(sourceMedian < 5 ? "met" : "MISSED")")

/// Parses a generated scenario of 20,000 screens in flows of 50 (about 41,000 lines, titles in
/// eight scripts), as `navaudit audit` reads a scenario file. The goal (issue 14): 200,000
/// lines a second or more.
let scenarioText = Fixtures.scenarioText(screens: 20_000)
let scenarioLines = scenarioText.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
var parseDurations: [Double] = []
for _ in 0..<iterations {
  let start = clock.now
  let scenario = try ScenarioLoader.parse(scenarioText, path: "generated.navaudit.yaml")
  let elapsed = clock.now - start
  precondition(scenario.screens.count == 20_000, "the generated scenario lost screens")
  parseDurations.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
parseDurations.sort()
let parseMedian = parseDurations[parseDurations.count / 2]
print("")
print("navaudit benchmark: parse a generated scenario (20,000 screens, flows of 50 pushes)")
print("  lines:        \(scenarioLines)")
print("  min:          \(format(parseDurations.first ?? 0)) s")
print("  median:       \(format(parseMedian)) s")
print("  throughput:   \(Int(Double(scenarioLines) / parseMedian)) lines/s")
print("  goal 200,000 lines/s: \(Double(scenarioLines) / parseMedian >= 200_000 ? "met" : "MISSED")")

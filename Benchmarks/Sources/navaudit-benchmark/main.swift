import Foundation
import NavauditKit

/// Audits every sample for every locale, every device and both orientations, and prints
/// timing figures. The budget (issue 2): under 2 s for a release build on 2 cores.
let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let iterations = Int(ProcessInfo.processInfo.environment["ITERATIONS"] ?? "") ?? 5
/// `SAMPLES=Samples/Settings,Samples/Mail` narrows the first measurement (for comparisons).
let samplePaths =
  ProcessInfo.processInfo.environment["SAMPLES"].map { $0.split(separator: ",").map(String.init) } ?? ["Samples"]
let configuration = AuditConfiguration(
  paths: samplePaths, workingDirectory: root.path, locales: .all, devices: .all, orientations: [.portrait, .landscape])

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

/// Imports and audits every storyboard app of the real-app corpus (their locales, the default
/// devices), as `navaudit audit` would with no scenario file. Skipped without the corpus.
let corpus = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
let storyboardApps = ["loop", "loop-xcstrings", "netnewswire", "netnewswire-2019"]
if FileManager.default.fileExists(atPath: corpus.path) {
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
let sourceFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
  "navaudit-benchmark-swift-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: sourceFolder) }
var sourceLines = 0
for index in 0..<1_000 {
  var text: String
  if index.isMultiple(of: 2) {
    text = "import SwiftUI\n\nstruct Screen\(index): View {\n  @State private var count = 0\n"
    text += "  var body: some View {\n    List {\n"
    for row in 0..<20 {
      text += "      Section(\"Section \(row)\") {\n"
      text += "        NavigationLink(\"Row \(row)\") { Screen\((index + 2 * row + 2) % 1_000)() }\n"
      text += "        Text(\"Detail \\(count) of \(row)\")\n      }\n"
    }
    text += "    }\n    .navigationTitle(\"Screen \(index)\")\n    .toolbar {\n"
    text += "      ToolbarItem(placement: .confirmationAction) { Button(\"Done\") {} }\n    }\n  }\n}\n"
  } else {
    text = "import UIKit\n\nfinal class Screen\(index): UITableViewController {\n"
    text += "  private lazy var doneButton = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: nil)\n"
    text += "  override func viewDidLoad() {\n    super.viewDidLoad()\n"
    text += "    title = NSLocalizedString(\"Screen \(index)\", comment: \"\")\n"
    text += "    navigationItem.rightBarButtonItem = doneButton\n  }\n\n"
    text += "  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {\n"
    text += "    switch indexPath.row {\n"
    for row in 0..<20 {
      let next = (index + row + 1) % 1_000
      text += "    case \(row):\n"
      if next.isMultiple(of: 2) {
        text += "      let next = UIHostingController(rootView: Screen\(next)())\n"
      } else {
        text += "      let next = Screen\(next)()\n"
      }
      text += "      next.hidesBottomBarWhenPushed = true\n"
      text += "      navigationController?.pushViewController(next, animated: true)\n"
    }
    text += "    default:\n      break\n    }\n  }\n}\n"
  }
  sourceLines += text.split(separator: "\n", omittingEmptySubsequences: false).count
  try text.write(to: sourceFolder.appendingPathComponent("Screen\(index).swift"), atomically: true, encoding: .utf8)
}
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

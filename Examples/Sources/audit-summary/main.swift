import Foundation
import NavauditKit

// Audits the scenarios, storyboards or Swift apps named on the command line (default: the
// Settings sample) through the library, and prints one line per run and a findings summary.
let paths = CommandLine.arguments.dropFirst().isEmpty ? ["../Samples/Settings"] : Array(CommandLine.arguments.dropFirst())
do {
  let report = try await Navaudit.audit(paths) { configuration in
    configuration.locales = .only(["en", "de"])
    configuration.devices = .only(["iPhone SE (3rd generation)"])
  }
  for run in report.runs where run.orientation == .portrait {
    let last = run.steps.last?.focusedBar
    print("\(run.flow) [\(run.locale)]: \(last?.title.shown ?? "-") ‹ \(last?.back.shown ?? "")")
  }
  let counts = Dictionary(grouping: report.findings, by: \.severity).mapValues(\.count)
  let summary = counts.keys.sorted { $0.rawValue < $1.rawValue }.map { "\(counts[$0] ?? 0) \($0.rawValue)" }
  print("findings: \(summary.joined(separator: ", "))")
} catch {
  print("error: \(error)")
  exit(2)
}

import Foundation
import NavauditKit

// Audits the scenarios, storyboards or Swift apps named on the command line (default: the
// Settings sample) through the library, in English and German on the iPhone SE, and prints
// the last bar of each flow and the findings by severity. Translations are untrusted text:
// `Escaping.visible` shows their control and bidi characters instead of printing them raw.
let settings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../../Samples/Settings").standardized.path
let paths = CommandLine.arguments.dropFirst().isEmpty ? [settings] : Array(CommandLine.arguments.dropFirst())
do {
  let report = try await Navaudit.audit(paths) { configuration in
    configuration.locales = .only(["en", "de"])
    configuration.devices = .only(["iPhone SE (3rd generation)"])
  }
  for run in report.runs where run.orientation == .portrait {
    let bar = run.steps.last?.focusedBar
    let title = Escaping.visible(bar?.title.shown ?? "-")
    let back = Escaping.visible(bar?.back.shown ?? "")
    print("\(Escaping.visible(run.flow)) [\(run.locale)]: \(title) ‹ \(back)")
  }
  let counts = Dictionary(grouping: report.findings, by: \.severity).mapValues(\.count)
  let summary = counts.keys.sorted { $0.rawValue < $1.rawValue }.map { "\(counts[$0] ?? 0) \($0.rawValue)" }
  print("\(report.runs.count) runs; findings: \(summary.isEmpty ? "none" : summary.joined(separator: ", "))")
} catch {
  let lines = String(describing: error).split(separator: "\n").map { Escaping.visible(String($0)) }
  FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  exit(2)
}

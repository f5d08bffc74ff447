import Foundation

/// The inputs every navaudit benchmark measures, built the same way for each executable.
public enum Fixtures {
  /// The repository the benchmark package sits in.
  public static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The corpus of real apps beside the repository (`../shared/corpus`), when it is there.
  public static var corpus: URL? {
    let folder = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
  }

  /// The storyboard apps of the corpus the import benchmarks read.
  public static let storyboardApps = ["loop", "loop-xcstrings", "netnewswire", "netnewswire-2019"]

  /// The workload of real translated titles (`Benchmarks/make-workload`): the folder named by
  /// `NAVAUDIT_WORKLOAD`, else one written from the corpus into a temporary folder; `nil`
  /// when neither exists, and the benchmarks that need it are skipped.
  public static let workload: URL? = {
    let fileManager = FileManager.default
    if let named = ProcessInfo.processInfo.environment["NAVAUDIT_WORKLOAD"] {
      let folder = URL(fileURLWithPath: named)
      return fileManager.fileExists(atPath: folder.appendingPathComponent(workloadScenario).path) ? folder : nil
    }
    guard let corpus else { return nil }
    let folder = fileManager.temporaryDirectory.appendingPathComponent("navaudit-benchmark-workload")
    if fileManager.fileExists(atPath: folder.appendingPathComponent(workloadScenario).path) { return folder }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", repository.appendingPathComponent("Benchmarks/make-workload").path, corpus.path, folder.path, "20000",
    ]
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      return nil
    }
    return process.terminationStatus == 0 ? folder : nil
  }()

  /// The scenario file of a workload folder.
  public static let workloadScenario = "workload.navaudit.yaml"

  /// A scenario of `screens` screens with literal titles in several scripts, pushed in flows
  /// of 50, as text: what the YAML parsing benchmark reads (about two lines per screen).
  public static func scenarioText(screens: Int) -> String {
    let titles = ["Settings", "Einstellungen", "Paramètres", "設定", "Настройки", "الإعدادات", "הגדרות", "การตั้งค่า"]
    var lines = ["format: 1", "screens:"]
    for index in 0..<screens {
      lines.append("  s\(index): { title: \"\(titles[index % titles.count]) \(index)\" }")
    }
    lines.append("flows:")
    for start in stride(from: 0, to: screens, by: 50) {
      lines.append("  - name: f\(start)")
      lines.append("    root: { navigation: [s\(start)] }")
      lines.append("    steps:")
      for index in (start + 1)..<min(start + 50, screens) { lines.append("      - push: s\(index)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A scenario of one flow that pushes `pushes` screens onto one navigation stack, as text:
  /// what the deep-flow benchmark audits to show that time and memory grow linearly with
  /// the steps (each step's stack shares the screens below it with the step before).
  public static func deepFlowText(pushes: Int) -> String {
    precondition(pushes > 0, "a deep flow pushes at least one screen")
    var lines = ["format: 1", "screens:"]
    for index in 0...pushes { lines.append("  s\(index): { title: \"Screen \(index)\" }") }
    lines.append("flows:")
    lines.append("  - name: deep")
    lines.append("    root: { navigation: [s0] }")
    lines.append("    steps:")
    for index in 1..<(pushes + 1) { lines.append("      - push: s\(index)") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes 1,000 generated Swift files (about 100,000 lines) into a new temporary folder:
  /// even files are SwiftUI views, odd ones UIKit table view controllers that push
  /// controllers and hosted SwiftUI views. Returns the folder and the number of lines.
  public static func swiftApp() throws -> (folder: URL, lines: Int) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navaudit-benchmark-swift-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var lines = 0
    for index in 0..<1_000 {
      let text = index.isMultiple(of: 2) ? swiftUIScreen(index) : uikitScreen(index)
      lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
      try text.write(to: folder.appendingPathComponent("Screen\(index).swift"), atomically: true, encoding: .utf8)
    }
    return (folder, lines)
  }

  private static func swiftUIScreen(_ index: Int) -> String {
    var text = "import SwiftUI\n\nstruct Screen\(index): View {\n  @State private var count = 0\n"
    text += "  var body: some View {\n    List {\n"
    for row in 0..<20 {
      text += "      Section(\"Section \(row)\") {\n"
      text += "        NavigationLink(\"Row \(row)\") { Screen\((index + 2 * row + 2) % 1_000)() }\n"
      text += "        Text(\"Detail \\(count) of \(row)\")\n      }\n"
    }
    text += "    }\n    .navigationTitle(\"Screen \(index)\")\n    .toolbar {\n"
    text += "      ToolbarItem(placement: .confirmationAction) { Button(\"Done\") {} }\n    }\n  }\n}\n"
    return text
  }

  private static func uikitScreen(_ index: Int) -> String {
    var text = "import UIKit\n\nfinal class Screen\(index): UITableViewController {\n"
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
    return text
  }
}

import Foundation
import PackagePlugin

/// `swift package navaudit [audit options]`: audits the package (or app folder) it runs in.
///
/// Every argument is passed to `navaudit audit` as written, so the plugin takes exactly the
/// command line's options. `--target NAME` (repeatable) narrows the audit to those targets'
/// folders; without it the whole package folder is audited: its scenarios, storyboards,
/// Swift sources and string tables. navaudit runs in the package folder, so `-o
/// reports/navaudit.html` writes there (the plugin asks for that permission, and creates the
/// `reports` folder when it is missing).
@main
struct NavauditCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targets = extractor.extractOption(named: "target")
    let folder = context.package.directoryURL
    var paths: [String] = []
    for name in targets {
      guard let target = context.package.targets.first(where: { $0.name == name }) else {
        throw PluginFailure("no target named '\(name)' in package '\(context.package.displayName)'")
      }
      paths.append(target.directoryURL.path)
    }
    if paths.isEmpty { paths = [folder.path] }
    try Self.createReportFolders(extractor.remainingArguments, in: folder)
    let tool = try context.tool(named: "navaudit")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["audit"] + extractor.remainingArguments + paths
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      throw PluginFailure("navaudit audit exited with \(process.terminationStatus)")
    }
  }
}

extension NavauditCommand {
  /// The report formats `-o FORMAT=FILE` names (navaudit's `ReportFormat`).
  static let formats: Set<String> = ["text", "json", "html", "markdown", "sarif", "junit", "diagnostics"]

  /// Creates the folders of the `-o` reports that go inside the package, which is what the
  /// write permission is asked for: `-o html=reports/navaudit.html` works on a fresh checkout.
  /// Folders outside the package are left to navaudit, which refuses a missing one.
  static func createReportFolders(_ arguments: [String], in package: URL) throws {
    var values: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "-o" || argument == "--output", index + 1 < arguments.count {
        values.append(arguments[index + 1])
        index += 1
      } else if argument.hasPrefix("--output=") {
        values.append(String(argument.dropFirst("--output=".count)))
      }
      index += 1
    }
    let root = package.standardizedFileURL.path
    for value in values {
      let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
      let path = parts.count == 2 && formats.contains(parts[0]) ? parts[1] : value
      guard path != "-", !path.isEmpty else { continue }
      let folder = URL(fileURLWithPath: path, relativeTo: package).standardizedFileURL.deletingLastPathComponent()
      guard folder.path.hasPrefix(root + "/") else { continue }
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
  }
}

/// A failure the plugin reports to SwiftPM.
struct PluginFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

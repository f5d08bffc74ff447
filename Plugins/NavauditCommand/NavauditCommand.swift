import Foundation
import PackagePlugin

/// `swift package navaudit [audit options]`: audits the package (or app folder) it runs in.
///
/// Every argument is passed to `navaudit audit` as written, so the plugin takes exactly the
/// command line's options. `--target NAME` (repeatable) narrows the audit to those targets'
/// folders; without it the whole package folder is audited: its scenarios, storyboards,
/// Swift sources and string tables. navaudit runs in the package folder, so `-o
/// reports/navaudit.html` writes there (the plugin asks for that permission).
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

/// A failure the plugin reports to SwiftPM.
struct PluginFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

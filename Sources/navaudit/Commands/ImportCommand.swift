import ArgumentParser
import AuditEngine
import Diagnostics
import Foundation
import Reports

/// `navaudit import PATH... -o app.navaudit.yaml`: writes storyboards or SwiftUI source as editable scenarios.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Write an app's storyboards or SwiftUI source as an editable scenario file, with generated flows.",
    discussion: """
      Auditing the written file gives the same bars, announcements and findings as auditing the \
      storyboards directly. Problems of the storyboards themselves (dangling segues, references \
      to other bundles) are printed on standard error. A folder with no storyboard is read as \
      Swift source; what its code leaves to run time is printed the same way.
      """
  )

  @Argument(help: "App folders (storyboards, else Swift files) or .storyboard files.")
  var paths: [String]

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Where to write: a file for one app, or a folder (ending in '/' or existing) for one file per app. Default: standard output.",
      valueName: "FILE"))
  var output: String?

  @OptionGroup var storyboards: StoryboardOptions

  func run() throws {
    let workingDirectory = FileManager.default.currentDirectoryPath
    var configuration = AuditConfiguration(paths: paths, workingDirectory: workingDirectory)
    try storyboards.apply(to: &configuration)
    let apps = try ScenarioImport.apps(paths: paths, configuration: configuration)
    let targets = try destinations(for: apps, workingDirectory: workingDirectory)
    var files: [(path: String, contents: String)] = []
    var standardOutput: String?
    for (app, target) in zip(apps, targets) {
      for finding in app.loaded.issueFindings {
        Terminal.error(
          "\(finding.source): \(finding.severity == .info ? "note" : finding.severity.rawValue): \(finding.message) [\(finding.rule.rawValue)]"
        )
      }
      // Without a target, paths in the written scenario are relative to the current folder.
      let path = target.map { PathResolver.absolute($0, relativeTo: workingDirectory) }
      let yaml = ScenarioImport.yaml(
        app, writtenTo: path ?? PathResolver.absolute("standard-output.navaudit.yaml", relativeTo: workingDirectory),
        workingDirectory: workingDirectory)
      if let target {
        files.append((target, yaml))
      } else {
        standardOutput = yaml
      }
    }
    try AtomicWriter.writeAll(files, standardOutput: standardOutput)
  }

  /// The file each app is written to, as the user wrote `-o` (so that messages quote it, and
  /// it is resolved from the current folder); nil for standard output.
  private func destinations(for apps: [ScenarioImport.App], workingDirectory: String) throws -> [String?] {
    guard let output, output != "-" else {
      guard apps.count == 1 else {
        throw ValidationError(
          "the paths hold \(apps.count) apps (\(apps.map { "'\($0.name)'" }.joined(separator: ", "))); give -o a folder to write one file each"
        )
      }
      return [nil]
    }
    let absolute = PathResolver.absolute(output, relativeTo: workingDirectory)
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
    if output.hasSuffix("/") || (exists && isDirectory.boolValue) {
      guard exists else { throw ValidationError("no such folder '\(output)'") }
      var used: Set<String> = []
      return apps.map { app in
        var name = app.name
        while !used.insert(name).inserted { name += "-2" }
        return (output as NSString).appendingPathComponent(name + ".navaudit.yaml")
      }
    }
    guard apps.count == 1 else {
      throw ValidationError(
        "the paths hold \(apps.count) apps (\(apps.map { "'\($0.name)'" }.joined(separator: ", "))); give -o a folder to write one file each"
      )
    }
    return [output]
  }
}

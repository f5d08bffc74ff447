import Foundation
import TestSupport
import Testing
import Yams

/// A YAML file of the repository (the Action, the pre-commit hooks), parsed with Yams.
struct YAMLFile {
  /// The parsed document.
  let root: Any

  /// Parses the repository file at `path` (relative to the package root).
  init(_ path: String) throws {
    let text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent(path), encoding: .utf8)
    try self.init(text: text)
  }

  /// Parses `text`.
  init(text: String) throws {
    root = try #require(try Yams.load(yaml: text))
  }
}

/// A mapping's value at `key`, as `T`.
func value<T>(_ node: Any?, _ key: String, as type: T.Type = T.self) -> T? {
  (node as? [String: Any])?[key] as? T
}

/// Runs `script` with bash in `folder`, with `environment` added to this process's.
func runBash(_ script: String, in folder: URL, environment: [String: String]) throws -> (status: Int32, output: String)
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/bash")
  process.arguments = ["-e", "-c", script]
  process.currentDirectoryURL = folder
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

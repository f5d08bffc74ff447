import Diagnostics
import Foundation

/// Finds scenario files in the paths a user gives: files as they are, folders recursively.
enum ScenarioDiscovery {
  static let suffixes = [".navaudit.yaml", ".navaudit.yml", ".navaudit.json"]

  /// A scenario file on disk and the path to print for it.
  struct Input: Hashable, Sendable {
    var url: URL
    var displayPath: String
  }

  static func inputs(_ paths: [String], workingDirectory: String) throws(InputError) -> [Input] {
    var result: [Input] = []
    let manager = FileManager.default
    for path in paths {
      let url = resolve(path, in: workingDirectory)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw InputError("no such file or folder '\(path)'", at: SourceLocation(path: path, line: 1, column: 1))
      }
      if !isDirectory.boolValue {
        result.append(Input(url: url, displayPath: display(url, workingDirectory: workingDirectory)))
        continue
      }
      guard let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
      var found: [Input] = []
      for case let file as URL in enumerator where suffixes.contains(where: { file.lastPathComponent.hasSuffix($0) }) {
        found.append(Input(url: file.standardizedFileURL, displayPath: display(file, workingDirectory: workingDirectory)))
      }
      if found.isEmpty {
        throw InputError("no scenario files (*.navaudit.yaml) in folder '\(path)'", at: SourceLocation(path: path, line: 1, column: 1))
      }
      result += found.sorted { $0.displayPath < $1.displayPath }
    }
    var seen: Set<String> = []
    return result.filter { seen.insert($0.url.path).inserted }
  }

  static func resolve(_ path: String, in workingDirectory: String) -> URL {
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path)
    return url.standardizedFileURL
  }

  /// The path to print: relative to the working directory, with `..` when outside it.
  static func display(_ url: URL, workingDirectory: String) -> String {
    let base = PathResolver.absolute(workingDirectory, relativeTo: "/")
    return PathResolver.relative(PathResolver.absolute(url.standardizedFileURL.path, relativeTo: base), to: base)
  }
}

import Diagnostics
import Foundation
import SourceImport
import StoryboardImport

/// Finds what to audit in the paths a user gives: scenario files, storyboard files, and
/// folders, searched for both.
///
/// A folder's scenario files are audited as written; its storyboards are grouped into apps
/// and imported, except in app folders that hold a scenario file, which then stands for the
/// app (as `navaudit import` writes one beside it). A folder with neither is read as Swift
/// source, when it has any.
enum ScenarioDiscovery {
  static let suffixes = [".navaudit.yaml", ".navaudit.yml", ".navaudit.json"]

  /// Something to audit and the path to print for it.
  enum Input: Sendable {
    /// A scenario file.
    case scenario(url: URL, displayPath: String)
    /// An app's storyboards, and the folder the user named (where its project is looked for).
    case storyboards(StoryboardFiles.App, searchRoot: String)
    /// An app folder of Swift files (absolute), with no storyboard or scenario file.
    case swiftSources(folder: String, searchRoot: String)
  }

  /// What `paths` name, in order; a path that names nothing usable is recorded in `errors`
  /// and the other paths are still searched, so that every bad path is reported at once.
  static func inputs(_ paths: [String], workingDirectory: String, recordingInto errors: inout InputErrors) -> [Input] {
    var result: [Input] = []
    var seen: Set<String> = []
    for path in paths {
      do throws(InputError) {
        result += try inputs(path, workingDirectory: workingDirectory, seen: &seen)
      } catch {
        errors.append(error)
      }
    }
    return result
  }

  /// What one path names, skipping what `seen` holds already.
  private static func inputs(_ path: String, workingDirectory: String, seen: inout Set<String>) throws(InputError)
    -> [Input]
  {
    var result: [Input] = []
    let (url, isFolder) = try locate(path, in: workingDirectory)
    if !isFolder {
      guard seen.insert(url.path).inserted else { return [] }
      if StoryboardFiles.isStoryboard(url.path) {
        let (app, searchRoot) = try storyboardApp(ofFile: url, workingDirectory: workingDirectory)
        result.append(.storyboards(app, searchRoot: searchRoot))
      } else {
        result.append(.scenario(url: url, displayPath: display(url, workingDirectory: workingDirectory)))
      }
      return result
    }
    let scenarios = scenarioFiles(under: url, workingDirectory: workingDirectory)
    let covered = Set(scenarios.map { $0.url.deletingLastPathComponent().path })
    let apps = try storyboardApps(under: url, workingDirectory: workingDirectory).filter { app in
      !covered.contains { $0 == app.folder || $0.hasPrefix(app.folder + "/") }
    }
    if scenarios.isEmpty && apps.isEmpty {
      guard try hasSwiftSources(url, workingDirectory: workingDirectory) else {
        throw InputError(
          "no scenario files (*.navaudit.yaml), storyboards or Swift files in folder '\(path)'",
          at: SourceLocation(path: path, line: 1, column: 1))
      }
      guard seen.insert(url.path).inserted else { return [] }
      return [.swiftSources(folder: url.path, searchRoot: url.path)]
    }
    for input in scenarios where seen.insert(input.url.path).inserted {
      result.append(.scenario(url: input.url, displayPath: input.displayPath))
    }
    for app in apps where seen.insert(app.folder).inserted {
      result.append(.storyboards(app, searchRoot: url.path))
    }
    return result
  }

  /// Every app whose storyboards are under `paths`, scenario files or not, and folders with
  /// Swift files but no storyboard; a path that names none is recorded in `errors` and the
  /// other paths are still searched.
  static func importInputs(
    _ paths: [String], workingDirectory: String, recordingInto errors: inout InputErrors
  ) -> [Input] {
    var result: [Input] = []
    for path in paths {
      do throws(InputError) {
        result += try storyboardInputs(path, workingDirectory: workingDirectory)
      } catch {
        errors.append(error)
      }
    }
    return result
  }

  /// The apps whose storyboards are under one path, else its Swift sources.
  private static func storyboardInputs(_ path: String, workingDirectory: String) throws(InputError) -> [Input] {
    let (url, isFolder) = try locate(path, in: workingDirectory)
    if !isFolder {
      guard StoryboardFiles.isStoryboard(url.path) else {
        throw InputError(
          "'\(path)' is not a storyboard (*.storyboard)", at: SourceLocation(path: path, line: 1, column: 1))
      }
      let (app, searchRoot) = try storyboardApp(ofFile: url, workingDirectory: workingDirectory)
      return [.storyboards(app, searchRoot: searchRoot)]
    }
    let apps = try storyboardApps(under: url, workingDirectory: workingDirectory)
    guard !apps.isEmpty else {
      guard try hasSwiftSources(url, workingDirectory: workingDirectory) else {
        throw InputError(
          "no storyboards (*.storyboard) or Swift files (*.swift) in folder '\(path)'",
          at: SourceLocation(path: path, line: 1, column: 1))
      }
      return [.swiftSources(folder: url.path, searchRoot: url.path)]
    }
    return apps.map { .storyboards($0, searchRoot: url.path) }
  }

  /// Whether a folder holds Swift files to read navigation from.
  private static func hasSwiftSources(_ url: URL, workingDirectory: String) throws(InputError) -> Bool {
    try !SwiftSourceFiles.files(under: url.path) { display($0, workingDirectory: workingDirectory) }.isEmpty
  }

  /// A path the user typed, resolved, and whether it is a folder; an error when nothing is there.
  private static func locate(_ path: String, in workingDirectory: String) throws(InputError) -> (
    url: URL, isFolder: Bool
  ) {
    let url = resolve(path, in: workingDirectory)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw InputError("no such file or folder '\(path)'", at: SourceLocation(path: path, line: 1, column: 1))
    }
    return (url, isDirectory.boolValue)
  }

  /// The app of one storyboard file the user named, and the folder its project is looked up to.
  private static func storyboardApp(ofFile url: URL, workingDirectory: String) throws(InputError) -> (
    app: StoryboardFiles.App, searchRoot: String
  ) {
    let app = try StoryboardFiles.app(ofFile: url.path) { display($0, workingDirectory: workingDirectory) }
    return (app, url.deletingLastPathComponent().path)
  }

  /// The storyboard apps under a folder.
  private static func storyboardApps(under url: URL, workingDirectory: String) throws(InputError) -> [StoryboardFiles
    .App]
  {
    StoryboardFiles.apps(
      try StoryboardFiles.storyboards(under: url.path) { display($0, workingDirectory: workingDirectory) })
  }

  private static func scenarioFiles(under url: URL, workingDirectory: String) -> [(url: URL, displayPath: String)] {
    guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var found: [(url: URL, displayPath: String)] = []
    for case let file as URL in enumerator where suffixes.contains(where: { file.lastPathComponent.hasSuffix($0) }) {
      found.append((file.standardizedFileURL, display(file, workingDirectory: workingDirectory)))
    }
    return found.sorted { $0.displayPath < $1.displayPath }
  }

  static func resolve(_ path: String, in workingDirectory: String) -> URL {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path)
    return url.standardizedFileURL
  }

  /// The path to print: relative to the working directory, with `..` when outside it.
  static func display(_ url: URL, workingDirectory: String) -> String {
    display(url.standardizedFileURL.path, workingDirectory: workingDirectory)
  }

  /// The path to print for an absolute path.
  static func display(_ path: String, workingDirectory: String) -> String {
    let base = PathResolver.absolute(workingDirectory, relativeTo: "/")
    return PathResolver.relative(PathResolver.absolute(path, relativeTo: base), to: base)
  }
}

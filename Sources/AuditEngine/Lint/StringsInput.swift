import Diagnostics
import Foundation
import Navigation
public import StringTables
public import UnicodeSupport

/// The string tables `navaudit strings` works on: folders and files of tables, or the
/// `strings:` folders of scenario files, each group with its development language.
public struct StringsInput: Sendable {
  /// One store and where it came from.
  public struct Group: Sendable {
    /// The scenario the tables belong to, or "" for paths given directly.
    public let scenario: String
    /// The tables, loaded.
    public let store: StringStore
  }

  /// The groups, scenarios first in the order given, then the directly given paths.
  public let groups: [Group]

  /// Loads the tables named by `paths`.
  ///
  /// A `*.navaudit.yaml` (`.yml`, `.json`) file stands for its `strings:` folders and its
  /// `developmentLanguage`; any other file or folder is loaded as tables in
  /// `developmentLanguage`. Paths are resolved against `workingDirectory`, and recorded
  /// relative to it.
  ///
  /// - Throws: a ``LocatedError`` (``StringTableError``, ``ScenarioError``, ``InputError``)
  ///   for a missing path, an invalid scenario or a malformed table.
  public init(paths: [String], workingDirectory: String, developmentLanguage: LocaleIdentifier)
    throws
  {
    var groups: [Group] = []
    var tablePaths: [String] = []
    for path in paths {
      let url = ScenarioDiscovery.resolve(path, in: workingDirectory)
      guard ScenarioDiscovery.suffixes.contains(where: { url.lastPathComponent.hasSuffix($0) }) else {
        tablePaths.append(url.path)
        continue
      }
      let display = ScenarioDiscovery.display(url, workingDirectory: workingDirectory)
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw InputError("no such file or folder '\(path)'", at: SourceLocation(path: path, line: 1, column: 1))
      }
      let scenario = try ScenarioLoader.load(contentsOf: url, displayPath: display)
      let language: LocaleIdentifier
      do {
        language = try LocaleIdentifier(canonicalizing: scenario.developmentLanguage)
      } catch {
        throw ScenarioError(
          "invalid developmentLanguage '\(scenario.developmentLanguage)'",
          at: SourceLocation(path: display, line: 1, column: 1))
      }
      let folder = url.deletingLastPathComponent()
      let strings = scenario.strings.map { folder.appendingPathComponent($0).standardizedFileURL.path }
      let store = try StringStore.load(
        paths: strings, baseDirectory: workingDirectory, developmentLanguage: language)
      groups.append(Group(scenario: display, store: store))
    }
    if !tablePaths.isEmpty {
      let store = try StringStore.load(
        paths: tablePaths, baseDirectory: workingDirectory, developmentLanguage: developmentLanguage)
      groups.append(Group(scenario: "", store: store))
    }
    self.groups = groups
  }
}

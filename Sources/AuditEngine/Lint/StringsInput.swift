public import Diagnostics
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
  /// Every path is read even when an earlier one is bad, so that one run reports them all.
  ///
  /// - Throws: ``InputErrors`` with every missing path, invalid scenario and malformed table.
  public init(paths: [String], workingDirectory: String, developmentLanguage: LocaleIdentifier)
    throws(InputErrors)
  {
    var groups: [Group] = []
    var errors = InputErrors()
    var tablePaths: [String] = []
    for path in paths {
      let url = ScenarioDiscovery.resolve(path, in: workingDirectory)
      guard ScenarioDiscovery.suffixes.contains(where: { url.lastPathComponent.hasSuffix($0) }) else {
        tablePaths.append(url.path)
        continue
      }
      let display = ScenarioDiscovery.display(url, workingDirectory: workingDirectory)
      guard FileManager.default.fileExists(atPath: url.path) else {
        errors.append(
          InputError("no such file or folder '\(path)'", at: SourceLocation(path: path, line: 1, column: 1)))
        continue
      }
      // A scenario with mistakes still names its tables: they are checked too.
      guard let scenario = ScenarioLoader.load(contentsOf: url, displayPath: display, recordingInto: &errors) else {
        continue
      }
      let language = scenario.validatedDevelopmentLanguage(recordingInto: &errors)
      let folder = url.deletingLastPathComponent()
      let strings = scenario.checkedTablePaths(inFolder: folder.path, recordingInto: &errors)
      do {
        let store = try StringStore.load(paths: strings, baseDirectory: workingDirectory, developmentLanguage: language)
        groups += Self.bundles(of: store, label: display)
      } catch {
        errors.append(error)
      }
    }
    if !tablePaths.isEmpty {
      do {
        let store = try StringStore.load(
          paths: tablePaths, baseDirectory: workingDirectory, developmentLanguage: developmentLanguage)
        groups += Self.bundles(of: store, label: "")
      } catch {
        errors.append(error)
      }
    }
    try errors.check()
    self.groups = groups
  }

  /// Splits a store into one group per bundle, so that same-named tables of different
  /// targets (`Loop/…/Main.strings`, `Learn/…/Main.strings`) are linted apart, as iOS keeps
  /// them apart. A bundle is the folder that holds the `.lproj` (or `.xcloc`) folders, or a
  /// loose file's folder.
  static func bundles(of store: StringStore, label: String) -> [Group] {
    var tables: [String: [StringTable]] = [:]
    for table in store.tables { tables[bundle(of: table.path), default: []].append(table) }
    guard tables.count > 1 else { return [Group(scenario: label, store: store)] }
    var diagnostics: [String: [TableDiagnostic]] = [:]
    for diagnostic in store.diagnostics {
      diagnostics[bundle(of: diagnostic.location.path), default: []].append(diagnostic)
    }
    return tables.keys.sorted().map { key in
      let part = StringStore(
        tables: tables[key] ?? [], developmentLanguage: store.developmentLanguage, diagnostics: diagnostics[key] ?? [])
      let name = key.isEmpty ? "." : key
      return Group(scenario: label.isEmpty ? name : "\(label) (\(name))", store: part)
    }
  }

  /// The bundle folder of a table file's path.
  static func bundle(of path: String) -> String {
    let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if let index = components.lastIndex(where: { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcloc") }) {
      return components[..<index].joined(separator: "/")
    }
    return components.dropLast().joined(separator: "/")
  }
}

import Foundation
import TestSupport
import Testing

/// `.pre-commit-hooks.yaml`: the hooks pre-commit installs, their file patterns, and their
/// entries run against the built binary as pre-commit would run them.
@Suite("pre-commit hooks")
struct PreCommitHooksTests {
  static func hooks() throws -> [String: [String: Any]] {
    let list = try #require(try YAMLFile(".pre-commit-hooks.yaml").root as? [[String: Any]])
    var hooks: [String: [String: Any]] = [:]
    for hook in list {
      let id = try #require(hook["id"] as? String)
      #expect(hooks[id] == nil, "hook '\(id)' is defined twice")
      hooks[id] = hook
    }
    return hooks
  }

  static let scenarios = ["Navigation/app.navaudit.yaml", "app.navaudit.yml", "flows/mail.navaudit.json"]
  static let storyboards = ["MyApp/Base.lproj/Main.storyboard", "Main.storyboard"]
  static let tables = [
    "MyApp/de.lproj/Localizable.strings", "MyApp/de.lproj/Plurals.stringsdict", "MyApp/Localizable.xcstrings",
    "Export/de.xcloc/Localized Contents/de.xliff",
  ]
  static let others = ["README.md", "Package.swift", "MyApp/AppDelegate.swift", "config.yaml", "Main.storyboardc/x"]

  /// pre-commit matches `files` with Python's `re.search`; these patterns mean the same in ICU.
  static func matches(_ hook: [String: Any], _ path: String) throws -> Bool {
    let pattern = try #require(hook["files"] as? String)
    return try NSRegularExpression(pattern: pattern).firstMatch(
      in: path, range: NSRange(path.startIndex..., in: path)) != nil
  }

  @Test func eachHookIsABuiltSwiftCommandOnTheFilesItChecks() throws {
    let hooks = try Self.hooks()
    #expect(Set(hooks.keys) == ["navaudit-audit", "navaudit-audit-app", "navaudit-strings"])
    let expected: [String: [String]] = [
      "navaudit-audit": Self.scenarios + Self.storyboards,
      "navaudit-audit-app": Self.scenarios + Self.storyboards + Self.tables,
      "navaudit-strings": Self.tables,
    ]
    for (id, hook) in hooks {
      #expect(hook["language"] as? String == "swift", "\(id)")
      #expect((hook["name"] as? String)?.isEmpty == false, "\(id)")
      let all = Self.scenarios + Self.storyboards + Self.tables + Self.others
      for path in all {
        #expect(try Self.matches(hook, path) == expected[id, default: []].contains(path), "\(id): \(path)")
      }
    }
    #expect(hooks["navaudit-audit-app"]?["pass_filenames"] as? Bool == false)
  }

  /// Runs each hook's entry (and args) on real files, as pre-commit does: the options are
  /// accepted (no usage error) and the exit code follows `--fail-on error`.
  @Test func theEntriesRunOnRealFiles() throws {
    let hooks = try Self.hooks()
    let runs: [(String, [String], Int32)] = [
      ("navaudit-audit", ["Samples/Settings/settings.navaudit.yaml"], 0),
      ("navaudit-audit-app", [], 0),
      ("navaudit-strings", ["Samples/Settings/Strings/de.lproj/Localizable.strings"], 0),
      ("navaudit-strings", ["Samples/Settings/Strings/fi.lproj/Localizable.strings"], 0),
    ]
    for (id, files, status) in runs {
      let hook = try #require(hooks[id])
      var words = try #require(hook["entry"] as? String).split(separator: " ").map(String.init)
      #expect(words.first == "navaudit")
      words.removeFirst()
      // Where the hook audits the repository ("."), the test audits one sample.
      let args = (hook["args"] as? [String] ?? []).map { $0 == "." ? "Samples/Settings" : $0 }
      let outcome = try NavauditProcess.run(words + args + files, in: RepositoryPaths.root)
      #expect(outcome.status == status, "\(id): \(outcome.stderr)")
    }
  }

  @Test func aBrokenTableFailsTheStringsHook() throws {
    let folder = try RepositoryPaths.temporaryFolder().appendingPathComponent("de.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let table = folder.appendingPathComponent("Localizable.strings")
    try Data("\"title\" = \"Einstellungen\"\n".utf8).write(to: table)
    let hook = try #require(try Self.hooks()["navaudit-strings"])
    let words = try #require(hook["entry"] as? String).split(separator: " ").dropFirst().map(String.init)
    let outcome = try NavauditProcess.run(words + [table.path], in: RepositoryPaths.root)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("Localizable.strings:1:26: error: missing ';'"), "\(outcome.stderr)")
  }
}

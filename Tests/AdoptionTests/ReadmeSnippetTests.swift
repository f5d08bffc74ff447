import Foundation
import TestSupport
import Testing

/// README.md's "Install and integrate" snippets, checked against what they name: the Action's
/// inputs, the plugin's verb, the hooks, the Makefile, and the build phase run for real.
@Suite("README: install and integrate")
struct ReadmeSnippetTests {
  /// The options `navaudit audit --help` lists.
  static func auditOptions() throws -> String {
    let help = try NavauditProcess.run(["audit", "--help"], in: RepositoryPaths.root)
    #expect(help.status == 0)
    return help.stdout
  }

  /// Every `--option` in `words` is one `navaudit audit` has.
  static func expectAuditOptions(_ words: [String]) throws {
    let help = try auditOptions()
    for word in words where word.hasPrefix("-") {
      #expect(help.contains(" \(word) ") || help.contains(" \(word),") || help.contains(", \(word) "), "\(word)")
    }
  }

  @Test func theActionSnippetFitsInTenLinesAndUsesTheActionsRealInputs() throws {
    let snippet = try #require(try ReadmeSnippets().snippets(after: "**The GitHub Action.**").first)
    #expect(snippet.language == "yaml")
    #expect(snippet.lines.count <= 10)
    let workflow = try #require(try YAMLFile(text: snippet.text).root as? [String: Any])
    #expect(value(workflow["permissions"], "security-events", as: String.self) == "write")
    let jobs = try #require(workflow["jobs"] as? [String: Any])
    let steps = try #require(jobs.values.compactMap { value($0, "steps", as: [[String: Any]].self) }.first)
    let step = try #require(steps.first { ($0["uses"] as? String)?.contains("/navaudit@") == true })
    let with = try #require(step["with"] as? [String: Any])
    let inputs = try #require(try YAMLFile("action.yml").root as? [String: Any])["inputs"] as? [String: Any]
    #expect(Set(with.keys).isSubset(of: Set(try #require(inputs).keys)), "\(with.keys)")
    try Self.expectAuditOptions((with["options"] as? String ?? "").split(separator: " ").map(String.init))
    #expect(["error", "warning", "info", "never"].contains(with["fail-on"] as? String ?? ""))
  }

  @Test func thePluginSnippetRunsThePluginsVerbWithAuditOptions() throws {
    let snippets = try ReadmeSnippets().snippets(after: "**The SwiftPM plugin.**")
    #expect(snippets.first?.text.contains(".package(url: ") == true)
    let command = try #require(snippets.last?.lines.first)
    let prefix = "swift package --allow-writing-to-package-directory navaudit "
    #expect(command.hasPrefix(prefix))
    let manifest = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains("verb: \"navaudit\""))
    #expect(manifest.contains(".plugin(name: \"NavauditCommand\", targets: [\"NavauditCommand\"])"))
    try Self.expectAuditOptions(command.dropFirst(prefix.count).split(separator: " ").map(String.init))
  }

  @Test func thePreCommitSnippetNamesTheDefinedHooks() throws {
    let snippet = try #require(try ReadmeSnippets().snippets(after: "**pre-commit.**").first)
    let config = try #require(try YAMLFile(text: snippet.text).root as? [String: Any])
    let repos = try #require(config["repos"] as? [[String: Any]])
    let ids = try #require(repos.first?["hooks"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    #expect(Set(ids) == Set(try PreCommitHooksTests.hooks().keys))
  }

  @Test func theBinarySnippetInstallsWhereTheMakefileSays() throws {
    let snippet = try #require(try ReadmeSnippets().snippets(after: "**The binary.**").first)
    #expect(snippet.lines.first?.hasPrefix("make install PREFIX=") == true)
    // A dry run lists every file the install writes under PREFIX.
    let run = try runBash("make -n install PREFIX=/opt/x", in: RepositoryPaths.root, environment: [:])
    #expect(run.status == 0, "\(run.output)")
    for target in [
      "\"/opt/x/bin/navaudit\"", "\"/opt/x/share/man/man1\"", "/opt/x/share/bash-completion/completions/navaudit",
      "/opt/x/share/zsh/site-functions/_navaudit", "/opt/x/share/fish/vendor_completions.d/navaudit.fish",
    ] {
      #expect(run.output.contains(target), "\(target)")
    }
    #expect(run.output.contains("swift build -c release --product navaudit"))
  }

  /// The Run Script phase, run as Xcode runs it on an app folder: diagnostics with absolute
  /// paths, and the exit code of `--fail-on error`.
  @Test func theXcodeBuildPhaseReportsOnTheScenarioLines() throws {
    let snippet = try #require(try ReadmeSnippets().snippets(after: "**An Xcode build phase.**").first)
    let app = RepositoryPaths.root.appendingPathComponent("Tests/AdoptionTests/__Fixtures__/PluginApp")
    let binaryFolder = try #require(NavauditProcess.binary).deletingLastPathComponent().path
    let run = try runBash(
      snippet.text, in: RepositoryPaths.root,
      environment: ["SRCROOT": app.path, "PATH": "\(binaryFolder):/usr/bin:/bin", "HOME": "/nonexistent"])
    #expect(run.status == 0, "\(run.output)")
    // Every diagnostic names its file by absolute path, so Xcode can open it; the count
    // line goes to the build log as it is.
    var lines = run.output.split(separator: "\n")
    #expect(lines.popLast() == "navaudit: 0 errors, 4 warnings, 0 infos")
    #expect(lines.count == 4)
    for line in lines {
      #expect(line.hasPrefix("\(app.path)/Resources/de.lproj/Localizable.strings:2:1: warning: de: "), "\(line)")
    }
    #expect(run.output.contains("[back-title-generic]"))
    // Without navaudit on PATH the phase warns and passes.
    let missing = try runBash(
      snippet.text, in: RepositoryPaths.root,
      environment: ["SRCROOT": app.path, "PATH": "/usr/bin:/bin", "HOME": "/nonexistent"])
    #expect(missing.status == 0)
    #expect(missing.output == "warning: navaudit is not installed\n")
  }
}

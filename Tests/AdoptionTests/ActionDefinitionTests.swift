import Foundation
import TestSupport
import Testing

/// `action.yml`: a composite GitHub Action whose structure is checked here, and whose audit
/// script runs here as the runner would run it, against the built binary.
@Suite("GitHub Action")
struct ActionDefinitionTests {
  static func action() throws -> [String: Any] {
    try #require(try YAMLFile("action.yml").root as? [String: Any])
  }

  static func steps() throws -> [[String: Any]] {
    try #require(value(try action()["runs"], "steps", as: [[String: Any]].self))
  }

  static func step(id: String) throws -> [String: Any] {
    try #require(try steps().first { $0["id"] as? String == id }, "no step with id '\(id)'")
  }

  @Test func isACompositeActionWithDocumentedInputsAndTheExitCodeAsOutput() throws {
    let action = try Self.action()
    #expect(value(action["runs"], "using", as: String.self) == "composite")
    let inputs = try #require(action["inputs"] as? [String: Any])
    #expect(Set(inputs.keys) == ["paths", "options", "fail-on", "upload-sarif"])
    for (name, input) in inputs {
      #expect(value(input, "description", as: String.self)?.isEmpty == false, "\(name)")
      #expect(value(input, "default", as: String.self) != nil, "\(name)")
    }
    #expect(
      value(action["outputs"], "exit-code", as: [String: Any].self)?["value"] as? String
        == "${{ steps.audit.outputs.exit-code }}")
    // Every composite step names its shell or uses another action.
    for step in try Self.steps() {
      #expect(step["shell"] as? String == "bash" || step["uses"] != nil, "\(step["name"] ?? "")")
    }
  }

  @Test func installsLinuxPackagesBuildsInReleaseWithACacheAndUploadsSARIF() throws {
    let steps = try Self.steps()
    let install = try #require(steps.first { ($0["if"] as? String)?.contains("runner.os == 'Linux'") == true })
    let script = try #require(install["run"] as? String)
    for package in ["pkg-config", "libicu-dev", "icu-devtools", "libfreetype-dev", "libharfbuzz-dev"] {
      #expect(script.contains(" \(package)"), "\(package)")
    }
    let cache = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true })
    #expect(value(cache["with"], "path", as: String.self) == "${{ github.action_path }}/.build")
    #expect(value(cache["with"], "key", as: String.self)?.contains("${{ steps.key.outputs.hash }}") == true)
    #expect(steps.contains { ($0["run"] as? String)?.contains("swift build -c release") == true })
    let upload = try #require(
      steps.first { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true })
    #expect(value(upload["with"], "sarif_file", as: String.self) == "navaudit.sarif")
    #expect((upload["if"] as? String)?.contains("inputs.upload-sarif == 'true'") == true)
    // The step that ends the job fails with the audit's own exit code.
    let last = try #require(steps.last)
    #expect(value(last["env"], "CODE", as: String.self) == "${{ steps.audit.outputs.exit-code }}")
  }

  /// Inputs reach scripts through the environment only: `${{ inputs.… }}` inside a `run:`
  /// would paste the caller's text into the script (script injection).
  @Test func noInputIsPastedIntoAScript() throws {
    let inputs = Set(try #require(try Self.action()["inputs"] as? [String: Any]).keys)
    for step in try Self.steps() {
      #expect((step["run"] as? String)?.contains("${{") != true, "\(step["name"] ?? "")")
      for case let text as String in (step["env"] as? [String: Any] ?? [:]).values where text.contains("inputs.") {
        let name = text.replacing("${{ inputs.", with: "").replacing(" }}", with: "")
        #expect(inputs.contains(name), "\(text)")
      }
    }
  }

  /// The cache key step, run as the runner runs it: a stable hash of navaudit's sources.
  @Test func theCacheKeyIsAStableHashOfTheSources() throws {
    let script = try #require(try Self.step(id: "key")["run"] as? String)
    var hashes: [String] = []
    for _ in 0..<2 {
      let output = try RepositoryPaths.temporaryFolder().appendingPathComponent("output")
      let run = try runBash(
        script, in: RepositoryPaths.root,
        environment: ["ACTION_PATH": RepositoryPaths.root.path, "GITHUB_OUTPUT": output.path])
      #expect(run.status == 0, "\(run.output)")
      hashes.append(try String(contentsOf: output, encoding: .utf8))
    }
    #expect(hashes[0] == hashes[1])
    #expect(hashes[0].wholeMatch(of: /hash=[0-9a-f]{32}\n/) != nil, "\(hashes[0])")
  }

  /// The audit step, run as the runner runs it: the exit code goes to the step's outputs,
  /// the Markdown summary to the job summary, and the SARIF report next to them.
  @Test(arguments: [
    ("Samples/Settings", "--locales en,de --devices 'iPhone SE (3rd generation)'", "warning", "1"),
    ("Samples/Settings", "--locales en --devices \"iPhone SE (3rd generation)\"", "never", "0"),
    ("Samples/Missing", "", "error", "2"),
  ])
  func theAuditStepExposesTheExitCodeAndWritesTheSummaryAndSARIF(
    paths: String, options: String, failOn: String, code: String
  ) throws {
    let binary = try #require(NavauditProcess.binary)
    // The script runs `$ACTION_PATH/.build/release/navaudit`: here, the binary the tests built.
    let actionPath = try RepositoryPaths.temporaryFolder()
    try FileManager.default.createDirectory(
      at: actionPath.appendingPathComponent(".build"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: actionPath.appendingPathComponent(".build/release"), withDestinationURL: binary.deletingLastPathComponent())
    let workspace = try RepositoryPaths.temporaryFolder()
    let samples = workspace.appendingPathComponent("Samples")
    try FileManager.default.createSymbolicLink(at: samples, withDestinationURL: RepositoryPaths.samples)
    let output = workspace.appendingPathComponent("github-output")
    let summary = workspace.appendingPathComponent("step-summary")
    let script = try #require(try Self.step(id: "audit")["run"] as? String)
    let run = try runBash(
      script, in: workspace,
      environment: [
        "ACTION_PATH": actionPath.path, "PATHS": paths, "OPTIONS": options, "FAIL_ON": failOn,
        "GITHUB_OUTPUT": output.path, "GITHUB_STEP_SUMMARY": summary.path,
      ])
    #expect(run.status == 0, "\(run.output)")
    #expect(try String(contentsOf: output, encoding: .utf8) == "exit-code=\(code)\n")
    let sarif = workspace.appendingPathComponent("navaudit.sarif")
    if code == "2" {
      #expect(run.output.contains("Samples/Missing"), "\(run.output)")
      #expect(!FileManager.default.fileExists(atPath: sarif.path))
      return
    }
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
    #expect(json["version"] as? String == "2.1.0")
    let markdown = try String(contentsOf: summary, encoding: .utf8)
    #expect(markdown.contains("Settings"))
    #expect(markdown.contains("iPhone SE (3rd generation)"))
    #expect(!markdown.contains("iPhone 16"))
  }
}

import Foundation
import NavauditKit
import TestSupport
import Testing

// README: library begin
func summary(of app: String) async throws -> String {
  let report = try await Navaudit.audit([app]) { configuration in
    configuration.locales = .only(["de", "ja"])
  }
  return try Navaudit.render(report, as: .markdown)
}
// README: library end

// README: streaming begin
func writeReports(_ configuration: AuditConfiguration, to folder: String) async throws {
  let outputs = StreamingOutputs([
    .init(path: folder + "/report.json", renderer: ReportFormat.json.streamingRenderer()),
    .init(path: folder + "/report.sarif", renderer: ReportFormat.sarif.streamingRenderer()),
  ])
  do {
    let summary = try await Auditor(configuration: configuration).run { try outputs.add($0) }
    try outputs.finish(summary, options: ReportOptions())
  } catch {
    outputs.discard()
    throw error
  }
}
// README: streaming end

/// `NavauditKit` as another package uses it: this target imports nothing else of navaudit's.
@Suite("NavauditKit library")
struct LibraryTests {
  static let phone = "iPhone SE (3rd generation)"

  /// The README's snippet is the function above, word for word, and it runs.
  @Test func theReadmeSnippetIsThisFileAndRuns() async throws {
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let begin = try #require(lines.firstIndex(of: "// README: library begin"))
    let end = try #require(lines.firstIndex(of: "// README: library end"))
    let snippet = try ReadmeSnippets().snippets(after: "**The library.**").last
    #expect(snippet?.lines == ["import NavauditKit", ""] + lines[begin + 1..<end].map(String.init))
    let markdown = try await summary(of: RepositoryPaths.samples.appendingPathComponent("Notes").path)
    #expect(markdown.contains("Notes"))
    #expect(markdown.contains(" de ") || markdown.contains("| de"))
  }

  /// The README's streaming snippet is the function above, word for word, and writes what
  /// the whole report renders.
  @Test func theReadmeStreamingSnippetIsThisFileAndWritesTheRenderedReports() async throws {
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let begin = try #require(lines.firstIndex(of: "// README: streaming begin"))
    let end = try #require(lines.firstIndex(of: "// README: streaming end"))
    let snippet = try ReadmeSnippets().snippets(after: "**Streaming a large matrix.**").first
    #expect(snippet?.lines == lines[begin + 1..<end].map(String.init))
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var configuration = AuditConfiguration(
      paths: ["Notes"], workingDirectory: RepositoryPaths.samples.path, locales: .only(["en", "de"]))
    configuration.devices = .only([Self.phone])
    try await writeReports(configuration, to: folder.path)
    let report = try await Auditor(configuration: configuration).run()
    for (name, format) in [("report.json", ReportFormat.json), ("report.sarif", .sarif)] {
      let written = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(written == (try Navaudit.render(report, as: format)), "\(name)")
    }
  }

  /// A scenario parsed in code audits as the same file given by path.
  @Test func loadedScenariosAuditLikeTheirFile() async throws {
    let file = RepositoryPaths.samples.appendingPathComponent("Notes/notes.navaudit.yaml")
    let scenario = try ScenarioLoader.parse(try String(contentsOf: file, encoding: .utf8), path: "notes.navaudit.yaml")
    let folder = RepositoryPaths.samples.appendingPathComponent("Notes").path
    func configure(_ configuration: inout AuditConfiguration) {
      configuration.locales = .only(["en", "de"])
      configuration.devices = .only([Self.phone])
    }
    let loaded = try await Navaudit.audit(
      [LoadedScenario(scenario: scenario, folder: file.deletingLastPathComponent())], workingDirectory: folder,
      configure: configure)
    let byPath = try await Navaudit.audit(["notes.navaudit.yaml"], workingDirectory: folder, configure: configure)
    #expect(!loaded.runs.isEmpty)
    #expect(loaded.runs == byPath.runs)
    #expect(loaded.findings == byPath.findings)
    let sarif = try Navaudit.render(loaded, as: .sarif)
    #expect(sarif.contains("\"version\" : \"2.1.0\"") || sarif.contains("\"version\":\"2.1.0\""))
  }

  @Test func unreadableInputIsALocatedError() async throws {
    await #expect(throws: InputErrors.self) {
      _ = try await Navaudit.audit(["Nowhere/app.navaudit.yaml"], workingDirectory: RepositoryPaths.root.path)
    }
  }
}

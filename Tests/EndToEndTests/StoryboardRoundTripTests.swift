import AuditEngine
import Foundation
import Navigation
import TestSupport
import Testing

/// Auditing a storyboard directly and auditing the scenario `navaudit import` writes from it
/// give the same bars, announcements and findings, for every storyboard app of the corpus.
@Suite("Storyboard import round trip", .enabled(if: RepositoryPaths.corpusAvailable))
struct StoryboardRoundTripTests {
  /// The corpus folders that hold storyboards.
  static let apps = ["loop", "loop-xcstrings", "netnewswire", "netnewswire-2019"]

  /// Rules only an import raises: problems of the storyboard, which the written file no
  /// longer has (`import` prints them instead).
  static let importRules: Set<String> = [
    "storyboard-dangling-segue", "storyboard-reference-cycle", "storyboard-reference-external",
    "storyboard-left-to-code",
  ]

  @Test(arguments: apps)
  func writtenScenarioAuditsLikeTheStoryboards(app: String) async throws {
    let corpus = RepositoryPaths.corpus.path
    let configuration = AuditConfiguration(
      paths: [app], workingDirectory: corpus, devices: .only(["iPhone SE (3rd generation)", "iPad Pro 11-inch"]),
      jobs: 2)
    let auditor = Auditor(configuration: configuration)
    let imported = try auditor.loadScenarios()
    #expect(!imported.isEmpty)
    let direct = try await auditor.run(imported)

    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var written: [String] = []
    for importedApp in try ScenarioImport.apps(paths: [app], configuration: configuration) {
      let path = folder.appendingPathComponent("\(importedApp.name)-\(written.count).navaudit.yaml").path
      try ScenarioImport.yaml(importedApp, writtenTo: path, workingDirectory: corpus).write(
        toFile: path, atomically: true, encoding: .utf8)
      written.append(path)
    }
    var yamlConfiguration = configuration
    yamlConfiguration.paths = written
    let fromYAML = try await Auditor(configuration: yamlConfiguration).run()

    #expect(direct.runs.count == fromYAML.runs.count)
    let directRuns = try Self.normalized(direct.runs)
    let yamlRuns = try Self.normalized(fromYAML.runs)
    #expect(directRuns == yamlRuns)
    let directFindings = try Self.normalized(direct.findings.filter { !Self.importRules.contains($0.rule.rawValue) })
    let yamlFindings = try Self.normalized(fromYAML.findings)
    #expect(directFindings == yamlFindings)
    #expect(direct.findings.contains { $0.source.contains(".storyboard:") }, "findings point into the storyboards")
  }

  /// Encodes values with every `source` and `scenario` removed and sorts them, so that the
  /// same results written at other lines, or listed in another order, compare equal.
  static func normalized<T: Encodable>(_ values: [T]) throws -> [String] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try values.map { value in
      let object = try JSONSerialization.jsonObject(with: encoder.encode(value))
      let data = try JSONSerialization.data(withJSONObject: stripped(object), options: [.sortedKeys])
      return String(decoding: data, as: UTF8.self)
    }.sorted()
  }

  private static func stripped(_ value: Any) -> Any {
    if let dictionary = value as? [String: Any] {
      return dictionary.filter { $0.key != "source" && $0.key != "scenario" }.mapValues(stripped)
    }
    if let array = value as? [Any] { return array.map(stripped) }
    return value
  }

  @Test func importingTwiceWritesTheSameFile() throws {
    let corpus = RepositoryPaths.corpus.path
    let configuration = AuditConfiguration(paths: ["loop/Loop"], workingDirectory: corpus)
    func write() throws -> String {
      let app = try #require(try ScenarioImport.apps(paths: ["loop/Loop"], configuration: configuration).first)
      return ScenarioImport.yaml(app, writtenTo: corpus + "/out/Loop.navaudit.yaml", workingDirectory: corpus)
    }
    let first = try write()
    #expect(first == (try write()))
    #expect(first.contains("strings: [\"../loop/Loop\"]"))
    #expect(first.contains("# ../loop/Loop/Base.lproj/Main.storyboard:899"), "the Carb Entry navigation item's line")
    #expect(first.contains("unwindActionsDeclared: false"))
  }
}

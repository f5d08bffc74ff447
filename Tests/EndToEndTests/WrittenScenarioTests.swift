import AuditEngine
import Foundation
import Navigation
import Reports
import TestSupport
import Testing
import Traits

/// Auditing a scenario written by ``ScenarioWriter`` gives the same report as auditing the file
/// it was loaded from: the guarantee `navaudit import` relies on.
@Suite("Written scenarios", .serialized)
struct WrittenScenarioTests {
  static let locales = ["en", "de", "fi", "ja", "ar"]
  static let devices = ["iPhone SE (3rd generation)", "iPad Pro 11-inch"]

  static func report(_ path: String, in folder: URL) async throws -> String {
    let configuration = AuditConfiguration(
      paths: [path], workingDirectory: folder.path, locales: .only(locales), devices: .only(devices),
      orientations: [.portrait, .landscape], iosVersions: [.ios18, .ios26], jobs: nil)
    return try JSONReportRenderer().render(try await Auditor(configuration: configuration).run())
  }

  /// The JSON report without `source` locations and `scenario` paths, which differ by design.
  static func withoutLocations(_ json: String) throws -> String {
    func strip(_ value: Any) -> Any {
      if let object = value as? [String: Any] {
        return object.filter { $0.key != "source" && $0.key != "scenario" }.mapValues(strip)
      }
      if let array = value as? [Any] { return array.map(strip) }
      return value
    }
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let data = try JSONSerialization.data(withJSONObject: strip(object), options: [.prettyPrinted, .sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  @Test(arguments: ["Settings", "Mail", "Notes"])
  func auditingTheWrittenFileGivesTheSameReport(sample: String) async throws {
    let sampleFolder = RepositoryPaths.samples.appendingPathComponent(sample)
    let contents = try FileManager.default.contentsOfDirectory(at: sampleFolder, includingPropertiesForKeys: nil)
    let file = try #require(contents.first { $0.lastPathComponent.hasSuffix(".navaudit.yaml") })
    let scenario = try ScenarioLoader.load(contentsOf: file, displayPath: file.lastPathComponent)

    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for item in contents where item != file {
      try FileManager.default.copyItem(at: item, to: folder.appendingPathComponent(item.lastPathComponent))
    }
    try ScenarioWriter.yaml(scenario).write(
      to: folder.appendingPathComponent(file.lastPathComponent), atomically: true, encoding: .utf8)

    // String-table paths in findings are relative to the working directory: make both so.
    let originalJSON = try await Self.report("Samples/\(sample)", in: RepositoryPaths.root)
      .replacingOccurrences(of: "Samples/\(sample)/", with: "").replacingOccurrences(
        of: "Samples\\/\(sample)\\/", with: "")
    let original = try Self.withoutLocations(originalJSON)
    let written = try Self.withoutLocations(try await Self.report(file.lastPathComponent, in: folder))
    #expect(
      original.contains("\"announcement\""),
      "the sample should announce screen changes, or the comparison proves little")
    let difference = zip(original.split(separator: "\n"), written.split(separator: "\n")).first { $0 != $1 }
    #expect(original == written, "first difference: \(String(describing: difference))")
  }
}

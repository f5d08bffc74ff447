public import AuditEngine
import Foundation
import Traits

/// SARIF 2.1.0 for code-scanning tools (GitHub code scanning, Azure DevOps, IDE viewers).
///
/// One run; `tool.driver.rules` lists every rule sorted by id with the texts of
/// ``RuleID/meaning``, ``RuleID/voiceOverImpact`` and ``RuleID/remedy``; each result points
/// at the scenario or string-table line (`startLine` and `startColumn` at least 1) with a
/// relative, percent-encoded URI. Encoded from Codable structs with sorted keys; directional
/// formatting characters are written as `\u` escapes.
public struct SARIFReportRenderer: ReportRendering {
  /// The `--fail-on` threshold and the baseline.
  public var options: ReportOptions

  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  public func render(_ report: AuditReport) throws -> String {
    try render(findings: report.findings, steps: StepTextIndex(report), tool: report.tool)
  }

  /// The log of `findings`; of the runs, SARIF needs only their steps' texts (fingerprints).
  func render(findings: [Finding], steps: StepTextIndex, tool: AuditReport.Tool) throws -> String {
    let rules = Self.rules
    let ruleIndex = Dictionary(
      rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    let results = findings.map { finding in
      result(for: finding, ruleIndex: ruleIndex[finding.rule.rawValue], steps: steps)
    }
    let properties = options.baseline.map {
      SARIFRun.RunProperties(
        baselineNew: $0.new.count, baselineFixed: $0.fixed.count, baselineUnchanged: $0.unchangedCount)
    }
    let driver = SARIFTool.Driver(
      name: tool.name, version: tool.version, semanticVersion: tool.version, rules: rules)
    let log = SARIFLog(runs: [SARIFRun(tool: SARIFTool(driver: driver), results: results, properties: properties)])
    return try SortedJSONWriter.document(log)
  }

  /// Every known rule, plus any unknown id a finding uses, sorted by id.
  /// Every rule navaudit has, by id: SARIF viewers show each result's rule from here.
  static var rules: [SARIFRule] {
    RuleID.allCases.sorted().map(rule(for:))
  }

  static func rule(for rule: RuleID) -> SARIFRule {
    SARIFRule(
      id: rule.rawValue, name: rule.name,
      shortDescription: SARIFMessage(text: sentence(rule.summary)),
      fullDescription: SARIFMessage(text: rule.meaning),
      help: SARIFMessage(text: RuleExplanationText.plain(rule), markdown: RuleExplanationText.markdown(rule)),
      defaultConfiguration: .init(level: level(for: rule.severity)),
      properties: .init(tags: ["accessibility", "localization", "voiceover"]))
  }

  private func result(for finding: Finding, ruleIndex: Int?, steps: StepTextIndex) -> SARIFResult {
    let source = SourceReference(finding.source)
    let region = SARIFResult.Region(startLine: source.line ?? 1, startColumn: source.column ?? 1)
    let location = SARIFResult.Location(
      physicalLocation: .init(artifactLocation: .init(uri: Self.uri(for: source.path)), region: region))
    let context = [finding.localeScope, finding.deviceScope].filter { !$0.isEmpty }.joined(separator: " · ")
    let text = (context.isEmpty ? "" : context + ": ") + finding.message
    let identity = FindingIdentity(finding, steps: steps)
    return SARIFResult(
      ruleId: finding.rule.rawValue, ruleIndex: ruleIndex, level: Self.level(for: finding.severity),
      message: SARIFMessage(text: Escaping.visible(text)), locations: [location],
      partialFingerprints: .init(finding: Fingerprint.fnv1a64(identity.canonical)),
      baselineState: options.baseline == nil ? nil : "new",
      properties: .init(
        scenario: finding.scenario, flow: finding.flow, step: finding.step, occurrences: finding.occurrences,
        locale: finding.locale, locales: finding.locales, device: finding.device, devices: finding.devices,
        orientation: finding.orientation?.rawValue, orientations: finding.orientations?.map(\.rawValue)))
  }

  /// SARIF's level for a severity: `error`, `warning` or `note`.
  static func level(for severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }

  /// A relative path as a URI reference: each segment percent-encoded (RFC 3986).
  static func uri(for path: String) -> String {
    path.addingPercentEncoding(withAllowedCharacters: uriAllowed) ?? path
  }

  /// Unreserved characters, sub-delimiters, `@` and `/`: what a relative path keeps as is.
  private static let uriAllowed = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/")

  private static func sentence(_ summary: String) -> String {
    guard let first = summary.first else { return summary }
    return first.uppercased() + summary.dropFirst() + (summary.hasSuffix(".") ? "" : ".")
  }
}

/// The SARIF log written from a streamed audit: keeps the steps' texts of each flow's first
/// run, writes the log at the end (``StreamingReportRendering``).
public struct SARIFReportStreaming: StreamingReportRendering {
  private var steps = StepTextIndex()

  public init() {}

  public mutating func add(_ run: AuditReport.Run, spool: OutputSpool) {
    steps.add(run)
  }

  public mutating func finish(
    _ summary: AuditSummary, options: ReportOptions, spool: OutputSpool, to sink: inout OutputSink
  ) throws {
    let findings = options.baseline?.filtered(summary.findings) ?? summary.findings
    let tool = AuditReport(runs: [], findings: []).tool
    try sink.write(try SARIFReportRenderer(options: options).render(findings: findings, steps: steps, tool: tool))
  }
}

/// Short stable hashes for fingerprints.
enum Fingerprint {
  /// The 64-bit FNV-1a hash of the UTF-8 bytes, as 16 hex digits.
  static func fnv1a64(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

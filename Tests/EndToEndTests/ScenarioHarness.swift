import AuditEngine
import Foundation
import TestSupport
import Traits

/// Writes a scenario and its tables to a temporary folder and audits it.
struct ScenarioHarness {
  /// `lproj name -> "key" = "value"; lines`.
  var tables: [String: String]
  var yaml: String
  /// Font files to create (paths relative to the scenario's folder, with their bytes).
  var fontFiles: [String: [UInt8]] = [:]

  func run(
    locales: [String] = ["en"], devices: [String] = ["iPhone SE (3rd generation)"], ios: [IOSVersion] = [.ios18],
    orientations: [Orientation] = [.portrait], fontLoader: Auditor.FontLoader? = nil
  ) async throws -> AuditReport {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (lproj, body) in tables {
      let lprojFolder = folder.appendingPathComponent("Strings/\(lproj).lproj")
      try FileManager.default.createDirectory(at: lprojFolder, withIntermediateDirectories: true)
      try body.write(to: lprojFolder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    }
    for (path, bytes) in fontFiles {
      let file = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: file)
    }
    try ("format: 1\napp: Test\ndevelopmentLanguage: en\nstrings: [Strings/]\n" + yaml)
      .write(to: folder.appendingPathComponent("test.navaudit.yaml"), atomically: true, encoding: .utf8)
    let configuration = AuditConfiguration(
      paths: ["test.navaudit.yaml"], workingDirectory: folder.path, locales: .only(locales), devices: .only(devices),
      orientations: orientations, iosVersions: ios, jobs: 1)
    guard let fontLoader else { return try await Auditor(configuration: configuration).run() }
    return try await Auditor(configuration: configuration, fontLoader: fontLoader).run()
  }
}

extension AuditReport {
  /// The run for a locale (first device and orientation).
  func run(_ locale: String, device: String? = nil) -> Run? {
    runs.first { $0.locale == locale && (device == nil || $0.device == device) }
  }

  /// The main bar after a step of the first flow in a locale.
  func bar(_ locale: String, step: Int, device: String? = nil) -> BarResult? {
    run(locale, device: device)?.steps.first { $0.index == step }?.bars.first
  }

  /// The rule ids found, sorted.
  var rules: [String] { findings.map(\.rule.rawValue) }
}

import AuditEngine
import Foundation
import Reports
import TestSupport
import Testing
import Traits

@Suite("Sample goldens", .serialized)
struct SampleGoldenTests {
  static let locales = ["en", "de", "fi", "ja", "ar"]
  static let devices = ["iPhone SE (3rd generation)"]

  static func report(
    _ sample: String, ios: [IOSVersion] = [.ios18], orientations: [Orientation] = [.portrait],
    devices: [String] = devices,
    jobs: Int? = nil
  ) async throws -> AuditReport {
    let configuration = AuditConfiguration(
      paths: ["Samples/\(sample)"], workingDirectory: RepositoryPaths.root.path, locales: .only(locales),
      devices: .only(devices),
      orientations: orientations, iosVersions: ios, jobs: jobs)
    return try await Auditor(configuration: configuration).run()
  }

  @Test(arguments: ["Settings", "Mail", "Recipes", "Trailhead"])
  func sampleJSONMatchesGolden(sample: String) async throws {
    let json = try JSONReportRenderer().render(try await Self.report(sample))
    assertGolden(json, named: "\(sample.lowercased()).json", suite: "SampleGoldenTests")
  }

  @Test(arguments: ["Settings", "Mail", "Recipes", "Trailhead"])
  func sampleTextMatchesGolden(sample: String) async throws {
    let text = try TextReportRenderer().render(try await Self.report(sample))
    assertGolden(text, named: "\(sample.lowercased()).txt", suite: "SampleGoldenTests")
  }

  /// The Notes split view, collapsed on iPhone and in columns on iPad, in both orientations.
  @Test func notesSampleMatchesGoldenOnIPhoneAndIPad() async throws {
    let report = try await Self.report(
      "Notes", orientations: [.portrait, .landscape], devices: ["iPhone SE (3rd generation)", "iPad Pro 11-inch"])
    assertGolden(try JSONReportRenderer().render(report), named: "notes.json", suite: "SampleGoldenTests")
    assertGolden(try TextReportRenderer().render(report), named: "notes.txt", suite: "SampleGoldenTests")
    let iPad = try #require(
      report.runs.first { $0.device == "iPad Pro 11-inch" && $0.orientation == .landscape && $0.locale == "en" })
    #expect(iPad.steps[0].bars.map(\.column.description) == ["supplementary", "secondary"])
    let iPhone = try #require(report.runs.first { $0.device == "iPhone SE (3rd generation)" && $0.locale == "de" })
    #expect(iPhone.steps.last.map { Array($0.stack) } == ["folders", "notes", "note"])
  }

  /// The Settings sample on the iOS 26 bar: previous titles are never drawn.
  @Test func settingsOnIOS26MatchesGolden() async throws {
    let text = try TextReportRenderer().render(try await Self.report("Settings", ios: [.ios26]))
    assertGolden(text, named: "settings-ios26.txt", suite: "SampleGoldenTests")
    #expect(!text.contains("‹ Settings"))
  }

  @Test func reportsAreIdenticalForAnyNumberOfThreads() async throws {
    // Many units (two orientations, both designs) so the threads really interleave.
    let one = try JSONReportRenderer().render(
      try await Self.report("Settings", ios: [.ios18, .ios26], orientations: [.portrait, .landscape], jobs: 1))
    let four = try JSONReportRenderer().render(
      try await Self.report("Settings", ios: [.ios18, .ios26], orientations: [.portrait, .landscape], jobs: 4))
    let again = try JSONReportRenderer().render(
      try await Self.report("Settings", ios: [.ios18, .ios26], orientations: [.portrait, .landscape], jobs: 2))
    #expect(one == four)
    #expect(one == again)
    #expect(!one.contains(RepositoryPaths.root.path))
  }
}

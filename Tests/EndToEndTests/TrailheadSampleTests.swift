import AuditEngine
import Foundation
import Navigation
import TestSupport
import Testing
import Traits

/// The Trailhead sample: a hiking app whose bar draws titles in its brand font, DejaVu Sans
/// Bold, kept in the sample with its licence.
@Suite("Trailhead: an app with its own bar font")
struct TrailheadSampleTests {
  static let configuration = AuditConfiguration(
    paths: ["Samples/Trailhead"], workingDirectory: RepositoryPaths.root.path, locales: .only(["en", "ja"]),
    devices: .only(["iPhone SE (3rd generation)"]), iosVersions: [.ios18], jobs: 1)

  /// The sample as written, and the same scenario with every bar font taken out.
  static func reports() async throws -> (brand: AuditReport, system: AuditReport) {
    let auditor = Auditor(configuration: configuration)
    let loaded = try auditor.loadScenarios()
    var plain = loaded
    for index in plain.indices {
      var scenario = plain[index].scenario
      scenario.navigationBar = NavigationBarStyle()
      for id in scenario.screens.keys { scenario.screens[id]?.standardAppearance = nil }
      scenario.flows = scenario.flows.map { flow in
        var flow = flow
        if case .navigation(var spec) = flow.root {
          spec.barStyle = NavigationBarStyle()
          flow.root = .navigation(spec)
        }
        return flow
      }
      plain[index].scenario = scenario
    }
    return (try await auditor.run(loaded), try await auditor.run(plain))
  }

  @Test func theSameFlowFlipsFromTheFullTitleToBackInTheBrandFont() async throws {
    let (brand, system) = try await Self.reports()
    let withoutFont = try #require(system.bar("en", step: 2))
    let withFont = try #require(brand.bar("en", step: 2))
    #expect(withoutFont.back.display == .full)
    #expect(withoutFont.back.shown == "Alpine Lakes")
    #expect(withFont.back.display == .generic)
    #expect(withFont.back.shown == "Back")
    // What VoiceOver says does not change.
    #expect(withFont.back.spoken == withoutFont.back.spoken)
    #expect(brand.run("en")?.steps.map(\.announcement) == system.run("en")?.steps.map(\.announcement))
    // The title was measured in the sample's font file.
    #expect(withFont.title.font == "Samples/Trailhead/Fonts/DejaVuSans-Bold.ttf#0")
    #expect(withFont.title.width > withoutFont.title.width)
    #expect(withoutFont.title.font == nil)
    #expect(!brand.findings.contains { $0.rule == .fontNotFound })
  }

  @Test func japaneseTitlesFallBackToTheSystemFontAndSaySo() async throws {
    let (brand, _) = try await Self.reports()
    let fallback = brand.findings.filter { $0.rule == .fontGlyphFallback }
    #expect(!fallback.isEmpty)
    #expect(
      fallback.allSatisfy { $0.locale == "ja" && $0.source.hasPrefix("Samples/Trailhead/trailhead.navaudit.yaml:") })
  }
}

extension TrailheadSampleTests {
  /// Shaping with the app's fonts gives the same report on any number of threads.
  @Test func theReportIsTheSameForAnyNumberOfThreads() async throws {
    var one = Self.configuration
    one.jobs = 1
    var four = Self.configuration
    four.jobs = 4
    four.locales = .all
    one.locales = .all
    let first = try await Auditor(configuration: one).run()
    let second = try await Auditor(configuration: four).run()
    #expect(first == second)
  }
}

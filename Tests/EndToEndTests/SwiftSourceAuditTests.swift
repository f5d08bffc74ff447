import AuditEngine
import Foundation
import Navigation
import TestSupport
import Testing
import Traits

/// Auditing real SwiftUI apps from their Swift source alone: titles looked up in their
/// string tables, back buttons and VoiceOver in the locales' words, and what the code leaves
/// to run time reported at its line.
@Suite("Swift source audits of real apps", .enabled(if: RepositoryPaths.corpusAvailable))
struct SwiftSourceAuditTests {
  static let iPhone = "iPhone SE (3rd generation)"

  static func configuration(_ path: String, locales: [String]) -> AuditConfiguration {
    AuditConfiguration(
      paths: [path], workingDirectory: RepositoryPaths.corpus.path, locales: .only(locales), devices: .only([iPhone]),
      iosVersions: [.ios26], jobs: 2)
  }

  /// Food Truck: the social feed's sheet pushes the purchase help, which pushes refunds; the
  /// back buttons speak the Arabic titles of `App/ar.lproj/Localizable.strings`.
  @Test func foodTruckRefundsInArabic() async throws {
    let report = try await Auditor(configuration: Self.configuration("food-truck", locales: ["ar"])).run()
    let flow = "SocialFeedView › Manage Social Feed+ › Help with purchases › Refund purchases"
    let run = try #require(report.runs.first { $0.flow == flow && $0.orientation == .portrait })
    #expect(
      run.steps.map(\.step) == [
        "start", "segue: SocialFeedView.stack@62", "segue: StoreSupportView@30", "segue: RefundView@26",
      ])
    let refund = try #require(run.steps.last)
    #expect(refund.stack == ["SocialFeedPlusSettings", "StoreSupportView", "RefundView"])
    #expect(refund.bars.first?.back.spoken == "مساعدة في الشراء")
    #expect(refund.announcement?.text == "استرداد ثمن المشتريات، عنوان. مساعدة في الشراء، زر الرجوع.")
    let unresolved = report.findings.filter { $0.rule == .sourceUnresolved }
    #expect(unresolved.contains { $0.source == "food-truck/App/Orders/OrderDetailView.swift:51:10" })
    #expect(unresolved.allSatisfy { $0.severity == .info })
  }

  /// Backyard Birds keeps its String Catalogs in another folder of the corpus: the scenario's
  /// `strings` point there, as a written scenario would.
  @Test func backyardBirdsAccountInArabicFromItsCatalogs() async throws {
    let auditor = Auditor(configuration: Self.configuration("backyard-birds-source", locales: ["ar", "ja"]))
    var loaded = try auditor.loadScenarios()
    #expect(loaded.count == 1)
    loaded[0].scenario.strings = [RepositoryPaths.corpus.appendingPathComponent("backyard-birds").path]
    let report = try await auditor.run(loaded)
    let flow = "Account › Account Information"
    let arabic = try #require(report.runs.first { $0.flow == flow && $0.locale == "ar" && $0.orientation == .portrait })
    let sheet = try #require(arabic.steps.last)
    #expect(sheet.stack == ["EditAccountForm"])
    #expect(sheet.focusedBar?.title.shown == "معلومات الحساب")
    #expect(sheet.focusedBar?.right.map(\.label) == ["تم"])
    let japanese = try #require(
      report.runs.first { $0.flow == flow && $0.locale == "ja" && $0.orientation == .portrait })
    #expect(japanese.steps.first?.bars.first?.title.shown == "アカウント")
    #expect(
      report.findings.contains {
        $0.rule == .sourceUnresolved
          && $0.source == "backyard-birds-source/Multiplatform/Backyards/BackyardDetailView.swift:57:10"
      })
  }
}

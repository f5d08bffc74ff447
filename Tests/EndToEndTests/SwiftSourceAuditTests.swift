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

  /// Backyard Birds keeps its String Catalogs in another folder of the corpus: `--tables`
  /// adds them to the tables of the app read from source.
  @Test func backyardBirdsAccountInArabicFromItsCatalogs() async throws {
    var configuration = Self.configuration("backyard-birds-source", locales: ["ar", "ja"])
    configuration.extraStrings = ["backyard-birds"]
    let report = try await Auditor(configuration: configuration).run()
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

  /// NetNewsWire as its repository holds it: storyboards, Swift code and, in `Shared/`, the
  /// String Catalog. The corpus keeps the storyboards and the code in two folders; they are
  /// put back together in a temporary folder.
  @Test func netNewsWireStoryboardsWithTheirCode() async throws {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for part in ["netnewswire", "netnewswire-source"] {
      try Self.merge(RepositoryPaths.corpus.appendingPathComponent(part), into: folder)
    }
    var configuration = AuditConfiguration(
      paths: ["."], workingDirectory: folder.path, locales: .only(["en"]), devices: .only([Self.iPhone]),
      iosVersions: [.ios26], jobs: 2)
    configuration.extraStrings = ["Shared"]
    let report = try await Auditor(configuration: configuration).run()
    // The storyboard's Settings scene pushes the controller the code creates; its title is set in code.
    let timeline = try #require(report.runs.first { $0.flow == "Settings › Timeline Layout" })
    #expect(timeline.steps.last?.stack == ["SettingsViewController", "TimelineCustomizerCollectionViewController"])
    #expect(timeline.steps.last?.announcement?.text == "Timeline Layout, heading. Settings, back button.")
    // `instantiateViewController(withIdentifier: "FeedbinAccountNavigationViewController")` is the storyboard scene.
    let feedbin = try #require(report.runs.first { $0.flow == "Settings › Add Account › Feedbin" })
    #expect(feedbin.steps.last?.stack == ["FeedbinAccountViewController"])
    #expect(feedbin.steps.last?.focusedBar?.left.map(\.label) == ["Cancel"])
    let about = try #require(report.runs.first { $0.flow == "Settings › About NetNewsWire" })
    #expect(about.steps.last?.bars.first?.back.spoken == "Settings")
    let sources = Set(report.findings.filter { $0.rule == .sourceUnresolved }.compactMap(\.source))
    #expect(sources.contains("iOS/Inspector/AccountInspectorViewController.swift:37:3"))
    // With the storyboards read, no scene the code instantiates is left unresolved.
    #expect(!report.findings.contains { $0.message.contains("storyboard scene") })
  }

  /// Copies every file under `source` into `destination`, keeping their paths.
  static func merge(_ source: URL, into destination: URL) throws {
    let manager = FileManager.default
    guard let files = manager.enumerator(at: source, includingPropertiesForKeys: [.isRegularFileKey]) else { return }
    for case let file as URL in files
    where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
      let relative = String(file.standardizedFileURL.path.dropFirst(source.standardizedFileURL.path.count + 1))
      let target = destination.appendingPathComponent(relative)
      try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      if !manager.fileExists(atPath: target.path) { try manager.copyItem(at: file, to: target) }
    }
  }
}

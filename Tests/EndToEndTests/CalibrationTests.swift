import AuditEngine
import Diagnostics
import Foundation
import TestSupport
import Testing
import TextLayout
import Traits
import UnicodeSupport

@Suite("Calibration")
struct CalibrationTests {
  static let sample = RepositoryPaths.samples.appendingPathComponent("Calibration/observations.json")

  @Test func fitsTheEvidenceWithinAFifthOfAPoint() throws {
    let observations = try ObservationReader.read(contentsOfFile: Self.sample.path)
    #expect(observations.count == 14)
    let result = try Calibrator(fontProfile: try FontProfile.bundledDefault()).calibrate(observations, source: "o.json")
    let origin17 = try #require(result.profile.constants[.ios17]?[.backTextOrigin])
    let origin18 = try #require(result.profile.constants[.ios18]?[.backTextOrigin])
    // iOS 18 moved the text 1.33 pt right.
    #expect(abs(origin18 - origin17 - 1.33) < 0.05)
    #expect(abs(origin17 - BarMetrics.standard(for: .ios17).backTextOrigin) < 0.1)
    // The default profile's tracking is fitted to the same pictures: no scale is left to fit.
    #expect((0.995...1.005).contains(try #require(result.profile.widthScales[.regular])))
    #expect((0.995...1.005).contains(try #require(result.profile.widthScales[.semibold])))
    // What the pictures do not determine keeps its default, and is said to; iOS 26 gets a band.
    #expect(result.profile.constants[.ios26]?.keys.sorted() == [.uncertaintyThreshold])
    #expect(result.kept.contains { $0.hasPrefix("ios 17 interGroupSpace") })
    #expect(result.kept.contains { $0.hasPrefix("widthScale bold") })
    for item in result.observations {
      for residual in item.residuals { #expect(abs(residual.after) <= 0.25, "\(item.observation.label) \(residual)") }
      if let display = item.display { #expect(display.after == display.measured) }
    }
  }

  /// Observations made by the model itself with known constants: the fit recovers them.
  @Test func recoversKnownConstants() throws {
    let fonts = try FontProfile.bundledDefault()
    var truth = BarMetrics.standard(for: .ios17)
    truth.backTextOrigin = 23.4
    truth.backTrailingPadding = 2.2
    let measurer = TextMeasurer(profile: fonts, widthScales: [.regular: 0.96])
    let phone = try DeviceCatalog.named("iPhone 16")
    let titles = ["First", "Settings", "Keyboard", "Back"]
    let english = try LocaleIdentifier(validating: "en")
    let observations = titles.enumerated().map { index, previous in
      let input = BarLayoutInput(
        device: phone, orientation: .portrait, backButton: .candidates([previous, ""]), title: .text("Title"),
        metrics: truth)
      let layout = NavigationBarLayout.layout(input, measurer: measurer)
      let text = layout.backTextFrame ?? ItemFrame(kind: .backButton, x: 0, width: 0)
      let insets = measurer.inkInsets(of: previous, style: .barButton)
      let element = layout.backAccessibilityFrame ?? text
      return Observation(
        name: previous, device: phone, ios: .ios17, locale: english,
        previousTitle: previous, title: "Title", backDisplay: .full,
        backTextInk: .init(text.x + insets.leading, text.x + text.width - insets.trailing),
        backAccessibilityFrame: .init(element.x, element.x + element.width),
        location: SourceLocation(path: "o.json", line: index + 1, column: 1))
    }
    let result = try Calibrator(fontProfile: fonts).calibrate(observations, source: "o.json")
    // Frames are reported to 0.1 pt, so the recovered values are as close.
    #expect(abs((result.profile.widthScales[.regular] ?? 0) - 0.96) < 0.01)
    #expect(abs((result.profile.constants[.ios17]?[.backTextOrigin] ?? 0) - 23.4) < 0.1)
    #expect(abs((result.profile.constants[.ios17]?[.backTrailingPadding] ?? 0) - 2.2) < 0.15)
  }

  @Test func theCommandWritesAProfileThatTheAuditApplies() throws {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let calibrate = try NavauditProcess.run(
      ["calibrate", Self.sample.path, "-o", "metrics.profile"], in: folder)
    #expect(calibrate.status == 0, "\(calibrate.stderr)")
    #expect(calibrate.stdout.contains("WithTitles 17.5 (iPhone 16, iOS 17): backTextInk start"))
    #expect(calibrate.stdout.contains("kept at their defaults:"))
    let profile = try String(contentsOf: folder.appendingPathComponent("metrics.profile"), encoding: .utf8)
    #expect(profile.hasPrefix("navaudit-metrics 1\n"))
    try """
    format: 1
    app: E
    developmentLanguage: en
    screens:
      a: { title: First }
      b: { title: Second }
    flows:
      - name: f
        root: { navigation: [a] }
        steps:
          - push: b
    """.write(to: folder.appendingPathComponent("e.navaudit.yaml"), atomically: true, encoding: .utf8)
    let audit = try NavauditProcess.run(
      [
        "audit", "e.navaudit.yaml", "--devices", "iPhone 16", "--ios", "17", "--format", "json", "--metrics-profile",
        "metrics.profile",
      ], in: folder)
    #expect(audit.status == 0, "\(audit.stderr)")
    let fitted = try MetricsProfile(parsing: profile, path: "metrics.profile")
    let origin = try #require(fitted.constants[.ios17]?[.backTextOrigin])
    #expect(audit.stdout.contains("\"x\" : \(MetricsProfile.number(8 + origin, digits: 1))"))
  }

  struct Hostile: Sendable, CustomTestStringConvertible {
    let json: String
    let error: String
    var testDescription: String { error }
  }

  @Test(arguments: [
    Hostile(json: "{}", error: "o.json:1:1: error: expected an array of observations, found an object"),
    Hostile(json: "[]", error: "o.json:1:1: error: the observations file has no observation"),
    Hostile(json: "[{\"device\": \"iPhone 16\",\n \"ios\": 17", error: "o.json:2:11: error: unexpected end of file"),
    Hostile(
      json:
        "[{\"device\": \"iPhone 16\", \"ios\": 19, \"locale\": \"en\", \"previousTitle\": \"A\", \"title\": \"B\", \"backDisplay\": \"full\"}]",
      error: "o.json:1:33: error: unsupported iOS version '19' (expected 15 to 18, or 26)"),
    Hostile(
      json:
        "[{\"device\": \"iPhone 16\", \"ios\": 17, \"locale\": \"en\", \"previousTitle\": \"A\", \"title\": \"B\"}]",
      error: "o.json:1:2: error: observation measures nothing"),
    Hostile(
      json:
        "[{\"device\": \"iPhone 16\", \"ios\": 17, \"locale\": \"en\", \"previousTitle\": \"A\", \"title\": \"B\", \"backTextInk\": [30, 900]}]",
      error: "o.json:1:104: error: 'backTextInk' lies outside the 393.0-pt window of the device"),
  ])
  func unusableObservationsAreLocatedErrors(_ hostile: Hostile) throws {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try hostile.json.write(to: folder.appendingPathComponent("o.json"), atomically: true, encoding: .utf8)
    let outcome = try NavauditProcess.run(["calibrate", "o.json", "-o", "m.profile"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains(hostile.error), "\(outcome.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("m.profile").path))
  }
}

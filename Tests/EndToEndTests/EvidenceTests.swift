import AuditEngine
import Foundation
import Testing
import TextLayout
import Traits

/// Real UIKit renderings, restated as facts: each case audits the picture's app and checks
/// the predicted frames against what was measured on the picture.
///
/// The pictures are AccessibilitySnapshot's reference images (cashapp/AccessibilitySnapshot,
/// `Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/`):
/// a navigation controller with two plain screens titled "First" and "Second" (or untitled),
/// English, default `backButtonDisplayMode`, no items, at @3x, so every measurement is a
/// multiple of a third of a point. The measured numbers are in `Docs/decision-model.md`.
@Suite("Evidence: real renderings")
struct EvidenceTests {
  /// A horizontal extent measured on a picture, in points from the window's left edge.
  struct Extent: Sendable, CustomStringConvertible {
    let start: Double
    let end: Double
    init(_ start: Double, _ end: Double) {
      self.start = start
      self.end = end
    }
    var description: String { "\(start)–\(end)" }
  }

  struct Picture: Sendable, CustomTestStringConvertible {
    /// The reference image's test name, iOS version and size, as in its file name.
    let name: String
    let ios: IOSVersion
    /// A device of the picture's window width.
    let device: String
    /// Whether the screens are titled "First" and "Second" (else both titles are nil).
    let titled: Bool
    /// The ink of the back button's text (nil: no text, the chevron alone).
    let backInk: Extent?
    /// The back button's accessibility frame.
    let accessibility: Extent
    /// The title's label frame.
    let title: Extent?
    var testDescription: String { name }
  }

  // The measured values of each picture. 15.5 to 17.5 share one geometry (`--ios 17`).
  static let pictures: [Picture] = [
    Picture(
      name: "WithTitles 15.5 390×844", ios: .ios17, device: "iPhone 13", titled: true,
      backInk: Extent(30.33, 61.33), accessibility: Extent(0, 63.67), title: Extent(165.00, 225.33)),
    Picture(
      name: "WithTitles 16.4 393×852", ios: .ios17, device: "iPhone 16", titled: true,
      backInk: Extent(30.33, 61.33), accessibility: Extent(0, 63.67), title: Extent(166.33, 226.67)),
    Picture(
      name: "WithTitles 17.2 393×852", ios: .ios17, device: "iPhone 16", titled: true,
      backInk: Extent(30.33, 61.33), accessibility: Extent(0, 63.67), title: Extent(166.33, 226.67)),
    Picture(
      name: "WithTitles 17.5 393×852", ios: .ios17, device: "iPhone 16", titled: true,
      backInk: Extent(30.33, 61.33), accessibility: Extent(0, 63.67), title: Extent(166.33, 226.67)),
    Picture(
      name: "WithTitles 18.5 402×874", ios: .ios18, device: "iPhone 16 Pro", titled: true,
      backInk: Extent(31.67, 62.67), accessibility: Extent(0, 63.67), title: Extent(171.00, 231.33)),
    // The SwiftUI pair of 18.5 draws the same bar further down the window.
    Picture(
      name: "SwiftUI WithTitles 18.5 402×874", ios: .ios18, device: "iPhone 16 Pro", titled: true,
      backInk: Extent(31.67, 62.67), accessibility: Extent(0, 63.67), title: Extent(171.00, 231.33)),
    // On this 26.0.1 run the glass bar did not render: UIKit drew the 18.5 bar.
    Picture(
      name: "WithTitles 26.0.1 402×874 (classic bar)", ios: .ios18, device: "iPhone 16 Pro", titled: true,
      backInk: Extent(31.67, 62.67), accessibility: Extent(0, 63.67), title: Extent(171.00, 231.33)),
    Picture(
      name: "WithTitles 26.2 402×874", ios: .ios26, device: "iPhone 16 Pro", titled: true,
      backInk: nil, accessibility: Extent(16, 60), title: Extent(170.67, 231.00)),
    // 718 pt is the picture with its legend; the window is 402 pt (the title centres on 201).
    Picture(
      name: "WithTitles 26.0.1 718×874", ios: .ios26, device: "iPhone 16 Pro", titled: true,
      backInk: nil, accessibility: Extent(16, 60), title: Extent(171.00, 231.00)),
    Picture(
      name: "WithoutTitles 15.5 390×844", ios: .ios17, device: "iPhone 13", titled: false,
      backInk: Extent(30.33, 66.33), accessibility: Extent(0, 68), title: nil),
    Picture(
      name: "WithoutTitles 16.4 393×852", ios: .ios17, device: "iPhone 16", titled: false,
      backInk: Extent(30.33, 66.33), accessibility: Extent(0, 68), title: nil),
    Picture(
      name: "WithoutTitles 17.2 393×852", ios: .ios17, device: "iPhone 16", titled: false,
      backInk: Extent(30.33, 66.33), accessibility: Extent(0, 68), title: nil),
    Picture(
      name: "WithoutTitles 17.5 393×852", ios: .ios17, device: "iPhone 16", titled: false,
      backInk: Extent(30.33, 66.33), accessibility: Extent(0, 68), title: nil),
    Picture(
      name: "WithoutTitles 18.5 402×874", ios: .ios18, device: "iPhone 16 Pro", titled: false,
      backInk: Extent(31.67, 67.67), accessibility: Extent(0, 68), title: nil),
    Picture(
      name: "SwiftUI WithoutTitles 18.5 402×874", ios: .ios18, device: "iPhone 16 Pro", titled: false,
      backInk: Extent(31.67, 67.67), accessibility: Extent(0, 68), title: nil),
    Picture(
      name: "WithoutTitles 26.0.1 402×874 (classic bar)", ios: .ios18, device: "iPhone 16 Pro", titled: false,
      backInk: Extent(31.67, 67.67), accessibility: Extent(0, 68), title: nil),
    Picture(
      name: "WithoutTitles 26.2 402×874", ios: .ios26, device: "iPhone 16 Pro", titled: false,
      backInk: nil, accessibility: Extent(16, 60), title: nil),
    Picture(
      name: "WithoutTitles 26.0.1 718×874", ios: .ios26, device: "iPhone 16 Pro", titled: false,
      backInk: nil, accessibility: Extent(16, 60), title: nil),
  ]

  /// The picture's app: two screens, pushed.
  static func yaml(titled: Bool) -> String {
    let screens =
      titled
      ? "  first: { title: First }\n  second: { title: Second }\n"
      : "  first: {}\n  second: {}\n"
    return "screens:\n" + screens
      + "flows:\n  - name: push\n    root: { navigation: [first] }\n    steps:\n      - push: second\n"
  }

  @Test(arguments: pictures)
  func predictedFramesMatchTheMeasuredOnes(_ picture: Picture) async throws {
    let report = try await ScenarioHarness(
      tables: ["en": "\"unused\" = \"unused\";"], yaml: Self.yaml(titled: picture.titled)
    )
    .run(devices: [picture.device], ios: [picture.ios])
    let bar = try #require(report.bar("en", step: 1))
    let back = bar.back
    let measurer = try TextMeasurer.bundledDefault()

    // Every edge within one pixel of the @3x picture (it was 1 pt before the stand-in
    // font's tracking was fitted to SF Pro's widths, Docs/decision-model.md).
    let pixel = BarMetrics.measurementResolution
    // The back text: its advance box, inset by the side bearings, is the ink.
    if let ink = picture.backInk {
      #expect(back.display == (picture.titled ? .full : .generic))
      let text = try #require(back.textFrame)
      let insets = measurer.inkInsets(of: back.shown, style: .barButton)
      #expect(abs(text.x + insets.leading - ink.start) <= pixel, "ink starts at \(text.x + insets.leading)")
      #expect(abs(text.x + text.width - insets.trailing - ink.end) <= pixel, "ink ends at \(text.x + text.width)")
    } else {
      #expect(back.display == .minimal)
      #expect(back.textFrame == nil)
    }
    // VoiceOver's element.
    let element = try #require(back.accessibilityFrame)
    #expect(abs(element.x - picture.accessibility.start) <= pixel)
    #expect(abs(element.x + element.width - picture.accessibility.end) <= pixel)
    if picture.titled { #expect(back.spoken == "First") }

    if let title = picture.title {
      let frame = try #require(bar.title.frame)
      #expect(abs(frame.x - title.start) <= pixel)
      #expect(abs(frame.x + frame.width - title.end) <= pixel)
    } else {
      #expect(bar.title.text.isEmpty)
    }
  }
}

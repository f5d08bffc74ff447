import Testing
import TextLayout
import Traits

@Suite("Navigation bar layout")
struct NavigationBarLayoutTests {
  let measurer: TextMeasurer

  init() throws {
    measurer = try #require(Measurers.bundled)
  }

  func layout(
    _ device: String, _ orientation: Orientation = .portrait, back: BackButtonInput, title: TitleInput,
    leading: [BarItemInput] = [], trailing: [BarItemInput] = [], large: Bool = false, rtl: Bool = false,
    design: BarDesign = .classic, measurer: (any TextMeasuring)? = nil
  ) throws -> BarLayout {
    let input = BarLayoutInput(
      device: try DeviceCatalog.named(device), orientation: orientation, backButton: back, leadingItems: leading,
      title: title, trailingItems: trailing, showsLargeTitle: large, isRightToLeft: rtl, design: design,
      metrics: design == .glass ? .standard(for: .ios26) : Self.roundMetrics)
    return NavigationBarLayout.layout(input, measurer: measurer ?? self.measurer)
  }

  /// Classic metrics with round numbers (text 19 pt after the button's start, no padding
  /// after it), so that the expected values below can be worked out by hand; the measured
  /// constants are checked against real renderings in `EvidenceTests`.
  static let roundMetrics: BarMetrics = {
    var metrics = BarMetrics()
    metrics.backTextOrigin = 19
    metrics.backTrailingPadding = 0
    return metrics
  }()

  // MARK: Back title decision (bundled profile)

  struct BackCase: Sendable, CustomTestStringConvertible {
    let id: String
    let device: String
    let candidates: [String]
    let title: String
    let shown: String
    let index: Int?
    var testDescription: String { id }
  }

  @Test(arguments: [
    BackCase(
      id: "short previous title shows in full", device: "iPhone 16", candidates: ["Settings", "Back", ""],
      title: "General", shown: "Settings", index: 0),
    BackCase(
      id: "long title fits a 393-pt phone", device: "iPhone 16", candidates: ["Notifications", "Back", ""],
      title: "Text Size", shown: "Notifications", index: 0),
    BackCase(
      id: "long title falls back to Back on 320 pt", device: "iPhone SE (1st generation)",
      candidates: ["Notifications", "Back", ""], title: "Text Size", shown: "Back", index: 1),
    BackCase(
      id: "title narrower than Back goes to chevron", device: "iPhone SE (1st generation)",
      candidates: ["OK", "Back", ""], title: "Privacy & Security Options", shown: "", index: 2),
    BackCase(
      id: "nothing fits: chevron only", device: "iPhone SE (1st generation)",
      candidates: ["Display & Brightness", "Back", ""], title: "Privacy & Security Options", shown: "", index: 2),
    BackCase(id: "minimal mode", device: "iPhone 16", candidates: [""], title: "General", shown: "", index: 0),
    BackCase(
      id: "generic mode", device: "iPhone 16", candidates: ["Back", ""], title: "General", shown: "Back", index: 0),
  ])
  func backTitleDegradesWithSpace(_ c: BackCase) throws {
    let result = try layout(c.device, back: .candidates(c.candidates), title: .text(c.title))
    #expect(result.shown == c.shown)
    #expect(result.backIndex == c.index)
    #expect(result.title?.truncated == false)
    let available = try #require(result.available)
    let slack = try #require(result.slack)
    let chosenWidth = c.shown.isEmpty ? 0 : measurer.width(of: c.shown, style: .barButton)
    #expect(abs(slack - (available - chosenWidth)) <= 0.1)
  }

  @Test func longTitlePushesTheTitleAndTruncatesIt() throws {
    let title = "Notifications and Privacy & Security Options"
    let result = try layout(
      "iPhone SE (1st generation)", back: .candidates(["Settings", "Back", ""]), title: .text(title))
    #expect(result.shown == "")
    #expect(try #require(result.available) < 0)
    let placed = try #require(result.title)
    #expect(placed.truncated)
    #expect(placed.shown.hasSuffix("…"))
    let back = try #require(result.frame(.backButton))
    let titleFrame = try #require(result.frame(.title))
    #expect(titleFrame.x == back.x + back.width + 8)
    #expect(titleFrame.x + titleFrame.width == 320 - 16)
  }

  @Test func hiddenBackButtonLeavesTheTitleCentred() throws {
    let result = try layout("iPhone 16", back: .hidden, title: .text("General"))
    #expect(result.shown == nil)
    #expect(result.backIndex == nil)
    #expect(result.available == nil)
    #expect(result.frame(.backButton) == nil)
    let title = try #require(result.frame(.title))
    #expect(abs(title.x + title.width / 2 - 393 / 2) <= 0.1)
  }

  @Test func customBackNeverFallsBackAndPushesTheTitle() throws {
    let result = try layout(
      "iPhone SE (1st generation)", back: .custom("Display & Brightness"), title: .text("Privacy & Security"))
    #expect(result.shown == "Display & Brightness")
    #expect(!result.backTruncated)
    #expect(try #require(result.slack) < 0)
    let title = try #require(result.title)
    #expect(title.truncated)
    #expect(title.shown.hasSuffix("…"))
    #expect(title.availableWidth >= 75)
  }

  @Test func customBackTruncatesToLeaveTheMinimumTitleWidth() throws {
    let longBack = "Notifications, Sounds and Haptics Settings"
    let result = try layout("iPhone SE (1st generation)", back: .custom(longBack), title: .text("Privacy & Security"))
    #expect(result.backTruncated)
    #expect(result.shown?.hasSuffix("…") == true)
    #expect(try #require(result.title).availableWidth >= 75)
  }

  @Test func largeTitleFreesTheBackSpace() throws {
    let inline = try layout(
      "iPhone SE (1st generation)", back: .candidates(["Notifications", "Back", ""]), title: .text("Text Size"))
    #expect(inline.shown == "Back")
    let expanded = try layout(
      "iPhone SE (1st generation)", back: .candidates(["Notifications", "Back", ""]), title: .text("Text Size"),
      large: true)
    #expect(expanded.shown == "Notifications")
    #expect(expanded.title == nil)
    #expect(expanded.largeTitle?.shown == "Text Size")
    #expect(expanded.barHeight == Double(44 + 52))
    let truncated = try layout(
      "iPhone SE (1st generation)", back: .none, title: .text("Notifications & Privacy"), large: true)
    #expect(truncated.largeTitle?.truncated == true)
    #expect(truncated.largeTitle?.availableWidth == Double(320 - 32))
  }

  @Test func rightToLeftMirrorsEveryFrame() throws {
    let back = BackButtonInput.candidates(["الإعدادات", "رجوع", ""])
    let trailing: [BarItemInput] = [.text("تم", style: .doneButton), .image]
    let ltr = try layout("iPhone 16", back: back, title: .text("عام"), trailing: trailing)
    let rtl = try layout("iPhone 16", back: back, title: .text("عام"), trailing: trailing, rtl: true)
    #expect(ltr.shown == rtl.shown)
    #expect(ltr.frames.count == 4)
    for (left, right) in zip(ltr.frames, rtl.frames) {
      #expect(left.kind == right.kind && left.width == right.width)
      #expect(abs(right.x - (393 - left.x - left.width)) <= 0.1)
    }
    // Drawn right to left, the back button is at the right edge.
    #expect(try #require(rtl.frame(.backButton)).x > 300)
  }

  @Test func landscapeInsetsMoveTheBackButton() throws {
    let result = try layout(
      "iPhone 16", .landscape, back: .candidates(["Settings", "Back", ""]), title: .text("General"))
    #expect(result.frame(.backButton)?.x == Double(59 + 16 - 8))
    #expect(result.barHeight == 32)
  }

  // MARK: Exact arithmetic (fixed widths)

  /// iPhone 16 portrait: W 393, m 16, back at 8, c 19, g 8. A 100-pt title is centred at
  /// 146.5, so S = 146.5 − 8 − 8 − 19 = 111.5.
  @Test(arguments: [
    (110.0, true, 1.5), (111.5, true, 0.0), (100.0, false, 11.5), (107.6, false, 3.9), (109.0, false, 2.5),
    (113.0, false, 0),
  ])
  func uncertainWhenTheSlackIsSmall(backWidth: Double, fits: Bool, slack: Double) throws {
    let fixed = FixedWidthMeasurer(widths: ["Title": 100, "Previous": backWidth, "Back": 40])
    let result = try layout(
      "iPhone 16", back: .candidates(["Previous", "Back", ""]), title: .text("Title"), measurer: fixed)
    #expect(result.available == 111.5)
    if fits {
      #expect(result.shown == "Previous")
      #expect(result.slack == slack)
      #expect(result.uncertain)
    } else if backWidth < 111.5 {
      #expect(result.shown == "Previous")
      #expect(result.slack == slack)
      // The band: 0.57 pt plus 2 % of the width (2.75 pt for 109, 2.72 for 107.6).
      #expect(result.uncertain == (slack < BarMetrics.standard.uncertainty(forWidth: backWidth)))
    } else {
      // "Previous" misses by 1.5: "Back" is chosen, and the near miss is uncertain.
      #expect(result.shown == "Back")
      #expect(result.nearestMiss == 1.5)
      #expect(result.uncertain)
    }
  }

  @Test func trailingItemsLimitTheTitle() throws {
    // Trailing "Edit" (40 + 16 padding) ends at 393 − 8: its frame starts at 329, the title
    // may not pass 321, so a 250-pt title sits at 71 and S = 71 − 8 − 8 − 19 = 36.
    let fixed = FixedWidthMeasurer(widths: ["Edit": 40, "T": 250, "Prev": 36, "Back": 30])
    let result = try layout(
      "iPhone 16", back: .candidates(["Prev", "Back", ""]), title: .text("T"), trailing: [.text("Edit")],
      measurer: fixed)
    #expect(result.frame(.trailingItem, index: 0) == ItemFrame(kind: .trailingItem, index: 0, x: 329, width: 56))
    #expect(result.available == 36)
    #expect(result.shown == "Prev")
    #expect(result.frame(.title)?.x == 71)
  }

  @Test func leadingItemsShareTheBackSpace() throws {
    let fixed = FixedWidthMeasurer(widths: ["Title": 100, "Previous": 60, "Back": 40])
    let result = try layout(
      "iPhone 16", back: .candidates(["Previous", "Back", ""]), title: .text("Title"), leading: [.image],
      measurer: fixed)
    // S = 111.5 − (44 + 8) = 59.5: "Previous" (60) misses by 0.5.
    #expect(result.available == 59.5)
    #expect(result.shown == "Back")
    #expect(result.frame(.leadingItem, index: 0)?.x == Double(8 + 19 + 40 + 8))
  }

  @Test func glassChevronUsesItsOwnGeometry() throws {
    let fixed = FixedWidthMeasurer(widths: ["Title": 100, "Previous": 80])
    let result = try layout(
      "iPhone 17", back: .candidates(["Previous", ""]), title: .text("Title"), design: .glass, measurer: fixed)
    // W 402: title at 151, the glass button starts at the 16-pt margin: button space
    // 151 − 8 − 16 = 127, S = 127 − (44 + 6) = 77.
    #expect(result.available == 77)
    #expect(result.shown == "")
    let fitting = try layout(
      "iPhone 17", back: .candidates(["Previous", ""]), title: .text("Title"), design: .glass,
      measurer: FixedWidthMeasurer(widths: ["Title": 100, "Previous": 70]))
    #expect(fitting.shown == "Previous")
    #expect(fitting.frame(.backButton)?.x == 16)
    #expect(fitting.frame(.backButton)?.width == Double(44 + 6 + 70))
    #expect(fitting.backTextFrame == ItemFrame(kind: .backButton, x: 16 + 50, width: 70))
    let chevronOnly = try layout(
      "iPhone 17", back: .candidates(["Previous", ""]), title: .text("Title"), design: .glass,
      measurer: FixedWidthMeasurer(widths: ["Title": 100, "Previous": 80]))
    #expect(chevronOnly.shown == "")
    #expect(chevronOnly.frame(.backButton)?.width == 44)
    #expect(chevronOnly.backTextFrame == nil)
    #expect(chevronOnly.backAccessibilityFrame == ItemFrame(kind: .backButton, x: 16, width: 44))
  }

  @Test func backTextAndAccessibilityFramesAreMirroredWithTheBar() throws {
    let fixed = FixedWidthMeasurer(widths: ["Title": 100, "Previous": 60])
    let ltr = try layout("iPhone 16", back: .candidates(["Previous", ""]), title: .text("Title"), measurer: fixed)
    // The button starts at 16 − 8; its text 19 pt later; VoiceOver's element from x = 0.
    #expect(ltr.frame(.backButton) == ItemFrame(kind: .backButton, x: 8, width: 79))
    #expect(ltr.backTextFrame == ItemFrame(kind: .backButton, x: 27, width: 60))
    #expect(ltr.backAccessibilityFrame == ItemFrame(kind: .backButton, x: 0, width: 87))
    let rtl = try layout(
      "iPhone 16", back: .candidates(["Previous", ""]), title: .text("Title"), rtl: true, measurer: fixed)
    #expect(rtl.backTextFrame == ItemFrame(kind: .backButton, x: 393 - 27 - 60, width: 60))
    #expect(rtl.backAccessibilityFrame == ItemFrame(kind: .backButton, x: 393 - 87, width: 87))
    let chevron = try layout("iPhone 16", back: .candidates([""]), title: .text("Title"), measurer: fixed)
    #expect(chevron.backTextFrame == nil)
    #expect(chevron.backAccessibilityFrame == ItemFrame(kind: .backButton, x: 0, width: 27))
  }

  @Test func backTitleNarrowerThanBackIsNeverReplacedByBack() throws {
    // "OK" (20) misses S by 1, "Back" (40) is wider than "OK" so it is not a candidate.
    let fixed = FixedWidthMeasurer(widths: ["Title": 100, "OK": 20, "Back": 40])
    var metrics = BarMetrics()
    metrics.backTextOrigin = 111.5
    metrics.backTrailingPadding = 0
    let input = BarLayoutInput(
      device: try DeviceCatalog.named("iPhone 16"), orientation: .portrait,
      backButton: .candidates(["OK", "Back", ""]),
      title: .text("Title"), metrics: metrics)
    let result = NavigationBarLayout.layout(input, measurer: fixed)
    #expect(result.available == 19)
    #expect(result.shown == "")
    #expect(result.backIndex == 2)
    #expect(result.nearestMiss == 1)
  }
}

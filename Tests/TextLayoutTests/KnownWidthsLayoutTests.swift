import TestSupport
import Testing
import Traits

@testable import TextLayout

/// A caller hands the layout the widths it measured already (``KnownBarWidths``), and the
/// layout truncates a title from its known width: these tests hold both to the layout that
/// measures every text itself, on random bars.
@Suite("Known widths lay a bar out as measuring it does")
struct KnownWidthsLayoutTests {
  let measurer: TextMeasurer

  init() throws {
    measurer = try #require(Measurers.bundled)
  }

  static let titles = [
    "Velocidade de reprodução", "درجة الحرارة", "Kostenloses Probe-Upgrade beginnen", "שגיאה בעדכון!", "エクスポート",
    "Искусство", "Please check your Internet connection", "Réglages", "Re\u{301}glages", "नमस्ते दुनिया", "🇫🇷 Paris",
    "A\r\nB", " Préréglage exercice", "ファイルがアップロードされていないため、再生できません。", "Back", "Zurück", "OK", "",
    String(repeating: "Wide title ", count: 12),
  ]

  /// The layout of `input`, measuring everything (the old way), and with the widths the
  /// evaluation measures first: the title in the title style, the first two back
  /// candidates in the bar button style, each with the measurer the layout uses for it.
  func expectSameLayouts(_ input: BarLayoutInput, appFonts: (any AppFontMeasuring)?, _ comment: Comment) {
    let plain = NavigationBarLayout.layout(input, measurer: measurer, appFonts: appFonts)
    let textMeasurer = FontedMeasurer.over(measurer, fonts: input.fonts.styles(back: false), appFonts: appFonts)
    let backMeasurer = FontedMeasurer.over(measurer, fonts: input.fonts.styles(back: true), appFonts: appFonts)
    var known = KnownBarWidths()
    if case .text(let text, let style) = input.title, !input.showsLargeTitle {
      known.title = textMeasurer.width(of: text, style: style)
    }
    if case .candidates(let candidates) = input.backButton {
      known.backFirst = candidates.first.map { backMeasurer.width(of: $0, style: .barButton) }
      known.backSecond = candidates.dropFirst().first.map { backMeasurer.width(of: $0, style: .barButton) }
    }
    let handed = NavigationBarLayout.layout(
      input, measurer: measurer, backMeasurer: backMeasurer, appFonts: appFonts, known: known)
    #expect(handed == plain, comment)
  }

  @Test func randomBarsLayOutAlike() {
    var generator = SplitMix64(seed: 14)
    let fonts: [BarFonts] = [
      .system, BarFonts(button: BarFont(family: .system, pointSize: 15, weight: .bold)),
      BarFonts(
        title: BarFont(family: .named("Brand"), pointSize: 20), backButton: BarFont(family: .system, pointSize: 19)),
      BarFonts(largeTitle: BarFont(family: .system, pointSize: 30, weight: .heavy)),
    ]
    func title() -> String { Self.titles[generator.next(below: Self.titles.count)] }
    for _ in 0..<1_500 {
      let backButton: BackButtonInput
      switch generator.next(below: 5) {
      case 0: backButton = .candidates([title(), "Back", ""])
      case 1: backButton = .candidates([title(), ""])
      case 2: backButton = .candidates(["Back", ""])
      case 3: backButton = .custom(title())
      default: backButton = .none
      }
      let items: [BarItemInput] = (0..<generator.next(below: 3)).map { _ in
        generator.next(below: 2) == 0 ? .text(title(), style: .barButton) : .image
      }
      var input = BarLayoutInput(
        geometry: ScreenGeometry(width: Double(200 + generator.next(below: 800)), height: 852),
        backButton: backButton, title: generator.next(below: 8) == 0 ? .view(width: 180) : .text(title()),
        trailingItems: items, showsLargeTitle: generator.next(below: 4) == 0,
        isRightToLeft: generator.next(below: 2) == 0, design: generator.next(below: 3) == 0 ? .glass : .classic)
      input.fonts = fonts[generator.next(below: fonts.count)]
      expectSameLayouts(
        input, appFonts: generator.next(below: 2) == 0 ? FontedMeasurerTests.Library() : nil, "\(input)")
    }
  }

  /// Truncating from a known width cuts as measuring the text again does, in the system
  /// styles and in an app's font.
  @Test func truncatingFromAKnownWidthCutsAlike() {
    let fonted = FontedMeasurer(
      base: measurer, fonts: [.title: BarFont(family: .named("Brand"), pointSize: 20)],
      appFonts: FontedMeasurerTests.Library())
    for text in Self.titles {
      for style in [TextStyle.title, .largeTitle, .barButton] {
        for room in [0.0, 20, 61.5, 120, 300] {
          for measuring in [measurer, fonted] as [any TextMeasuring] {
            let full = measuring.width(of: text, style: style)
            #expect(
              measuring.truncated(text, style: style, toFit: room, width: full)
                == measuring.truncated(text, style: style, toFit: room), "\(text) \(style) \(room)")
          }
        }
      }
    }
  }

  /// A bar is in the system styles exactly when its fonts equal ``BarFonts/system``: the
  /// layout asks without comparing them.
  @Test func systemFontsAreTheOnesThatSetNothing() {
    let font = BarFont(family: .system, pointSize: 15)
    var all: [BarFonts] = [.system]
    for index in 0..<5 {
      var fonts = BarFonts()
      switch index {
      case 0: fonts.title = font
      case 1: fonts.largeTitle = font
      case 2: fonts.button = font
      case 3: fonts.doneButton = font
      default: fonts.backButton = font
      }
      all.append(fonts)
    }
    for fonts in all { #expect(fonts.isSystem == (fonts == .system), "\(fonts)") }
    #expect(all.filter(\.isSystem).count == 1)
  }
}

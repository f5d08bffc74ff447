import Testing
import TextLayout
import Traits

/// Bar texts measured in the fonts an app sets: app families, the system font at other
/// sizes and weights, families that are not loaded, and the back button's own font.
@Suite("Bar fonts in the layout")
struct FontedMeasurerTests {
  /// One family, "Brand", whose characters are all `em` wide; characters above U+024F are
  /// missing from it and measured at a tenth of the size (the library's fallback).
  struct Library: AppFontMeasuring {
    var em = 0.6
    var families: [String] { ["Brand"] }

    func measurement(of text: String, family: String, weight: FontWeight, pointSize: Double) -> AppFontMeasurement? {
      guard family == "Brand" else { return nil }
      let missing = Set(text.unicodeScalars.map(\.value).filter { $0 > 0x24F })
      let covered = text.unicodeScalars.count - text.unicodeScalars.filter { $0.value > 0x24F }.count
      let width = Double(covered) * em * pointSize + Double(text.unicodeScalars.count - covered) * pointSize / 10
      return AppFontMeasurement(width: width, missingCodePoints: missing.sorted(), face: "Brand.ttf#\(weight.rawValue)")
    }
  }

  static let brand = BarFont(family: .named("Brand"), pointSize: 20, weight: .bold)

  @Test func anAppFamilyIsMeasuredInItsFaceWithoutTracking() {
    let measurer = FontedMeasurer(base: FixedWidthMeasurer(), fonts: [.title: Self.brand], appFonts: Library())
    #expect(measurer.width(of: "Hello", style: .title) == 60)
    // Other styles keep the system measurer.
    #expect(measurer.width(of: "Hello", style: .barButton) == 50)
    let measured = measurer.measurement(of: "Hi", font: Self.brand, style: .title)
    #expect(measured.face == "Brand.ttf#bold")
    #expect(measured.missingFamily == nil)
  }

  @Test func charactersTheFaceLacksAreListed() {
    let measurer = FontedMeasurer(base: FixedWidthMeasurer(), fonts: [.title: Self.brand], appFonts: Library())
    let measured = measurer.measurement(of: "Aя", font: Self.brand, style: .title)
    #expect(measured.systemCodePoints == [0x44F])
    #expect(measured.width == 12 + 2)
  }

  @Test func aFamilyThatIsNotLoadedIsMeasuredInTheSystemFontAndSaysSo() throws {
    let base = try #require(Measurers.bundled)
    let missing = BarFont(family: .named("Nowhere"), pointSize: 17, weight: .semibold)
    let measurer = FontedMeasurer(base: base, fonts: [.title: missing], appFonts: Library())
    let measured = measurer.measurement(of: "Settings", font: missing, style: .title)
    #expect(measured.missingFamily == "Nowhere")
    #expect(measured.face == nil)
    // The system font at the same size and weight: the title style itself.
    #expect(abs(measured.width - base.width(of: "Settings", style: .title)) < 0.001)
    // Without any library, too.
    let none = FontedMeasurer(base: base, fonts: [.title: missing], appFonts: nil)
    #expect(none.measurement(of: "Settings", font: missing, style: .title).missingFamily == "Nowhere")
  }

  @Test func theSystemFontAtAnotherSizeAndWeightScalesTheProfile() throws {
    let base = try #require(Measurers.bundled)
    let regular = base.width(of: "Keyboards", style: .barButton)
    let doubled = base.width(of: "Keyboards", systemWeight: .regular, pointSize: 34, style: .barButton)
    #expect(abs(doubled - 2 * regular) < 0.001)
    // Below 20 pt a heavy weight uses the semibold text face; from 20 pt the bold display face.
    let heavy = base.width(of: "Keyboards", systemWeight: .heavy, pointSize: 17, style: .barButton)
    #expect(heavy == base.width(of: "Keyboards", systemWeight: .semibold, pointSize: 17, style: .barButton))
    #expect(heavy > regular)
    let large = base.width(of: "Keyboards", systemWeight: .bold, pointSize: 34, style: .largeTitle)
    #expect(abs(large - base.width(of: "Keyboards", style: .largeTitle)) < 0.001)
    // Light weights use the regular advances (the profile has no lighter face).
    #expect(base.width(of: "Keyboards", systemWeight: .light, pointSize: 17, style: .barButton) == regular)
  }

  @Test func truncationMeasuresInTheFont() {
    let measurer = FontedMeasurer(base: FixedWidthMeasurer(), fonts: [.title: Self.brand], appFonts: Library())
    // 12 pt per character in Brand at 20 pt; Brand has no "…", measured at 2 pt.
    let fitted = measurer.truncated("Mountain Trails", style: .title, toFit: 60)
    #expect(fitted.isTruncated)
    #expect(fitted.text == "Moun…")
    #expect(fitted.width == 50)
    let whole = measurer.truncated("Trail", style: .title, toFit: 60)
    #expect(!whole.isTruncated)
    // Whitespace before the ellipsis is dropped.
    #expect(measurer.truncated("Big Sur Loop", style: .title, toFit: 60).text == "Big…")
  }

  @Test func theBackButtonsFontDecidesTheBackTitle() throws {
    let device = try DeviceCatalog.named("iPhone SE (3rd generation)")
    var input = BarLayoutInput(
      device: device, orientation: .portrait, backButton: .candidates(["Alpine Lakes", "Back", ""]),
      title: .text("Ridge", style: .title))
    let system = NavigationBarLayout.layout(input, measurer: FixedWidthMeasurer(perCharacter: 8), appFonts: Library())
    #expect(system.shown == "Alpine Lakes")
    input.fonts = BarFonts(backButton: Self.brand)
    let brand = NavigationBarLayout.layout(input, measurer: FixedWidthMeasurer(perCharacter: 8), appFonts: Library())
    #expect(brand.shown == "Back")
    // The items' font is not the back button's.
    input.fonts = BarFonts(button: Self.brand)
    #expect(
      NavigationBarLayout.layout(input, measurer: FixedWidthMeasurer(perCharacter: 8), appFonts: Library()).shown
        == "Alpine Lakes")
  }

  @Test func aWiderTitleFontLeavesLessRoomForTheBackTitle() throws {
    let device = try DeviceCatalog.named("iPhone SE (3rd generation)")
    var input = BarLayoutInput(
      device: device, orientation: .portrait, backButton: .candidates(["Alpine Lakes", "Back", ""]),
      title: .text("Ridge Loop", style: .title))
    let measurer = FixedWidthMeasurer(perCharacter: 8)
    let system = NavigationBarLayout.layout(input, measurer: measurer, appFonts: Library())
    input.fonts = BarFonts(title: Self.brand)
    let brand = NavigationBarLayout.layout(input, measurer: measurer, appFonts: Library())
    #expect(brand.title?.measuredWidth == 120)
    let systemRoom = try #require(system.available)
    let brandRoom = try #require(brand.available)
    #expect(abs((systemRoom - brandRoom) - (120 - 80) / 2) < 0.11)
  }
}

import Diagnostics
import Foundation
import Testing
import TextLayout

/// A profile imported with `fonts import` measures with HarfBuzz when its font files lie
/// beside it. DejaVu Sans (fonts-dejavu-core, installed by `.ci/run`) is the font; the
/// tests are skipped where it is absent.
@Suite("Font profiles shaped with their font files")
struct ShapingProfileTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let hasDejaVu = FileManager.default.fileExists(atPath: dejaVu)

  /// A folder holding `fonts/p.fontprofile`, imported from DejaVu Sans for the regular
  /// role, and `fonts/DejaVuSans.ttf` made by `font` (a link to the real file by default).
  static func profileFolder(font: ((URL) throws -> Void)? = nil) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navaudit-shaping-\(UUID().uuidString)")
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let profile = try FontProfileImporter(role: .regular).importing([FontSpec(parsing: "\(dejaVu):latin,arabic")])
    try profile.serialized().write(
      to: fonts.appendingPathComponent("p.fontprofile"), atomically: false, encoding: .utf8)
    let target = fonts.appendingPathComponent("DejaVuSans.ttf")
    if let font {
      try font(target)
    } else {
      try FileManager.default.createSymbolicLink(atPath: target.path, withDestinationPath: dejaVu)
    }
    return folder
  }

  static func load(_ folder: URL) throws -> FontProfile {
    try FontProfile.load(
      contentsOfFile: folder.appendingPathComponent("fonts/p.fontprofile").path, displayPath: "fonts/p.fontprofile")
  }

  @Test(.enabled(if: hasDejaVu)) func fontFilesBesideTheProfileAreShaped() throws {
    let folder = try Self.profileFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let profile = try Self.load(folder)
    #expect(profile.shaping.sourceIDs == ["dejavu-sans-book"])
    var tables = profile
    tables.shaping = .none
    let shaped = TextMeasurer(profile: profile)
    let summed = TextMeasurer(profile: tables)
    // Kerning: "AV" is narrower shaped; "Back" has no kerning pair, so both agree.
    #expect(shaped.width(of: "AVATAR", style: .barButton) < summed.width(of: "AVATAR", style: .barButton) - 0.2)
    #expect(abs(shaped.width(of: "Back", style: .barButton) - summed.width(of: "Back", style: .barButton)) < 1e-9)
    // Characters the font lacks keep the table's fallback widths and are reported.
    let mixed = shaped.measurement(of: "Back \u{8A2D}", style: .barButton)
    #expect(mixed.fallbackCodePoints == [0x8A2D])
    #expect(abs(mixed.width - summed.width(of: "Back \u{8A2D}", style: .barButton)) < 1e-9)
    // Arabic joins either way: HarfBuzz picks DejaVu Sans's contextual forms, the tables add
    // up the presentation forms ICU chose, and in this font both have the same advances.
    let arabic = "\u{0633}\u{0644}\u{0627}\u{0645}"
    #expect(abs(shaped.width(of: arabic, style: .barButton) - summed.width(of: arabic, style: .barButton)) < 1e-9)
  }

  @Test(.enabled(if: hasDejaVu)) func shapedTruncationFitsAndMeasuresWhatItDraws() throws {
    let folder = try Self.profileFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let measurer = TextMeasurer(profile: try Self.load(folder))
    let text = "AVATAR WAVE AVENUE TRAVEL"
    let full = measurer.width(of: text, style: .title)
    for space in stride(from: 5.0, to: full + 10, by: 7.5) {
      let result = measurer.truncated(text, style: .title, toFit: space)
      #expect(result.width == measurer.width(of: result.text, style: .title))
      #expect(result.isTruncated == (full > space + TextMeasurer.tolerance))
      if result.isTruncated, result.text != TextMeasurer.ellipsis { #expect(result.width <= space + 1e-4) }
    }
  }

  @Test(.enabled(if: hasDejaVu)) func aBadFontBesideTheProfileIsALocatedError() throws {
    let cases: [(make: (URL) throws -> Void, message: String)] = [
      (
        { try "hello\n".write(to: $0, atomically: false, encoding: .utf8) },
        "fonts/DejaVuSans.ttf:1:1: error: cannot open font 'fonts/DejaVuSans.ttf': "
          + "not a TrueType, OpenType or collection file"
      ),
      (
        {
          try FileManager.default.createSymbolicLink(
            atPath: $0.path, withDestinationPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        },
        "fonts/DejaVuSans.ttf:1:1: error: font 'fonts/DejaVuSans.ttf' beside the profile is not the "
          + "'DejaVu Sans Book' with 2048 units per em that source 'dejavu-sans-book' was imported from"
      ),
    ]
    for (make, message) in cases {
      let folder = try Self.profileFolder(font: make)
      defer { try? FileManager.default.removeItem(at: folder) }
      #expect(throws: FontProfileError.self) { try Self.load(folder) }
      do {
        _ = try Self.load(folder)
      } catch let error as FontProfileError {
        #expect(error.description == message)
      }
    }
  }

  @Test func theBundledProfileMeasuresWithItsTables() throws {
    #expect(try FontProfile.bundledDefault().shaping.isEmpty)
  }
}

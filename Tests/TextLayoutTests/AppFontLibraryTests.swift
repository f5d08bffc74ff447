import Diagnostics
import Foundation
import Testing
import TextLayout
import Traits

/// An app's fonts, shaped with HarfBuzz: DejaVu Sans (fonts-dejavu-core and
/// fonts-dejavu-extra, installed by `.ci/run`) stands in for a brand font; the tests are
/// skipped where its faces are absent.
@Suite("App font library")
struct AppFontLibraryTests {
  static let dejaVuFolder = "/usr/share/fonts/truetype/dejavu"
  /// The faces linked into a test app's `Fonts/Brand` folder.
  static let brandFiles = [
    "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-ExtraLight.ttf",
    "DejaVuSansCondensed.ttf",
  ]
  static let hasDejaVu = brandFiles.allSatisfy { FileManager.default.fileExists(atPath: "\(dejaVuFolder)/\($0)") }

  /// A fresh folder holding `Fonts/Brand/<brandFiles>` (symbolic links) and a text file.
  static func appFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navaudit-fonts-\(UUID().uuidString)")
    let brand = folder.appendingPathComponent("Fonts/Brand")
    try FileManager.default.createDirectory(at: brand, withIntermediateDirectories: true)
    for file in brandFiles {
      try FileManager.default.createSymbolicLink(
        atPath: brand.appendingPathComponent(file).path, withDestinationPath: "\(dejaVuFolder)/\(file)")
    }
    try "not a font\n".write(to: folder.appendingPathComponent("Fonts/README.txt"), atomically: false, encoding: .utf8)
    return folder
  }

  static func library(_ folder: URL) throws -> AppFontLibrary {
    try AppFontLibrary.load(directory: "Fonts", workingDirectory: folder.path)
  }

  /// DejaVu Sans "Back": B 1405 + a 1255 + c 1126 + k 1186 = 4972 font units of 2048 (hmtx,
  /// as FreeType reads it; no kerning pair applies).
  static let backWidthAt17 = 4972.0 / 2048 * 17

  @Test(.enabled(if: hasDejaVu)) func measuresShapedWidthsInTheNamedFamily() throws {
    let folder = try Self.appFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = try Self.library(folder)
    #expect(library.families.contains("DejaVu Sans"))
    #expect(library.faces.count == Self.brandFiles.count)
    let back = try #require(library.measurement(of: "Back", family: "DejaVu Sans", weight: .regular, pointSize: 17))
    #expect(abs(back.width - Self.backWidthAt17) < 1e-9)
    #expect(back.missingCodePoints.isEmpty)
    #expect(back.face == "Brand/DejaVuSans.ttf#0")
    // Twice the size, twice the width; the family name's case does not matter.
    let large = try #require(library.measurement(of: "Back", family: "dejavu sans", weight: .regular, pointSize: 34))
    #expect(abs(large.width - 2 * back.width) < 1e-9)
    #expect(library.measurement(of: "Back", family: "Avenir Next", weight: .regular, pointSize: 17) == nil)
  }

  /// The folder search is the audit's: faces in build products and dependencies are not the
  /// app's own, and an export's copy is not either.
  @Test(.enabled(if: hasDejaVu)) func searchSkipsBuildProductsAndDependencies() throws {
    let folder = try Self.appFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for skipped in ["Fonts/build", "Fonts/Pods/Brand", "Fonts/App.xcloc"] {
      let copy = folder.appendingPathComponent(skipped)
      try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: copy.appendingPathComponent("Extra.ttf").path,
        withDestinationPath: "\(Self.dejaVuFolder)/DejaVuSans.ttf")
    }
    let files = try AppFontLibrary.fontFiles(under: folder.appendingPathComponent("Fonts").path)
    #expect(files.map { ($0 as NSString).lastPathComponent } == Self.brandFiles.sorted())
    #expect(try Self.library(folder).faces.count == Self.brandFiles.count)
  }

  @Test(.enabled(if: hasDejaVu)) func kerningMakesShapedTextNarrowerThanItsAdvances() throws {
    let folder = try Self.appFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = try Self.library(folder)
    let profile = try FontProfileImporter(role: .regular).importing([
      FontSpec(parsing: "\(Self.dejaVuFolder)/DejaVuSans.ttf:latin")
    ])
    let sum = try ["A", "V"].reduce(0.0) {
      $0 + (try #require(profile.emAdvance(of: $1.unicodeScalars.first?.value ?? 0, role: .regular)))
    }
    let shaped = try #require(library.measurement(of: "AV", family: "DejaVu Sans", weight: .regular, pointSize: 1))
    #expect(shaped.width < sum - 0.01)
  }

  @Test(.enabled(if: hasDejaVu)) func picksTheNearestUprightFaceOfNormalWidth() throws {
    let folder = try Self.appFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = try Self.library(folder)
    func face(_ family: String, _ weight: FontWeight) -> String? {
      library.measurement(of: "x", family: family, weight: weight, pointSize: 17)?.face
    }
    #expect(face("DejaVu Sans", .regular) == "Brand/DejaVuSans.ttf#0")
    #expect(face("DejaVu Sans", .bold) == "Brand/DejaVuSans-Bold.ttf#0")
    // 600: Bold (700) is nearer than Book (400); 500: Book is nearer than Bold.
    #expect(face("DejaVu Sans", .semibold) == "Brand/DejaVuSans-Bold.ttf#0")
    #expect(face("DejaVu Sans", .medium) == "Brand/DejaVuSans.ttf#0")
    // 300 lies halfway between ExtraLight (200) and Book (400): the lighter wins up to 500.
    #expect(face("DejaVu Sans", .light) == "Brand/DejaVuSans-ExtraLight.ttf#0")
    #expect(face("DejaVu Sans", .black) == "Brand/DejaVuSans-Bold.ttf#0")
    // A PostScript or full name picks its face, oblique or condensed, whatever the weight.
    #expect(face("DejaVuSans-Oblique", .bold) == "Brand/DejaVuSans-Oblique.ttf#0")
    #expect(face("dejavu sans condensed", .regular) == "Brand/DejaVuSansCondensed.ttf#0")
  }

  @Test(.enabled(if: hasDejaVu)) func charactersTheFontLacksAreMeasuredWithTheFallback() throws {
    let folder = try Self.appFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var library = try Self.library(folder)
    let text = "Back \u{8A2D}\u{5B9A}"  // "Back 設定": DejaVu Sans has no CJK
    let space = 651.0 / 2048
    let plain = try #require(library.measurement(of: text, family: "DejaVu Sans", weight: .regular, pointSize: 17))
    #expect(plain.missingCodePoints == [0x5B9A, 0x8A2D])
    // Without a profile the fallback is the class width: 1 em for a wide character.
    #expect(abs(plain.width - (Self.backWidthAt17 + space * 17 + 2 * 17)) < 1e-9)
    // With the audit's profile, its advances: Noto Sans Thai's for Thai in the bundled one.
    library.fallbackProfile = try FontProfile.bundledDefault()
    let thai = "\u{0E44}\u{0E17}\u{0E22}"  // ไทย
    let measured = try #require(library.measurement(of: thai, family: "DejaVu Sans", weight: .regular, pointSize: 17))
    #expect(measured.missingCodePoints == [0x0E17, 0x0E22, 0x0E44])
    let expected = try thai.unicodeScalars.reduce(0.0) {
      $0 + (try #require(library.fallbackProfile.emAdvance(of: $1.value, role: .regular))) * 17
    }
    #expect(abs(measured.width - expected) < 1e-6)
  }

  @Test(.enabled(if: hasDejaVu)) func everyBadFontFileIsReportedAtTheFile() throws {
    let folder = try Self.appFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("Fonts")
    try "hello\n".write(to: fonts.appendingPathComponent("Bad.ttf"), atomically: false, encoding: .utf8)
    let good = try Data(contentsOf: URL(fileURLWithPath: "\(Self.dejaVuFolder)/DejaVuSans.ttf"))
    try good.prefix(3000).write(to: fonts.appendingPathComponent("Cut.OTF"))
    try Data().write(to: fonts.appendingPathComponent("Empty.ttc"))
    #expect(throws: InputErrors.self) { try Self.library(folder) }
    do {
      _ = try Self.library(folder)
    } catch let errors as InputErrors {
      #expect(
        errors.ordered.map(\.description) == [
          "Fonts/Bad.ttf:1:1: error: cannot open font 'Fonts/Bad.ttf': not a TrueType, OpenType or collection file",
          "Fonts/Cut.OTF:1:1: error: cannot open font 'Fonts/Cut.OTF': the face has no glyphs (a corrupt or truncated file)",
          "Fonts/Empty.ttc:1:1: error: cannot open font 'Fonts/Empty.ttc': the file is empty",
        ])
    }
  }

  @Test func foldersWithoutFontsAndMissingFilesAreErrors() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navaudit-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases: [(load: () throws -> AppFontLibrary, message: String)] = [
      (
        { try AppFontLibrary.load(directory: "Empty", workingDirectory: folder.path) },
        "Empty:1:1: error: no .ttf, .otf or .ttc file under 'Empty'"
      ),
      (
        { try AppFontLibrary.load(directory: "Nope", workingDirectory: folder.path) },
        "Nope:1:1: error: cannot read folder 'Nope': no such file or directory"
      ),
      (
        { try AppFontLibrary.load(files: ["Brand.ttf", "Empty"], workingDirectory: folder.path) },
        "Brand.ttf:1:1: error: no such file 'Brand.ttf'\nEmpty:1:1: error: 'Empty' is a folder, not a regular file"
      ),
    ]
    for (load, message) in cases {
      do {
        _ = try load()
        Issue.record("expected an error: \(message)")
      } catch let errors as InputErrors {
        #expect(errors.description == message)
      }
    }
  }

  @Test(.enabled(if: hasDejaVu)) func filesGivenOneByOneAreLabelledFromTheWorkingFolder() throws {
    let folder = try Self.appFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = try AppFontLibrary.load(files: ["Fonts/Brand/DejaVuSans-Bold.ttf"], workingDirectory: folder.path)
    #expect(library.families == ["DejaVu Sans"])
    let bold = try #require(library.measurement(of: "Back", family: "DejaVu Sans", weight: .regular, pointSize: 17))
    #expect(bold.face == "Fonts/Brand/DejaVuSans-Bold.ttf#0")
    #expect(bold.width > Self.backWidthAt17)
  }
}

import Diagnostics
import Foundation
import Testing
import TextLayout

@Suite("Font profiles")
struct FontProfileTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let dejaVuBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
  /// CI installs fonts-dejavu-core (`.ci/run`); elsewhere the import tests are skipped.
  static let hasDejaVu = FileManager.default.fileExists(atPath: dejaVu)

  @Test func bundledProfileIsCompactAndCoversEveryScript() throws {
    let profile = try FontProfile.bundledDefault()
    let text = profile.serialized()
    #expect(text.utf8.count < 1_500_000)
    let samples: [UInt32] = [
      0x41, 0xE9, 0x0153, 0x01A1, 0x03A9, 0x0416, 0x2026, 0x0628, 0xFE8F, 0xFB50, 0x05D0, 0x0E01, 0x0915,
      0x3042, 0x30A2, 0x4E00, 0x9FA5, 0xAC00, 0xD7A3, 0x3001, 0xFF01,
    ]
    for role in FaceRole.allCases {
      for codePoint in samples {
        #expect(profile.emAdvance(of: codePoint, role: role) != nil, "U+\(String(codePoint, radix: 16)) in \(role)")
      }
    }
    for source in profile.sources {
      #expect(source.license == "SIL OFL 1.1", "\(source.id)")
      #expect(!source.file.hasPrefix("/") && !source.file.contains("/usr/"), "\(source.file)")
    }
    #expect(profile.sources.contains { $0.id.hasSuffix("-interpolated") && $0.note.contains("2/3") })
    // Fitted to SF Pro's widths on real renderings (Docs/decision-model.md, Evidence).
    #expect(profile.tracking(for: .title) == -0.335)
    #expect(profile.tracking(for: .barButton) == -0.55)
    #expect(profile.tracking(for: .largeTitle) == 0.38)
  }

  @Test func writingThenReadingIsIdentity() throws {
    let profile = try FontProfile.bundledDefault()
    let text = profile.serialized()
    let reread = try FontProfile(parsing: text)
    #expect(reread == profile)
    #expect(reread.serialized() == text)
  }

  @Test func runLengthEncodingMergesEqualNeighbours() throws {
    var face = FaceAdvances(runs: [
      AdvanceRun(first: 0x41, last: 0x41, advance: 600, source: "a"),
      AdvanceRun(first: 0x42, last: 0x45, advance: 600, source: "a"),
      AdvanceRun(first: 0x46, last: 0x46, advance: 500, source: "a"),
    ])
    #expect(face.runs.count == 2)
    face.overlay([AdvanceRun(first: 0x43, last: 0x43, advance: 700, source: "b")])
    #expect(face.runs.map(\.first) == [0x41, 0x43, 0x44, 0x46])
    #expect(face.run(containing: 0x43)?.advance == 700)
    #expect(face.run(containing: 0x44)?.advance == 600)
    #expect(face.run(containing: 0x47) == nil)
    #expect(face.codePointCount == 6)
    let source = FontSource(
      id: "a", family: "A", style: "Regular", weight: 400, unitsPerEm: 1000, file: "a.ttf", license: "SIL OFL 1.1")
    let other = FontSource(
      id: "b", family: "B \"quoted\"", style: "Bold", weight: nil, unitsPerEm: 2048, file: "b.ttf", license: "x",
      note: "n")
    let profile = FontProfile(sources: [other, source], faces: [.regular: face])
    let text = profile.serialized()
    #expect(text.contains("\n0041 600*2\nfrom b\n0043 700\nfrom a\n0044 600*2 500\n"))
    #expect(try FontProfile(parsing: text) == profile)
  }

  struct BadProfile: Sendable, CustomTestStringConvertible {
    let text: String
    let message: String
    var testDescription: String { message }
  }

  static let badProfiles: [BadProfile] = [
    BadProfile(text: "hello\n", message: "<profile>:1:1: error: expected 'navaudit-fontprofile 1' on the first line"),
    BadProfile(
      text: "navaudit-fontprofile 7\n",
      message: "<profile>:1:1: error: unsupported font profile version '7' (expected 1)"),
    BadProfile(
      text: "navaudit-fontprofile 1\nrole heavy\n",
      message: "<profile>:2:1: error: unknown role 'heavy' (expected one of: regular, semibold, bold)"),
    BadProfile(
      text: "navaudit-fontprofile 1\nrole regular\nfrom x\n", message: "<profile>:3:1: error: unknown source 'x'"),
    BadProfile(
      text: "navaudit-fontprofile 1\nrole regular\n0041 600\n",
      message: "<profile>:3:1: error: advances before 'role' and 'from' lines"),
    BadProfile(
      text: "navaudit-fontprofile 1\ntracking subtitle 1\n",
      message:
        "<profile>:2:1: error: unknown text style 'subtitle' (expected one of: title, bar-button, done-button, large-title, prompt)"
    ),
    BadProfile(
      text: "navaudit-fontprofile 1\nkerning on\n", message: "<profile>:2:1: error: unknown directive 'kerning'"),
    BadProfile(
      text:
        "navaudit-fontprofile 1\nsource a family=\"A\" style=\"R\" upm=1000 file=\"a\" license=\"l\"\nrole regular\nfrom a\n0041 600*3\n0042 1\n",
      message: "<profile>:6:1: error: code point 'U+0042' overlaps an earlier run"),
    BadProfile(
      text:
        "navaudit-fontprofile 1\nsource a family=\"A\" style=\"R\" upm=1000 file=\"a\" license=\"l\"\nrole bold\nfrom a\nbearings 0041 5;3\n",
      message: "<profile>:5:1: error: invalid side bearings '5;3' (expected '<leading>,<trailing>' in font units)"),
    // A count near 2^64 once overflowed adding it to the code point, ending the process.
    BadProfile(
      text:
        "navaudit-fontprofile 1\nsource a family=\"A\" style=\"R\" upm=1000 file=\"a\" license=\"l\"\nrole regular\nfrom a\n0041 5*18446744073709551615\n",
      message: "<profile>:5:1: error: run '5*18446744073709551615' goes past U+10FFFF"),
    BadProfile(
      text: "navaudit-fontprofile 1\nbearings 0041 5,3\n",
      message: "<profile>:2:1: error: bearings before 'role' and 'from' lines"),
    BadProfile(
      text: "navaudit-fontprofile 1\nsource a family=\"A\" style=\"R\" upm=zero file=\"a\" license=\"l\"\n",
      message: "<profile>:2:1: error: invalid units per em 'zero'"),
    BadProfile(
      text:
        "navaudit-fontprofile 1\nsource a family=\"A\" style=\"R\" upm=1000 file=\"a\" license=\"l\"\nrole bold\nfrom a\n0041 wide\n",
      message: "<profile>:5:1: error: invalid advance 'wide'"),
  ]

  @Test func sideBearingsRoundTripAndPlaceTheInk() throws {
    let text =
      "navaudit-fontprofile 1\nsource a family=\"A\" style=\"R\" upm=1000 file=\"a\" license=\"l\"\nrole regular\nfrom a\n0041 600*2\nbearings 0041 50,30 -10,0\n"
    let profile = try FontProfile(parsing: text)
    #expect(profile.bearings[.regular]?[0x41] == SideBearings(leading: 50, trailing: 30, source: "a"))
    #expect(profile.bearings[.regular]?[0x42] == SideBearings(leading: -10, trailing: 0, source: "a"))
    #expect(try FontProfile(parsing: profile.serialized()) == profile)
    let insets = TextMeasurer(profile: profile).inkInsets(of: "AB", style: .barButton)
    #expect(abs(insets.leading - 0.05 * 17) < 1e-9)
    #expect(abs(insets.trailing - (0 - 0.41)) < 1e-9)
  }

  @Test func bundledProfileHasInterBearingsForASCII() throws {
    let profile = try FontProfile.bundledDefault()
    // Inter 3.019 Regular "F": 248 font units before its ink, 176 after (upm 2816).
    #expect(profile.bearings[.regular]?[0x46] == SideBearings(leading: 248, trailing: 176, source: "inter-regular"))
    #expect(profile.bearings[.semibold]?.count == 94)
    #expect(profile.bearings[.regular]?[0x3042] == nil)
  }

  @Test(arguments: badProfiles)
  func malformedProfilesReportTheLine(_ bad: BadProfile) {
    #expect(throws: FontProfileError.self) { try FontProfile(parsing: bad.text) }
    do {
      _ = try FontProfile(parsing: bad.text)
    } catch {
      #expect(error.description == bad.message)
    }
  }

  @Test func missingProfileFileIsAnError() {
    #expect(
      throws: FontProfileError(path: "/no/such.fontprofile", message: "cannot read font profile '/no/such.fontprofile'")
    ) {
      try FontProfile.load(contentsOfFile: "/no/such.fontprofile")
    }
  }

  // MARK: Import

  @Test(.enabled(if: hasDejaVu))
  func importedWidthsEqualFreeTypeAdvances() throws {
    let spec = try FontSpec(parsing: "\(Self.dejaVu):latin")
    var profile = try FontProfileImporter(role: .regular).importing([spec])
    let source = try #require(profile.sources.first)
    #expect(profile.sources.count == 1)
    #expect(source.family == "DejaVu Sans")
    #expect(source.unitsPerEm == 2048)
    #expect(source.file == "DejaVuSans.ttf")
    #expect(source.covers == ["latin"])
    #expect(source.weight == 400)
    // hmtx advances read with FreeType (FT_LOAD_NO_SCALE), DejaVu Sans 2.37.
    let advances: [(String, Int)] = [("M", 1767), ("i", 569), (" ", 651), ("W", 2025), ("é", 1260)]
    profile.tracking[.barButton] = 0
    let measurer = TextMeasurer(profile: profile)
    for (text, advance) in advances {
      let scalar = try #require(text.unicodeScalars.first)
      #expect(profile.faces[.regular]?.run(containing: scalar.value)?.advance == advance)
      #expect(abs(measurer.width(of: text, style: .barButton) - Double(advance) / 2048 * 17) < 0.01)
    }
    // Side bearings of printable ASCII, as FreeType reads them (DejaVu Sans "M": 201, 200).
    #expect(profile.bearings[.regular]?[0x4D] == SideBearings(leading: 201, trailing: 200, source: source.id))
    #expect(profile.bearings[.regular]?[0xE9] == nil)
    #expect(measurer.profile.faces[.semibold] == nil)
    // Other roles borrow the regular advances, flagged as estimates.
    #expect(measurer.measurement(of: "M", style: .title).fallbackCodePoints == [0x4D])
  }

  @Test(.enabled(if: hasDejaVu))
  func blendInterpolatesTowardsTheBoldFace() throws {
    let regular = try FontProfileImporter(role: .regular).importing([FontSpec(parsing: "\(Self.dejaVu):U+004D")])
    let bold = try FontProfileImporter(role: .bold).importing([FontSpec(parsing: "\(Self.dejaVuBold):U+004D")])
    let blended = try FontProfileImporter(role: .semibold).importing(
      [FontSpec(parsing: "\(Self.dejaVu)+\(Self.dejaVuBold)@2/3:U+004D")])
    let r = try #require(regular.faces[.regular]?.run(containing: 0x4D)?.advance)
    let b = try #require(bold.faces[.bold]?.run(containing: 0x4D)?.advance)
    let s = try #require(blended.faces[.semibold]?.run(containing: 0x4D)?.advance)
    #expect(s == Int((Double(r) + Double(b - r) * 2 / 3).rounded()))
    let source = try #require(blended.sources.first)
    #expect(source.id == "dejavu-sans-semibold-interpolated")
    #expect(source.file == "DejaVuSans.ttf+DejaVuSans-Bold.ttf@2/3")
    #expect(source.weight == 600)
  }

  @Test(.enabled(if: hasDejaVu))
  func mergingReplacesOnlyTheImportedRole() throws {
    let base = try FontProfile.bundledDefault()
    let merged = try FontProfileImporter(role: .regular, license: "test").importing(
      [FontSpec(parsing: "\(Self.dejaVu):U+0041-005A")], into: base)
    #expect(merged.faces[.regular]?.run(containing: 0x41)?.source == "dejavu-sans-book")
    #expect(merged.faces[.regular]?.run(containing: 0x61)?.source == "inter-regular")
    #expect(merged.faces[.bold] == base.faces[.bold])
    #expect(merged.source(id: "dejavu-sans-book")?.license == "test")
  }

  @Test func importErrorsNameEveryFont() throws {
    let missing = try FontSpec(parsing: "/no/such/font.ttf")
    let another = try FontSpec(parsing: "/no/such/other.otf")
    let error = #expect(throws: InputErrors.self) { try FontProfileImporter().importing([missing, another]) }
    #expect(
      error?.ordered.compactMap { $0 as? FontImportError } == [
        .unreadableFont(
          path: "/no/such/font.ttf", message: "cannot open font '/no/such/font.ttf': cannot open resource"),
        .unreadableFont(
          path: "/no/such/other.otf", message: "cannot open font '/no/such/other.otf': cannot open resource"),
      ])
    #expect(try FontProfileImporter().importing([]) == .empty, "no fonts: the base profile, unchanged")
  }

  @Test(.enabled(if: hasDejaVu))
  func importRejectsSetsTheFontDoesNotCover() throws {
    let spec = try FontSpec(parsing: "\(Self.dejaVu):cjk")
    let error = #expect(throws: InputErrors.self) { try FontProfileImporter().importing([spec]) }
    #expect(
      error?.ordered.compactMap { $0 as? FontImportError } == [
        .noCoverage(spec: "\(Self.dejaVu):cjk", path: Self.dejaVu, sets: "cjk")
      ])
  }

  @Test func fontArgumentsParse() throws {
    let plain = try FontSpec(parsing: "Inter-Regular.otf")
    #expect(plain.path == "Inter-Regular.otf" && plain.faceIndex == 0 && plain.blend == nil && plain.coverage.isEmpty)
    let collection = try FontSpec(parsing: "/f/NotoSansCJK.ttc#2:kana,U+0590-05FF")
    #expect(collection.path == "/f/NotoSansCJK.ttc" && collection.faceIndex == 2)
    #expect(collection.coverage.map(\.name) == ["kana", "U+0590-05FF"])
    #expect(collection.coverage[1].ranges == [0x0590...0x05FF])
    let blend = try FontSpec(parsing: "R.ttf+B.ttf#1@0.5:arabic")
    #expect(blend.blend?.path == "B.ttf" && blend.blend?.faceIndex == 1 && blend.blend?.fraction == 0.5)
    #expect(try FontSpec(parsing: "R.ttf+B.ttf").blend?.fractionText == "2/3")
  }

  @Test(arguments: [
    (
      "a.ttf:klingon",
      "invalid font argument 'a.ttf:klingon': unknown code point set 'klingon' (expected one of: latin, greek, cyrillic, punctuation, arabic, hebrew, thai, devanagari, kana, cjk, hangul, cjk-punctuation, fullwidth, or U+XXXX-YYYY)"
    ),
    ("a.ttc#x", "invalid font argument 'a.ttc#x': invalid face index 'x'"),
    (
      "r.ttf+b.ttf@3",
      "invalid font argument 'r.ttf+b.ttf@3': invalid blend fraction '3' (expected a value from 0 to 1, such as 2/3)"
    ),
    (":latin", "invalid font argument ':latin': missing font path"),
  ])
  func badFontArgumentsAreRejected(argument: String, message: String) {
    do {
      _ = try FontSpec(parsing: argument)
      Issue.record("'\(argument)' parsed")
    } catch {
      #expect(error.description == message)
    }
  }
}

import Foundation
import Testing
import UnicodeSupport

/// HarfBuzz shaping of real font files: DejaVu Sans (fonts-dejavu-core, and
/// fonts-dejavu-extra for the oblique face, installed by `.ci/run`); each test is skipped
/// where its font is absent.
@Suite("Shaped font faces")
struct ShapedFontFaceTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let dejaVuOblique = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf"
  static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
  static let hasDejaVu = FileManager.default.fileExists(atPath: dejaVu)

  static func face(_ path: String) throws -> ShapedFontFace {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let faces = try ShapedFontFace.faces(inFontFile: bytes, path: path)
    return try #require(faces.first)
  }

  /// The sum of the hmtx advances of `text`'s characters, read with FreeType.
  static func advanceSum(_ text: String, path: String) throws -> Int {
    let face = try FontFace(path: path)
    return try text.unicodeScalars.reduce(0) { sum, scalar in try sum + #require(face.advance(of: scalar)) }
  }

  @Test(.enabled(if: hasDejaVu)) func readsTheNamesAndClassesOfTheFace() throws {
    let face = try Self.face(Self.dejaVu)
    #expect(face.familyName == "DejaVu Sans")
    #expect(face.postScriptName == "DejaVuSans")
    #expect(face.styleName == "Book")
    #expect(face.unitsPerEm == 2048)
    #expect(face.weightClass == 400)
    #expect(face.widthClass == 5)
    #expect(!face.isItalic)
    if FileManager.default.fileExists(atPath: Self.dejaVuOblique) {
      #expect(try Self.face(Self.dejaVuOblique).isItalic)
    }
  }

  @Test(.enabled(if: hasDejaVu)) func plainLatinIsTheSumOfTheAdvanceTable() throws {
    // "Back" has no kerning pair in DejaVu Sans: shaping adds the hmtx advances FreeType reads
    // (B 1405, a 1255, c 1126, k 1186 font units; 17 pt: 4972 / 2048 × 17 = 41.27 pt).
    let shaped = try Self.face(Self.dejaVu).shape("Back")
    #expect(shaped.advance == (try Self.advanceSum("Back", path: Self.dejaVu)))
    #expect(shaped.advance == 4972)
    #expect(shaped.missing.isEmpty)
    #expect(shaped.glyphCount == 4)
  }

  @Test(.enabled(if: hasDejaVu)) func kerningNarrowsAV() throws {
    let shaped = try Self.face(Self.dejaVu).shape("AV")
    #expect(shaped.advance < (try Self.advanceSum("AV", path: Self.dejaVu)))
  }

  @Test(.enabled(if: hasDejaVu)) func arabicJoiningChangesTheWidth() throws {
    // Joined, the letters take their initial, medial and final forms, whose advances differ
    // from the isolated forms the character map points at.
    let face = try Self.face(Self.dejaVu)
    let word = "\u{0633}\u{0644}\u{0627}\u{0645}"  // سلام
    let joined = face.shape(word)
    #expect(joined.missing.isEmpty)
    #expect(joined.advance != (try Self.advanceSum(word, path: Self.dejaVu)))
    // Separated by spaces, each letter stays isolated: the sum of the table again.
    let isolated = word.unicodeScalars.map { String($0) }.joined(separator: " ")
    let spaces = try Self.advanceSum("   ", path: Self.dejaVu)
    #expect(face.shape(isolated).advance == (try Self.advanceSum(word, path: Self.dejaVu)) + spaces)
  }

  @Test(.enabled(if: hasDejaVu)) func charactersWithoutGlyphsAreReportedAndAddNothing() throws {
    let face = try Self.face(Self.dejaVu)
    let shaped = face.shape("Back 設定設")
    #expect(shaped.missing.map(\.value) == [0x8A2D, 0x5B9A, 0x8A2D])
    #expect(shaped.advance == (try Self.advanceSum("Back ", path: Self.dejaVu)))
    #expect(!face.hasGlyph(for: "設"))
    #expect(face.hasGlyph(for: "B"))
    // Emoji are drawn by the color emoji font on iOS, even when the face has a glyph.
    #expect(face.shape("\u{2615}").missing.map(\.value) == [0x2615])
  }

  @Test func scriptRunsKeepNeutralCharactersWithTheirNeighbours() {
    let runs = ShapedFontFace.scriptRuns("(Back) \u{0633}\u{0644} 12 \u{8A2D}")
    #expect(runs.map(\.script) == ["Latn", "Arab", "Hani"])
    #expect(runs.map(\.range) == [0..<7, 7..<15, 15..<18])
    #expect(ShapedFontFace.scriptRuns("123").map(\.script) == ["Zyyy"])
  }

  @Test(.enabled(if: hasDejaVu)) func badFilesAreErrorsNotTraps() throws {
    let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.dejaVu)))
    let cases: [(bytes: [UInt8], reason: String)] = [
      ([], "the file is empty"),
      (Array("hello, not a font\n".utf8), "not a TrueType, OpenType or collection file"),
      (Array(good.prefix(2000)), "the face has no glyphs (a corrupt or truncated file)"),
    ]
    for (bytes, reason) in cases {
      #expect(throws: FontError.self) { try ShapedFontFace.faces(inFontFile: bytes, path: "Fonts/Bad.ttf") }
      do {
        _ = try ShapedFontFace.faces(inFontFile: bytes, path: "Fonts/Bad.ttf")
      } catch {
        #expect(error.description == "cannot open font 'Fonts/Bad.ttf': \(reason)")
      }
    }
    // Every prefix cut at an arbitrary point fails or measures without trapping.
    for length in stride(from: 12, to: good.count, by: good.count / 37) {
      if let face = try? ShapedFontFace.faces(inFontFile: Array(good.prefix(length)), path: "cut.ttf").first {
        _ = face.shape("Back \u{0633}\u{0644}")
      }
    }
  }

  @Test(.enabled(if: hasDejaVu)) func corruptTablesNeverTrap() throws {
    let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.dejaVu)))
    // A fixed linear congruential sequence: the same corruptions on every run.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var opened = 0
    for _ in 0..<150 {
      var bytes = good
      // The table directory and the first tables (offsets, lengths, head, cmap headers).
      for _ in 0..<8 { bytes[next(4096)] = UInt8(next(256)) }
      bytes[next(bytes.count)] = UInt8(next(256))
      guard let face = try? ShapedFontFace.faces(inFontFile: bytes, path: "mutated.ttf").first else { continue }
      opened += 1
      _ = face.shape("Back AV \u{0633}\u{0644}\u{0627}\u{0645} \u{8A2D}")
      _ = face.postScriptName
    }
    #expect(opened > 0)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: notoCJK)))
  func collectionsOpenEveryFace() throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.notoCJK)))
    let faces = try ShapedFontFace.faces(inFontFile: bytes, path: "NotoSansCJK-Regular.ttc")
    #expect(faces.count > 1)
    #expect(faces.map(\.faceIndex) == Array(0..<faces.count))
    #expect(Set(faces.map(\.postScriptName)).count == faces.count)
    let shaped = faces[0].shape("設定")
    #expect(shaped.missing.isEmpty)
    #expect(shaped.advance == 2 * faces[0].unitsPerEm)
  }

  @Test(.enabled(if: hasDejaVu)) func shapingFromManyThreadsAgrees() async throws {
    let face = try Self.face(Self.dejaVu)
    let texts = ["Back", "AVATAR", "\u{0633}\u{0644}\u{0627}\u{0645}", "Settings 設定"]
    let expected = texts.map { face.shape($0) }
    let results = await withTaskGroup(of: [ShapedText].self) { group in
      for _ in 0..<8 { group.addTask { texts.map { face.shape($0) } } }
      var all: [[ShapedText]] = []
      for await result in group { all.append(result) }
      return all
    }
    for result in results { #expect(result == expected) }
  }

  /// A three-glyph CFF font whose `GPOS` kerns B before i by -5,000 units (B 600, i 250 wide;
  /// `Fuzz/Seeds/font/negative-kerning.otf`, written by `Fuzz/make-font-seeds`). fuzz-font
  /// found a mutated DejaVu subset whose kerning gave a title a width of -30 em.
  static let negativeKerning = Data(
    base64Encoded:
      "T1RUTwAKAIAAAwAgQ0ZGIFnrDRAAAAI0AAAAcEdQT1MYGSRkAAACpAAAAFZPUy8yQZ1BbwAAARAAAABgY21hcACiAHgAAAHY"
      + "AAAAPGhlYWQkYYacAAAArAAAADZoaGVhBXoBxgAAAOQAAAAkaG10eAVGAJYAAAL8AAAADG1heHAAA1AAAAABCAAAAAZuYW1l"
      + "qnBLuAAAAXAAAABmcG9zdAADAAAAAAIUAAAAIAABAAAAAQAAg9Nc7l8PPPUAAwPoAAAAAOF5oYAAAAAA4XmhgAAyAAACJgK8"
      + "AAAAAwACAAAAAAAAAAEAAAMg/zgAAAJYADIAMgImAAEAAAAAAAAAAAAAAAAAAAADAABQAAADAAAAAwHCAfQAAwAEAAAAAAAA"
      + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAPz8/PwAAAEIAaQAAAAAAAAAAAAAAAAAAAAAAAAAA"
      + "AAAAAAAgAAIAAAAEADYAAQAAAAAAAQAJAAAAAQAAAAAAAgAHAAkAAwABBAkAAQASABAAAwABBAkAAgAOACJGdXp6IFNlZWRS"
      + "ZWd1bGFyAEYAdQB6AHoAIABTAGUAZQBkAFIAZQBnAHUAbABhAHIAAAAAAAIAAAADAAAAFAADAAEAAAAUAAQAKAAAAAYABAAB"
      + "AAIAQgBp//8AAABCAGn///+//5kAAQAAAAAAAAADAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAEAQABAQERRnV6"
      + "elNlZWQtUmVndWxhcgABAQET+BsCvYv4uvlQBcsPi/cEEtARAAEBAQpGdXp6IFNlZWQAAAAAIwBKAAMBAQ0ZJfiIvRb5UPgk"
      + "/VAHDvjsvRb5UPiI/VAHDveOvRb5UPcq/VAHDgABAAAACgAkADIAAkRGTFQADmxhdG4ADgAEAAAAAP//AAEAAAABa2VybgAI"
      + "AAAAAQAAAAEABAACAAAAAQAIAAEADAAEAAAAAQASAAEAAQABAAEAAux4AAAB9AAyAlgAMgD6ADI="
  )

  @Test func negativeKerningNeverMakesAWidthNegative() throws {
    let bytes = [UInt8](try #require(Self.negativeKerning))
    let face = try #require(try ShapedFontFace.faces(inFontFile: bytes, path: "negative-kerning.otf").first)
    #expect(face.shape("B").advance == 600)
    #expect(face.shape("i").advance == 250)
    // B's advance, 600 - 5,000, counts as 0: the pen never moves backwards.
    #expect(face.shape("Bi").advance == 250)
    #expect(face.shape("BiBi").advance == 500)
    #expect(face.shape("iB").advance == 850)
  }
}

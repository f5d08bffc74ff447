import Foundation
import TestSupport
import Testing
import TextLayout
import UnicodeSupport

/// How far HarfBuzz shaping moves widths away from the advance tables, per script, on the
/// real translated titles of the corpus (Docs/font-profile.md, "Shaping compared with the
/// advance tables").
///
/// The titles are the shared performance workload's: `make_workload.py` extracts 20,000
/// titles from the corpus's string tables. Both sides use the same font files, imported
/// as the bundled profile's regular role is (Inter, Noto Sans, Noto Sans CJK), so the
/// difference is shaping alone: the tables add up each character's advance (after ICU's
/// Arabic presentation forms), the shaped side is `fonts import`'s profile with its font
/// files beside it. Widths are at 17 pt without tracking. Skipped without `../shared`,
/// python3 or the fonts (fonts-inter, fonts-noto-core, fonts-noto-cjk, installed by
/// `.ci/run`); run it alone to print the table:
/// `swift test --filter ShapingComparisonTests`.
@Suite("Shaping compared with the advance tables on corpus titles")
struct ShapingComparisonTests {
  static let noto = "/usr/share/fonts/truetype/noto"
  static let fonts: [(file: String, path: String, sets: String)] = [
    ("Inter-Regular.otf", "/usr/share/fonts/opentype/inter", "latin,greek,cyrillic,punctuation"),
    ("NotoSansArabic-Regular.ttf", noto, "arabic"),
    ("NotoSansHebrew-Regular.ttf", noto, "hebrew"),
    ("NotoSansThai-Regular.ttf", noto, "thai"),
    ("NotoSansDevanagari-Regular.ttf", noto, "devanagari"),
    ("NotoSansCJK-Regular.ttc", "/usr/share/fonts/opentype/noto", "kana,cjk,hangul,cjk-punctuation,fullwidth"),
  ]
  static let generator = RepositoryPaths.root.deletingLastPathComponent()
    .appendingPathComponent("shared/bench/make_workload.py")
  static let enabled =
    RepositoryPaths.corpusAvailable && FileManager.default.fileExists(atPath: generator.path)
    && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
    && fonts.allSatisfy { FileManager.default.fileExists(atPath: "\($0.path)/\($0.file)") }

  /// One script's differences, relative to the table width (shaped − tables) / tables.
  struct Row {
    var titles = 0
    var sumAbsolute = 0.0
    var sumSigned = 0.0
    var maximum = 0.0
    var changed = 0
  }

  /// The workload's titles, distinct, in their order.
  static func titles(in folder: URL) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [generator.path, folder.appendingPathComponent("workload").path, "20000"]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let text = try String(contentsOf: folder.appendingPathComponent("workload/titles.txt"), encoding: .utf8)
    var seen = Set<String>()
    return text.split(separator: "\n").map(String.init).filter { seen.insert($0).inserted }
  }

  /// The profile imported from the fonts, loaded from a folder where they lie beside it.
  static func shapedProfile(in folder: URL) throws -> FontProfile {
    let fontsFolder = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fontsFolder, withIntermediateDirectories: true)
    var specs: [FontSpec] = []
    for font in fonts {
      try FileManager.default.createSymbolicLink(
        atPath: fontsFolder.appendingPathComponent(font.file).path, withDestinationPath: "\(font.path)/\(font.file)")
      let index = font.file.hasSuffix(".ttc") ? "#0" : ""
      specs.append(try FontSpec(parsing: "\(font.path)/\(font.file)\(index):\(font.sets)"))
    }
    var profile = try FontProfileImporter(role: .regular).importing(specs)
    for style in TextStyle.allCases { profile.tracking[style] = 0 }
    let path = fontsFolder.appendingPathComponent("regular.fontprofile")
    try profile.serialized().write(to: path, atomically: false, encoding: .utf8)
    return try FontProfile.load(contentsOfFile: path.path)
  }

  /// The differences per dominant script, and the table printed for the docs.
  static func compare(_ titles: [String], profile: FontProfile) -> (rows: [String: Row], table: String) {
    var tablesOnly = profile
    tablesOnly.shaping = .none
    let shaped = TextMeasurer(profile: profile)
    let tables = TextMeasurer(profile: tablesOnly)
    var rows: [String: Row] = [:]
    for title in titles {
      let table = tables.width(of: title, style: .barButton)
      guard table > 0 else { continue }
      let relative = (shaped.width(of: title, style: .barButton) - table) / table
      var scripts = [ScriptDetection.dominantScript(in: title)?.shortName ?? "Zyyy"]
      // Arabic vowel marks (harakat): the tables give them a width (ICU's spacing
      // presentation forms), HarfBuzz draws them as marks.
      if scripts[0] == "Arab", title.unicodeScalars.contains(where: { (0x064B...0x0652).contains($0.value) }) {
        scripts.append("Arab with harakat")
      }
      for script in scripts {
        var row = rows[script] ?? Row()
        row.titles += 1
        row.sumAbsolute += abs(relative)
        row.sumSigned += relative
        row.maximum = max(row.maximum, abs(relative))
        if abs(relative) > 1e-9 { row.changed += 1 }
        rows[script] = row
      }
    }
    var lines = [
      "| script | titles | changed by shaping | mean difference | mean absolute | largest |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for (script, row) in rows.sorted(by: { ($0.value.titles, $1.key) > ($1.value.titles, $0.key) }) {
      let count = Double(row.titles)
      lines.append(
        "| \(script) | \(row.titles) | \(percent(Double(row.changed) / count)) | "
          + "\(signedPercent(row.sumSigned / count)) | \(percent(row.sumAbsolute / count)) | "
          + "\(percent(row.maximum)) |")
    }
    return (rows, lines.joined(separator: "\n"))
  }

  @Test(.enabled(if: enabled)) func perScriptDifferencesOnCorpusTitles() throws {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let titles = try Self.titles(in: folder)
    let profile = try Self.shapedProfile(in: folder)
    #expect(profile.shaping.sourceIDs.count == Self.fonts.count)
    let (rows, table) = Self.compare(titles, profile: profile)
    print("\(titles.count) distinct titles\n\(table)")
    // What the fonts do, whatever the titles: Latin kerning narrows text on the whole,
    // and shaping never moves a title's width by half.
    let latin = try #require(rows["Latn"])
    #expect(latin.sumSigned < 0)
    #expect(latin.changed > latin.titles / 2)
    for (script, row) in rows { #expect(row.maximum < 0.5, "\(script)") }
  }

  /// The corpus has no Thai or Devanagari title: common interface words show what shaping
  /// does there (Devanagari conjuncts and vowel signs, Thai marks above and below).
  @Test(.enabled(if: enabled)) func thaiAndDevanagariWords() throws {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let words = [
      "सेटिंग्स", "सूचनाएँ", "खाता", "गोपनीयता", "क्षमा करें", "पासवर्ड बदलें", "प्रोफ़ाइल", "सहायता",
      "การตั้งค่า", "การแจ้งเตือน", "บัญชี", "ความเป็นส่วนตัว", "เปลี่ยนรหัสผ่าน", "โปรไฟล์", "ช่วยเหลือ", "ย้อนกลับ",
    ]
    let (rows, table) = Self.compare(words, profile: try Self.shapedProfile(in: folder))
    print("Thai and Devanagari words\n\(table)")
    let devanagari = try #require(rows["Deva"])
    #expect(devanagari.changed > 0)
    #expect(try #require(rows["Thai"]).titles == 8)
  }

  static func percent(_ value: Double) -> String {
    String(format: "%.2f %%", value * 100)
  }

  static func signedPercent(_ value: Double) -> String {
    String(format: "%+.2f %%", value * 100)
  }
}

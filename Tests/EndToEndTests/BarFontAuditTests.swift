import AuditEngine
import Diagnostics
import Foundation
import Testing
import TextLayout
import Traits

/// Apps with their own bar fonts, audited with a stand-in font library: the decisions use
/// the fonts' widths, and what cannot be measured is reported where the font is set.
@Suite("Bar fonts in audits")
struct BarFontAuditTests {
  /// One family whose Latin characters are `em` wide; any other character is missing from
  /// it and measured at half an em, as a system fallback would be.
  struct StubFontLibrary: AppFontMeasuring {
    var family = "Wide Brand"
    var em = 0.75
    var face = "Fonts/WideBrand.ttf#0"

    var families: [String] { [family] }

    func measurement(of text: String, family: String, weight: FontWeight, pointSize: Double) -> AppFontMeasurement? {
      guard family == self.family || family == "WideBrand-Regular" else { return nil }
      var width = 0.0
      var missing: Set<UInt32> = []
      for scalar in text.unicodeScalars {
        if scalar.value < 0x250 {
          width += em * pointSize
        } else {
          missing.insert(scalar.value)
          width += 0.5 * pointSize
        }
      }
      return AppFontMeasurement(width: width, missingCodePoints: missing.sorted(), face: face)
    }
  }

  /// A loader that checks it is handed the scenario's font files, then returns the stand-in.
  static let loader: Auditor.FontLoader = { files, _, _ in
    guard files.count == 1, files[0].hasSuffix("/Fonts/WideBrand.ttf") else {
      throw InputError("unexpected font files \(files)", at: SourceLocation(path: "-", line: 1, column: 1))
    }
    return StubFontLibrary()
  }

  static let tables = [
    "en": "\"accessibility\" = \"Accessibility\"; \"keyboards\" = \"Keyboards\";",
    "ru": "\"accessibility\" = \"Универсальный доступ\"; \"keyboards\" = \"Клавиатуры\";",
  ]

  /// Accessibility → Keyboards on an iPhone SE, with `attributes` on the navigation root.
  static func audit(_ attributes: String = "", fonts: Bool = true, locales: [String] = ["en"]) async throws
    -> AuditReport
  {
    let yaml = """
      \(fonts ? "fonts: [Fonts/]" : "")
      screens:
        a: { title: { key: accessibility } }
        b: { title: { key: keyboards } }
      flows:
        - name: f
          root:
            navigation: [a]
      \(attributes.isEmpty ? "" : "      " + attributes)
          steps: [push: b]

      """
    let harness = ScenarioHarness(
      tables: tables, yaml: yaml, fontFiles: fonts ? ["Fonts/WideBrand.ttf": [0, 1, 0, 0]] : [:])
    return try await harness.run(locales: locales, fontLoader: loader)
  }

  static let brandTitle = "titleTextAttributes: { font: { family: Wide Brand, size: 22 } }"

  @Test func theSameFlowFlipsFromTheFullTitleToBackOnceTheBrandFontIsApplied() async throws {
    let system = try #require(try await Self.audit().bar("en", step: 1))
    #expect(system.back.display == .full)
    #expect(system.back.shown == "Accessibility")
    #expect(system.title.font == nil)

    let brand = try #require(try await Self.audit(Self.brandTitle).bar("en", step: 1))
    #expect(brand.back.display == .generic)
    #expect(brand.back.shown == "Back")
    // 9 letters at 0.75 em of 22 pt: the stand-in's width, not the system font's.
    #expect(brand.title.width == 148.5)
    #expect(brand.title.font == "Fonts/WideBrand.ttf#0")
    #expect(brand.back.font == nil)
    // VoiceOver still reads the previous title.
    #expect(brand.back.spoken == "Accessibility")
  }

  @Test func aWideBackButtonFontAloneTurnsTheTitleIntoBack() async throws {
    let report = try await Self.audit(
      "standardAppearance: { backButtonAppearance: { titleTextAttributes: { font: { family: Wide Brand, size: 17 } } } }"
    )
    let bar = try #require(report.bar("en", step: 1))
    #expect(bar.back.display == .generic)
    #expect(bar.back.font == "Fonts/WideBrand.ttf#0")
    #expect(bar.title.font == nil)
  }

  @Test func aSystemFontSizeChangesWidthsWithoutFontFiles() async throws {
    let regular = try #require(try await Self.audit(fonts: false).bar("en", step: 1))
    let large = try #require(
      try await Self.audit("titleTextAttributes: { font: { system: boldSystem, size: 34 } }", fonts: false)
        .bar("en", step: 1))
    #expect(large.title.width > 2 * regular.title.width * 0.9)
    #expect(large.title.font == nil)
  }

  @Test func aFamilyThatIsNotLoadedIsAFindingAndAnUncertainDecision() async throws {
    let report = try await Self.audit("titleTextAttributes: { font: { family: Missing Sans, size: 17 } }")
    let finding = try #require(report.findings.first { $0.rule == .fontNotFound })
    #expect(finding.message.contains("'Missing Sans'"), "\(finding.message)")
    #expect(finding.message.contains("'Wide Brand'"), "\(finding.message)")
    // Located at the font, where the name is fixed.
    #expect(finding.source == "test.navaudit.yaml:13:36", "\(finding.source)")
    let bar = try #require(report.bar("en", step: 1))
    #expect(bar.back.uncertain == true)
    #expect(bar.title.font == nil)
  }

  @Test func withoutFontFilesTheFindingSaysHowToGiveThem() async throws {
    let report = try await Self.audit(
      "titleTextAttributes: { font: { family: Wide Brand, size: 22 } }", fonts: false)
    let finding = try #require(report.findings.first { $0.rule == .fontNotFound })
    #expect(finding.message.contains("navaudit was given no font files (--fonts"), "\(finding.message)")
  }

  @Test func charactersTheFontLacksAreDrawnInTheSystemFontAndReported() async throws {
    let report = try await Self.audit(Self.brandTitle, locales: ["en", "ru"])
    let fallback = report.findings.filter { $0.rule == .fontGlyphFallback }
    // One for each title drawn: the root's and the pushed screen's.
    #expect(fallback.count == 2, "\(fallback.map(\.message))")
    let finding = try #require(fallback.first { $0.message.contains("'Клавиатуры'") })
    #expect(finding.severity == .info)
    #expect(finding.locale == "ru")
    #expect(finding.message.contains("'Wide Brand' has no glyphs for '"), "\(finding.message)")
    #expect(finding.message.contains("no glyphs for 'Клавитуры' in the title's 'Клавиатуры'"), "\(finding.message)")
    // Ten Cyrillic letters at half an em of 22 pt.
    #expect(report.bar("ru", step: 1)?.title.width == 110)
    #expect(!report.findings.contains { $0.rule == .fontGlyphFallback && $0.locale == "en" })
  }

  @Test func aFontFileTheLoaderRefusesStopsTheAuditAtTheFile() async throws {
    let harness = ScenarioHarness(
      tables: Self.tables, yaml: "fonts: [Fonts/]\nscreens: { a: { title: A } }\n",
      fontFiles: ["Fonts/Broken.ttf": [1, 2, 3]])
    await #expect(throws: InputErrors.self) {
      _ = try await harness.run(fontLoader: { files, workingDirectory, _ in
        throw InputErrors([
          InputError(
            "not a font file",
            at: SourceLocation(path: PathResolver.relative(files[0], to: workingDirectory), line: 1, column: 1))
        ])
      })
    }
  }

  @Test func aMissingFontsFolderIsALocatedError() async throws {
    let harness = ScenarioHarness(tables: Self.tables, yaml: "fonts: [Typefaces/]\nscreens: { a: { title: A } }\n")
    do {
      _ = try await harness.run(fontLoader: Self.loader)
      Issue.record("the audit ran without its fonts folder")
    } catch let error as InputErrors {
      #expect(error.message == "no such file or folder 'Typefaces/' for 'fonts'")
      #expect(error.location.path == "test.navaudit.yaml")
      #expect(error.location.line == 5)
    }
  }
}

extension BarFontAuditTests {
  /// A scenario is measured with at most `AppFontFiles.maximumFiles` font files.
  @Test(arguments: [256, 257])
  func fontFilesAreBounded(count: Int) async throws {
    var files: [String: [UInt8]] = [:]
    for index in 0..<count { files["Fonts/Face\(index).ttf"] = [0, 1, 0, 0] }
    let harness = ScenarioHarness(
      tables: Self.tables, yaml: "fonts: [Fonts/]\nscreens: { a: { title: A } }\n", fontFiles: files)
    do {
      _ = try await harness.run(fontLoader: { files, _, _ in
        #expect(files.count == 256)
        return StubFontLibrary()
      })
      #expect(count == 256)
    } catch let error as InputErrors {
      #expect(count == 257)
      #expect(error.message == "more than 256 font files for 'test.navaudit.yaml'; navaudit measures with at most 256")
    }
  }
}

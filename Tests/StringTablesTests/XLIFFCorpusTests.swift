import Diagnostics
import Foundation
import StringTables
import Testing
import UnicodeSupport

/// Checks the XLIFF reader against the real Xcode 14.2 export in `../shared/corpus`.
@Suite(
  "Real-file corpus: Xcode XLIFF export",
  .enabled(if: TestFixtures.corpusAvailable, "the shared corpus is not present"))
struct XLIFFCorpusTests {
  private static let folder = "looptranslations-xliff"

  private static func document(_ language: String) throws -> XLIFFDocument {
    let path = "\(folder)/\(language).xcloc/Localized Contents/\(language).xliff"
    let data = try Data(contentsOf: URL(fileURLWithPath: TestFixtures.corpus + "/" + path))
    return try XLIFFDocument(contents: data, path: path)
  }

  struct CountCase: Sendable, CustomTestStringConvertible {
    let language: String
    let targets: Int
    var testDescription: String { language }
  }

  @Test(arguments: [
    CountCase(language: "ar", targets: 241), CountCase(language: "ja", targets: 895),
    CountCase(language: "de", targets: 1985), CountCase(language: "en", targets: 2378),
  ])
  func unitTargetAndFileCountsMatchTheManifest(_ testCase: CountCase) throws {
    let document = try Self.document(testCase.language)
    #expect(document.files.count == 75)
    #expect(document.files.filter { $0.kind == "strings" }.count == 62)
    #expect(document.files.filter { $0.kind == "storyboard" }.count == 12)
    #expect(document.files.filter { $0.kind == "intentdefinition" }.count == 1)
    #expect(document.unitCount == 2378)
    #expect(document.translatedCount == testCase.targets)
    #expect(document.files.allSatisfy { $0.targetLanguage == testCase.language })
    let converted = document.tables()
    #expect(converted.tables.count == 74)
    #expect(converted.tables.reduce(0) { $0 + $1.entries.count } + intentTargets(document) == testCase.targets)
    let untranslated = converted.diagnostics.filter { $0.kind == .untranslated }
    let intentUntranslated = document.files.filter { $0.kind == "intentdefinition" }
      .reduce(0) { $0 + $1.units.filter { $0.target == nil }.count }
    #expect(
      untranslated.reduce(0) { $0 + (Int($1.message.prefix { $0.isNumber }) ?? 0) }
        == 2378 - testCase.targets - intentUntranslated)
    #expect(converted.diagnostics.filter { $0.kind == .ignoredFile }.count == 1)
  }

  private func intentTargets(_ document: XLIFFDocument) -> Int {
    document.files.filter { $0.kind == "intentdefinition" }
      .reduce(0) { $0 + $1.units.filter { $0.target != nil }.count }
  }

  struct OracleCase: Sendable, CustomTestStringConvertible {
    let language: String
    let original: String
    let stringsFile: String
    let count: Int
    var testDescription: String { "\(language) \(original)" }
  }

  static let oracle: [OracleCase] = [
    OracleCase(
      language: "de", original: "Loop/Loop/Base.lproj/Main.storyboard", stringsFile: "loop/Loop/de.lproj/Main.strings",
      count: 38),
    OracleCase(
      language: "ar", original: "Loop/Loop/Base.lproj/Main.storyboard", stringsFile: "loop/Loop/ar.lproj/Main.strings",
      count: 26),
    OracleCase(
      language: "ja", original: "Loop/Loop/Base.lproj/Main.storyboard", stringsFile: "loop/Loop/ja.lproj/Main.strings",
      count: 26),
    OracleCase(
      language: "de", original: "Loop/Learn/Base.lproj/Main.storyboard",
      stringsFile: "loop/Learn/de.lproj/Main.strings", count: 1),
    OracleCase(
      language: "de", original: "Loop/Loop/Base.lproj/Localizable.strings",
      stringsFile: "loop/Loop/de.lproj/Localizable.strings", count: 329),
    OracleCase(
      language: "ar", original: "Loop/Loop/Base.lproj/Localizable.strings",
      stringsFile: "loop/Loop/ar.lproj/Localizable.strings", count: 124),
  ]

  /// Every XLIFF target equals the shipped `.strings` value once `.strings` keys are unescaped.
  @Test(arguments: oracle)
  func targetsEqualTheShippedStringsTables(_ testCase: OracleCase) throws {
    let document = try Self.document(testCase.language)
    let table = try #require(
      document.tables().tables.first { $0.original == testCase.original })
    let strings = try StringTable(
      stringsFileContents: Data(contentsOf: URL(fileURLWithPath: TestFixtures.corpus + "/" + testCase.stringsFile)),
      path: testCase.stringsFile, name: table.name, folder: table.folder)
    #expect(table.entries.count == testCase.count)
    #expect(strings.entries.count == testCase.count)
    var equal = 0
    for entry in table.entries where strings.entry(forKey: entry.key)?.value == entry.value {
      equal += 1
    }
    #expect(equal == testCase.count)
  }

  @Test func theWholeExportLoadsAsOneStore() throws {
    let store = try StringStore.load(
      paths: [TestFixtures.corpus + "/" + Self.folder], baseDirectory: TestFixtures.corpus,
      developmentLanguage: locale("en"))
    #expect(store.locales.map(\.tag) == ["ar", "de", "en", "ja"])
    #expect(store.tables.count == 4 * 74)
    let apiKey = try #require(
      store.resolve(key: "API Key", table: "Localizable", locale: locale("de")))
    #expect(apiKey.text == "API Schlüssel")
    #expect(apiKey.suppliedBy == .locale(try locale("de")))
    #expect(apiKey.location.path == "\(Self.folder)/de.xcloc/Localized Contents/de.xliff")
    // Untranslated in German: the English export answers.
    let sensor = try #require(
      store.resolve(key: "Searching for\nSensor", table: "Localizable", locale: locale("de")))
    #expect(sensor.suppliedBy == .locale(try locale("en")))
    #expect(sensor.chain == ["de", "en"])
  }
}

import AuditEngine
import Foundation
import StringTables
import TestSupport
import Testing
import TextFiles
import UnicodeSupport

/// Budgets for Loop's navigation titles, written into its real Xcode 14.2 XLIFF export and
/// its German `Main.strings`; and into Pocket Casts' UTF-16 `Intents.strings`.
///
/// There is no XLIFF 1.2 schema offline (the OASIS XSD is not shipped with libxml2 or any
/// Debian package), so validity is checked structurally: the written file reads back with
/// the project's XLIFF reader (libxml2 well-formedness, `<xliff version="1.2">`, every
/// `<file>` with `original`, every `<trans-unit>` with `id`); `maxwidth` is a non-negative
/// integer with `size-unit="point"` (one of the schema's enumerated units) and appears on
/// `<trans-unit>` start tags only; and every other byte equals the export's.
@Suite(
  "Real-file corpus: budgets into Loop's XLIFF",
  .enabled(if: RepositoryPaths.corpusAvailable, "the shared corpus is not present"))
struct BudgetCorpusTests {
  /// Loop's budgets, computed once for the tests of this suite.
  static let loopBudgets = Task {
    var configuration = AuditConfiguration(
      paths: [RepositoryPaths.corpus.appendingPathComponent("loop").path], workingDirectory: RepositoryPaths.root.path,
      devices: .only(["iPhone SE (3rd generation)"]), jobs: 2)
    configuration.developmentLanguage = "en"
    return try await Auditor(configuration: configuration).budgets()
  }

  @Test func loopNavigationTitlesGetBudgetsAndTheXLIFFStaysValid() async throws {
    let report = try await Self.loopBudgets.value
    let main = try #require(report.maxWidths["Main"])
    // "Status", the root of Loop's navigation, is a back title beside the screens it leads to.
    #expect(main["3kU-n2-fha.title"] != nil)
    #expect(main.count >= 4)

    let path = "looptranslations-xliff/de.xcloc/Localized Contents/de.xliff"
    let original = try Data(contentsOf: RepositoryPaths.corpus.appendingPathComponent(path))
    let written = try XLIFFBudgetWriter.write(original, path: path, maxWidths: report.maxWidths)
    #expect(written.unitsWithBudget >= main.count)

    let document = try XLIFFDocument(contents: Data(written.text.utf8), path: path)
    #expect(document.files.count == 75 && document.unitCount == 2378)
    let budgeted = document.files.flatMap { file in file.units.filter { $0.maxWidth != nil }.map { (file, $0) } }
    #expect(budgeted.count == written.unitsWithBudget)
    for (file, unit) in budgeted {
      #expect(Double(main[unit.id] ?? -1) == unit.maxWidth || file.tableName != "Main")
    }
    // Only trans-unit start tags changed, and only by the two attributes.
    let attribute = /\s+maxwidth="(\d+)" size-unit="point"/
    #expect(written.text.replacing(attribute, with: "") == String(decoding: original, as: UTF8.self))
    for match in written.text.matches(of: /<([a-z-]+)[^<>]*maxwidth=/) {
      #expect(match.1 == "trans-unit")
    }
  }

  /// The same budgets written into Loop's German `Main.strings`, which ibtool generated:
  /// each budgeted key's Xcode comment ends with the sentence and nothing else changes.
  @Test func loopGermanMainStringsGetsTheBudgetsInItsComments() async throws {
    let report = try await Self.loopBudgets.value
    let main = try #require(report.maxWidths["Main"])
    let path = "loop/Loop/de.lproj/Main.strings"
    let original = try Data(contentsOf: RepositoryPaths.corpus.appendingPathComponent(path))
    let written = try StringsBudgetWriter.write(original, path: path, maxWidths: report.maxWidths)
    let before = try StringTable(stringsFileContents: original, path: path, name: "Main", folder: .base)
    let budgeted = main.filter { before.entry(forKey: $0.key) != nil }
    #expect(budgeted["3kU-n2-fha.title"] != nil)
    #expect(written.keysWithBudget == budgeted.count)

    let text = String(decoding: written.bytes, as: UTF8.self)
    #expect(
      text.replacing(#/ Width budget: \d+ pt \(navaudit\)\./#, with: "") == String(decoding: original, as: UTF8.self))
    let after = try StringTable(stringsFileContents: Data(written.bytes), path: path, name: "Main", folder: .base)
    #expect(after.entries.map(\.value) == before.entries.map(\.value))
    for (key, points) in budgeted {
      #expect(CatalogBudgetComment.budget(in: after.entry(forKey: key)?.comment) == Double(points), "\(key)")
    }
    #expect(
      after.entry(forKey: "3kU-n2-fha.title")?.comment?.hasPrefix(
        "Class = \"UINavigationItem\"; title = \"Status\"; ObjectID = \"3kU-n2-fha\"; Width budget: ") == true)
    let again = try StringsBudgetWriter.write(Data(written.bytes), path: path, maxWidths: report.maxWidths)
    #expect(again.bytes == written.bytes)
  }

  /// Pocket Casts' `Intents.strings` is UTF-16 little-endian with a byte order mark, and its
  /// keys have no comments: each budgeted key gets a comment line, in UTF-16.
  @Test func pocketCastsUTF16IntentsStringsStaysUTF16() throws {
    let path = "pocketcasts-2022/podcasts/de.lproj/Intents.strings"
    let original = try Data(contentsOf: RepositoryPaths.corpus.appendingPathComponent(path))
    let widths = ["Intents": ["0YXvyS": 64, "3aWmex": 80]]
    let written = try StringsBudgetWriter.write(original, path: path, maxWidths: widths)
    #expect(written.keysWithBudget == 2)
    #expect(written.bytes.starts(with: [0xFF, 0xFE]))
    let text = try #require(String(data: Data(written.bytes), encoding: .utf16))
    let originalText = try #require(String(data: original, encoding: .utf16))
    #expect(text.contains("\n/* Width budget: 64 pt (navaudit). */\n\"0YXvyS\" = \"Vorheriges\";"))
    #expect(text.replacing(/\/\* Width budget: \d+ pt \(navaudit\)\. \*\/\n/, with: "") == originalText)
    let table = try StringTable(stringsFileContents: Data(written.bytes), path: path, name: "Intents", folder: .base)
    #expect(table.encoding == .utf16LittleEndian)
    #expect(CatalogBudgetComment.budget(in: table.entry(forKey: "3aWmex")?.comment) == 80)
  }
}

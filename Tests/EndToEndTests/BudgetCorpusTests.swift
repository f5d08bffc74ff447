import AuditEngine
import Foundation
import StringTables
import TestSupport
import Testing

/// Budgets for Loop's navigation titles, written into its real Xcode 14.2 XLIFF export.
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
  @Test func loopNavigationTitlesGetBudgetsAndTheXLIFFStaysValid() async throws {
    var configuration = AuditConfiguration(
      paths: [RepositoryPaths.corpus.appendingPathComponent("loop").path], workingDirectory: RepositoryPaths.root.path,
      devices: .only(["iPhone SE (3rd generation)"]), jobs: 2)
    configuration.developmentLanguage = "en"
    let report = try await Auditor(configuration: configuration).budgets()
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
}

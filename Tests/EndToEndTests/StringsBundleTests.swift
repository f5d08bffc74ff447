import AuditEngine
import Foundation
import TestSupport
import Testing
import UnicodeSupport

@Suite("Strings lint per bundle")
struct StringsBundleTests {
  /// Two targets with a `Main` table each: iOS keeps them apart, so lint must too.
  @Test func sameNamedTablesOfDifferentBundlesAreLintedApart() throws {
    let root = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    for (bundle, key) in [("App", "app.title"), ("Widget", "widget.title")] {
      for language in ["en", "de"] {
        let folder = root.appendingPathComponent("\(bundle)/\(language).lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "\"\(key)\" = \"\(language) \(key)\";\n".write(
          to: folder.appendingPathComponent("Main.strings"), atomically: true, encoding: .utf8)
      }
    }
    let input = try StringsInput(
      paths: ["."], workingDirectory: root.path, developmentLanguage: LocaleIdentifier(canonicalizing: "en"))
    #expect(input.groups.map(\.scenario) == ["App", "Widget"])
    let report = StringsLinter(input: input).lint().report
    #expect(!report.findings.contains { $0.rule == .staleKey || $0.rule == .missingTranslation })
  }
}

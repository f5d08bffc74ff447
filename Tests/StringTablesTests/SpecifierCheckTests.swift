import Diagnostics
import Foundation
import StringTables
import Testing
import UnicodeSupport

@Suite("Format specifiers of translations against the development language")
struct SpecifierCheckTests {
  private func store() throws -> StringStore {
    try StringStore.load(
      paths: [TestFixtures.root + "/Specifiers", TestFixtures.root + "/Plurals"],
      baseDirectory: TestFixtures.root, developmentLanguage: locale("en"))
  }

  @Test func mismatchesAreDiagnosedPerTranslatedEntry() throws {
    let diagnostics = try store().specifierDiagnostics()
    #expect(diagnostics.allSatisfy { $0.kind == .specifierMismatch })
    #expect(
      diagnostics.map { "\($0.location): \($0.message)" } == [
        "Specifiers/de.lproj/Localizable.strings:2:1: 'de' value of key 'greeting' reads argument 2 as an object ('%@') with '%@' where 'en' reads an integer with '%d'",
        "Specifiers/de.lproj/Localizable.strings:4:1: 'de' value of key 'files' lacks argument 2 ('%2$@' in 'en')",
        "Specifiers/de.lproj/Localizable.strings:6:1: 'de' value of key 'plain' reads argument 1 with '%@', which 'en' never passes",
        "Specifiers/fr.lproj/Localizable.strings:3:1: 'fr' value of key 'padded' lacks argument 2 ('%*d' in 'en')",
      ])
  }

  @Test func reorderedPositionsLengthsAndPluralsAgree() throws {
    let keys = try store().specifierDiagnostics().map { "\($0.locale?.description ?? "") \($0.key ?? "")" }
    #expect(!keys.contains("fr greeting"))
    #expect(!keys.contains("fr files"))
    #expect(!keys.contains("ja greeting"))
    #expect(!keys.contains("de progress"))
    #expect(!keys.contains("de intent"))
    #expect(!keys.contains { $0.hasSuffix("items") || $0.hasSuffix("folders") })
  }

  @Test func aMismatchedTranslationIsStillRenderedAsFoundationWould() throws {
    let resolution = try #require(
      try store().resolve(key: "greeting", locale: locale("de"), arguments: ["Ada", 3]))
    #expect(resolution.text == "Hallo Ada, du hast 3 Nachrichten")
    let missing = try #require(
      try store().resolve(key: "files", locale: locale("de"), arguments: ["3 MB", "10 MB"]))
    #expect(missing.text == "3 MB von")
    #expect(missing.formatIssues == ["argument 2 is not used by the format"])
  }
}

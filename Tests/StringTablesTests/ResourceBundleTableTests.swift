import Diagnostics
import Foundation
import StringTables
import Testing
import TextFiles
import UnicodeSupport

@Suite("ICU resource bundles (.txt) as app tables, read through ICU")
struct ResourceBundleTableTests {
  private func store() throws -> StringStore {
    try StringStore.load(
      paths: [TestFixtures.root + "/Bundles"], baseDirectory: TestFixtures.root,
      developmentLanguage: locale("en"))
  }

  @Test func bundlesBecomeTablesNamedAfterTheirFolder() throws {
    let store = try store()
    #expect(store.tableNames == ["Phrases"])
    #expect(
      store.tables.map(\.path).sorted() == [
        "Bundles/Phrases/de.txt", "Bundles/Phrases/pt_BR.txt", "Bundles/Phrases/root.txt",
      ])
    #expect(store.tables.allSatisfy { $0.format == .resourceBundle })
    #expect(store.folders(forTable: "Phrases").map(\.description) == ["Base", "de", "pt-BR"])
    let root = store.entries(table: "Phrases", folder: .base)
    #expect(root.map(\.key) == ["farewell", "greeting", "quoted key"])
    #expect(root.first { $0.key == "greeting" }?.location.description == "Bundles/Phrases/root.txt:3:5")
    #expect(root.first { $0.key == "quoted key" }?.location.description == "Bundles/Phrases/root.txt:5:5")
    let skipped = store.diagnostics.filter { $0.kind == .unsupportedValue }
    #expect(skipped.map(\.message) == ["value of key 'count' is not a string; the entry is ignored"])
  }

  @Test(arguments: [
    ("de", "greeting", "Hallo", "de"), ("de-AT", "farewell", "Tschüss, Ada", "de"),
    ("pt-BR", "farewell", "Goodbye, Ada", "Base"), ("pt-BR", "greeting", "Olá", "pt-BR"),
    ("ja", "greeting", "Hello", "Base"),
  ])
  func lookupsFollowTheChainDownToRoot(tag: String, key: String, text: String, supplier: String)
    throws
  {
    let resolution = try #require(
      try store().resolve(key: key, table: "Phrases", locale: locale(tag), arguments: key == "farewell" ? ["Ada"] : []))
    #expect(resolution.text == text)
    #expect(resolution.suppliedBy.description == supplier)
  }

  @Test func genrbErrorsAreLocatedAndBokmalIsRefused() throws {
    let folder = try TestFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/T", withIntermediateDirectories: true)
    try Data("de {\n  a { \"x\" }\n  a { \"y\" }\n}\n".utf8).write(to: URL(fileURLWithPath: folder + "/T/de.txt"))
    let english = try locale("en")
    do {
      _ = try StringStore.load(paths: [folder], baseDirectory: folder, developmentLanguage: english)
      Issue.record("expected an error")
    } catch {
      #expect(error.location.description == "T/de.txt:3:1")
      #expect(error.message.hasPrefix("genrb: duplicate key 'a' in table"))
    }
    try FileManager.default.removeItem(atPath: folder + "/T/de.txt")
    try Data("nb {\n  a { \"x\" }\n}\n".utf8).write(to: URL(fileURLWithPath: folder + "/T/nb.txt"))
    do {
      _ = try StringStore.load(paths: [folder], baseDirectory: folder, developmentLanguage: english)
      Issue.record("expected an error")
    } catch {
      #expect(error.location.description == "T/nb.txt:1:1")
      #expect(error.message.hasPrefix("name the Norwegian Bokmål bundle 'no', not 'nb'"))
    }
    try FileManager.default.removeItem(atPath: folder + "/T/nb.txt")
    try Data([0x64, 0x65, 0x20, 0x7B, 0x0A, 0x61, 0x7B, 0x22, 0xE9, 0x22, 0x7D, 0x7D]).write(
      to: URL(fileURLWithPath: folder + "/T/de.txt"))
    do {
      _ = try StringStore.load(paths: [folder], baseDirectory: folder, developmentLanguage: english)
      Issue.record("expected an error")
    } catch {
      #expect(error.location.description == "T/de.txt:2:4")
      #expect((error.found.first as? TextFileError)?.kind == .encoding)
    }
  }
}

import Foundation
import TestSupport
import Testing

/// `navaudit audit` and `navaudit import` on a folder of SwiftUI code, run as a user would.
@Suite("Swift source command line", .serialized, .enabled(if: NavauditProcess.binary != nil))
struct SwiftSourceCommandTests {
  static let source = """
    import SwiftUI

    struct Library: View {
      var body: some View {
        NavigationStack {
          List {
            NavigationLink("Robin") { Details() }
          }
          .navigationTitle("Library")
          .toolbar { Button { } label: { Image(systemName: "gear") } }
        }
      }
    }

    struct Details: View {
      var body: some View {
        Text("").navigationTitle(bird.name)
      }
    }
    """

  /// A folder `App/` with `Library.swift` and a German table.
  static func app() throws -> URL {
    let folder = try RepositoryPaths.temporaryFolder()
    let app = folder.appendingPathComponent("App")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    try source.write(to: app.appendingPathComponent("Library.swift"), atomically: true, encoding: .utf8)
    try "\"Library\" = \"Bibliothek\";\n".write(
      to: app.appendingPathComponent("de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func auditingAFolderOfSwiftNeedsNoScenario() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(
      ["audit", "App", "--locales", "en,de", "--devices", "iPhone 16", "--format", "json", "--fail-on", "never"],
      in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("\"flow\" : \"Library › Details\""))
    #expect(outcome.stdout.contains("\"shown\" : \"Bibliothek\""))
    // The gear has no label: a finding at the item's Swift line; the title from a property is unresolved.
    #expect(outcome.stdout.contains("\"source\" : \"App/Library.swift:10:18\""), "\(outcome.stdout.prefix(600))")
    #expect(outcome.stdout.contains("\"source\" : \"App/Library.swift:17:14\""))
    #expect(outcome.stdout.contains("source-unresolved"))
  }

  @Test func importWritesTheScenarioWithSwiftLines() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = try NavauditProcess.run(["import", "App", "-o", "app.navaudit.yaml"], in: folder)
    #expect(written.status == 0, "\(written.stderr)")
    #expect(written.stderr.contains("App/Library.swift:17:14: note: the title 'bird.name' is only known at run time"))
    let yaml = try String(contentsOf: folder.appendingPathComponent("app.navaudit.yaml"), encoding: .utf8)
    #expect(yaml.contains("# App/Library.swift:9"), "a comment names the title's line")
    #expect(yaml.contains("strings: [App]"))
    let fromYAML = try NavauditProcess.run(
      ["audit", "app.navaudit.yaml", "--format", "text", "--fail-on", "never"], in: folder)
    let direct = try NavauditProcess.run(["audit", "App", "--format", "text", "--fail-on", "never"], in: folder)
    #expect(fromYAML.status == 0 && direct.status == 0)
    let bars = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("en ") } }
    #expect(bars(fromYAML.stdout) == bars(direct.stdout))
    #expect(!bars(direct.stdout).isEmpty)
  }

  /// Tables kept outside the app folder (a shared `Strings/` beside it) are added with `--tables`.
  @Test func stringsOutsideTheAppFolder() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shared = folder.appendingPathComponent("Strings/fr.lproj")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    try "\"Library\" = \"Bibliothèque\";\n".write(
      to: shared.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    let audited = try NavauditProcess.run(
      [
        "audit", "App", "--tables", "Strings", "--locales", "fr", "--devices", "iPhone 16", "--format", "json",
        "--fail-on", "never",
      ], in: folder)
    #expect(audited.status == 0, "\(audited.stderr)")
    #expect(audited.stdout.contains("\"shown\" : \"Bibliothèque\""))
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    let written = try NavauditProcess.run(
      ["import", "App", "--tables", "Strings", "-o", "out/app.navaudit.yaml"], in: folder)
    #expect(written.status == 0, "\(written.stderr)")
    let yaml = try String(contentsOf: folder.appendingPathComponent("out/app.navaudit.yaml"), encoding: .utf8)
    #expect(yaml.contains(#"strings: ["../App", "../Strings"]"#), "\(yaml.prefix(400))")
    let missing = try NavauditProcess.run(["audit", "App", "--tables", "Nowhere"], in: folder)
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("--tables: no such file or folder 'Nowhere'"))
  }
}

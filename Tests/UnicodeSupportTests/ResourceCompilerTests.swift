import Foundation
import Testing
import UnicodeSupport

@Suite("Compiling ICU bundle sources with genrb")
struct ResourceCompilerTests {
  private func sources(_ files: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ResourceCompilerTests-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    return folder
  }

  @Test func compilesAFolderIntoAPrivateTemporaryFolder() throws {
    let folder = try sources([
      "root.txt": "root {\n  hello { \"Hello\" }\n}\n", "de.txt": "de {\n  hello { \"Hallo\" }\n}\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let compiled = try ResourceCompiler.compile(folder: folder)
    defer { withExtendedLifetime(compiled) {} }
    let output = compiled.path
    #expect(output != folder)
    #expect(Set(try FileManager.default.contentsOfDirectory(atPath: output)) == ["de.res", "root.res"])
    let permissions = try FileManager.default.attributesOfItem(atPath: output)[.posixPermissions] as? Int
    #expect(permissions == 0o700)
    let bundle = try ResourceBundle(packagePath: output, locale: "de_AT")
    #expect(bundle.string(forKey: "hello") == "Hallo")
    #expect(ResourceBundle.self == ResourceBundle.self)
    let direct = try ResourceBundle(packagePath: output, locale: "de", fallback: false)
    #expect(direct.entries.map(\.key) == ["hello"])
  }

  @Test func theCompiledFolderIsRemovedWithItsLastUser() throws {
    let folder = try sources(["root.txt": "root {\n  hello { \"Hello\" }\n}\n"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var compiled: BundleFolder? = try ResourceCompiler.compile(folder: folder)
    let output = try #require(compiled?.path)
    #expect(FileManager.default.fileExists(atPath: output + "/root.res"))
    compiled = nil
    #expect(!FileManager.default.fileExists(atPath: output))
    // A folder the user gave is read, never removed.
    var existing: BundleFolder? = BundleFolder(existing: folder)
    #expect(existing?.path == folder)
    existing = nil
    #expect(FileManager.default.fileExists(atPath: folder + "/root.txt"))
  }

  @Test func aFailingSourceGivesGenrbsMessageWithItsLine() throws {
    let folder = try sources(["root.txt": "root {\n  a { \"x\" }\n", "de.txt": "de {\n  b { \"y\" }\n}\n"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      _ = try ResourceCompiler.compile(
        sources: [folder + "/de.txt", folder + "/root.txt"], displayPaths: [folder + "/root.txt": "Strings/root.txt"])
      Issue.record("expected an error")
    } catch {
      #expect(error.path == "Strings/root.txt")
      #expect(error.line == 1)
      #expect(error.description == "Strings/root.txt:1:1: genrb: unterminated table")
    }
  }

  @Test(arguments: ["nb.txt", "nb_NO.txt", "NB-no.txt"])
  func bokmalBundlesAreRefusedBeforeICUCanLoop(name: String) {
    #expect(ResourceCompiler.isBokmal(name))
    do {
      _ = try ResourceCompiler.compile(sources: ["/nowhere/" + name])
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix("/nowhere/\(name):1:1: name the Norwegian Bokmål bundle 'no', not 'nb'"))
    }
    #expect(!ResourceCompiler.isBokmal("no.txt"))
  }
}

import Foundation
import TestSupport
import Testing

/// `--fonts` on the command line: the app's font files for `audit` and `budgets`.
@Suite("Bar fonts on the command line")
struct BarFontCommandTests {
  static let scenario = """
    format: 1
    app: Fonts
    strings: [Strings/]
    screens:
      a: { title: { key: home } }
      b: { title: { key: detail } }
    flows:
      - name: f
        root: { navigation: [a], titleTextAttributes: { font: { family: DejaVu Sans, size: 20, weight: bold } } }
        steps: [push: b]

    """

  static func folder(_ files: [String: [UInt8]] = [:]) throws -> URL {
    let folder = try RepositoryPaths.temporaryFolder()
    try scenario.write(to: folder.appendingPathComponent("f.navaudit.yaml"), atomically: true, encoding: .utf8)
    let table = folder.appendingPathComponent("Strings/en.lproj")
    try FileManager.default.createDirectory(at: table, withIntermediateDirectories: true)
    try "\"home\" = \"Home\";\n\"detail\" = \"Detail\";\n".write(
      to: table.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    for (path, bytes) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return folder
  }

  @Test(arguments: ["audit", "budgets"])
  func aMissingFontsFolderIsExitTwoAtThePath(command: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run([command, "f.navaudit.yaml", "--fonts", "Typefaces"], in: folder)
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(outcome.stderr.contains("Typefaces:1:1: error: no such file or folder 'Typefaces' for --fonts"))
  }

  @Test func aFontsFolderWithoutFontFilesIsExitTwo() throws {
    let folder = try Self.folder(["Typefaces/readme.txt": Array("not a font".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(
      ["audit", "f.navaudit.yaml", "--fonts", "Typefaces", "-o", "r.json"], in: folder)
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(outcome.stderr.contains("error: no font files (.ttf, .otf, .ttc) in 'Typefaces' for --fonts"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
  }
}

extension BarFontCommandTests {
  /// An imported app's font files are written as the scenario's `fonts`, relative to the file.
  @Test func importWritesTheAppFolderFontFiles() throws {
    let storyboard = try Data(
      contentsOf: RepositoryPaths.samples.appendingPathComponent("Recipes/Base.lproj/Main.storyboard"))
    let folder = try Self.folder([
      "App/Base.lproj/Main.storyboard": Array(storyboard), "App/Resources/Fonts/Brand-Bold.otf": [0, 1, 0, 0],
      "App/.hidden/Ignored.ttf": [0, 1, 0, 0],
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(["import", "App", "-o", "app.navaudit.yaml"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let yaml = try String(contentsOf: folder.appendingPathComponent("app.navaudit.yaml"), encoding: .utf8)
    #expect(yaml.contains("fonts: [App/Resources/Fonts/Brand-Bold.otf]"), "\(yaml.prefix(400))")
  }
}

extension BarFontCommandTests {
  /// A file named like a font that is not one stops the run at the file, before any output.
  @Test func aBadFontFileIsExitTwoAtTheFile() throws {
    let folder = try Self.folder(["Fonts/Broken.ttf": Array("not a font at all".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(
      ["audit", "f.navaudit.yaml", "--fonts", "Fonts", "--format", "json", "-o", "r.json"], in: folder)
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(outcome.stderr.hasPrefix("Fonts/Broken.ttf:1:1: error: "), "\(outcome.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
  }

  /// `budgets` measures with the same fonts: the title's budget is in the brand font.
  @Test func budgetsMeasureInTheAppsFonts() throws {
    let font = try Data(
      contentsOf: RepositoryPaths.samples.appendingPathComponent("Trailhead/Fonts/DejaVuSans-Bold.ttf"))
    let folder = try Self.folder(["Fonts/DejaVuSans-Bold.ttf": Array(font)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(
      ["budgets", "f.navaudit.yaml", "--fonts", "Fonts", "--devices", "iPhone SE (3rd generation)"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("\"family\" : \"DejaVu Sans\""), "\(outcome.stdout.prefix(600))")
  }
}

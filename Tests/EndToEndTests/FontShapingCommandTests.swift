import Foundation
import TestSupport
import Testing

/// `fonts import` and `audit --font-profile` with font files: bad files are located input
/// errors (exit 2), and a profile's font files beside it are shaped. DejaVu Sans
/// (fonts-dejavu-core, installed by `.ci/run`) is the font; skipped where it is absent.
@Suite("Font files on the command line")
struct FontShapingCommandTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let enabled = NavauditProcess.binary != nil && FileManager.default.fileExists(atPath: dejaVu)
  static let scenario = """
    format: 1
    screens:
      a: { title: Settings }
      b: { title: Notifications and Sounds }
    flows:
      - { name: f, root: { navigation: [a, b] } }

    """

  static func folder() throws -> URL {
    let folder = try RepositoryPaths.temporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
    try scenario.write(to: folder.appendingPathComponent("t.navaudit.yaml"), atomically: true, encoding: .utf8)
    try "hello\n".write(to: folder.appendingPathComponent("bad.ttf"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("fonts/DejaVuSans.ttf").path, withDestinationPath: dejaVu)
    return folder
  }

  @Test(.enabled(if: enabled)) func aBadFontFileIsALocatedInputError() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(["fonts", "import", "bad.ttf", "-o", "p.fontprofile"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr == "bad.ttf:1:1: error: cannot open font 'bad.ttf': unknown file format\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("p.fontprofile").path))
  }

  @Test(.enabled(if: enabled)) func aProfileShapesWithTheFontsBesideIt() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let imported = try NavauditProcess.run(
      ["fonts", "import", "--role", "semibold", "fonts/DejaVuSans.ttf", "-o", "fonts/p.fontprofile"], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      imported.stderr.hasSuffix("1 sources, 1 shaped with HarfBuzz from the font files beside it\n"),
      "\(imported.stderr)")
    let elsewhere = try NavauditProcess.run(
      ["fonts", "import", "fonts/DejaVuSans.ttf", "-o", "p.fontprofile"], in: folder)
    #expect(
      elsewhere.stderr.hasSuffix("put its font files beside it to shape text with HarfBuzz\n"), "\(elsewhere.stderr)")
    let audit = ["audit", "t.navaudit.yaml", "--font-profile", "fonts/p.fontprofile", "--fail-on", "never"]
    let shaped = try NavauditProcess.run(audit, in: folder)
    #expect(shaped.status == 0, "\(shaped.stderr)")
    // The same profile with a file of the font's name that is no font: exit 2, at the file.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("fonts/DejaVuSans.ttf"))
    try "hello\n".write(to: folder.appendingPathComponent("fonts/DejaVuSans.ttf"), atomically: true, encoding: .utf8)
    let broken = try NavauditProcess.run(audit, in: folder)
    #expect(broken.status == 2)
    #expect(
      broken.stderr.hasPrefix(
        "fonts/DejaVuSans.ttf:1:1: error: cannot open font 'fonts/DejaVuSans.ttf': "
          + "not a TrueType, OpenType or collection file"), "\(broken.stderr)")
  }
}

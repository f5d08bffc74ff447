import Foundation
import TestSupport
import Testing

/// The report options of the built `navaudit` binary: several outputs, defaults, baselines, explain.
@Suite("Report command line", .serialized)
struct CommandLineReportTests {
  static let binary = NavauditProcess.binary

  static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws
    -> NavauditProcess.Outcome
  {
    try NavauditProcess.run(arguments, in: folder, environment: environment)
  }

  /// A scenario whose German back title does not fit on an iPhone SE.
  static func scenario(germanTitle: String = "Allgemeine Einstellungen des Geräts") throws -> URL {
    let folder = try RepositoryPaths.temporaryFolder()
    for (locale, title, other) in [("en", "General", "Keyboard"), ("de", germanTitle, "Tastatur")] {
      let strings = folder.appendingPathComponent("Strings/\(locale).lproj")
      try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
      try "\"a\" = \"\(title)\";\n\"b\" = \"\(other)\";\n".write(
        to: strings.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    }
    let yaml = """
      format: 1
      strings: [Strings/]
      devices: [iPhone SE (3rd generation)]
      screens:
        a: { title: { key: a } }
        b: { title: { key: b }, rightBarButtonItems: [ { systemItem: edit } ] }
      flows:
        - name: f
          root: { navigation: [a] }
          steps:
            - push: b

      """
    try yaml.write(to: folder.appendingPathComponent("app.navaudit.yaml"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test(.enabled(if: binary != nil)) func severalFormatsInOneRunAndDiagnosticsWhenPiped() throws {
    let folder = try Self.scenario()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try Self.run(
      [
        "audit", "app.navaudit.yaml", "-o", "html=r.html", "--output", "sarif=r.sarif", "-o", "r.xml", "-o",
        "diagnostics=-", "--fail-on", "never",
      ], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    // The back title that falls back, and the same translation over its width budget.
    #expect(outcome.stdout.hasSuffix("navaudit: 0 errors, 2 warnings, 0 infos\n"), "\(outcome.stdout)")
    #expect(outcome.stdout.contains("[width-over-budget]"))
    for name in ["r.html", "r.sarif", "r.xml"] {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name) written")
    }
    #expect(
      try String(contentsOf: folder.appendingPathComponent("r.xml"), encoding: .utf8).hasPrefix("<?xml"),
      "a .xml output is JUnit")
    let piped = try Self.run(["audit", "app.navaudit.yaml", "--fail-on", "never"], in: folder)
    #expect(
      piped.stdout.contains("Strings/de.lproj/Localizable.strings:1:1: warning: de: "),
      "diagnostics are the default when piped: \(piped.stdout)")
    #expect(piped.stdout.contains("[back-title-"))
    #expect(!piped.stdout.contains("\u{1B}["), "no colour in a pipe")
  }

  @Test(.enabled(if: binary != nil)) func nothingIsWrittenWhenTheRunFails() throws {
    let folder = try Self.scenario()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "format: 1\nscreens:\n  a: { titel: x }\n".write(
      to: folder.appendingPathComponent("app.navaudit.yaml"), atomically: true, encoding: .utf8)
    let outcome = try Self.run(["audit", "app.navaudit.yaml", "-o", "html=r.html", "-o", "sarif=r.sarif"], in: folder)
    #expect(outcome.status == 2)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.html").path))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.sarif").path))
    #expect(try Self.run(["audit", "app.navaudit.yaml", "-o", "pdf=r.pdf"], in: folder).status == 64)
  }

  @Test(.enabled(if: binary != nil)) func baselineReportsOnlyNewFindingsAndExitsOnThem() throws {
    let folder = try Self.scenario()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      try Self.run(
        ["audit", "app.navaudit.yaml", "--format", "json", "-o", "base.json", "--fail-on", "never"], in: folder
      ).status == 0)
    #expect(try Self.run(["audit", "app.navaudit.yaml", "--fail-on", "warning"], in: folder).status == 1)
    let same = try Self.run(
      ["audit", "app.navaudit.yaml", "--baseline", "base.json", "--fail-on", "warning"], in: folder)
    #expect(same.status == 0, "old findings do not fail: \(same.stdout)")
    #expect(same.stderr.contains("baseline: 0 new, 0 fixed, "))
    // Fix the German title: its finding is listed as fixed.
    try "\"a\" = \"Allgemein\";\n\"b\" = \"Tastatur\";\n".write(
      to: folder.appendingPathComponent("Strings/de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
    let fixed = try Self.run(
      ["audit", "app.navaudit.yaml", "--baseline", "base.json", "--fail-on", "warning", "--format", "markdown"],
      in: folder)
    #expect(fixed.status == 0)
    #expect(fixed.stdout.contains("## Fixed since the baseline"))
    #expect(try Self.run(["audit", "app.navaudit.yaml", "--baseline", "missing.json"], in: folder).status == 2)
  }

  @Test(.enabled(if: binary != nil)) func explainPrintsTheRuleOrSuggestsOne() throws {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let known = try Self.run(["explain", "back-title-minimal"], in: folder)
    #expect(known.status == 0)
    #expect(known.stdout.contains("Why it matters to VoiceOver users:"))
    let typo = try Self.run(["explain", "back-title-minimall"], in: folder)
    #expect(typo.status == 64)
    #expect(typo.stderr.contains("error: unknown rule 'back-title-minimall'"))
    #expect(typo.stderr.contains("did you mean 'back-title-minimal'?"))
  }
}

import Foundation
import TestSupport
import Testing

/// Text that reaches a terminal: no user-controlled ESC, BEL, OSC, NUL or directional
/// character is printed raw, and no message floods it (issue 10, defects 10, 11, 14, 17).
@Suite("Hostile terminal text", .serialized)
struct HostileTerminalTests {
  static var binary: URL? { NavauditProcess.binary }

  /// Raw scalars a terminal would act on or that reorder text: C0 controls but line feed
  /// and tab, DEL, C1 controls, directional formatting characters and marks.
  static func raw(_ text: String) -> [String] {
    text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x0A, 0x09: false
      case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
      default: false
      }
    }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
  }

  /// A hostile value: an OSC title sequence ended by BEL, a colour, and an RLM.
  static let hostile = "x\u{1B}]0;pwned\u{7}\u{1B}[31m\u{200F}y"
  /// The same in YAML's double-quoted escapes.
  static let hostileYAML = "x\\e]0;pwned\\a\\e[31m\\u200Fy"

  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let arguments: [String]
    let yaml: String
    let expected: String
    var testDescription: String { id }
  }

  static let stderrCases = [
    Case(
      id: "devices", arguments: ["--devices", hostile], yaml: CommandLineTests.valid,
      expected: "error: unknown device 'x\\u{1B}]0;pwned\\u{7}\\u{1B}[31m\\u{200F}y'"),
    Case(
      id: "locales", arguments: ["--locales", "de," + hostile], yaml: CommandLineTests.valid,
      expected: "\\u{1B}]0;pwned\\u{7}"),
    Case(
      id: "orientations", arguments: ["--orientations", hostile], yaml: CommandLineTests.valid,
      expected: "unknown orientation 'x\\u{1B}]0;"),
    Case(
      id: "font profile name", arguments: ["--font-profile", hostile], yaml: CommandLineTests.valid,
      expected: "x\\u{1B}]0;pwned\\u{7}\\u{1B}[31m\\u{200F}y:1:1: error: cannot read font profile"),
    Case(
      id: "unknown field", arguments: [], yaml: "format: 1\nscreens:\n  a: { title: x, \"\(hostileYAML)\": y }\n",
      expected: "error: unknown field 'x\\u{1B}]0;pwned\\u{7}\\u{1B}[31m\\u{200F}y' in screen 'a'"),
    Case(
      id: "unknown screen", arguments: [],
      yaml:
        "format: 1\nscreens:\n  a: { title: x }\nflows:\n  - name: f\n    root: { navigation: [\"\(hostileYAML)\"] }\n",
      expected: "x\\u{1B}]0;pwned\\u{7}\\u{1B}[31m\\u{200F}y"),
  ]

  /// Defect 10: option values, YAML fields and screens, font-profile names.
  @Test(.enabled(if: binary != nil), arguments: stderrCases) func standardErrorIsEscaped(_ c: Case) throws {
    let folder = try CommandLineTests.scenarioFolder(c.yaml)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(
      ["audit", "app.navaudit.yaml", "-o", "json=r.json"] + c.arguments, in: folder)
    #expect([2, 64].contains(outcome.status))
    #expect(Self.raw(outcome.stderr).isEmpty)
    #expect(outcome.stderr.contains(c.expected), "\(outcome.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
  }

  /// Defect 10: `explain RULE`, a scenario file name, and a byte of a `.strings` table.
  @Test(.enabled(if: binary != nil)) func namesAndTablesAreEscaped() throws {
    let folder = try CommandLineTests.scenarioFolder("format: 1\nscreens: [\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let explain = try NavauditProcess.run(["explain", Self.hostile], in: folder)
    #expect(explain.status == 64)
    #expect(explain.stderr.hasPrefix("error: unknown rule 'x\\u{1B}]0;pwned\\u{7}\\u{1B}[31m\\u{200F}y'\n"))
    let name = Self.hostile + ".navaudit.yaml"
    try FileManager.default.moveItem(
      at: folder.appendingPathComponent("app.navaudit.yaml"), to: folder.appendingPathComponent(name))
    let scenario = try NavauditProcess.run(["audit", name], in: folder)
    #expect(scenario.status == 2)
    #expect(scenario.stderr.hasPrefix("x\\u{1B}]0;pwned\\u{7}\\u{1B}[31m\\u{200F}y.navaudit.yaml:"))
    try "\"a\" = \u{1B}[2J;\n".write(
      to: folder.appendingPathComponent("Strings/en.lproj/Localizable.strings"), atomically: false, encoding: .utf8)
    let table = try NavauditProcess.run(["strings", "lint", "Strings"], in: folder)
    #expect(table.status == 2)
    #expect(table.stderr.hasPrefix("Strings/en.lproj/Localizable.strings:1:7: error: unexpected character"))
    for outcome in [explain, scenario, table] { #expect(Self.raw(outcome.stderr).isEmpty) }
  }

  /// Defect 11: flow names, scenario paths and screen ids in `--format text`, and keys in
  /// `strings lint --format text`, are shown visibly (`␛`, `⟨U+200F⟩`).
  @Test(.enabled(if: binary != nil)) func textReportsShowHiddenCharactersVisibly() throws {
    let yaml = """
      format: 1
      strings: [Strings/]
      screens:
        a: { title: { key: a } }
        "b\(Self.hostileYAML)": { title: { key: "k\(Self.hostileYAML)" } }
      flows:
        - name: "flow \(Self.hostileYAML)"
          root: { navigation: [a] }
          steps:
            - push: "b\(Self.hostileYAML)"

      """
    let folder = try CommandLineTests.scenarioFolder(yaml)
    defer { try? FileManager.default.removeItem(at: folder) }
    let german = folder.appendingPathComponent("Strings/de.lproj")
    try FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
    try "\"a\" = \"A\u{200F}\u{1B}[5m\";\n".write(
      to: german.appendingPathComponent("Localizable.strings"), atomically: false, encoding: .utf8)
    let audit = try NavauditProcess.run(
      ["audit", "app.navaudit.yaml", "--devices", "iPhone 16", "--format", "text"], in: folder)
    #expect(audit.status == 1)
    #expect(Self.raw(audit.stdout).isEmpty, "\(Self.raw(audit.stdout))")
    #expect(audit.stdout.contains("flow x␛]0;pwned␇␛[31m⟨U+200F⟩y — app.navaudit.yaml"))
    for format in ["diagnostics", "markdown", "sarif"] {
      let other = try NavauditProcess.run(
        ["audit", "app.navaudit.yaml", "--devices", "iPhone 16", "--format", format], in: folder)
      #expect(!other.stdout.unicodeScalars.contains("\u{200F}"), "\(format)")
      #expect(!other.stdout.unicodeScalars.contains("\u{1B}"), "\(format)")
    }
    let lint = try NavauditProcess.run(["strings", "lint", "Strings", "--format", "text"], in: folder)
    #expect(Self.raw(lint.stdout).isEmpty, "\(Self.raw(lint.stdout))")
  }

  /// Defect 14: a syntax error on a 7 MB line (just under the 8 MiB scenario limit, which
  /// refuses the 10 MB file of the report before reading it) quotes a window around the
  /// column, not the line (it wrote 20 MB to standard error).
  @Test(.enabled(if: binary != nil)) func longLineSnippetIsCapped() throws {
    let folder = try CommandLineTests.scenarioFolder("format: 1\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = "title: " + String(repeating: "a", count: 7_000_000) + ": : ["
    try line.write(to: folder.appendingPathComponent("app.navaudit.yaml"), atomically: false, encoding: .utf8)
    let outcome = try NavauditProcess.run(["audit", "app.navaudit.yaml", "-o", "json=r.json"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.utf8.count < 1_000)
    let lines = outcome.stderr.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix("app.navaudit.yaml:1:") == true)
    #expect(lines.last?.hasSuffix("^") == true)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
  }

  /// Defect 17: libyaml's nesting limit names no C function, and was located at 1:1 (where
  /// its scanner ran ahead), not at the bracket one level too deep.
  @Test(.enabled(if: binary != nil)) func nestingLimitLeaksNoInternals() throws {
    let folder = try CommandLineTests.scenarioFolder(
      String(repeating: "[", count: 3_000) + String(repeating: "]", count: 3_000) + "\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(["audit", "app.navaudit.yaml"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.hasPrefix("app.navaudit.yaml:1:257: error: YAML nested deeper than 256 levels\n"))
    #expect(!outcome.stderr.contains("yaml_"))
    #expect(outcome.stderr.utf8.count < 1_000)
  }

  /// Defect 17: a YAML reader error is at its line, not 1:1.
  @Test(.enabled(if: binary != nil)) func readerErrorIsLocated() throws {
    let folder = try CommandLineTests.scenarioFolder("format: 1\nscreens:\n  a: { title: \"x\u{7}\" }\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try NavauditProcess.run(["audit", "app.navaudit.yaml"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr == "app.navaudit.yaml:3:17: error: invalid YAML: control characters are not allowed\n")
  }

  /// Defect 17: an ICU bundle source whose table is named differently from its file said
  /// `genrb rejected the bundle: exit status 0` at 1:1.
  @Test(.enabled(if: binary != nil)) func misnamedBundleIsExplainedAtItsLine() throws {
    let folder = try CommandLineTests.scenarioFolder(CommandLineTests.valid)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundles = folder.appendingPathComponent("icu")
    try FileManager.default.createDirectory(at: bundles, withIntermediateDirectories: true)
    try "// German\n\nfr {\n  a { \"x\" }\n}\n".write(
      to: bundles.appendingPathComponent("de.txt"), atomically: false, encoding: .utf8)
    let outcome = try NavauditProcess.run(
      ["audit", "app.navaudit.yaml", "--locales-dir", "icu", "-o", "json=r.json"], in: folder)
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.contains("de.txt:3:1: error: the bundle is named 'fr', not 'de' as its file: rename one to match"),
      "\(outcome.stderr)")
    #expect(!outcome.stderr.contains("exit status"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
  }
}

import AuditEngine
import Foundation
import Reports
import TestSupport
import Testing
import UnicodeSupport

/// `navaudit strings lint` and `navaudit strings show`: the linter as a library, then the
/// built binary's output and exit codes.
@Suite("Strings command", .serialized)
struct StringsCommandTests {
  /// A temporary app whose tables are `files` (path → contents).
  private static func app(_ files: [String: String]) throws -> URL {
    let folder = try RepositoryPaths.temporaryFolder()
    for (path, contents) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    return folder
  }

  private static let plural = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>%lld files</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
    <key>files</key><dict>
    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>lld</string>
    CASES
    </dict></dict></dict></plist>
    """

  /// en is the reference; de lacks a key, has a stale one and a type mismatch; fr copies en;
  /// ja has no Localizable; ru's plural lacks few and many.
  static let files: [String: String] = [
    "en.lproj/Localizable.strings":
      "\"title\" = \"Settings\";\n\"count\" = \"%d messages\";\n\"hello\" = \"Hello %@\";\n",
    "de.lproj/Localizable.strings":
      "\"title\" = \"Einstellungen\";\n\"count\" = \"%@ Nachrichten\";\n\"old\" = \"Alt\";\n",
    "fr.lproj/Localizable.strings":
      "\"title\" = \"Settings\";\n\"count\" = \"%d messages\";\n\"hello\" = \"Hello %@\";\n",
    "ja.lproj/Other.strings": "\"x\" = \"y\";\n",
    "en.lproj/Plurals.stringsdict": plural.replacingOccurrences(
      of: "CASES", with: "<key>one</key><string>%lld file</string><key>other</key><string>%lld files</string>"),
    "ru.lproj/Plurals.stringsdict": plural.replacingOccurrences(
      of: "CASES", with: "<key>one</key><string>%lld файл</string><key>other</key><string>%lld файла</string>"),
  ]

  @Test func theLinterReportsEveryCheckAsFindings() throws {
    let folder = try Self.app(Self.files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try StringsInput(
      paths: [folder.path], workingDirectory: folder.path,
      developmentLanguage: try LocaleIdentifier(canonicalizing: "en"))
    let result = StringsLinter(input: input).lint()
    #expect(result.report.runs.isEmpty)
    let summary = result.report.findings.filter { $0.rule != .tableCoverage }
      .map { "\($0.rule.rawValue) \($0.locale ?? "")" }
    #expect(
      summary == [
        "missing-translation de", "missing-translation de", "missing-translation fr",
        "missing-translation ja", "missing-translation ja", "missing-translation ru",
        "plural-category-missing ru", "specifier-mismatch de", "stale-key de",
        "untranslated-table fr",
      ])
    let missing = try #require(result.report.findings.first { $0.rule == .missingTranslation })
    #expect(missing.message == "key 'hello' of table 'Localizable' is not translated in 'de': the 'en' text is shown")
    #expect(missing.source == "en.lproj/Localizable.strings:3:1")
    let rows = result.coverage.map { "\($0.table) \($0.locale) \($0.translated)/\($0.total) stale \($0.stale)" }
    #expect(
      rows == [
        "Localizable de 2/3 stale 1", "Localizable fr 3/3 stale 0", "Localizable ja 0/3 stale 0",
        "Localizable ru 0/3 stale 0", "Plurals de 0/1 stale 0", "Plurals fr 0/1 stale 0",
        "Plurals ja 0/1 stale 0", "Plurals ru 1/1 stale 0",
      ])
    #expect(result.text().contains("warning: untranslated-table (1)"))
  }

  // MARK: The binary

  static var binary: URL? { NavauditProcess.binary }

  static func run(_ arguments: [String], in folder: URL) throws -> NavauditProcess.Outcome {
    try NavauditProcess.run(arguments, in: folder)
  }

  @Test(.enabled(if: binary != nil)) func lintExitCodesFollowFailOn() throws {
    let folder = try Self.app(Self.files)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.run(["strings", "lint", "."], in: folder).status == 0)
    let warning = try Self.run(["strings", "lint", ".", "--fail-on", "warning"], in: folder)
    #expect(warning.status == 1)
    #expect(warning.stdout.hasPrefix("Localizable\nlocale  translated   coverage  missing  stale\nde      2/3"))
    let json = try Self.run(["strings", "lint", ".", "--format", "json", "--output", "lint.json"], in: folder)
    #expect(json.status == 0)
    let data = try Data(contentsOf: folder.appendingPathComponent("lint.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["format"] as? Int == 1)
    #expect((object["runs"] as? [Any])?.isEmpty == true)
    let rules = Set(((object["findings"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String })
    #expect(rules.isSuperset(of: ["table-coverage", "stale-key", "specifier-mismatch", "untranslated-table"]))
  }

  struct HostileCase: Sendable, CustomTestStringConvertible {
    let name: String
    let path: String
    let bytes: [UInt8]
    let stderr: String
    var testDescription: String { name }
  }

  static let hostile: [HostileCase] = [
    HostileCase(
      name: "truncated strings", path: "de.lproj/Localizable.strings",
      bytes: Array("\"a\" = \"A\";\n\"b\" = \"unterminated".utf8),
      stderr: "de.lproj/Localizable.strings:2:7: error: unterminated quoted string"),
    HostileCase(
      name: "entity bomb stringsdict", path: "de.lproj/Localizable.stringsdict",
      bytes: Array(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;\">]>\n<plist>&b;</plist>"
          .utf8),
      stderr: "de.lproj/Localizable.stringsdict:2:18: error: XML entity declarations are not allowed"),
    HostileCase(
      name: "binary xliff", path: "de.xliff", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
      stderr: "de.xliff:1:1: error: invalid UTF-8 byte '0x89'"),
    HostileCase(
      name: "mis-encoded catalog", path: "Localizable.xcstrings",
      bytes: Array("{\"sourceLanguage\":\"en\",\"strings\":{\"caf".utf8) + [0xE9] + Array("\":{}}}".utf8),
      stderr: "Localizable.xcstrings:1:39: error: invalid UTF-8 byte '0xE9'"),
    HostileCase(
      name: "truncated xliff", path: "fr.xliff",
      bytes: Array(
        "<xliff version=\"1.2\"><file original=\"a.strings\" target-language=\"fr\"><body>\n<trans-unit id=\"a\"><source>A"
          .utf8),
      stderr: "fr.xliff:2:"),
  ]

  @Test(.enabled(if: binary != nil), arguments: hostile)
  func hostileFilesExitTwoWithALocatedError(_ testCase: HostileCase) throws {
    let folder = try Self.app(["en.lproj/Localizable.strings": "\"a\" = \"A\";\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent(testCase.path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(testCase.bytes).write(to: url)
    for command in [["strings", "lint", "."], ["strings", "show", "a", "--locale", "de", "."]] {
      let outcome = try Self.run(command, in: folder)
      #expect(outcome.status == 2)
      #expect(outcome.stderr.hasPrefix(testCase.stderr), "\(outcome.stderr)")
      #expect(outcome.stdout.isEmpty)
    }
  }

  @Test(.enabled(if: binary != nil)) func showPrintsTheTextFirstThenTheChain() throws {
    let folder = try Self.app(Self.files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let russian = try Self.run(["strings", "show", "%lld files", "--locale", "ru", "--arg", "21", "."], in: folder)
    #expect(russian.status == 0)
    #expect(
      russian.stdout.split(separator: "\n").prefix(3) == [
        "21 файл", "chain: ru ✓", "answered: ru (language ru)",
      ])
    let fallback = try Self.run(["strings", "show", "hello", "--locale", "de_AT", "--arg", "Ada", "."], in: folder)
    #expect(fallback.stdout.hasPrefix("Hello Ada\nchain: de-AT → de → en ✓\nanswered: en (language en), a fallback"))
    let mismatch = try Self.run(["strings", "show", "count", "--locale", "de", "--arg", "3", "."], in: folder)
    #expect(mismatch.stdout.hasPrefix("3 Nachrichten\n"))
    let missing = try Self.run(["strings", "show", "nowhere", "--locale", "fr", "."], in: folder)
    #expect(missing.status == 1)
    #expect(missing.stdout.hasPrefix("nowhere\nchain: fr → en → Base\n"))
    #expect(try Self.run(["strings", "show", "title", "--locale", "not a locale", "."], in: folder).status == 64)
  }

  @Test(.enabled(if: binary != nil)) func scenarioFilesLendTheirStringsAndDevelopmentLanguage() throws {
    let settings = RepositoryPaths.samples.appendingPathComponent("Settings/settings.navaudit.yaml")
    guard FileManager.default.fileExists(atPath: settings.path) else { return }
    let outcome = try Self.run(
      ["strings", "lint", "Samples/Settings/settings.navaudit.yaml", "--format", "json"], in: RepositoryPaths.root)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("\"scenario\" : \"Samples/Settings/settings.navaudit.yaml\""))
  }
}

import Diagnostics
import Foundation
import Testing
import TextFiles
import UnicodeSupport

@testable import StringTables

/// Issue 10, defects 3–6 and 15: bounded widths and argument indexes, linear catalogs, ICU
/// tables that stay in their folder, and no silent skips of files or folders.
@Suite("String table limits and hostile tables", .serialized)
struct TableLimitsTests {
  // MARK: Field widths (defect 4)

  @Test func aWidthAtTheLimitIsRendered() {
    let limit = StringTableLimits.maximumFieldWidth
    let result = StringFormatter().format("%\(limit)d Objekte", [.int(7)])
    #expect(result.text.count == limit + " Objekte".count)
    let below = StringFormatter().format("%\(limit - 1)d", [.int(7)])
    #expect(below.text.count == limit - 1)
  }

  @Test(arguments: ["%1001d Objekte", "%100000d Objekte", "%.1001f", "%1$1001@"])
  func aWidthOrPrecisionPastTheLimitIsAnInvalidSpecifierLeftAsWritten(_ format: String) {
    let result = StringFormatter().format(format, [.int(7)])
    #expect(result.text == format)
    #expect(result.issues.contains(.invalidSpecifier(String(format.prefix { $0 != " " }))))
  }

  @Test func aStarWidthIsClampedToTheLimit() {
    let result = StringFormatter().format("%*d", [.int(1_000_000), .int(1)])
    #expect(result.text.count == StringTableLimits.maximumFieldWidth)
  }

  // MARK: Formatted length

  @Test func textUpToTheLengthLimitIsRenderedWhole() {
    let limit = StringTableLimits.maximumFormattedBytes
    for length in [limit - 1, limit] {
      let result = StringFormatter().format(String(repeating: "a", count: length - 1) + "%d", [.int(7)])
      #expect(result.text.utf8.count == length)
      #expect(result.text.hasSuffix("a7"))
      #expect(result.issues.isEmpty)
    }
  }

  @Test func textPastTheLengthLimitIsCutAtACharacterAndReported() {
    let limit = StringTableLimits.maximumFormattedBytes
    let over = StringFormatter().format(String(repeating: "a", count: limit) + "%d", [.int(7)])
    #expect(over.text == String(repeating: "a", count: limit))
    #expect(over.issues == [.textTooLong(maximumBytes: limit)])
    #expect(over.issues.first?.description == "the formatted text is cut at 65536 bytes, the most navaudit renders")
    // One byte of room left, and "é" takes two: the character is left out whole.
    let accent = StringFormatter().format(String(repeating: "a", count: limit - 1) + "%@", [.string("éé")])
    #expect(accent.text == String(repeating: "a", count: limit - 1))
  }

  @Test func argumentsPastTheCutAreStillChecked() {
    let limit = StringTableLimits.maximumFormattedBytes
    let result = StringFormatter().format(
      String(repeating: "a", count: limit) + "%d %@ %3$d", [.int(1), .int(2), .string("x")])
    #expect(result.text.utf8.count == limit)
    #expect(
      result.issues.map(\.description) == [
        "the formatted text is cut at 65536 bytes, the most navaudit renders",
        "'%@' expects a string but argument 2 is an integer ('2')",
        "'%3$d' expects an integer but argument 3 is a string ('x')",
      ])
  }

  // MARK: Expanded text

  static func expanding(_ length: Int) -> StringFormatter {
    StringFormatter(substitutions: [
      "n": Substitution(formatSpecifier: "d", plural: [.other: String(repeating: "a", count: length)])
    ])
  }

  @Test func expansionsUpToTheBudgetAreRendered() {
    let limit = StringTableLimits.maximumExpandedBytes
    for length in [limit - 1, limit] {
      let result = Self.expanding(length).format("%#@n@", [.int(5), .int(6)])
      #expect(result.text.utf8.count == length)
      #expect(result.issues == [.unusedArgument(2)])
    }
  }

  @Test func anExpansionPastTheBudgetStopsTheFormat() {
    let limit = StringTableLimits.maximumExpandedBytes
    let over = Self.expanding(limit + 1).format("x %#@n@ %d", [.int(5), .int(6)])
    #expect(over.text == "x ")
    // Which arguments the rest would have read is unknown: none is reported unused.
    #expect(over.issues == [.tooComplex(maximumBytes: limit)])
    #expect(
      over.issues.first?.description
        == "the substitutions expand to more than 32768 bytes; navaudit renders and checks the format up to there")
    #expect(over.pluralChoices.isEmpty)
    // The budget is for all expansions together: the second half-budget case does not fit.
    let twice = Self.expanding(limit / 2 + 1).format("%1$#@n@|%1$#@n@", [.int(5)])
    #expect(twice.text == String(repeating: "a", count: limit / 2 + 1) + "|")
    #expect(twice.pluralChoices.count == 1)
    #expect(twice.issues == [.tooComplex(maximumBytes: limit)])
  }

  /// Checking specifiers expanded every case of every substitution four levels deep: a case
  /// naming its substitution 100 times made 600⁴ expansions. They share the formatter's budget.
  @Test func signaturesExpandWithinTheBudget() {
    let cases = Dictionary(
      uniqueKeysWithValues: PluralCategory.allCases.map { ($0, String(repeating: "%#@n@", count: 100) + "%2$@") })
    let signature = SpecifierSignature(
      .text("%#@n@"), substitutions: ["n": Substitution(formatSpecifier: "d", plural: cases)])
    #expect(signature.count == 100)
  }

  // MARK: Argument indexes (defect 6)

  @Test func positionsUpToTheLimitAreRead() {
    let limit = StringTableLimits.maximumArgumentIndex
    #expect(FormatToken.tokenize("%\(limit)$@") == [.specifier(Self.spec("%\(limit)$@", position: limit))])
    #expect(FormatToken.tokenize("%\(limit + 1)$@") == [.invalid("%\(limit + 1)$@")])
    #expect(FormatToken.tokenize("%9223372036854775807$@") == [.invalid("%9223372036854775807$@")])
  }

  static func spec(_ text: String, position: Int) -> FormatSpecifier {
    var spec = FormatSpecifier(text: text, conversion: "@")
    spec.position = position
    return spec
  }

  @Test func comparingSignaturesVisitsOnlyThePositionsRead() throws {
    let lone = SpecifierSignature(.text("%1000$@"), substitutions: [:])
    let none = SpecifierSignature(.text("x"), substitutions: [:])
    let problem = try #require(StringStore.difference(lone, none, development: locale("en")))
    #expect(problem == "reads argument 1000 with '%1000$@', which 'en' never passes")
  }

  static func catalog(argNum: String) -> Data {
    Data(
      """
      {"sourceLanguage":"en","version":"1.0","strings":{"n":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},
      "substitutions":{"n":{"argNum":\(argNum),"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}}}}}
      """.utf8)
  }

  @Test(arguments: ["1", "999", "1000"])
  func argNumWithinTheLimitIsRead(_ number: String) throws {
    let catalog = try StringCatalog(contents: Self.catalog(argNum: number), path: "L.xcstrings", name: "L")
    #expect(catalog.tables.first?.entries.first?.substitutions["n"]?.argumentNumber == Int(number))
  }

  @Test(arguments: ["1001", "1000000000", "9223372036854775807", "0", "-1"])
  func argNumPastTheLimitIsALocatedError(_ number: String) {
    #expect {
      _ = try StringCatalog(contents: Self.catalog(argNum: number), path: "L.xcstrings", name: "L")
    } throws: { error in
      guard let error = error as? TextFileError else { return false }
      return error.kind == .limit && error.location.path == "L.xcstrings" && error.location.line == 1
        && error.message.hasPrefix("'argNum' \(number) of substitution 'n' of key 'n' is outside 1...1000")
    }
  }

  // MARK: Linear locations (defect 5)

  @Test func locationsMatchAPlainScanOnLongLines() {
    var text = ""
    for index in 0..<3_000 { text += index % 7 == 0 ? "é" : index % 11 == 0 ? "😀" : index % 400 == 0 ? "\r\n" : "a" }
    let bytes = Array(text.utf8)
    let locator = TextLocator(path: "t", bytes: bytes)
    var line = 1
    var column = 1
    var offset = 0
    for scalar in text.unicodeScalars {
      #expect(locator.location(ofOffset: offset) == SourceLocation(path: "t", line: line, column: column))
      #expect(locator.offset(line: line, column: column) == offset)
      offset += String(scalar).utf8.count
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
  }

  @Test func aOneLineCatalogOfManyKeysLoadsInLinearTime() throws {
    // Locating each key scanned its line from the start: 2,500 keys on one line took 40 s.
    let entries = (0..<5_000).map {
      "\"key\($0)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"W\($0)\"}}}}"
    }
    let json = "{\"sourceLanguage\":\"en\",\"strings\":{\(entries.joined(separator: ","))}}"
    let catalog = try StringCatalog(contents: Data(json.utf8), path: "L.xcstrings", name: "L")
    let table = try #require(catalog.table(for: locale("de")))
    let last = try #require(table.entry(forKey: "key4999"))
    let german = try #require(json.range(of: "\"de\"", options: .backwards))
    #expect(last.location.line == 1)
    #expect(last.location.column == json.utf8.distance(from: json.startIndex, to: german.lowerBound) + 1)
  }

  @Test func jsonNestedToTheDepthLimitIsScannedAndOneDeeperIsRefused() {
    let limit = StringTableLimits.maximumJSONDepth
    func nested(_ depth: Int) -> Data {
      Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
    }
    for depth in [limit - 1, limit] {
      // Scanned to the end: the catalog is then refused for its shape, not its depth.
      #expect {
        _ = try StringCatalog(contents: nested(depth), path: "L.xcstrings", name: "L")
      } throws: { ($0 as? TextFileError)?.kind == .invalidCatalog }
    }
    #expect {
      _ = try StringCatalog(contents: nested(limit + 1), path: "L.xcstrings", name: "L")
    } throws: { ($0 as? TextFileError)?.message == "JSON nested deeper than \(limit) levels" }
  }
}

import Diagnostics
import Foundation
import InterfaceBuilder
import StringTables
import Testing
import TextFiles
import UnicodeSupport

/// Inputs the libFuzzer targets in `Fuzz/` found, each reduced to the bytes that failed.
@Suite("Inputs found by fuzzing")
struct FuzzRegressionTests {
  /// A binary `.stringsdict` holding a set (marker `0xC3`) inside a dictionary: Foundation's
  /// `PropertyListSerialization` crashed bridging it to `Any` (SIGSEGV, fuzz-stringsdict).
  static let binaryPlistWithSet = Data(
    base64Encoded:
      "YnBsaXN0MDDRAQJRa9IDBAUGXxAaTlNTdHJpbmdMb2NhbGl6aGRXb3JtYXRLZXlRblUlI0BuQMMHCAkKCwxfEBlOU1N0cmluZ0Zvcm1hdFNwZWNUeXBlS2V5XxAaTlNTdHJpbmdGb3JtYXRWYWx1ZVR5cGVLZXlVb3RoZXJfEBZOU1N0cmluZ1BsdXJhbFJ1bGVUeXBlUWRSJWQICw0SLzE3Olp3fZaYAAAAAAAAAQEAAAAAAAAADQAAAAAAAAAAAAAAAAAAAJs="
  )

  @Test func binaryStringsDictWithASetIsReadWithoutCrashing() throws {
    let data = try #require(Self.binaryPlistWithSet)
    // Whether the set is refused or skipped, reading must not crash.
    let folder = try LocaleFolder(folderName: "ru.lproj")
    do throws(TextFileError) {
      let table = try StringTable(
        stringsDictionaryContents: data, path: "ru.lproj/Localizable.stringsdict",
        name: "Localizable", folder: folder)
      #expect(table.entries.allSatisfy { $0.key == "k" })
    } catch {
      #expect(error.location == SourceLocation(path: "ru.lproj/Localizable.stringsdict", line: 1, column: 1))
    }
  }

  /// fuzz-strings (CI's short run): a declaration that never closes with '>' still made
  /// libxml2 switch to EBCDIC and crash; the encoding is read up to the end of the head.
  @Test func anUnclosedDeclarationOfAnUnsupportedEncodingIsRefused() throws {
    let data = Data(#"<?xml version="1.0" encoding="EBCDIC-US"?Substrinversion="1<?xml version="1.0""#.utf8)
    let error = #expect(throws: TextFileError.self) {
      try StringTable(
        stringsFileContents: data, path: "de.lproj/Localizable.strings", name: "Localizable",
        folder: try LocaleFolder(folderName: "de.lproj"))
    }
    #expect(error?.message == "XML encoding 'EBCDIC-US' is not supported")
    #expect(error?.location.column == 31)
  }

  @Test func binaryStringsFileWithASetIsRefused() throws {
    let data = try #require(Self.binaryPlistWithSet)
    let error = #expect(throws: TextFileError.self) {
      try StringTable(
        stringsFileContents: data, path: "de.lproj/Localizable.strings", name: "Localizable",
        folder: try LocaleFolder(folderName: "de.lproj"))
    }
    #expect(error?.message == "binary property list is not a dictionary of strings")
  }

  @Test func binaryStringsFileStillReads() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["title": "Titel", "back": "Zurück"], format: .binary, options: 0)
    let table = try StringTable(
      stringsFileContents: data, path: "de.lproj/Localizable.strings", name: "Localizable",
      folder: try LocaleFolder(folderName: "de.lproj"))
    #expect(table.entries.map(\.key) == ["back", "title"])
  }

  /// A processing instruction without data: Foundation's `XMLParser` passed its missing
  /// data to `strlen` (SIGSEGV, fuzz-xliff; every XML reader shares the path).
  @Test func processingInstructionWithoutDataIsRefused() throws {
    let xliff = Data("<?xml version=\"1.0\"?>\n<xliff>\n  <?NSStringVariabtzdlWiehRuleTypexml?>\n</xliff>\n".utf8)
    let error = #expect(throws: TextFileError.self) {
      try XLIFFDocument(contents: xliff, path: "de.xliff")
    }
    #expect(error?.message == "XML processing instructions without data are not supported")
    #expect(error?.location == SourceLocation(path: "de.xliff", line: 3, column: 3))
    let plist = Data("<plist version=\"1.0\"><?x?><dict/></plist>".utf8)
    #expect(throws: TextFileError.self) {
      try StringTable(
        stringsDictionaryContents: plist, path: "de.lproj/L.stringsdict", name: "L",
        folder: try LocaleFolder(folderName: "de.lproj"))
    }
  }

  @Test func processingInstructionsWithDataStillParse() throws {
    let plist = Data(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?editor note?>\n<plist version=\"1.0\"><dict><key>a</key><string>b</string></dict></plist>\n"
        .utf8)
    let table = try StringTable(
      stringsFileContents: plist, path: "de.lproj/L.strings", name: "L",
      folder: try LocaleFolder(folderName: "de.lproj"))
    #expect(table.entries.map(\.key) == ["a"])
  }

  /// A storyboard declaring `encoding="UTF-32"` whose NUL bytes made navaudit read it as
  /// UTF-16, so the declaration check saw no `<?xml` while libxml2 obeyed it and crashed
  /// (SIGSEGV in xmlSwitchToEncoding, fuzz-storyboard).
  @Test func encodingDeclarationIsCheckedInTheBytesLibXMLReads() throws {
    let data = try #require(
      Data(
        base64Encoded:
          "PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTMyIj8+PGRvY3VtZW50IDw/eG1sIHZlcnMBAG49IjEuMCIgZW5jb2Rpbmc9IlVURiw4Ij8+PGRvY3VtZW50IHZlcnNpb249IjIuMCJ2ZXIvc2lvbj0iPjHQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0C4wIi8+"
      ))
    let error = #expect(throws: TextFileError.self) {
      try StoryboardDocument(contents: [UInt8](data), path: "Base.lproj/Main.storyboard", name: "Main")
    }
    #expect(error?.message == "XML encoding 'UTF-32' is not supported")
  }

  /// A storyboard opening with `<?xm?>` and holding NUL bytes: navaudit guessed UTF-16 and
  /// saw no processing instruction, libxml2 read the bytes as UTF-8 and crashed on it
  /// (fuzz-storyboard). The XML checks also run on the bytes libxml2 reads.
  @Test func xmlChecksRunOnTheBytesLibXMLReads() throws {
    let data = try #require(
      Data(
        base64Encoded:
          "PD94bT8+PGRvY3VtZW50IHZlcjw/eG1sIHZlcnNpb249IjEuMCIgZW5jb2Rpbmc9IlVULjAiIGluaXRpYWxWaWV3Q29udHJvbGxlcj0iciI+PHNjZV9lcz48c2NlbmUgc2NlbmVJRD0ibCB2ZXJzaW9uPSIxLjAiIGVuY29kaW5nPSJVVEYtMzIiPz48ZG9jdW1lbnQgPD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLWRpbmc9IlVURi04Ij8+PGRvY3VtZW50IHZlcjw/eG1sIHZlcnNpb249IjEuMCIgZW5jb2Rpbmc9IlVULjAiIGluaXRpYWxWaWV3Q29udHJvbGxlcj0iciI+PHNjZV9lcz48c2NlbmUgc2NlbmVJRD0ieCI+PG9iamVjdD0iMQAAAAAAAANBZGluZz0iVVRGLWRpbmc9IlVURi04Ij8+PGRvY3VtZW50IHZlcjw/eG1sIHZlcnNpb249IjEuMCIgZW5jb2Rpbmc9IlVULjAiIGluaXRpYWxWaWV3Q29udHJvbGxlcj0iciI+PHNjZV9lcz48c2NlbmUgc2NlbmVJc3Npb249ItDQ0NDQ0GN10G1lbnQ+LjAiLz4="
      ))
    let error = #expect(throws: TextFileError.self) {
      try StoryboardDocument(contents: [UInt8](data), path: "Base.lproj/Main.storyboard", name: "Main")
    }
    #expect(error?.message == "XML processing instructions without data are not supported")
  }

  /// A storyboard starting with three NUL bytes: libxml2 took `00 00 00 3C` for UTF-32 and
  /// crashed (fuzz-storyboard), whatever navaudit decoded the text as.
  @Test(arguments: [[0, 0, 0, 0x3C], [0x3C, 0, 0, 0], [0, 0, 0x3C, 0], [0, 0x3C, 0, 0]] as [[UInt8]])
  func bytesLibXMLTakesForUTF32AreRefused(head: [UInt8]) throws {
    let xml = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document version=\"3.0\"/>\n".utf8)
    #expect(throws: TextFileError.self) {
      try StoryboardDocument(contents: head + xml.dropFirst(), path: "Base.lproj/Main.storyboard", name: "Main")
    }
  }

  /// `encoding\r="UTF-7"`: the declaration check skipped only spaces and tabs before the
  /// `=`, libxml2 all whitespace, and crashed switching to UTF-7 (fuzz-storyboard).
  @Test(arguments: ["\r", "\n", "\r\n", " \t\n "])
  func encodingDeclarationsWithAnyWhitespaceAreChecked(space: String) throws {
    let xml = "<?xml version=\"1.0\" encoding\(space)=\(space)\"UTF-7\"?><document version=\"3.0\"/>"
    let error = #expect(throws: TextFileError.self) {
      try StoryboardDocument(contents: Array(xml.utf8), path: "Base.lproj/Main.storyboard", name: "Main")
    }
    #expect(error?.message == "XML encoding 'UTF-7' is not supported")
  }

  /// A binary `.stringsdict` whose dictionaries refer to each other, so that 200 bytes
  /// unfold into 2⁶⁴ values: reading it never finished (fuzz-stringsdict). Dictionaries
  /// deeper than 16 are not read and a list unfolds into at most 100,000 values.
  @Test func selfReferringBinaryPropertyListIsReadQuickly() throws {
    let data = try #require(
      Data(
        base64Encoded:
          "YnBsaXN0MDDRAQJRa9IDBAUAXxAaTlNTdHJpbmdMb2NhbGl6ZWRGb3JpYXRLZXlRblUlI0BuQNIHCAwAAABfEBlOUxN0cmluZ0Zvcm1hdFNwZWNUeXBlS2V5XxAaTlNTdHJpbmdGb1JtYXRWYWx1ZVR5cGVLZXlVb3RDAgAAAAAAAFN0cmluZ1BsdXJhbFJ1bGVUeXBlUWRSJWQICw0SLzc4Plp3fZaYAAAAAAAAAQEAAAAAAAAADQAAAAAAAAAAAAAAAAAAAJs="
      ))
    let folder = try LocaleFolder(folderName: "ru.lproj")
    let elapsed = ContinuousClock().measure {
      _ = try? StringTable(
        stringsDictionaryContents: data, path: "ru.lproj/Localizable.stringsdict",
        name: "Localizable", folder: folder)
    }
    #expect(elapsed < .seconds(10))
  }

  /// A substitution whose specifier and cases name substitutions several times grew
  /// exponentially with the nesting depth (fuzz-format): one format expands at most 64.
  @Test func substitutionExpansionsAreBounded() {
    let substitution = Substitution(
      formatSpecifier: "d %#@n@ %#@n@ %#@n@ %#@n@", plural: [.one: "%arg %#@n@ %#@n@", .other: "%arg %#@n@"])
    let formatter = StringFormatter(substitutions: ["n": substitution])
    let result = formatter.format(String(repeating: "%1$#@n@ ", count: 20), [.int(1)])
    #expect(result.pluralChoices.count == 64)
  }

  /// Substitutions expanded 64 times, each padding 40 fields to 1,000 columns, rendered
  /// 2.5 MB, and 64 expansions of 60 `%e` of 1e300 took most of a second under the
  /// sanitizer (fuzz-format): the text stops at the length limit, and each plural case and
  /// each conversion is worked out once per format.
  @Test func wideAndPreciseExpansionsStopAtTheLengthLimit() {
    let nested = String(repeating: "%1$#@n@", count: 4)
    let wide = Substitution(formatSpecifier: "d", plural: [.other: nested + String(repeating: "%1$1000d", count: 40)])
    let result = StringFormatter(substitutions: ["n": wide]).format(String(repeating: "%1$#@n@", count: 10), [.int(1)])
    #expect(result.text.utf8.count == StringTableLimits.maximumFormattedBytes)
    #expect(result.pluralChoices.count == 64)
    #expect(result.issues.contains(.textTooLong(maximumBytes: StringTableLimits.maximumFormattedBytes)))
    let precise = Substitution(formatSpecifier: "d", plural: [.other: nested + String(repeating: "%2$e", count: 60)])
    let floats = StringFormatter(substitutions: ["n": precise]).format(
      String(repeating: "%1$#@n@", count: 10), [.int(3), .double(1e300)])
    #expect(floats.text.components(separatedBy: "1.000000e+300").count - 1 == 64 * 60)
    #expect(floats.pluralChoices.count == 64)
    #expect(!floats.issues.contains(.textTooLong(maximumBytes: StringTableLimits.maximumFormattedBytes)))
  }

  /// A substitution whose 80 `%arg` each became its 300-byte specifier, expanded up to 64
  /// times: over a second under the sanitizer (fuzz-format timeout). The expansions now stop
  /// at ``StringTableLimits/maximumExpandedBytes``.
  @Test func longSpecifiersInManyArgPlaceholdersStopAtTheBudget() throws {
    let timeout = try #require(
      Data(
        base64Encoded:
          "JTlDJTAxMDAwNDAwMGQlMSQjQG5AziAmAChzZSVzZSVhcmcrJSNAbkAlI0BuQCUjJWFyKHNlJWFyZyslI0BuQCUjQG5AJSNAbkAlMSQjQG5AIIBlJSNAbkAoc2UlYXJnKyUjQG5AJSNAbkAlWlpaYlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWkAggAAAACVsZP///zA0MDAwZCUxJCNAbkDOICYAKHNlJXNlJWFyZyslI0BuQCUjQG5AJSMlYXIoc2UlYXJnKyUjQG5AJSNAbkAlI0BuQCUxJCNAbkAggGUlI0BuQChzZSVhcmcrJSNAbkAlI0BuQCVAIIAAAAAlbGT///////////////////////////////////8gJWFyKHNlJWFyZyslI0BuQCUjQG5AJSNAbkAlMSQjQG5AIIBlJSNAbkBAbkAggAAAACVsZCAlYXIAAAAlbGQgJWFyZwAlI0BuQCUyJUAAQAAlbGQAciAlYWclI0BuQA=="
      ))
    let parts = [UInt8](timeout).split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    #expect(parts.count == 4)
    let substitution = Substitution(formatSpecifier: parts[1], plural: [.one: parts[2], .other: parts[3]])
    let rules = try PluralRules.forLocale(LocaleIdentifier(canonicalizing: "ru"))
    let result = StringFormatter(pluralRules: rules, substitutions: ["n": substitution]).format(parts[0], [.int(3)])
    #expect(result.issues.contains(.tooComplex(maximumBytes: StringTableLimits.maximumExpandedBytes)))
    #expect(result.pluralChoices.count < 64)
  }

  /// What each expansion and conversion renders does not depend on having rendered it
  /// before in the same format: the cached tokens and texts are keyed by argument.
  @Test func repeatedExpansionsAndConversionsRenderAsAlone() {
    let files = Substitution(formatSpecifier: "d", plural: [.one: "%arg file", .other: "%arg files"])
    let formatter = StringFormatter(substitutions: ["files": files])
    let result = formatter.format(
      "%1$#@files@, %2$#@files@, %1$#@files@; %3$.2f %3$.2f %3$-6.1f|", [.int(1), .int(4), .double(2.675)])
    #expect(result.text == "1 file, 4 files, 1 file; 2.67 2.67 2.7   |")
    #expect(result.issues.isEmpty)
  }

  /// `%10000000000d` padded to a million spaces, ten times per input: slower than the
  /// fuzzers' 1 s limit (fuzz-format). A written width or precision past the limit makes the
  /// specifier invalid, left as written; a `*` width is clamped to the limit.
  @Test func writtenWidthsAndPrecisionsAreBounded() {
    let wide = StringFormatter().format("%10000000000d|", [.int(7)])
    #expect(wide.text == "%10000000000d|")
    let precise = StringFormatter().format("%.1000000f", [.double(0.5)])
    #expect(precise.text == "%.1000000f")
    let starred = StringFormatter().format("%*d", [.int(50_000), .int(1)])
    #expect(starred.text.count == StringTableLimits.maximumFieldWidth)
    let atLimit = StringFormatter().format("%1000d", [.int(1)])
    #expect(atLimit.text.count == 1_000)
  }
}

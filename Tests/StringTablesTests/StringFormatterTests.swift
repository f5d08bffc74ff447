import Foundation
import StringTables
import TestSupport
import Testing
import UnicodeSupport

@Suite("printf-style formatting")
struct StringFormatterTests {
  struct FormatCase: Sendable, CustomTestStringConvertible {
    let format: String
    let arguments: [FormatArgument]
    let expected: String
    var testDescription: String { "\(format) \(arguments)" }

    init(_ format: String, _ arguments: [FormatArgument], _ expected: String) {
      self.format = format
      self.arguments = arguments
      self.expected = expected
    }
  }

  static let wellTypedCases: [FormatCase] = [
    FormatCase("%@", ["abc"], "abc"),
    FormatCase("%d", [42], "42"),
    FormatCase("%i", [-7], "-7"),
    FormatCase("%ld / %lld", [1, 2], "1 / 2"),
    FormatCase("%u", [-1], "4294967295"),
    FormatCase("%lu", [-1], "18446744073709551615"),
    FormatCase("%llu", [5], "5"),
    FormatCase("%d", [4_294_967_297], "1"),
    FormatCase("%lld", [4_294_967_297], "4294967297"),
    FormatCase("%hd", [70_000], "4464"),
    FormatCase("%x %X %#x %o %#o", [255, 255, 255, 8, 8], "ff FF 0xff 10 010"),
    FormatCase("%c%C", [65, 0x263A], "A☺"),
    FormatCase("%s|%S", ["abc", "def"], "abc|def"),
    FormatCase("100%%", [], "100%"),
    FormatCase("%2$@ %1$@", ["a", "b"], "b a"),
    FormatCase("%1$@ and %1$@", ["x"], "x and x"),
    FormatCase(
      "%5d|%-5d|%05d|%+d|% d|%.3d", [42, 42, -42, 5, 5, 7], "   42|42   |-0042|+5| 5|007"),
    FormatCase("%8.3f|%-8s|%.2s", [3.14159, "ab", "abc"], "   3.142|ab      |ab"),
    FormatCase("%*d|%-*d|%.*f", [5, 42, 4, 7, 1, 2.25], "   42|7   |2.2"),
    FormatCase("%2$*1$d", [6, 42], "    42"),
    FormatCase("%f", [3.14159], "3.141590"),
    FormatCase("%.2f", [2.675], "2.67"),
    FormatCase("%.2f", [0.125], "0.12"),
    FormatCase("%.0f %.0f %.0f", [0.5, 1.5, 2.5], "0 2 2"),
    FormatCase("%.1f", [0.05], "0.1"),
    FormatCase("%#.0f", [3.0], "3."),
    FormatCase("%f", [1e20], "100000000000000000000.000000"),
    FormatCase(
      "%f|%e", [.double(.leastNonzeroMagnitude), .double(.leastNonzeroMagnitude)],
      "0.000000|4.940656e-324"),
    FormatCase("%e|%E", [12345.678, 0.000123], "1.234568e+04|1.230000E-04"),
    FormatCase(
      "%g|%g|%g|%g", [0.0001, 100_000.0, 1e6, 1_234_567.0], "0.0001|100000|1e+06|1.23457e+06"),
    FormatCase(
      "%.3g|%#g|%g|%.17g", [3.14159, 1.0, 0.00001234, 0.1],
      "3.14|1.00000|1.234e-05|0.10000000000000001"),
    FormatCase("%g|%e|%f", [0.0, 0.0, -0.0], "0|0.000000e+00|-0.000000"),
    FormatCase(
      "%f|%F|%5.1f|%e",
      [.double(.infinity), .double(-.infinity), .double(.nan), .double(-.infinity)],
      "inf|-INF|  nan|-inf"),
    FormatCase("%010.2f|%-10.2e|%+.1f", [-3.14159, 31415.9, 2.0], "-000003.14|3.14e+04  |+2.0"),
    FormatCase("%p", [255], "0xff"),
  ]

  @Test(arguments: wellTypedCases)
  func formatsLikePrintf(_ example: FormatCase) {
    let result = StringFormatter().format(example.format, example.arguments)
    #expect(result.text == example.expected)
    #expect(result.issues.isEmpty)
  }

  struct IssueCase: Sendable, CustomTestStringConvertible {
    let format: String
    let arguments: [FormatArgument]
    let expected: String
    let issues: [String]
    var testDescription: String { "\(format) \(arguments)" }
  }

  static let issueCases: [IssueCase] = [
    IssueCase(
      format: "%d", arguments: ["abc"], expected: "0",
      issues: ["'%d' expects an integer but argument 1 is a string ('abc')"]),
    IssueCase(
      format: "%@ items", arguments: [3], expected: "3 items",
      issues: ["'%@' expects a string but argument 1 is an integer ('3')"]),
    IssueCase(
      format: "%@", arguments: [2.5], expected: "2.5",
      issues: ["'%@' expects a string but argument 1 is a floating-point number ('2.5')"]),
    IssueCase(
      format: "%.1f", arguments: [3], expected: "3.0",
      issues: ["'%.1f' expects a floating-point number but argument 1 is an integer ('3')"]),
    IssueCase(
      format: "%d", arguments: [2.9], expected: "2",
      issues: ["'%d' expects an integer but argument 1 is a floating-point number ('2.9')"]),
    IssueCase(
      format: "%f", arguments: ["1.5"], expected: "1.500000",
      issues: ["'%f' expects a floating-point number but argument 1 is a string ('1.5')"]),
    IssueCase(
      format: "%d of %d", arguments: [1], expected: "1 of %d", issues: ["'%d' has no argument 2"]),
    IssueCase(
      format: "%3$@", arguments: ["a"], expected: "%3$@",
      issues: ["'%3$@' has no argument 3", "argument 1 is not used by the format"]),
    IssueCase(
      format: "%@", arguments: ["a", "b"], expected: "a",
      issues: ["argument 2 is not used by the format"]),
    IssueCase(
      format: "50%y", arguments: [], expected: "50%y", issues: ["'%y' is no format specifier"]),
    IssueCase(
      format: "100%", arguments: [], expected: "100%", issues: ["'%' is no format specifier"]),
    IssueCase(
      format: "%#@count@ left", arguments: [2], expected: "%#@count@ left",
      issues: ["no substitution named 'count'", "argument 1 is not used by the format"]),
    IssueCase(
      format: "%*d", arguments: ["x", 4], expected: "4",
      issues: ["'*' expects an integer but argument 1 is a string ('x')"]),
  ]

  @Test(arguments: issueCases)
  func mismatchesAreApproximatedAndReported(_ example: IssueCase) {
    let result = StringFormatter().format(example.format, example.arguments)
    #expect(result.text == example.expected)
    #expect(result.issues.map(\.description) == example.issues)
  }

  @Test func substitutionsChooseAPluralByTheLocalesRules() throws {
    let items = Substitution(
      formatSpecifier: "d",
      plural: [
        .one: "%d item", .few: "%d items (few)", .many: "%d items (many)", .other: "%d items",
      ])
    let formatter = StringFormatter(
      pluralRules: try PluralRules.forLocale(locale("pl")), substitutions: ["items": items])
    #expect(formatter.format("%#@items@", [1]).text == "1 item")
    #expect(formatter.format("%#@items@", [22]).text == "22 items (few)")
    let result = formatter.format("%#@items@ in %@", [25, "Inbox"])
    #expect(result.text == "25 items (many) in Inbox")
    #expect(
      result.pluralChoices == [
        FormatResult.PluralChoice(name: "items", argument: 1, category: .many)
      ])
    #expect(result.issues.isEmpty)
  }

  @Test func substitutionsUseArgNumAndTheArgPlaceholder() {
    let files = Substitution(
      argumentNumber: 2, formatSpecifier: "lld", plural: [.one: "%arg file", .other: "%arg files"])
    let result = StringFormatter.format(
      "%1$@: %#@files@", ["Docs", 3], substitutions: ["files": files])
    #expect(result.text == "Docs: 3 files")
    #expect(result.issues.isEmpty)
  }

  @Test func zeroIsUsedForZeroWheneverAPluralProvidesIt() throws {
    let apples = Substitution(plural: [
      .zero: "no apples", .one: "%arg apple", .other: "%arg apples",
    ])
    let english = StringFormatter.format(
      "%#@apples@", [0], locale: try locale("en"), substitutions: ["apples": apples])
    #expect(english.text == "no apples")
    #expect(english.issues.isEmpty)
    let missing = Substitution(plural: [.one: "%arg apple"])
    let result = StringFormatter.format(
      "%#@apples@", [5], locale: try locale("en"), substitutions: ["apples": missing])
    #expect(result.text == "")
    #expect(result.issues.map(\.description) == ["plural 'apples' has no 'other' case"])
  }

  @Test func argPlaceholderIsNotReplacedAfterAPercentEscape() {
    let sub = Substitution(
      argumentNumber: 1, formatSpecifier: "lld", plural: [.other: "%%arg is %arg"])
    #expect(StringFormatter.format("%#@x@", [7], substitutions: ["x": sub]).text == "%arg is 7")
  }

  @Test func floatingPointOutputMatchesTheCLibraryDigitForDigit() {
    var generator = SplitMix64(seed: 0x5EED)
    let formats = [
      "%f", "%.0f", "%.1f", "%.2f", "%.3f", "%.10f", "%e", "%.0e", "%.3E", "%g", "%.1g", "%.4g",
      "%#g", "%.17g", "%12.4f", "%-+12.3e",
    ]
    var mismatches: [String] = []
    for round in 0..<800 {
      let value: Double =
        switch round % 4 {
        case 0: Double(bitPattern: generator.next())
        case 1: Double(Int64(bitPattern: generator.next()) % 100_000) / 1_000
        case 2: Double.random(in: -1e-5...1e-5, using: &generator)
        default: Double.random(in: -1e12...1e12, using: &generator).rounded() / 8
        }
      guard value.isFinite else { continue }
      for format in formats {
        let expected = String(format: format, value)
        let actual = StringFormatter().format(format, [.double(value)]).text
        if actual != expected {
          mismatches.append("\(format) of \(value): '\(actual)' != '\(expected)'")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test func integerOutputMatchesTheCLibrary() {
    var generator = SplitMix64(seed: 0xC0FFEE)
    var mismatches: [String] = []
    for _ in 0..<1_000 {
      let value = Int64(bitPattern: generator.next()) >> Int64(generator.next() % 60)
      for format in [
        "%lld", "%20lld", "%-20lld|", "%020lld", "%+lld", "%.25lld", "%llx", "%#llX", "%llo",
        "%llu",
      ] {
        let expected = String(format: format, value)
        let actual = StringFormatter().format(format, [.int(Int(value))]).text
        if actual != expected {
          mismatches.append("\(format) of \(value): '\(actual)' != '\(expected)'")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }
}

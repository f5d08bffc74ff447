import AuditEngine
import Foundation
import FoundationXML
import Reports
import Testing

@Suite("JUnit report")
struct JUnitReportTests {
  /// What a standard XML parser reads from a JUnit file.
  final class Reader: NSObject, XMLParserDelegate {
    var testcases: [[String: String]] = []
    var failures: [[String: String]] = []
    var failureTexts: [String] = []
    var systemOut: [String] = []
    var suites = 0
    private var text = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String]
    ) {
      switch name {
      case "testcase": testcases.append(attributes)
      case "failure": failures.append(attributes)
      case "testsuite": suites += 1
      default: break
      }
      text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      text += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      if name == "failure" { failureTexts.append(text) }
      if name == "system-out" { systemOut.append(text) }
    }
  }

  static func parse(_ xml: String) throws -> Reader {
    let parser = XMLParser(data: Data(xml.utf8))
    let reader = Reader()
    parser.delegate = reader
    let parsed = parser.parse()
    #expect(parsed, "XML error: \(String(describing: parser.parserError))")
    return reader
  }

  @Test func oneTestCasePerFlowLocaleAndDeviceFailingAtTheThreshold() throws {
    let report = try ReportFixture.report()
    let reader = try Self.parse(try JUnitReportRenderer(options: ReportOptions(failOn: .warning)).render(report))
    // 4 runs of the first flow, 1 of the second, 1 case for the string table.
    #expect(reader.testcases.count == 6)
    #expect(reader.suites == 3)
    #expect(reader.failures.count == 2)
    #expect(reader.testcases.map { $0["name"] ?? "" }.contains("de · iPhone SE (3rd generation)"))
    let hostile = try #require(reader.failureTexts.first { $0.contains("title-truncated") })
    #expect(hostile.contains("<script>alert(\"x\")</script>"), "escaped text reads back as written")
    #expect(reader.systemOut.count == 2, "infos are listed, not failed")
  }

  @Test func eachIOSDesignIsATestCaseWithItsOwnFindings() throws {
    let reader = try Self.parse(
      try JUnitReportRenderer(options: ReportOptions(failOn: .warning)).render(try ReportFixture.twoDesigns()))
    #expect(reader.testcases.count == 7)
    #expect(reader.testcases.contains { $0["name"] == "en · iPhone SE (3rd generation) · iOS 26" })
    #expect(reader.failureTexts.filter { $0.contains("title 'General' is cut") }.count == 2)
    #expect(reader.failures.count == 4)
  }

  @Test func thresholdChangesWhatFails() throws {
    let report = try ReportFixture.report()
    #expect(
      try Self.parse(try JUnitReportRenderer(options: ReportOptions(failOn: .error)).render(report)).failures.count == 1
    )
    #expect(
      try Self.parse(try JUnitReportRenderer(options: ReportOptions(failOn: .info)).render(report)).failures.count == 4)
    #expect(
      try Self.parse(try JUnitReportRenderer(options: ReportOptions(failOn: nil)).render(report)).failures.isEmpty)
  }
}

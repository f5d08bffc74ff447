import Foundation
import Reports
import TestSupport
import Testing

@Suite("Output plan")
struct OutputPlanTests {
  typealias Destination = OutputPlan.Destination

  @Test func defaultIsTheMatrixOnATerminalAndDiagnosticsOtherwise() throws {
    #expect(
      try OutputPlan(format: nil, outputs: [], standardOutputIsTerminal: true).destinations == [
        Destination(format: .text, path: nil)
      ])
    #expect(
      try OutputPlan(format: nil, outputs: [], standardOutputIsTerminal: false).destinations == [
        Destination(format: .diagnostics, path: nil)
      ])
    #expect(
      try OutputPlan(format: .json, outputs: [], standardOutputIsTerminal: false).destinations == [
        Destination(format: .json, path: nil)
      ])
  }

  @Test func severalFormatsInOneRun() throws {
    let plan = try OutputPlan(
      format: nil, outputs: ["html=report.html", "sarif=out/navaudit.sarif"], standardOutputIsTerminal: false)
    #expect(
      plan.destinations == [
        Destination(format: .html, path: "report.html"), Destination(format: .sarif, path: "out/navaudit.sarif"),
      ])
  }

  @Test func plainOutputTakesTheFormatOrTheExtension() throws {
    #expect(
      try OutputPlan(format: .json, outputs: ["r.txt"], standardOutputIsTerminal: true).destinations == [
        Destination(format: .json, path: "r.txt")
      ])
    #expect(
      try OutputPlan(format: nil, outputs: ["r.sarif"], standardOutputIsTerminal: true).destinations == [
        Destination(format: .sarif, path: "r.sarif")
      ])
    #expect(
      try OutputPlan(format: nil, outputs: ["r.junit.xml"], standardOutputIsTerminal: true).destinations == [
        Destination(format: .junit, path: "r.junit.xml")
      ])
    #expect(
      try OutputPlan(format: .html, outputs: ["r.out"], standardOutputIsTerminal: true).destinations == [
        Destination(format: .html, path: "r.out")
      ])
    // A plain file whose extension names no format, without --format: which format is meant?
    #expect(throws: OutputPlanError.self) {
      try OutputPlan(format: nil, outputs: ["r.out"], standardOutputIsTerminal: true)
    }
    #expect(throws: OutputPlanError.self) {
      try OutputPlan(format: nil, outputs: ["dir.v2/report"], standardOutputIsTerminal: true)
    }
  }

  @Test func formatWithNamedOutputsAlsoGoesToStandardOutput() throws {
    let plan = try OutputPlan(format: .diagnostics, outputs: ["junit=junit.xml", "-"], standardOutputIsTerminal: false)
    #expect(
      plan.destinations == [
        Destination(format: .junit, path: "junit.xml"), Destination(format: .diagnostics, path: nil),
      ])
    let named = try OutputPlan(format: .markdown, outputs: ["html=r.html"], standardOutputIsTerminal: true)
    #expect(named.destinations.last == Destination(format: .markdown, path: nil))
  }

  @Test func badCombinationsAreUsageErrors() {
    #expect(throws: OutputPlanError.self) {
      try OutputPlan(format: nil, outputs: ["pdf=r.pdf"], standardOutputIsTerminal: true)
    }
    #expect(throws: OutputPlanError.self) {
      try OutputPlan(format: nil, outputs: ["html="], standardOutputIsTerminal: true)
    }
    #expect(throws: OutputPlanError.self) {
      try OutputPlan(format: nil, outputs: ["a.html", "html=a.html"], standardOutputIsTerminal: true)
    }
    #expect(throws: OutputPlanError.self) {
      try OutputPlan(format: nil, outputs: ["json=-", "sarif=-"], standardOutputIsTerminal: true)
    }
  }

  @Test func atomicWriterWritesAllOrNothing() throws {
    let folder = try RepositoryPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("a.html").path
    let second = folder.appendingPathComponent("b.sarif").path
    try AtomicWriter.writeAll([(first, "one"), (second, "two")])
    #expect(try String(contentsOfFile: first, encoding: .utf8) == "one")
    #expect(try String(contentsOfFile: second, encoding: .utf8) == "two")
    let missing = folder.appendingPathComponent("no/such/c.xml").path
    #expect(throws: OutputError.self) { try AtomicWriter.writeAll([(first, "changed"), (missing, "x")]) }
    #expect(try String(contentsOfFile: first, encoding: .utf8) == "one")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    #expect(leftovers.isEmpty)
  }
}

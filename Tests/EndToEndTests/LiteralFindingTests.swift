import AuditEngine
import Testing

/// A literal's finding is reported once a run at each place the literal is written: the
/// run checks it by its reference and text alone (not again among the run's other findings).
@Suite("Literal findings")
struct LiteralFindingTests {
  @Test func eachLiteralIsReportedOnceARunAtItsReference() async throws {
    // Lines 6 to 8 of the harness's file: the same text at two places, pushed, popped,
    // pushed again, and shown as the back title of the next screen.
    let yaml = """
      screens:
        a: { title: "Home" }
        b: { title: "Detail" }
        c: { title: "Home" }
      flows:
        - name: f
          root: { navigation: [a] }
          steps:
            - push: b
            - pop
            - push: b
            - push: c
      """
    let report = try await ScenarioHarness(tables: ["en": "\"unused\" = \"Unused\";"], yaml: yaml).run()
    let run = try #require(report.runs.first)
    let literals = run.steps.flatMap { step in
      step.findings.filter { $0.rule == .literalNotLocalized }.map { (step: step.index, finding: $0) }
    }
    func line(_ source: String) -> Int? {
      let parts = source.split(separator: ":")
      return parts.count >= 3 ? Int(parts[parts.count - 2]) : nil
    }
    #expect(literals.map(\.step) == [0, 1, 4])
    #expect(literals.map { line($0.finding.source) } == [6, 7, 8])
    #expect(literals.map { $0.finding.message.hasPrefix("'Home'") } == [true, false, true])
    #expect(literals[1].finding.message.hasPrefix("'Detail' is a literal"))
  }
}

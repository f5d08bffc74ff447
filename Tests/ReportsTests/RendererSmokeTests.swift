import AuditEngine
import Reports
import Testing

@Suite("Renderers")
struct RendererSmokeTests {
  @Test func jsonOfAnEmptyReportHasTheFormatVersion() throws {
    let json = try JSONReportRenderer().render(AuditReport(runs: [], findings: []))
    #expect(json.contains("\"format\" : 1"))
  }
}

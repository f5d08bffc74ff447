import AuditEngine
import Reports
import Testing

@Suite("Markdown report")
struct MarkdownReportTests {
  @Test func tablesKeepTheirColumnsWhateverTheTranslations() throws {
    let markdown = try MarkdownReportRenderer(options: ReportOptions()).render(try ReportFixture.report())
    var columns: Int?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("|") else {
        columns = nil
        continue
      }
      // Count unescaped pipes: every row of a table has as many as its header.
      var count = 0
      var escaped = false
      for character in line {
        if character == "|" && !escaped { count += 1 }
        escaped = character == "\\" && !escaped
      }
      if let columns { #expect(count == columns, "row \(line)") } else { columns = count }
    }
    #expect(markdown.contains("“Zurück” (1)"))
    #expect(markdown.contains("chevron only (1); too close to call (1)"))
    #expect(markdown.contains("## Findings"))
    #expect(markdown.contains("### `back-title-generic` · warning · 1"))
  }
}

import Testing
import TextLayout

/// Issue 10, defect 4: truncating a title of 20,000 spaces took 13.7 s (each candidate
/// walked back over every space). Whitespace is now dropped in one pass.
@Suite("Long titles measure and truncate without blow-up")
struct LongTextTests {
  let measurer: TextMeasurer

  init() throws {
    measurer = try #require(Measurers.bundled)
  }

  @Test(arguments: [" ", "\u{A0}", "a"])
  func twentyThousandRepeatedCharactersTruncate(_ character: String) {
    let text = String(repeating: character, count: 20_000) + "Ende"
    let result = measurer.truncated(text, style: .title, toFit: 200)
    #expect(result.isTruncated)
    #expect(result.width <= 200.0001)
    if character == "a" {
      #expect(result.text.count > 10)
    } else {
      // Only whitespace fits before the ellipsis: it is dropped, leaving "…".
      #expect(result.text == "…")
    }
  }

  @Test(arguments: [("ab   cd   ef", 40.0), ("abc    ", 30), ("   xyz", 25), ("Zu  viele  Leerzeichen  hier", 90)])
  func trailingWhitespaceBeforeTheEllipsisIsDropped(_ text: String, _ limit: Double) {
    let result = measurer.truncated(text, style: .title, toFit: limit)
    #expect(result.text.dropLast().last?.isWhitespace != true)
    #expect(result.width <= limit + 0.0001)
  }
}

import Diagnostics
import Foundation
import Reports
import Testing

@Suite("Escaping")
struct EscapingTests {
  @Test func ampersandIsEscapedFirstSoEntitiesAreNotDoubled() {
    #expect(Escaping.markup("&lt;") == "&amp;lt;")
    #expect(Escaping.markup("a & b < c > d") == "a &amp; b &lt; c &gt; d")
  }

  @Test func scriptAndQuotesBecomeInertText() {
    let escaped = Escaping.markup(#"<script>alert("x")</script> 'q'"#, attribute: true)
    #expect(escaped == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;q&#39;")
    #expect(!escaped.contains("<"))
    #expect(!escaped.contains("\""))
  }

  @Test(
    arguments: [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C]
      as [UInt32])
  func directionalFormattingBecomesNumericReferences(value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    let escaped = Escaping.markup("a\(Character(scalar))b")
    let hex = String(value, radix: 16, uppercase: true)
    #expect(escaped == "a&#x\(String(repeating: "0", count: 4 - hex.count))\(hex);b")
    #expect(!escaped.unicodeScalars.contains(scalar))
  }

  @Test func controlCharactersBecomeVisibleAndXMLStaysValid() {
    #expect(Escaping.markup("a\u{1B}b\u{0}c\u{7F}d\u{85}e") == "a␛b␀c␡d\u{FFFD}e")
    #expect(Escaping.markup("line\nnext\tx\r") == "line\nnext\tx&#x000D;")
    #expect(Escaping.markup("line\nnext\tx", attribute: true) == "line&#x000A;next&#x0009;x")
  }

  @Test func visibleProseShowsOverridesAndLineBreaks() {
    #expect(Escaping.visible("a\u{202E}b\u{202C}\nc") == "a⟨U+202E⟩b⟨U+202C⟩⏎c")
    // Issue 10, defect 11: an RLM can reorder a quoted message, so prose shows it too.
    #expect(Escaping.visible("ي\u{200F}") == "ي⟨U+200F⟩")
  }

  @Test func markdownCannotSplitCellsOrInjectMarkup() {
    let escaped = Escaping.markdown("a|b\n<img src=x>*c*")
    #expect(escaped == #"a\|b⏎\<img src=x\>\*c\*"#)
    #expect(!escaped.contains("\n"))
    #expect(!escaped.replacingOccurrences(of: "\\|", with: "").contains("|"))
  }

  @Test func jsonKeepsTheValueButNoRawOverride() throws {
    let json = Escaping.inertJSON("{\"a\":\"x\u{202E}y\u{2028}\"}")
    #expect(json == #"{"a":"x\u202ey\u2028"}"#)
  }
}

/// Issue 10, defect 11: the invisible directional marks are escaped in every prose format,
/// and standard error escapes through the same definition.
@Suite("Hidden characters in prose")
struct HiddenCharacterProseTests {
  @Test(arguments: ["\u{200F}", "\u{200E}", "\u{061C}", "\u{2028}"])
  func marksAreVisibleInTextDiagnosticsMarkdownAndSARIF(mark: String) {
    let visible = Escaping.visible("a" + mark + "b")
    #expect(!visible.unicodeScalars.contains { $0 == mark.unicodeScalars.first })
    #expect(visible.hasPrefix("a⟨U+"))
    #expect(!Escaping.markdown("a" + mark).unicodeScalars.contains { $0 == mark.unicodeScalars.first })
  }

  @Test func terminalEscapesKeepLettersLineBreaksAndEscapedText() {
    #expect(HiddenScalars.escaped("é 日本 \\u{1B}\nnext\tcol") == "é 日本 \\u{1B}\nnext\tcol")
    #expect(
      HiddenScalars.escaped("a\u{1B}]0;t\u{7}\u{0}\u{9B}\u{202E}\u{200F}")
        == "a\\u{1B}]0;t\\u{7}\\u{0}\\u{9B}\\u{202E}\\u{200F}")
  }

  /// The byte-level check agrees with the scalar-level definition for every scalar, alone
  /// and between letters whose UTF-8 shares lead bytes with the hidden sequences.
  @Test func hiddenBytesAreFoundExactlyWhereHiddenScalarsAre() {
    var wrong: [String] = []
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar)
      let hidden = HiddenScalars.isHidden(scalar)
      if HiddenScalars.containsHidden(text) != hidden || HiddenScalars.containsHidden("دé" + text + "ب€") != hidden {
        wrong.append(String(value, radix: 16))
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    #expect(!HiddenScalars.containsHidden("Velocidade de reprodução درجة الحرارة 日本 €"))
    #expect(HiddenScalars.visible("درجة الحرارة") == "درجة الحرارة")
    #expect(HiddenScalars.visible("a\u{9F}b") == "a\u{FFFD}b")
  }

  @Test func snippetIsAWindowAroundTheColumn() {
    let line = String(repeating: "a", count: 1_000) + "!" + String(repeating: "b", count: 1_000)
    let lines = SourceSnippet.lines(in: "x\n" + line + "\n", line: 2, column: 1_001)
    #expect(lines.count == 2)
    #expect(lines[0].count == 82)
    let caret = lines[1].count - 1
    #expect(Array(lines[0])[caret] == "!")
    #expect(SourceSnippet.lines(in: "ab\u{1B}c", line: 1, column: 4) == ["ab\\u{1B}c", "        ^"])
  }
}

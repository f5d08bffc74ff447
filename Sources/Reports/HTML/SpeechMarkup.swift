import AuditEngine
import Foundation

/// An announcement as HTML: each part's text in a `<span>` with its own `lang` and
/// `dir="auto"`, the role words and punctuation in the locale's language around them.
///
/// `dir="auto"` isolates each part, so a directional formatting character inside a
/// translation cannot reorder the text around it; `lang` lets screen readers and fonts
/// treat a fallback string in the development language as such.
enum SpeechMarkup {
  /// The inner HTML of an announcement: `text` with every part wrapped where it occurs.
  static func html(_ speech: AuditReport.SpeechResult) -> String {
    let text = speech.text
    var out = ""
    var cursor = text.startIndex
    var unplaced: [AuditReport.SpeechResult.Part] = []
    for part in speech.parts where !part.text.isEmpty {
      if let range = text.range(of: part.text, options: [.literal], range: cursor..<text.endIndex) {
        out += Escaping.markup(String(text[cursor..<range.lowerBound]))
        out += span(part)
        cursor = range.upperBound
      } else {
        unplaced.append(part)
      }
    }
    out += Escaping.markup(String(text[cursor...]))
    for part in unplaced {
      out += " " + span(part)
    }
    return out
  }

  private static func span(_ part: AuditReport.SpeechResult.Part) -> String {
    let language = part.language.isEmpty ? "und" : part.language
    return
      "<span lang=\"\(Escaping.markup(language, attribute: true))\" dir=\"auto\" data-role=\"\(Escaping.markup(part.role, attribute: true))\">\(Escaping.markup(part.text))</span>"
  }
}

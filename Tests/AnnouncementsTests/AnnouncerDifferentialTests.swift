import Testing
import UnicodeSupport

@testable import Announcements

/// The announcer writes each description in place, into the announcement's one string, with
/// shortcuts (a role's words and stop worked out once per locale, white space told from the
/// end bytes): on random elements in real and contrived locales, it says byte for byte what
/// the straightforward composition says, element by element into strings of their own.
@Suite("Announcer against the straightforward composition")
struct AnnouncerDifferentialTests {
  /// The pieces labels, values, hints and positions are made of: white space of every kind,
  /// pause characters, combining marks, CR LF, flags, back words, letters of several scripts.
  static let fragments = [
    "a", "Title", "Back", "back", "BACK", "Zurück", "ZURU\u{308}CK", "Retour", " ", "\u{3000}", "\u{A0}", "\u{85}",
    "\u{2009}", "\u{2028}", "\u{1680}", "\t", "\r\n", "\r", "\n", ".", "…", "。", "、", "!", "?", "؟", "\u{301}", "é",
    "設定", "エクスポート", "ト", "درجة", "ة", "🇺", "🇸", "\u{200D}", "👨", ",", "x", "Ω", "ß",
  ]

  /// A small deterministic generator (a linear congruential one), so that a failure repeats.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    mutating func text() -> String {
      (0..<next(4)).map { _ in AnnouncerDifferentialTests.fragments[next(AnnouncerDifferentialTests.fragments.count)] }
        .joined()
    }
    mutating func optionalText(_ language: String) -> SpokenElement.Text? {
      next(3) == 0 ? nil : SpokenElement.Text(text(), language: language)
    }
    mutating func element() -> SpokenElement {
      let roles = SpokenRole.allCases
      let role = roles[next(roles.count)]
      // Most bar elements are a label and a role: half of them are, the rest anything.
      if next(2) == 0 { return SpokenElement(label: optionalText("en"), role: role) }
      return SpokenElement(
        label: optionalText("en"), role: role, value: optionalText("de"), hint: optionalText("ja"),
        isSelected: next(2) == 0, isDimmed: next(3) == 0, position: next(3) == 0 ? text() : nil)
    }
  }

  static func phrases() throws -> [AnnouncementPhrases] {
    let strings = try SystemStrings()
    let real = try ["en", "de", "fr", "ja", "zh-Hans", "ar", "he"].map {
      try strings.phrases(for: LocaleIdentifier(canonicalizing: $0))
    }
    // Contrived words: a stop that is only white space, no pause, a role word ending in
    // white space, one that is a combining mark, one ending in a pause character, CR LF.
    let english = real[0]
    var values = Dictionary(uniqueKeysWithValues: PhraseKey.allCases.map { ($0, english[$0]) })
    values[.punctuationStop] = " "
    values[.punctuationPause] = ""
    values[.roleHeading] = "heading "
    values[.roleBackButton] = "\u{301}"
    values[.roleButton] = "Knopf."
    values[.roleTab] = "\r\n"
    values[.roleImage] = ""
    let contrived = AnnouncementPhrases(locale: english.locale, bundleLocale: "en", values: values)
    values[.punctuationStop] = "\u{3002}\u{3000}"
    values[.punctuationPause] = "\u{301}"
    values[.roleLink] = "\u{3000}"
    let wide = AnnouncementPhrases(locale: english.locale, bundleLocale: "en", values: values)
    return real + [contrived, wide]
  }

  @Test func announcementsAreWhatTheStraightforwardCompositionSays() throws {
    var generator = Generator(state: 14)
    for phrases in try Self.phrases() {
      let announcer = Announcer(phrases: phrases)
      let reference = ReferenceAnnouncer(words: phrases.words)
      for _ in 0..<3_000 {
        let elements = (0..<generator.next(4)).map { _ in generator.element() }
        let expected = reference.screenChange(elements)
        let announcement = announcer.screenChange(elements)
        #expect(Array(announcement.text.utf8) == Array(expected.text.utf8), "\(elements)")
        #expect(Self.bytes(announcement.parts) == Self.bytes(expected.parts), "\(elements)")
        if elements.count <= 2 {
          var parts: [AnnouncementPart] = []
          let text = announcer.screenChange(elements.first, elements.dropFirst().first) {
            parts.append(AnnouncementPart(text: $0, role: $1, language: $2))
          }
          #expect(Array(text.utf8) == Array(expected.text.utf8), "\(elements)")
          #expect(Self.bytes(parts) == Self.bytes(expected.parts), "\(elements)")
        }
        if let element = elements.first {
          let described = reference.screenChange([element])
          #expect(Array(announcer.describe(element).text.utf8) == Array(described.text.utf8), "\(element)")
        }
      }
    }
  }

  /// Trimming from the end bytes answers as trimming scalar by scalar, for any text.
  @Test func trimmingIsWhatTrimmingScalarByScalarGives() {
    var generator = Generator(state: 3)
    for _ in 0..<20_000 {
      let text = generator.text() + generator.text()
      #expect(
        Array(Announcer.trimmed(text).utf8) == Array(ReferenceAnnouncer.trimmed(text).utf8), "\(text.debugDescription)")
    }
  }

  /// Parts as their bytes: `String`'s `==` is canonical equivalence, finer than the reports.
  static func bytes(_ parts: [AnnouncementPart]) -> [[UInt8]] {
    parts.map { Array($0.text.utf8) + [0] + Array($0.role.rawValue.utf8) + [0] + Array($0.language.utf8) }
  }
}

/// The composition the announcer replaced, written the straightforward way: each element's
/// description in a string of its own from its phrases, checked there, trimmed scalar by
/// scalar, and the descriptions joined.
struct ReferenceAnnouncer {
  let words: SpeechWords

  func screenChange(_ elements: [SpokenElement]) -> Announcement {
    let separator = words.stop.hasSuffix(" ") ? " " : ""
    var parts: [AnnouncementPart] = []
    var spoken: [String] = []
    for element in elements {
      let description = describe(element, parts: &parts)
      if !description.isEmpty { spoken.append(description) }
    }
    return Announcement(text: spoken.joined(separator: separator), parts: parts)
  }

  func describe(_ element: SpokenElement, parts: inout [AnnouncementPart]) -> String {
    var phrases: [String] = []
    var label = element.label.map { Self.trimmed($0.string) } ?? ""
    if element.role == .backButton, words.genericBack.contains(label.lowercased()) { label = "" }
    if !label.isEmpty, let text = element.label {
      parts.append(AnnouncementPart(text: label, role: element.role, language: text.language))
      phrases.append(label)
    }
    if let value = element.value, !value.string.isEmpty {
      parts.append(AnnouncementPart(text: value.string, role: .value, language: value.language))
      phrases.append(value.string)
    }
    if element.isSelected { phrases.append(words.selected) }
    if element.isDimmed { phrases.append(words.dimmed) }
    if let role = roleWord(element.role) { phrases.append(role) }
    if let position = element.position { phrases.append(position) }
    var sentence = phrases.joined(separator: words.pause)
    if label.isEmpty, let first = sentence.first, first.isLowercase {
      sentence = first.uppercased() + sentence.dropFirst()
    }
    // The whole stop, or a space after a sentence that ends in a pause: trimmed at the end.
    if !sentence.isEmpty {
      if !endsWithPause(sentence) {
        sentence += words.stop
      } else if words.stop.hasSuffix(" ") {
        sentence += " "
      }
    }
    if let hint = element.hint, !hint.string.isEmpty {
      parts.append(AnnouncementPart(text: hint.string, role: .hint, language: hint.language))
      sentence += hint.string
      if !endsWithPause(hint.string) { sentence += words.stop }
    }
    return Self.trimmed(sentence)
  }

  func endsWithPause(_ text: String) -> Bool {
    text.last.map { words.pauseCharacters.contains($0) } ?? false
  }

  func roleWord(_ role: SpokenRole) -> String? {
    switch role {
    case .heading: words.heading
    case .backButton: words.backButton
    case .button: words.button
    case .image: words.image
    case .link: words.link
    case .searchField: words.searchField
    case .tab: words.tab
    case .text, .value, .hint: nil
    }
  }

  static func trimmed(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }
}

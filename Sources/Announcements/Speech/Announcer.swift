/// Composes what VoiceOver speaks, in the locale's own words and punctuation.
///
/// An element is spoken as label, value, state words, role word, position (a tab's "2 of
/// 3"), then the hint after a pause: "Allgemein, Überschrift." / "Einstellungen, Zurück-Taste." A back button whose
/// label is the localized "Back" drops the label, as VoiceOver does ("Back Button.").
public struct Announcer: Sendable {
  public let phrases: AnnouncementPhrases
  public init(phrases: AnnouncementPhrases) {
    self.phrases = phrases
  }

  /// What every description reads of the phrases, looked up once per locale.
  private var words: SpeechWords { phrases.words }

  /// The screen-change announcement: the elements VoiceOver reads first, in order.
  public func screenChange(_ elements: [SpokenElement]) -> Announcement {
    // Joined as described, in one pass: a screen change is spoken at every step, and
    // mapping through `describe` copied the announcer and built two arrays more. Each
    // element's parts go straight into the one array (it has at most three).
    let separator = words.stopEndsWithSpace ? " " : ""
    var text = ""
    var parts: [AnnouncementPart] = []
    parts.reserveCapacity(elements.count)
    for element in elements {
      let spoken = describe(element, parts: &parts)
      if !spoken.isEmpty {
        if !text.isEmpty { text += separator }
        text += spoken
      }
    }
    return Announcement(text: text, parts: parts)
  }

  /// The description VoiceOver speaks when focus lands on one element.
  public func describe(_ element: SpokenElement) -> Announcement {
    var parts: [AnnouncementPart] = []
    let text = describe(element, parts: &parts)
    return Announcement(text: text, parts: parts)
  }

  /// The text of ``describe(_:)``, its parts appended to `parts`.
  private func describe(_ element: SpokenElement, parts: inout [AnnouncementPart]) -> String {
    // The phrases joined by pauses as they come, without an array of them, into room for
    // the texts and a few words: the sentence grows once, not at each phrase.
    var sentence = ""
    sentence.reserveCapacity(
      (element.label?.string.utf8.count ?? 0) + (element.value?.string.utf8.count ?? 0)
        + (element.hint?.string.utf8.count ?? 0) + Self.wordsRoom)
    var phraseCount = 0
    func append(_ phrase: String) {
      if phraseCount > 0 { sentence += words.pause }
      sentence += phrase
      phraseCount += 1
    }
    var label = element.label.map { Self.trimmed($0.string) } ?? ""
    if element.role == .backButton, isGenericBack(label) { label = "" }
    if !label.isEmpty, let text = element.label {
      parts.append(AnnouncementPart(text: label, role: element.role, language: text.language))
      append(label)
    }
    if let value = element.value, !value.string.isEmpty {
      parts.append(AnnouncementPart(text: value.string, role: .value, language: value.language))
      append(value.string)
    }
    if element.isSelected { append(words.selected) }
    if element.isDimmed { append(words.dimmed) }
    if let role = roleWord(element.role) { append(role) }
    // A tab bar item's position follows its role: "Suche, Tab, 2 von 3."
    if let position = element.position { append(position) }
    if label.isEmpty { sentence = capitalizedFirst(sentence) }
    // The white space a stop ends with is written only when text follows it: the
    // description is trimmed at the end, and a sentence ending in it would be copied.
    var owed = ""
    // A label that already ends a sentence ("… after 30 days.") takes no second stop.
    if !sentence.isEmpty {
      if endsWithPause(sentence) {
        owed = words.stopEndsWithSpace ? " " : ""
      } else {
        sentence += words.stopHead
        owed = words.stopTail
      }
    }
    if let hint = element.hint, !hint.string.isEmpty {
      parts.append(AnnouncementPart(text: hint.string, role: .hint, language: hint.language))
      sentence += owed
      sentence += hint.string
      if !endsWithPause(hint.string) { sentence += words.stopHead }
    }
    return Self.trimmed(sentence)
  }

  /// Room in a description for its role, state and position words and its punctuation.
  static let wordsRoom = 64

  /// Unicode's White_Space, answered without the property tables for ASCII (U+0009–U+000D
  /// and the space are its only ASCII members): most texts start and end with a letter.
  /// Above ASCII, White_Space has only U+0085, U+00A0 and characters from U+1680 to
  /// U+3000 (a test checks every scalar): Latin, Greek, Cyrillic, Hebrew, Arabic and Indic
  /// letters, and CJK, are answered without the tables too.
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
    if value > 0x3000 || (0xA1..<0x1680).contains(value) { return false }
    return scalar.properties.isWhitespace
  }

  /// Whether a scalar whose UTF-8 form starts with `byte` can be white space: an ASCII
  /// space, or a lead byte of U+0085, U+00A0 (C2), U+1680 (E1), U+2000 to U+205F (E2) or
  /// U+3000 (E3), the only white space above ASCII (a test checks every scalar).
  static func mayStartWhitespace(_ byte: UInt8) -> Bool {
    if byte < 0x80 { return isWhitespace(Unicode.Scalar(byte)) }
    return byte == 0xC2 || byte == 0xE1 || byte == 0xE2 || byte == 0xE3
  }

  /// Whether a scalar whose UTF-8 form ends with `byte` can be white space: an ASCII
  /// space, or the last byte of one above ASCII (80 to 8A, 9F, A0, A8, A9 or AF).
  static func mayEndWhitespace(_ byte: UInt8) -> Bool {
    if byte < 0x80 { return isWhitespace(Unicode.Scalar(byte)) }
    return (0x80...0x8A).contains(byte) || byte == 0x9F || byte == 0xA0 || byte == 0xA8 || byte == 0xA9
      || byte == 0xAF
  }

  /// `text` without leading and trailing white space, without bridging to Foundation (this
  /// runs for every element of every step).
  static func trimmed(_ text: String) -> String {
    // Most texts start and end with a letter: the two end bytes answer, also for letters
    // above ASCII (a title in Japanese, a sentence starting with one).
    let bytes = text.utf8
    if let head = bytes.first, let tail = bytes.last, !mayStartWhitespace(head), !mayEndWhitespace(tail) {
      return text
    }
    let scalars = text.unicodeScalars
    guard let head = scalars.first, let tail = scalars.last else { return text }
    if !isWhitespace(head), !isWhitespace(tail) { return text }
    guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
      let last = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return text }
    return String(scalars[first...last])
  }

  private func roleWord(_ role: SpokenRole) -> String? {
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

  /// Whether `label` is the locale's "Back", in any case. Lowercasing a non-ASCII label is
  /// costly and most labels are titles: one with more scalars than a back word can have
  /// is not lowercased.
  private func isGenericBack(_ label: String) -> Bool {
    let scalars = label.unicodeScalars
    // At most `genericBackScalars` scalars, counted no further than one past.
    let limit = words.genericBackScalars + 1
    guard scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex) == nil else { return false }
    let lowered = label.lowercased()
    return words.genericBack.contains { lowered == $0 }
  }

  private func endsWithPause(_ text: String) -> Bool {
    Self.endsWithPause(text, characters: words.pauseCharacters, asciiPauses: words.asciiPauses)
  }

  /// Whether the last character of `text` is one of `characters`.
  static func endsWithPause(_ text: String, characters: [Character]) -> Bool {
    endsWithPause(text, characters: characters, asciiPauses: asciiPauses(characters))
  }

  /// Whether the last character of `text` is one of `characters`, whose ASCII members
  /// `asciiPauses` marks (``asciiPauses(_:)``).
  static func endsWithPause(_ text: String, characters: [Character], asciiPauses: [Bool]) -> Bool {
    // Two ASCII scalars are two characters unless they are CR LF: an ASCII end after an
    // ASCII scalar is the last character alone, found without segmenting backwards.
    let bytes = text.utf8
    if let tail = bytes.last, tail < 0x80 {
      let before = bytes.count > 1 ? bytes[bytes.index(bytes.endIndex, offsetBy: -2)] : nil
      if before.map({ $0 < 0x80 && !($0 == 0x0D && tail == 0x0A) }) ?? true {
        return asciiPauses[Int(tail)]
      }
    }
    guard let last = text.last else { return false }
    return characters.contains(last)
  }

  /// For each ASCII byte, whether its character is one of `characters` (compared as
  /// characters are, so that the table answers as `contains` would).
  static func asciiPauses(_ characters: [Character]) -> [Bool] {
    (0..<0x80).map { byte in characters.contains(Character(Unicode.Scalar(UInt8(byte)))) }
  }

  /// Capitalizes the first letter of a sentence that starts with a role word ("Button.").
  private func capitalizedFirst(_ text: String) -> String {
    guard let first = text.first, first.isLowercase else { return text }
    return first.uppercased() + text.dropFirst()
  }
}

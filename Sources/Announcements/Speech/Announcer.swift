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

  /// One spoken part as it is written: its text, role and language.
  public typealias PartSink = (_ text: String, _ role: SpokenRole, _ language: String) -> Void

  /// The screen-change announcement: the elements VoiceOver reads first, in order.
  public func screenChange(_ elements: [SpokenElement]) -> Announcement {
    var parts: [AnnouncementPart] = []
    parts.reserveCapacity(elements.count)
    var text = ""
    text.reserveCapacity(elements.reduce(0) { $0 + Self.room(for: $1) })
    for index in elements.indices {
      append(elements[index], to: &text) { parts.append(AnnouncementPart(text: $0, role: $1, language: $2)) }
    }
    return Announcement(text: text, parts: parts)
  }

  /// The text of the screen-change announcement of `first` then `second` (a bar's title and
  /// leading element), each part handed to `part` as it is spoken.
  ///
  /// What a step speaks at every screen change: written into one string as it is
  /// composed, with no array of elements, no string for each element's description and
  /// no array of parts to convert (the caller keeps the parts in its own form).
  public func screenChange(_ first: SpokenElement?, _ second: SpokenElement?, part: PartSink) -> String {
    var text = ""
    // Room for the labels and the words: a value or a hint (rare in a bar) grows it.
    text.reserveCapacity(
      (first?.label?.string.utf8.count ?? 0) + (second?.label?.string.utf8.count ?? 0) + 2 * Self.wordsRoom)
    // Switched on where they are, not bound: binding an optional element copied it.
    switch first {
    case .some(let element): append(element, to: &text, part: part)
    case .none: break
    }
    switch second {
    case .some(let element): append(element, to: &text, part: part)
    case .none: break
    }
    return text
  }

  /// The description VoiceOver speaks when focus lands on one element.
  public func describe(_ element: SpokenElement) -> Announcement {
    var parts: [AnnouncementPart] = []
    var text = ""
    text.reserveCapacity(Self.room(for: element))
    append(element, to: &text) { parts.append(AnnouncementPart(text: $0, role: $1, language: $2)) }
    return Announcement(text: text, parts: parts)
  }

  /// Room for an element's description: its texts and a few words.
  static func room(for element: SpokenElement) -> Int {
    (element.label?.string.utf8.count ?? 0) + (element.value?.string.utf8.count ?? 0)
      + (element.hint?.string.utf8.count ?? 0) + wordsRoom
  }

  /// Appends the description of `element` to `text` (after the separator between
  /// descriptions, when `text` has one already), its parts handed to `part`.
  ///
  /// The description is written in place, where it ends up, and checked there (its stop,
  /// its capital, its trimming) as the end of `text` from where it starts, a `Substring`:
  /// a substring's characters start at its own start, so each check answers as it did on
  /// the description alone. A description that trims to nothing is taken back, with its
  /// separator.
  private func append(_ element: SpokenElement, to text: inout String, part: PartSink) {
    let start = text.utf8.count
    if start > 0, words.stopEndsWithSpace { text += " " }
    let head = text.utf8.count
    var phraseCount = 0
    func append(_ phrase: String) {
      if phraseCount > 0 { text += words.pause }
      text += phrase
      phraseCount += 1
    }
    var label = element.label.map { Self.trimmed($0.string) } ?? ""
    if element.role == .backButton, isGenericBack(label) { label = "" }
    // Most elements are a label and a role (a title, a back button): their words and stop
    // follow the label in one piece, worked out once per locale.
    if !label.isEmpty, let labelText = element.label, element.value?.string.isEmpty ?? true, !element.isSelected,
      !element.isDimmed, element.position == nil, element.hint?.string.isEmpty ?? true,
      let suffix = element.role.wordIndex.flatMap({ words.roleSuffixes[$0] })
    {
      part(label, element.role, labelText.language)
      text += label
      text += suffix
      return
    }
    if !label.isEmpty, let labelText = element.label {
      part(label, element.role, labelText.language)
      append(label)
    }
    if let value = element.value, !value.string.isEmpty {
      part(value.string, .value, value.language)
      append(value.string)
    }
    if element.isSelected { append(words.selected) }
    if element.isDimmed { append(words.dimmed) }
    if let role = roleWord(element.role) { append(role) }
    // A tab bar item's position follows its role: "Suche, Tab, 2 von 3."
    if let position = element.position { append(position) }
    if label.isEmpty { capitalizeFirst(of: &text, from: head) }
    // The white space a stop ends with is written only when text follows it: the
    // description is trimmed at the end, and a description ending in it would be copied.
    var owed = ""
    // A label that already ends a sentence ("… after 30 days.") takes no second stop.
    if text.utf8.count > head {
      if endsWithPause(text[Self.index(head, in: text)...]) {
        owed = words.stopEndsWithSpace ? " " : ""
      } else {
        text += words.stopHead
        owed = words.stopTail
      }
    }
    if let hint = element.hint, !hint.string.isEmpty {
      part(hint.string, .hint, hint.language)
      text += owed
      text += hint.string
      if !endsWithPause(hint.string[...]) { text += words.stopHead }
    }
    trimDescription(in: &text, from: head, separatorFrom: start, startsTrimmed: !label.isEmpty)
  }

  /// The index of the UTF-8 offset `offset` of `text`, a scalar boundary written there.
  private static func index(_ offset: Int, in text: String) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }

  /// Capitalizes the first letter of a description that starts with a role word
  /// ("Button."), the description being `text` from the UTF-8 offset `head`.
  private func capitalizeFirst(of text: inout String, from head: Int) {
    let description = text[Self.index(head, in: text)...]
    guard let first = description.first, first.isLowercase else { return }
    text.replaceSubrange(
      description.startIndex..<description.index(after: description.startIndex), with: first.uppercased())
  }

  /// Trims the description that is `text` from the UTF-8 offset `head`, and takes it back
  /// with its separator (from `start`) when nothing is left of it. A description that
  /// `startsTrimmed` starts with a trimmed label.
  private func trimDescription(in text: inout String, from head: Int, separatorFrom start: Int, startsTrimmed: Bool) {
    let description = Self.index(head, in: text)
    // Most descriptions start with a label and end with a stop: the end bytes answer.
    if description < text.endIndex,
      !Self.mayHaveOuterWhitespace(text, from: description, startsTrimmed: startsTrimmed)
    {
      return
    }
    let trimmed = Self.trimmed(String(text[description...]))
    text.removeSubrange(Self.index(trimmed.isEmpty ? start : head, in: text)...)
    text += trimmed
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
    // At most `genericBackScalars` scalars, counted on the UTF-8 bytes (one lead byte a
    // scalar) no further than one past.
    let most = words.genericBackScalars
    // A scalar has at most four bytes: a longer label has too many (most titles).
    let count = label.utf8.count
    if count > 4 * most { return false }
    var scalars = 0
    for byte in label.utf8 where byte & 0xC0 != 0x80 {
      scalars += 1
      if scalars > most { return false }
    }
    let lowered = label.lowercased()
    return words.genericBack.contains { lowered == $0 }
  }

  private func endsWithPause(_ text: Substring) -> Bool {
    Self.endsWithPause(text, characters: words.pauseCharacters, asciiPauses: words.asciiPauses)
  }
}

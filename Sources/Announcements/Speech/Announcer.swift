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

  /// The screen-change announcement: the elements VoiceOver reads first, in order.
  public func screenChange(_ elements: [SpokenElement]) -> Announcement {
    let spoken = elements.map(describe)
    return Announcement(
      text: join(spoken.map(\.text)),
      parts: spoken.flatMap(\.parts))
  }

  /// The description VoiceOver speaks when focus lands on one element.
  public func describe(_ element: SpokenElement) -> Announcement {
    var parts: [AnnouncementPart] = []
    var phrases: [String] = []
    var label = element.label.map { Self.trimmed($0.string) } ?? ""
    if element.role == .backButton, isGenericBack(label) { label = "" }
    if !label.isEmpty, let text = element.label {
      parts.append(AnnouncementPart(text: label, role: element.role, language: text.language))
      phrases.append(label)
    }
    if let value = element.value, !value.string.isEmpty {
      parts.append(AnnouncementPart(text: value.string, role: .value, language: value.language))
      phrases.append(value.string)
    }
    if element.isSelected { phrases.append(self.phrases[.roleSelected]) }
    if element.isDimmed { phrases.append(self.phrases[.roleDimmed]) }
    if let role = roleWord(element.role) { phrases.append(role) }
    // A tab bar item's position follows its role: "Suche, Tab, 2 von 3."
    if let position = element.position { phrases.append(position) }
    var sentence = phrases.joined(separator: self.phrases.pause)
    if label.isEmpty { sentence = capitalizedFirst(sentence) }
    // A label that already ends a sentence ("… after 30 days.") takes no second stop.
    if !sentence.isEmpty {
      sentence += endsWithPause(sentence) ? (self.phrases.stop.hasSuffix(" ") ? " " : "") : self.phrases.stop
    }
    if let hint = element.hint, !hint.string.isEmpty {
      parts.append(AnnouncementPart(text: hint.string, role: .hint, language: hint.language))
      sentence += hint.string
      if !endsWithPause(hint.string) { sentence += self.phrases.stop }
    }
    return Announcement(text: Self.trimmed(sentence), parts: parts)
  }

  /// `text` without leading and trailing white space, without bridging to Foundation (this
  /// runs for every element of every step).
  /// Unicode's White_Space, answered without the property tables for ASCII (U+0009–U+000D
  /// and the space are its only ASCII members): most texts start and end with a letter.
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return scalar.properties.isWhitespace }
    return scalar == " " || (0x09...0x0D).contains(scalar.value)
  }

  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let head = scalars.first, let tail = scalars.last else { return text }
    if !isWhitespace(head), !isWhitespace(tail) { return text }
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return text }
    return String(scalars[first...last])
  }

  private func roleWord(_ role: SpokenRole) -> String? {
    switch role {
    case .heading: phrases[.roleHeading]
    case .backButton: phrases[.roleBackButton]
    case .button: phrases[.roleButton]
    case .image: phrases[.roleImage]
    case .link: phrases[.roleLink]
    case .searchField: phrases[.roleSearchField]
    case .tab: phrases[.roleTab]
    case .text, .value, .hint: nil
    }
  }

  private func isGenericBack(_ label: String) -> Bool {
    let lowered = label.lowercased()
    return lowered == phrases.voiceOverBack.lowercased() || lowered == phrases.backTitle.lowercased()
  }

  private func join(_ sentences: [String]) -> String {
    let stop = phrases.stop
    let separator = stop.hasSuffix(" ") ? " " : ""
    return sentences.filter { !$0.isEmpty }.joined(separator: separator)
  }

  private func endsWithPause(_ text: String) -> Bool {
    guard let last = text.last else { return false }
    return phrases[.punctuationPauseCharacters].contains(last)
  }

  /// Capitalizes the first letter of a sentence that starts with a role word ("Button.").
  private func capitalizedFirst(_ text: String) -> String {
    guard let first = text.first, first.isLowercase else { return text }
    return first.uppercased() + text.dropFirst()
  }
}

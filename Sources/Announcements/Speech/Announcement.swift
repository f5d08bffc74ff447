/// What VoiceOver says: the full text and the parts it is made of.
public struct Announcement: Hashable, Sendable, Codable {
  /// The sentence as VoiceOver speaks it, with the locale's role words and punctuation.
  public var text: String
  /// The elements spoken, each with the language its text is really in.
  public var parts: [AnnouncementPart]

  public init(text: String, parts: [AnnouncementPart]) {
    self.text = text
    self.parts = parts
  }
}

/// One spoken element of an announcement.
public struct AnnouncementPart: Hashable, Sendable, Codable {
  /// The element's own text (its label), without role words.
  public var text: String
  /// What the element is (`heading`, `back-button`, `button`...).
  public var role: SpokenRole
  /// The BCP 47 language the text is really in (a fallback string is in the development language).
  public var language: String

  public init(text: String, role: SpokenRole, language: String) {
    self.text = text
    self.role = role
    self.language = language
  }
}

/// The role of a spoken element, as reports name it.
public enum SpokenRole: String, Hashable, Sendable, Codable, CaseIterable {
  case heading
  case backButton = "back-button"
  case button
  case image
  case link
  case searchField = "search-field"
  case tab
  case text
  case value
  case hint
}

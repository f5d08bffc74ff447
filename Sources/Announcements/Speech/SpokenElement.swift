/// An accessibility element as VoiceOver sees it: label, value, traits and hint.
public struct SpokenElement: Hashable, Sendable {
  /// A piece of text and the language it is in.
  public struct Text: Hashable, Sendable {
    public var string: String
    public var language: String

    public init(_ string: String, language: String) {
      self.string = string
      self.language = language
    }
  }

  public var label: Text?
  public var value: Text?
  public var hint: Text?
  public var role: SpokenRole
  public var isSelected: Bool
  public var isDimmed: Bool
  /// Where the element sits in its group, in the locale's words (a tab's "2 of 3").
  public var position: String?

  public init(
    label: Text?, role: SpokenRole, value: Text? = nil, hint: Text? = nil, isSelected: Bool = false,
    isDimmed: Bool = false,
    position: String? = nil
  ) {
    self.position = position
    self.label = label
    self.role = role
    self.value = value
    self.hint = hint
    self.isSelected = isSelected
    self.isDimmed = isDimmed
  }
}

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

  public init(label: Text?, role: SpokenRole, value: Text? = nil, hint: Text? = nil, isSelected: Bool = false, isDimmed: Bool = false) {
    self.label = label
    self.role = role
    self.value = value
    self.hint = hint
    self.isSelected = isSelected
    self.isDimmed = isDimmed
  }
}

public import UnicodeSupport

/// A formatted string and what the formatter noticed on the way.
public struct FormatResult: Hashable, Sendable {
  /// A plural case chosen for a `%#@name@` substitution.
  public struct PluralChoice: Hashable, Sendable {
    /// The substitution name.
    public let name: String
    /// The 1-based argument the category was chosen from.
    public let argument: Int
    /// The category used (after falling back to `other`).
    public let category: PluralCategory

    /// Creates a choice.
    public init(name: String, argument: Int, category: PluralCategory) {
      self.name = name
      self.argument = argument
      self.category = category
    }
  }

  /// The formatted text.
  public let text: String
  /// Type mismatches, missing or unused arguments, unknown specifiers, in order.
  public let issues: [FormatIssue]
  /// The plural cases chosen for substitutions, in order.
  public let pluralChoices: [PluralChoice]

  /// Creates a result.
  public init(text: String, issues: [FormatIssue], pluralChoices: [PluralChoice]) {
    self.text = text
    self.issues = issues
    self.pluralChoices = pluralChoices
  }
}

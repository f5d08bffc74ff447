public import UnicodeSupport

/// Something in a format string or its arguments that the formatter had to work around.
public enum FormatIssue: Hashable, Sendable, CustomStringConvertible {
  /// An argument of the wrong type; it was converted as Foundation would approximate.
  case typeMismatch(specifier: String, argument: Int, given: FormatArgument)
  /// A specifier without an argument; the specifier is left in the text as written.
  case missingArgument(specifier: String, argument: Int)
  /// An argument that no specifier uses.
  case unusedArgument(Int)
  /// Text after `%` that is no specifier; it is left as written.
  case invalidSpecifier(String)
  /// `%#@name@` without a substitution of that name; it is left as written.
  case unknownSubstitution(String)
  /// A plural without the selected category and without `other`.
  case missingPluralCase(name: String, category: PluralCategory)
  /// A plural whose argument is missing or not a number; `other` was used.
  case missingPluralNumber(name: String)
  /// The text reached ``StringTableLimits/maximumFormattedBytes`` and was cut there.
  case textTooLong(maximumBytes: Int)
  /// The substitutions expanded past ``StringTableLimits/maximumExpandedBytes``; the format
  /// was rendered and checked up to there.
  case tooComplex(maximumBytes: Int)

  public var description: String {
    switch self {
    case .typeMismatch(let specifier, let argument, let given):
      "'\(specifier)' expects \(Self.expectation(of: specifier)) but argument \(argument) is \(given.kindDescription) ('\(given)')"
    case .missingArgument(let specifier, let argument):
      "'\(specifier)' has no argument \(argument)"
    case .unusedArgument(let argument):
      "argument \(argument) is not used by the format"
    case .invalidSpecifier(let text):
      "'\(text)' is no format specifier"
    case .unknownSubstitution(let name):
      "no substitution named '\(name)'"
    case .missingPluralCase(let name, let category):
      category == .other
        ? "plural '\(name)' has no 'other' case"
        : "plural '\(name)' has neither '\(category.rawValue)' nor 'other'"
    case .missingPluralNumber(let name):
      "plural '\(name)' needs a number argument; 'other' was used"
    case .textTooLong(let maximumBytes):
      "the formatted text is cut at \(maximumBytes) bytes, the most navaudit renders"
    case .tooComplex(let maximumBytes):
      "the substitutions expand to more than \(maximumBytes) bytes; navaudit renders and checks the format up to there"
    }
  }

  private static func expectation(of specifier: String) -> String {
    switch specifier.last {
    case "@", "s", "S": "a string"
    case "f", "F", "e", "E", "g", "G": "a floating-point number"
    case "c", "C": "a character code"
    default: "an integer"
    }
  }
}

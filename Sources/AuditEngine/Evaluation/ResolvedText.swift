import Diagnostics
import Foundation
import UnicodeSupport

/// A text reference resolved for one locale: what is shown, in which language, and why.
struct ResolvedText: Hashable, Sendable {
  /// Where the string came from.
  enum Origin: Hashable, Sendable {
    /// The locale (or a parent) has it.
    case translated
    /// Another locale answered (the development language or Base).
    case fallback(supplier: String)
    /// The locale's table has it, but in another script (an untranslated copy).
    case untranslatedCopy
    /// A literal in the scenario.
    case literal
    /// No table has the key; the `default` value is shown.
    case defaultValue
    /// No table has the key and there is no default: the key itself is shown.
    case missingKey
  }

  var text: String
  /// The BCP 47 language the text is really in.
  var language: String
  var origin: Origin
  /// The scenario reference.
  var reference: SourceLocation
  /// The table entry that supplied the text, when one did.
  var entry: SourceLocation?
  /// The key, for messages.
  var key: String?
  /// Format problems found while rendering the text.
  var formatIssues: [String]
}

import Diagnostics
import TextFiles

/// Where the interesting keys of a String Catalog are written in its JSON text.
struct CatalogLocations: Sendable {
  /// Top-level fields (`sourceLanguage`, `strings`, `version`).
  var topLevel: [String: SourceLocation] = [:]
  /// Each key of `strings`, at its first occurrence (the one `JSONDecoder` keeps).
  var keys: [String: SourceLocation] = [:]
  /// Keys of `strings` written more than once: the first and the repeated location.
  var duplicateKeys: [(key: String, first: SourceLocation, again: SourceLocation)] = []
  /// Each language of each key's `localizations`.
  var languages: [String: [String: SourceLocation]] = [:]
}

/// A light, validating pass over JSON text that records the line and column of catalog keys.
///
/// `JSONDecoder` gives neither positions for values nor line numbers for syntax errors; this
/// scanner gives both. It checks the full JSON grammar (RFC 8259), so any syntax error is
/// reported here, at its exact place, before decoding.
struct JSONLocationScanner {
  private var lexer: JSONLexer
  private var locations = CatalogLocations()

  /// What the object being scanned is, to know which keys to record.
  private enum Context {
    case root, strings
    case entry(String)
    case localizations(String)
    case other
  }

  init(bytes: [UInt8], locator: TextLocator) {
    self.lexer = JSONLexer(bytes: bytes, locator: locator)
  }

  /// Validates the whole document and returns the recorded locations.
  mutating func scan() throws(TextFileError) -> CatalogLocations {
    lexer.skipWhitespace()
    guard !lexer.isAtEnd else {
      throw lexer.failure("empty file; expected a String Catalog JSON object", at: lexer.position)
    }
    try parseValue(context: .root, depth: 0)
    try lexer.finish()
    return locations
  }

  private mutating func parseValue(context: Context, depth: Int) throws(TextFileError) {
    guard depth < StringTableLimits.maximumJSONDepth else {
      lexer.skipWhitespace()
      throw lexer.failure("JSON nested deeper than \(StringTableLimits.maximumJSONDepth) levels", at: lexer.position)
    }
    switch try lexer.valueStart() {
    case .object:
      if lexer.closesEmpty("}") { return }
      repeat {
        let (key, location) = try lexer.key()
        try parseValue(context: record(key: key, at: location, in: context), depth: depth + 1)
      } while try !lexer.closesAfterMember("}")
    case .array:
      if lexer.closesEmpty("]") { return }
      repeat {
        try parseValue(context: .other, depth: depth + 1)
      } while try !lexer.closesAfterMember("]")
    case .string: _ = try lexer.string()
    case .number: _ = try lexer.number()
    case .literal: _ = try lexer.literal()
    }
  }

  private mutating func record(key: String, at location: SourceLocation, in context: Context)
    -> Context
  {
    switch context {
    case .root:
      locations.topLevel[key] = location
      return key == "strings" ? .strings : .other
    case .strings:
      if let first = locations.keys[key] {
        locations.duplicateKeys.append((key, first, location))
      } else {
        locations.keys[key] = location
      }
      return .entry(key)
    case .entry(let entry):
      return key == "localizations" ? .localizations(entry) : .other
    case .localizations(let entry):
      if locations.languages[entry]?[key] == nil {
        locations.languages[entry, default: [:]][key] = location
      }
      return .other
    case .other:
      return .other
    }
  }
}

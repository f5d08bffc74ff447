import Diagnostics
public import Foundation
public import TextFiles
import UnicodeSupport

extension StringCatalog {
  /// Parses the JSON of a String Catalog.
  ///
  /// - Throws: ``TextFileError`` with the line and column of a JSON syntax error, or of
  ///   the key whose content does not match the catalog schema.
  public init(contents data: Data, path: String, name: String) throws(TextFileError) {
    let text = try SourceTextDecoder.decode([UInt8](data), path: path)
    let locator = TextLocator(path: path, bytes: text.bytes)
    var scanner = JSONLocationScanner(bytes: text.bytes, locator: locator)
    let locations = try scanner.scan()
    let document: CatalogDocument
    do {
      document = try JSONDecoder().decode(CatalogDocument.self, from: Data(text.bytes))
    } catch let error as DecodingError {
      throw Self.schemaError(error, locations: locations, path: path)
    } catch {
      throw TextFileError(
        .invalidCatalog, "unreadable String Catalog",
        at: SourceLocation(path: path, line: 1, column: 1))
    }
    let start = SourceLocation(path: path, line: 1, column: 1)
    let source: LocaleIdentifier
    do {
      source = try LocaleIdentifier(canonicalizing: document.sourceLanguage)
    } catch {
      throw TextFileError(
        .invalidCatalog, "invalid sourceLanguage '\(document.sourceLanguage)'",
        at: locations.topLevel["sourceLanguage"] ?? start)
    }
    var converter = CatalogConverter(
      name: name, path: path, sourceLanguage: source, locations: locations)
    converter.convert(document.strings ?? [:])
    if let failure = converter.limitFailure { throw failure }
    self.init(
      name: name, path: path, sourceLanguage: source, version: document.version,
      keys: (document.strings ?? [:]).keys.sorted(), tables: converter.tables(),
      diagnostics: converter.diagnostics.sorted())
  }

  private static func schemaError(_ error: DecodingError, locations: CatalogLocations, path: String)
    -> TextFileError
  {
    let context: DecodingError.Context
    let problem: String
    switch error {
    case .typeMismatch(let type, let found):
      context = found
      problem = "expected \(describe(type))"
    case .valueNotFound(let type, let found):
      context = found
      problem = "expected \(describe(type)), found null"
    case .keyNotFound(let key, let found):
      context = found
      problem = "missing field '\(key.stringValue)'"
    case .dataCorrupted(let found):
      context = found
      problem = "invalid value"
    @unknown default:
      return TextFileError(
        .invalidCatalog, "invalid String Catalog",
        at: SourceLocation(path: path, line: 1, column: 1))
    }
    let names = context.codingPath.map(\.stringValue)
    var location = SourceLocation(path: path, line: 1, column: 1)
    if names.count >= 2, names[0] == "strings" {
      if names.count >= 4, names[2] == "localizations",
        let language = locations.languages[names[1]]?[names[3]]
      {
        location = language
      } else if let key = locations.keys[names[1]] {
        location = key
      }
    } else if let first = names.first, let field = locations.topLevel[first] {
      location = field
    }
    let place = names.isEmpty ? "at the top level" : "at '\(names.joined(separator: "."))'"
    return TextFileError(
      .invalidCatalog, "invalid String Catalog: \(problem) \(place)", at: location)
  }

  private static func describe(_ type: Any.Type) -> String {
    let name = String(describing: type)
    if name.hasPrefix("Dictionary") || name.hasSuffix("Entry") || name.hasSuffix("Node")
      || name.hasSuffix("Unit")
      || name.hasSuffix("Variations") || name.hasSuffix("Document")
    {
      return "an object"
    }
    if name.hasPrefix("Array") { return "an array" }
    if name.hasPrefix("String") { return "a string" }
    if name.hasPrefix("Int") { return "an integer" }
    if name.hasPrefix("Bool") { return "a boolean" }
    return "another type"
  }
}

import Diagnostics
public import Foundation
import UnicodeSupport

extension StringCatalog {
  /// Parses the JSON of a String Catalog.
  ///
  /// - Throws: ``StringTableError`` with the line and column of a JSON syntax error, or of
  ///   the key whose content does not match the catalog schema.
  public init(contents data: Data, path: String, name: String) throws(StringTableError) {
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
      throw StringTableError(.invalidCatalog, "unreadable String Catalog", at: SourceLocation(path: path, line: 1, column: 1))
    }
    let start = SourceLocation(path: path, line: 1, column: 1)
    let source: LocaleIdentifier
    do {
      source = try LocaleIdentifier(canonicalizing: document.sourceLanguage)
    } catch {
      throw StringTableError(
        .invalidCatalog, "invalid sourceLanguage '\(document.sourceLanguage)'",
        at: locations.topLevel["sourceLanguage"] ?? start)
    }
    var converter = CatalogConverter(name: name, path: path, sourceLanguage: source, locations: locations)
    converter.convert(document.strings ?? [:])
    self.init(
      name: name, path: path, sourceLanguage: source, version: document.version,
      keys: (document.strings ?? [:]).keys.sorted(), tables: converter.tables(), diagnostics: converter.diagnostics.sorted())
  }

  private static func schemaError(_ error: DecodingError, locations: CatalogLocations, path: String) -> StringTableError {
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
      return StringTableError(.invalidCatalog, "invalid String Catalog", at: SourceLocation(path: path, line: 1, column: 1))
    }
    let names = context.codingPath.map(\.stringValue)
    var location = SourceLocation(path: path, line: 1, column: 1)
    if names.count >= 2, names[0] == "strings" {
      if names.count >= 4, names[2] == "localizations", let language = locations.languages[names[1]]?[names[3]] {
        location = language
      } else if let key = locations.keys[names[1]] {
        location = key
      }
    } else if let first = names.first, let field = locations.topLevel[first] {
      location = field
    }
    let place = names.isEmpty ? "at the top level" : "at '\(names.joined(separator: "."))'"
    return StringTableError(.invalidCatalog, "invalid String Catalog: \(problem) \(place)", at: location)
  }

  private static func describe(_ type: Any.Type) -> String {
    let name = String(describing: type)
    if name.hasPrefix("Dictionary") || name.hasSuffix("Entry") || name.hasSuffix("Node") || name.hasSuffix("Unit")
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

/// Turns decoded catalog entries into one list of ``StringEntry`` per language.
private struct CatalogConverter {
  let name: String
  let path: String
  let sourceLanguage: LocaleIdentifier
  let locations: CatalogLocations
  var diagnostics: [TableDiagnostic] = []
  private var entries: [LocaleIdentifier: [StringEntry]] = [:]
  private var languageCache: [String: LocaleIdentifier?] = [:]

  init(name: String, path: String, sourceLanguage: LocaleIdentifier, locations: CatalogLocations) {
    self.name = name
    self.path = path
    self.sourceLanguage = sourceLanguage
    self.locations = locations
    for duplicate in locations.duplicateKeys {
      diagnostics.append(TableDiagnostic(
        kind: .duplicateKey, key: duplicate.key, table: name, locale: nil, location: duplicate.again,
        otherLocation: duplicate.first, message: "key '\(duplicate.key)' appears twice; the first one is used"))
    }
  }

  mutating func convert(_ strings: [String: CatalogDocument.Entry]) {
    for key in strings.keys.sorted() {
      guard let entry = strings[key] else { continue }
      let keyLocation = locations.keys[key] ?? SourceLocation(path: path, line: 1, column: 1)
      var hasSourceValue = false
      let localizations = entry.localizations ?? [:]
      for code in localizations.keys.sorted() {
        guard let node = localizations[code], let language = language(code, at: keyLocation) else { continue }
        let location = locations.languages[key]?[code] ?? keyLocation
        let folder = LocaleFolder.locale(language)
        guard let (value, states) = convert(node, key: key, folder: folder, location: location) else { continue }
        let substitutions = convertSubstitutions(node.substitutions ?? [:], key: key, folder: folder, location: location)
        entries[language, default: []].append(StringEntry(
          key: key, value: value, substitutions: substitutions, comment: entry.comment, state: Self.summary(states),
          extractionState: entry.extractionState, location: location))
        if language == sourceLanguage { hasSourceValue = true }
      }
      if !hasSourceValue {
        entries[sourceLanguage, default: []].append(StringEntry(
          key: key, value: .text(key), comment: entry.comment, extractionState: entry.extractionState,
          usesKeyAsValue: true, location: keyLocation))
      }
    }
  }

  func tables() -> [StringTable] {
    entries.keys.sorted().map { language in
      StringTable(
        name: name, folder: .locale(language), path: path, format: .catalog, encoding: nil,
        entries: entries[language] ?? [])
    }
  }

  private mutating func language(_ code: String, at location: SourceLocation) -> LocaleIdentifier? {
    if let cached = languageCache[code] { return cached }
    let language = try? LocaleIdentifier(canonicalizing: code)
    languageCache[code] = language
    if language == nil {
      diagnostics.append(TableDiagnostic(
        kind: .invalidLocale, key: nil, table: name, locale: nil, location: location,
        message: "catalog language '\(code)' is no locale; its values are ignored"))
    }
    return language
  }

  /// The value of a localization or variation case, and the states of its string units.
  private mutating func convert(
    _ node: CatalogDocument.Node, key: String, folder: LocaleFolder, location: SourceLocation
  ) -> (LocalizedValue, [String])? {
    if let unit = node.stringUnit { return (.text(unit.value), unit.state.map { [$0] } ?? []) }
    guard let variations = node.variations else { return nil }
    var states: [String] = []
    if let device = variations.device, !device.isEmpty {
      var cases: [String: LocalizedValue] = [:]
      for name in device.keys.sorted() {
        guard let child = device[name], let (value, childStates) = convert(child, key: key, folder: folder, location: location)
        else { continue }
        cases[name] = value
        states += childStates
      }
      return cases.isEmpty ? nil : (.device(cases), states)
    }
    guard let plural = variations.plural, !plural.isEmpty else { return nil }
    var cases: [PluralCategory: LocalizedValue] = [:]
    for name in plural.keys.sorted() {
      guard let category = PluralCategory(rawValue: name), let child = plural[name],
        let (value, childStates) = convert(child, key: key, folder: folder, location: location)
      else { continue }
      cases[category] = value
      states += childStates
    }
    guard !cases.isEmpty else { return nil }
    checkOther(cases.keys, key: key, what: "plural variation", folder: folder, location: location)
    return (.plural(cases), states)
  }

  private mutating func convertSubstitutions(
    _ nodes: [String: CatalogDocument.SubstitutionNode], key: String, folder: LocaleFolder, location: SourceLocation
  ) -> [String: Substitution] {
    var result: [String: Substitution] = [:]
    for name in nodes.keys.sorted() {
      guard let node = nodes[name] else { continue }
      var plural: [PluralCategory: String] = [:]
      for (categoryName, child) in node.variations?.plural ?? [:] {
        if let category = PluralCategory(rawValue: categoryName), let value = child.stringUnit?.value {
          plural[category] = value
        }
      }
      checkOther(plural.keys, key: key, what: "substitution '\(name)'", folder: folder, location: location)
      result[name] = Substitution(
        argumentNumber: node.argNum, formatSpecifier: node.formatSpecifier ?? "lld", plural: plural)
    }
    return result
  }

  private mutating func checkOther<Categories: Collection>(
    _ categories: Categories, key: String, what: String, folder: LocaleFolder, location: SourceLocation
  ) where Categories.Element == PluralCategory {
    guard !categories.contains(.other) else { return }
    diagnostics.append(TableDiagnostic(
      kind: .missingPluralOther, key: key, table: name, locale: folder, location: location,
      message: "\(what) of key '\(key)' in '\(folder)' has no 'other' case"))
  }

  /// `translated` when every unit is; otherwise the first state that is not.
  private static func summary(_ states: [String]) -> String? {
    states.first { $0 != "translated" } ?? states.first
  }
}

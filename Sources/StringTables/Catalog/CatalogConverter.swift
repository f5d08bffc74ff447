import Diagnostics
import TextFiles
import UnicodeSupport

/// Turns decoded catalog entries into one list of ``StringEntry`` per language.
struct CatalogConverter {
  let name: String
  let path: String
  let sourceLanguage: LocaleIdentifier
  let locations: CatalogLocations
  var diagnostics: [TableDiagnostic] = []
  /// The first value beyond ``StringTableLimits`` (an `argNum` past the bound), thrown by the
  /// catalog once conversion ends.
  private(set) var limitFailure: TextFileError?
  private var entries: [LocaleIdentifier: [StringEntry]] = [:]
  private var languageCache: [String: LocaleIdentifier?] = [:]

  init(name: String, path: String, sourceLanguage: LocaleIdentifier, locations: CatalogLocations) {
    self.name = name
    self.path = path
    self.sourceLanguage = sourceLanguage
    self.locations = locations
    for duplicate in locations.duplicateKeys {
      diagnostics.append(
        TableDiagnostic(
          kind: .duplicateKey, key: duplicate.key, table: name, locale: nil,
          location: duplicate.again,
          otherLocation: duplicate.first,
          message: "key '\(duplicate.key)' appears twice; the first one is used"))
    }
  }

  mutating func convert(_ strings: [String: CatalogDocument.Entry]) {
    for key in strings.keys.sorted() {
      guard let entry = strings[key] else { continue }
      let keyLocation = locations.keys[key] ?? SourceLocation(path: path, line: 1, column: 1)
      var hasSourceValue = false
      let localizations = entry.localizations ?? [:]
      for code in localizations.keys.sorted() {
        guard let node = localizations[code], let language = language(code, at: keyLocation) else {
          continue
        }
        let location = locations.languages[key]?[code] ?? keyLocation
        let folder = LocaleFolder.locale(language)
        guard let (value, states) = convert(node, key: key, folder: folder, location: location)
        else { continue }
        let substitutions = convertSubstitutions(
          node.substitutions ?? [:], key: key, folder: folder, location: location)
        entries[language, default: []].append(
          StringEntry(
            key: key, value: value, substitutions: substitutions, comment: entry.comment,
            state: Self.summary(states),
            extractionState: entry.extractionState, location: location))
        if language == sourceLanguage { hasSourceValue = true }
      }
      // A storyboard's catalog leaves the source text in the storyboard itself (its Base
      // table), so its keys are never their own text.
      if !hasSourceValue, StoryboardStringKey(key: key, comment: entry.comment) == nil {
        entries[sourceLanguage, default: []].append(
          StringEntry(
            key: key, value: .text(key), comment: entry.comment,
            extractionState: entry.extractionState,
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
      diagnostics.append(
        TableDiagnostic(
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
        guard let child = device[name],
          let (value, childStates) = convert(child, key: key, folder: folder, location: location)
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
    _ nodes: [String: CatalogDocument.SubstitutionNode], key: String, folder: LocaleFolder,
    location: SourceLocation
  ) -> [String: Substitution] {
    var result: [String: Substitution] = [:]
    for name in nodes.keys.sorted() {
      guard let node = nodes[name] else { continue }
      var plural: [PluralCategory: String] = [:]
      for (categoryName, child) in node.variations?.plural ?? [:] {
        if let category = PluralCategory(rawValue: categoryName),
          let value = child.stringUnit?.value
        {
          plural[category] = value
        }
      }
      checkOther(
        plural.keys, key: key, what: "substitution '\(name)'", folder: folder, location: location)
      if let number = node.argNum, !(1...StringTableLimits.maximumArgumentIndex).contains(number) {
        limitFailure =
          limitFailure
          ?? TextFileError(
            .limit,
            "'argNum' \(number) of substitution '\(name)' of key '\(key)' is outside 1...\(StringTableLimits.maximumArgumentIndex)",
            at: location)
        continue
      }
      result[name] = Substitution(
        argumentNumber: node.argNum, formatSpecifier: node.formatSpecifier ?? "lld", plural: plural)
    }
    return result
  }

  private mutating func checkOther<Categories: Collection>(
    _ categories: Categories, key: String, what: String, folder: LocaleFolder,
    location: SourceLocation
  ) where Categories.Element == PluralCategory {
    guard !categories.contains(.other) else { return }
    diagnostics.append(
      TableDiagnostic(
        kind: .missingPluralOther, key: key, table: name, locale: folder, location: location,
        message: "\(what) of key '\(key)' in '\(folder)' has no 'other' case"))
  }

  /// `translated` when every unit is; otherwise the first state that is not.
  private static func summary(_ states: [String]) -> String? {
    states.first { $0 != "translated" } ?? states.first
  }
}

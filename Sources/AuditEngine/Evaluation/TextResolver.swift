import Diagnostics
import Foundation
import Navigation
import StringTables
import Synchronization
import Traits
import UnicodeSupport

/// Resolves a scenario's text references for one locale and idiom, with a cache shared by
/// every unit of work (a reference resolves the same way on every device of an idiom).
final class TextResolver: Sendable {
  let store: StringStore
  let locale: LocaleIdentifier
  let developmentLanguage: LocaleIdentifier
  let idiom: DeviceIdiom
  private let cache = Mutex<[TextReference: ResolvedText]>([:])

  init(store: StringStore, locale: LocaleIdentifier, developmentLanguage: LocaleIdentifier, idiom: DeviceIdiom) {
    self.store = store
    self.locale = locale
    self.developmentLanguage = developmentLanguage
    self.idiom = idiom
  }

  func resolve(_ reference: TextReference) -> ResolvedText {
    // A literal resolves to itself: building it costs less than hashing its text and path
    // for the cache (every screen of a scenario written with literal titles asks).
    if case .literal = reference { return compute(reference) }
    if let cached = cache.withLock({ $0[reference] }) { return cached }
    let resolved = compute(reference)
    cache.withLock { $0[reference] = resolved }
    return resolved
  }

  /// The language of text that the development language supplied.
  private var developmentTag: String { developmentLanguage.tag }

  private func compute(_ reference: TextReference) -> ResolvedText {
    switch reference {
    case .literal(let text, let location):
      return ResolvedText(
        text: text, language: developmentTag, origin: .literal, reference: location, entry: nil, key: nil,
        formatIssues: [])
    case .localized(let key):
      let arguments = key.arguments.map { argument -> FormatArgument in
        switch argument {
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .string(let value): .string(value)
        }
      }
      guard
        let resolution = store.resolve(
          key: key.key, table: key.table, locale: locale, arguments: arguments, idiom: idiom)
      else {
        if let fallback = key.defaultValue {
          return ResolvedText(
            text: fallback, language: developmentTag, origin: .defaultValue, reference: key.location, entry: nil,
            key: key.key, formatIssues: [])
        }
        return ResolvedText(
          text: key.key, language: developmentTag, origin: .missingKey, reference: key.location, entry: nil,
          key: key.key, formatIssues: [])
      }
      var origin = ResolvedText.Origin.translated
      var language = languageTag(of: resolution.suppliedBy)
      if resolution.isFallback {
        origin = .fallback(supplier: resolution.suppliedBy.description)
        language = developmentTag
      } else if locale.language != developmentLanguage.language, PseudoLocale(locale: locale) == nil,
        ScriptDetection.matches(resolution.text, locale: locale) == false,
        ScriptDetection.matches(resolution.text, locale: developmentLanguage) == true
      {
        origin = .untranslatedCopy
        language = developmentTag
      }
      return ResolvedText(
        text: resolution.text, language: language, origin: origin, reference: key.location, entry: resolution.location,
        key: key.key, formatIssues: resolution.formatIssues)
    }
  }

  private func languageTag(of folder: LocaleFolder) -> String {
    switch folder {
    case .locale(let supplier): supplier.tag
    case .base, .multilingual: developmentTag
    }
  }
}

/// The resolvers of one scenario, one per locale and idiom, created on first use.
final class ResolverPool: Sendable {
  private let store: StringStore
  private let developmentLanguage: LocaleIdentifier
  private let resolvers = Mutex<[String: TextResolver]>([:])

  init(store: StringStore, developmentLanguage: LocaleIdentifier) {
    self.store = store
    self.developmentLanguage = developmentLanguage
  }

  func resolver(for locale: LocaleIdentifier, idiom: DeviceIdiom) -> TextResolver {
    let key = "\(locale.tag)|\(idiom.rawValue)"
    return resolvers.withLock { resolvers in
      if let existing = resolvers[key] { return existing }
      let resolver = TextResolver(store: store, locale: locale, developmentLanguage: developmentLanguage, idiom: idiom)
      resolvers[key] = resolver
      return resolver
    }
  }
}

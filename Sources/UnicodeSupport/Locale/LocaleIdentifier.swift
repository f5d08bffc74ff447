internal import CICUShims
import Synchronization

/// A canonical BCP 47 locale identifier, resolved and related through ICU.
///
/// Accepts the spellings that iOS projects use for `.lproj` folders and catalogs:
/// `pt_BR`, `pt-BR`, `zh_Hans`, `zh-Hans-CN`, `en-gb`. `Base` and `mul` are folder
/// kinds, not locales: see ``LocaleFolder``.
public struct LocaleIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The canonical BCP 47 tag, such as `pt-BR` or `zh-Hans`.
  public let tag: String

  /// Canonicalizes any accepted spelling through ICU.
  ///
  /// - Throws: ``LocaleError/invalid(_:)`` when ICU cannot parse the identifier.
  public init(canonicalizing raw: String) throws(LocaleError) {
    let trimmed = raw.trimmingASCIIWhitespace()
    guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
    else { throw LocaleError.invalid(raw) }
    let hyphenated = trimmed.replacingUnderscores()
    do {
      let icuID = try ICU.withCharBuffer(operation: "forLanguageTag") {
        cicu_locale_for_language_tag(hyphenated, $0, $1)
      }
      let canonical = try ICU.withCharBuffer(operation: "canonicalize") { cicu_locale_canonicalize(icuID, $0, $1) }
      let tag = try ICU.withCharBuffer(operation: "toLanguageTag") { cicu_locale_to_language_tag(canonical, $0, $1) }
      guard !tag.isEmpty, tag != "und" else { throw LocaleError.invalid(raw) }
      self.tag = tag
    } catch {
      throw LocaleError.invalid(raw)
    }
  }

  /// Canonicalizes a locale a user typed, which must also name a language ICU knows.
  ///
  /// `canonicalizing` accepts any well-formed tag, as folder names on disk may be; a value
  /// a user types (`--locales`, `developmentLanguage`) must be a real language too, so that
  /// `German` or `xx` is an error (with "did you mean 'de'?") instead of an empty audit.
  public init(validating raw: String) throws(LocaleError) {
    let trimmed = raw.trimmingASCIIWhitespace()
    let suggestion = Self.languageCode(englishName: trimmed)
    let locale: LocaleIdentifier
    do {
      locale = try LocaleIdentifier(canonicalizing: raw)
    } catch {
      throw LocaleError.unknownLanguage(raw, suggestion: suggestion)
    }
    let known = unsafe locale.language.withCString { unsafe cicu_language_is_known($0) } == 1
    guard known else { throw LocaleError.unknownLanguage(raw, suggestion: suggestion) }
    self = locale
  }

  /// The ISO 639 code of a language given by its English name (`German` → `de`), if any.
  static func languageCode(englishName name: String) -> String? {
    guard !name.isEmpty, name.count < 64, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == " ") }) else {
      return nil
    }
    let code = try? ICU.withCharBuffer(operation: "languageForEnglishName") {
      unsafe cicu_language_for_english_name(name, $0, $1)
    }
    return code.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// English (`en`): the stand-in for a development language that is not valid, so that
  /// the rest of a scenario (its tables, its locales) is still checked in the same run.
  public static let english = LocaleIdentifier(canonicalTag: "en")

  /// Wraps a tag that is already canonical (used for values ICU itself returned).
  init(canonicalTag: String) {
    self.tag = canonicalTag
  }

  public var description: String { tag }

  public static func < (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool { lhs.tag < rhs.tag }

  /// The ICU locale id, such as `pt_BR` or `zh_Hans_CN`.
  public var icuID: String { info.icuID }

  /// The language subtag, such as `pt`.
  public var language: String {
    String(tag.split(separator: "-", maxSplits: 1).first ?? Substring(tag))
  }

  /// The CLDR parent (`pt-BR` → `pt`, `en-GB` → `en-001`, `zh-Hant` → none), or `nil` at the root.
  public var parent: LocaleIdentifier? { info.parent }

  /// This locale followed by its ancestors, without the root: `pt-BR`, `pt`.
  public var parentChain: [LocaleIdentifier] {
    var chain = [self]
    var current = self
    while let next = current.parent, !chain.contains(next), chain.count < 8 {
      chain.append(next)
      current = next
    }
    return chain
  }

  /// Whether the locale is written right to left (ar, he, fa, ur...).
  public var isRightToLeft: Bool { info.isRightToLeft }

  /// The scripts the locale's language is written in (`ja` → Kana, Hira, Hani).
  public var writingScripts: [Script] { info.writingScripts }

  /// What ICU says about a locale, computed once per tag and shared by every thread.
  private struct Info: Sendable {
    var icuID: String
    var parent: LocaleIdentifier?
    var isRightToLeft: Bool
    var writingScripts: [Script]
  }

  private static let infos = Mutex<[String: Info]>([:])

  private var info: Info {
    if let known = Self.infos.withLock({ $0[tag] }) { return known }
    let computed = Self.computeInfo(tag)
    Self.infos.withLock { $0[tag] = computed }
    return computed
  }

  private static func computeInfo(_ tag: String) -> Info {
    let icuID =
      (try? ICU.withCharBuffer(operation: "forLanguageTag") { cicu_locale_for_language_tag(tag, $0, $1) }) ?? tag
    var codes = [Int32](repeating: 0, count: 16)
    let count = codes.withUnsafeMutableBufferPointer { pointer -> Int32 in
      guard let base = pointer.baseAddress else { return 0 }
      return cicu_locale_scripts(icuID, base, 16)
    }
    var parent: LocaleIdentifier?
    if let parentID = try? ICU.withCharBuffer(operation: "parent", { cicu_locale_parent(icuID, $0, $1) }),
      !parentID.isEmpty, parentID != "root",
      let parentTag = try? ICU.withCharBuffer(
        operation: "toLanguageTag", { cicu_locale_to_language_tag(parentID, $0, $1) }),
      !parentTag.isEmpty, parentTag != "und"
    {
      parent = LocaleIdentifier(canonicalTag: parentTag)
    }
    return Info(
      icuID: icuID, parent: parent, isRightToLeft: cicu_locale_is_right_to_left(icuID) != 0,
      writingScripts: count > 0 ? codes.prefix(Int(min(count, 16))).map(Script.init(code:)) : [])
  }

  /// The locale with likely subtags added (`zh-TW` → `zh-Hant-TW`).
  public var maximized: LocaleIdentifier {
    guard
      let id = try? ICU.withCharBuffer(
        operation: "addLikelySubtags", { cicu_locale_add_likely_subtags(icuID, $0, $1) }),
      let tag = try? ICU.withCharBuffer(operation: "toLanguageTag", { cicu_locale_to_language_tag(id, $0, $1) })
    else { return self }
    return LocaleIdentifier(canonicalTag: tag)
  }
}

extension LocaleIdentifier: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let raw = try container.decode(String.self)
    do {
      try self.init(canonicalizing: raw)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(tag)
  }
}

/// An error about a locale identifier.
public enum LocaleError: Error, Sendable, Hashable, CustomStringConvertible {
  /// ICU could not parse the identifier.
  case invalid(String)
  /// The identifier is well formed but names no language ICU knows (`xx`, `German`).
  case unknownLanguage(String, suggestion: String?)

  public var description: String {
    switch self {
    case .invalid(let raw): "invalid locale identifier '\(raw)'"
    case .unknownLanguage(let raw, let suggestion):
      "unknown locale '\(raw)'"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? " (expected a BCP 47 tag such as 'de' or 'pt-BR')")
    }
  }
}

extension String {
  func trimmingASCIIWhitespace() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" || first == "\n" || first == "\r" {
      scalars.removeFirst()
    }
    while let last = scalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" { scalars.removeLast() }
    return String(scalars)
  }

  func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}

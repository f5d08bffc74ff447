internal import CICUShims
import Synchronization

/// A CLDR plural category.
public enum PluralCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case zero, one, two, few, many, other

  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    lhs.order < rhs.order
  }

  private var order: Int {
    switch self {
    case .zero: 0
    case .one: 1
    case .two: 2
    case .few: 3
    case .many: 4
    case .other: 5
    }
  }
}

/// The cardinal plural rules of one locale, from ICU.
public final class PluralRules: Sendable {
  /// The locale whose rules these are.
  public let locale: LocaleIdentifier
  /// The categories the locale's rules can select.
  public let categories: Set<PluralCategory>
  private let handle: Mutex<Handle>

  private struct Handle: ~Copyable {
    let rules: OpaquePointer
    deinit { cicu_plural_close(rules) }
  }

  private init(locale: LocaleIdentifier) throws(ICUError) {
    var status: Int32 = 0
    guard let rules = cicu_plural_open(locale.icuID, &status) else {
      throw ICUError(code: status == 0 ? 1 : status, operation: "plural rules for '\(locale)'")
    }
    let keywords =
      (try? ICU.withCharBuffer(operation: "plural keywords") { cicu_plural_keywords(rules, $0, $1) }) ?? "other"
    self.locale = locale
    self.categories = Set(keywords.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) })
    self.handle = Mutex(Handle(rules: rules))
  }

  /// The category ICU selects for `number`.
  public func category(for number: Double) -> PluralCategory {
    handle.withLock { handle in
      let keyword = try? ICU.withCharBuffer(operation: "plural select") {
        cicu_plural_select(handle.rules, number, $0, $1)
      }
      return keyword.flatMap(PluralCategory.init(rawValue:)) ?? .other
    }
  }

  /// The category ICU selects for an integer.
  public func category(for number: Int) -> PluralCategory { category(for: Double(number)) }

  private static let cache = Mutex<[LocaleIdentifier: PluralRules]>([:])

  /// The shared rules for a locale.
  public static func forLocale(_ locale: LocaleIdentifier) throws(ICUError) -> PluralRules {
    if let cached = cache.withLock({ $0[locale] }) { return cached }
    let rules = try PluralRules(locale: locale)
    return cache.withLock { cache in
      if let existing = cache[locale] { return existing }
      cache[locale] = rules
      return rules
    }
  }
}

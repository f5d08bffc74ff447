/// A pseudo-localization style and the locale it is audited as.
///
/// Pseudo locales let a team see which bar texts break before any translation exists: each
/// is generated from the development language's text, as Xcode's pseudolanguages and
/// Android's `en-XA` / `ar-XB` are, and audited like any other locale.
public enum PseudoLocale: String, CaseIterable, Sendable, Hashable, Comparable, CustomStringConvertible {
  /// About 40 % longer with accented Latin letters (`[Šéţţîñĝš one two]`), as Android's `en-XA`.
  case accented
  /// Every word doubled, as Xcode's double-length pseudolanguage.
  case double
  /// Brackets around each string, so that a cut end is visible.
  case bounded
  /// The text unchanged in a right-to-left locale: the bar is laid out mirrored.
  case rtl

  /// The locale tag the pseudo text is audited as.
  public var tag: String {
    switch self {
    case .accented: "en-XA"
    case .double: "en-XD"
    case .bounded: "en-XB"
    case .rtl: "ar-XB"
    }
  }

  /// The locale the pseudo text is audited as.
  public var locale: LocaleIdentifier { LocaleIdentifier(canonicalTag: tag) }

  /// The pseudo style audited as `tag`, if `tag` is a pseudo locale.
  public init?(tag: String) {
    guard let style = Self.allCases.first(where: { $0.tag == tag }) else { return nil }
    self = style
  }

  /// The pseudo style audited as `locale`, if it is a pseudo locale.
  public init?(locale: LocaleIdentifier) {
    self.init(tag: locale.tag)
  }

  /// The style's name, as `--pseudo` takes it.
  public var description: String { rawValue }

  /// A short label for reports: `pseudo: accented`.
  public var label: String { "pseudo: \(rawValue)" }

  /// Styles sort in declaration order.
  public static func < (lhs: PseudoLocale, rhs: PseudoLocale) -> Bool {
    let order = Self.allCases
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}

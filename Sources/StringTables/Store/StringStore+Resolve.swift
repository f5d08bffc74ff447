import Diagnostics
import Synchronization
public import Traits
public import UnicodeSupport

extension StringStore {
  /// Looks `key` up for `locale`, choosing variations and formatting with `arguments`.
  ///
  /// Returns nil when no folder along the chain has the key (an entry whose device
  /// variations have no case for `idiom` counts as missing). The text is formatted only
  /// when there are arguments or `%#@name@` substitutions: UIKit shows an unformatted
  /// string as written, `%%` included.
  ///
  /// - Parameter width: the presentation width for `.stringsdict` width variations: the
  ///   case with the largest rule width ≤ `width` is used, the smallest when none fits; without
  ///   a width, the largest (what `NSLocalizedString` returns).
  public func resolve(
    key: String, table: String = "Localizable", locale: LocaleIdentifier,
    arguments: [FormatArgument] = [],
    idiom: DeviceIdiom = .phone, width: Int? = nil
  ) -> Resolution? {
    var consulted: [String] = []
    for step in lookupPlan(for: locale, table: table) {
      consulted.append(step.folder.description)
      guard let entry = merged[TableID(name: table, folder: step.folder)]?[key] else { continue }
      let rules = try? PluralRules.forLocale(step.language)
      var issues: [FormatIssue] = []
      let choice = VariationChoice(arguments: arguments, idiom: idiom, width: width, rules: rules)
      guard let selected = choice.select(entry.value, issues: &issues) else { continue }
      var text = selected.format
      var category = selected.category
      if !arguments.isEmpty || selected.format.contains("#@") {
        let result = StringFormatter(pluralRules: rules, substitutions: entry.substitutions)
          .format(selected.format, arguments)
        text = result.text
        // A plural case may leave its number out ("No apples"): that argument was used to choose it.
        issues += result.issues.filter { $0 != .unusedArgument(selected.pluralArgument ?? 0) }
        category = category ?? result.pluralChoices.first?.category
      }
      return Resolution(
        key: key, table: table, text: text, format: selected.format, suppliedBy: step.folder,
        language: step.language, isFallback: step.isFallback, chain: consulted,
        location: entry.location,
        pluralCategory: category, issues: issues, comment: entry.comment)
    }
    return nil
  }

  /// The folders to consult for `locale`, in order, for any table.
  public func lookupChain(for locale: LocaleIdentifier) -> [LocaleFolder] {
    lookupPlan(for: locale, table: nil).map(\.folder)
  }

  /// The folders to consult for `locale` in `table`, in order.
  ///
  /// 1. The locale and its CLDR parents through ICU (`pt-BR` → `pt`, `en-GB` → `en-001` → `en`);
  /// 2. the development language and its parents;
  /// 3. `Base`.
  ///
  /// A locale of steps 1–2 without a folder of its own is stood in for by the folders ICU
  /// maximizes to the same tag (`zh_CN.lproj` for `zh-Hans`, both `zh-Hans-CN`), as Foundation
  /// matches legacy folder names.
  public func lookupChain(for locale: LocaleIdentifier, table: String) -> [LocaleFolder] {
    lookupPlan(for: locale, table: table).map(\.folder)
  }

  /// Whether the app is localized for `locale`: some table has a folder for it or for one
  /// of its CLDR parents (`pt` serves `pt-BR`), or it is the development language.
  ///
  /// iOS runs an app in the best of the app's own localizations, so without one for the
  /// device's language UIKit's texts ("Back", "Done") are the development language's.
  public func isLocalized(for locale: LocaleIdentifier) -> Bool {
    guard !developmentLanguage.parentChain.contains(locale) else { return true }
    let available = Set(foldersByTable.values.joined())
    return lookupPlan(for: locale, table: nil).contains { !$0.isFallback && available.contains($0.folder) }
  }

  /// One folder to consult, with the language its text is in.
  struct Step: Sendable {
    let folder: LocaleFolder
    let language: LocaleIdentifier
    let isFallback: Bool
  }

  func lookupPlan(for locale: LocaleIdentifier, table: String?) -> [Step] {
    let cacheKey = locale.tag + "\u{1F}" + (table ?? "\u{1F}")
    if let cached = planCache.plans.withLock({ $0[cacheKey] }) { return cached }
    let available: Set<LocaleFolder> =
      table.map { foldersByTable[$0] ?? [] } ?? Set(foldersByTable.values.joined())
    var steps: [Step] = []
    func add(_ language: LocaleIdentifier, isFallback: Bool) {
      guard !steps.contains(where: { $0.folder == .locale(language) }) else { return }
      steps.append(Step(folder: .locale(language), language: language, isFallback: isFallback))
      guard !available.contains(.locale(language)), !maximizedFolders.isEmpty else { return }
      let target = language.maximized.tag
      for (folderLocale, maximized) in maximizedFolders.sorted(by: { $0.key < $1.key })
      where maximized == target && available.contains(.locale(folderLocale))
        && !steps.contains(where: { $0.folder == .locale(folderLocale) })
      {
        steps.append(
          Step(folder: .locale(folderLocale), language: folderLocale, isFallback: isFallback))
      }
    }
    let requested = locale.parentChain
    for language in requested { add(language, isFallback: false) }
    for language in developmentLanguage.parentChain where !requested.contains(language) {
      add(language, isFallback: true)
    }
    steps.append(Step(folder: .base, language: developmentLanguage, isFallback: true))
    planCache.plans.withLock { $0[cacheKey] = steps }
    return steps
  }
}

/// Lookup plans per locale and table, computed once (they call into ICU).
final class PlanCache: Sendable {
  let plans = Mutex<[String: [StringStore.Step]]>([:])
}

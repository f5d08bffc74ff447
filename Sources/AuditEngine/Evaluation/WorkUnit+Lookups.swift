import Announcements
import Diagnostics
import Navigation
import TextLayout
import Traits
import UnicodeSupport

/// What the runs of one unit look up by their locale, idiom and design, found once a unit
/// instead of once a run: the phrases (at ``SystemStrings`` a lock and a hash of the locale,
/// and a merge for a locale the app has no localization for), the text resolver (at
/// ``ResolverPool`` a key string and a lock), the bar cache, and each simulation's split
/// states and step sources.
///
/// A locale is known by its slot: its place in the plan's locales, or one past them for the
/// development language when it is not audited. A class used by the one thread that
/// evaluates the unit.
final class UnitLookups {
  /// The plan's locales, then the development language when it is not one of them.
  let locales: [LocaleIdentifier]
  /// The development language's slot.
  let developmentSlot: Int
  private let plan: RunPlan
  private let systemStrings: SystemStrings
  private var phrases: [AnnouncementPhrases?]
  private var resolvers: [DeviceIdiom: [TextResolver?]] = [:]
  private var caches: [Design: [BarCache?]] = [:]
  private var steps: [Int: Steps] = [:]

  /// A unit's idiom and iOS version: with the locale, what a bar cache is for.
  private struct Design: Hashable {
    var idiom: DeviceIdiom
    var ios: IOSVersion
  }

  /// Each event's split view state as reported and its location as reports write it.
  struct Steps {
    var splits: [AuditReport.SplitResult?]
    var sources: [String]
  }

  init(plan: RunPlan, systemStrings: SystemStrings) {
    self.plan = plan
    self.systemStrings = systemStrings
    var locales = plan.locales
    if let slot = locales.firstIndex(of: plan.developmentLanguage) {
      developmentSlot = slot
    } else {
      developmentSlot = locales.count
      locales.append(plan.developmentLanguage)
    }
    self.locales = locales
    phrases = Array(repeating: nil, count: locales.count)
  }

  /// The phrases of the locale in `slot` (``RunPlan/phrases(for:systemStrings:)``).
  func phrases(_ slot: Int) throws -> AnnouncementPhrases {
    if let known = phrases[slot] { return known }
    let found = try plan.phrases(for: locales[slot], systemStrings: systemStrings)
    phrases[slot] = found
    return found
  }

  /// The text resolver of the locale in `slot` for `idiom`'s device-specific strings.
  func resolver(_ slot: Int, idiom: DeviceIdiom) -> TextResolver {
    if let known = resolvers[idiom]?[slot] { return known }
    let found = plan.resolvers.resolver(for: locales[slot], idiom: idiom)
    resolvers[idiom, default: Array(repeating: nil, count: locales.count)][slot] = found
    return found
  }

  /// The bars evaluated in the locale in `slot` for `idiom` and `ios`: every run of the unit
  /// with the same three shares them (``BarCache``); a new one has room for `capacity` bars.
  func bars(_ slot: Int, idiom: DeviceIdiom, ios: IOSVersion, capacity: Int) -> BarCache {
    let design = Design(idiom: idiom, ios: ios)
    if let known = caches[design]?[slot] { return known }
    let locale = locales[slot]
    let cache = BarCache(capacity: capacity, isRightToLeft: locale.isRightToLeft)
    caches[design, default: Array(repeating: nil, count: locales.count)][slot] = cache
    return cache
  }

  /// The split states and sources of the simulation numbered `simulation` in the unit
  /// (``WorkUnit/Cell/simulation``), whose events are `events`: worked out once for every
  /// cell and locale that shows it.
  func steps(_ simulation: Int, events: [SimulationEvent]) -> Steps {
    if let known = steps[simulation] { return known }
    let found = Steps(
      splits: events.map { $0.state.topContext.split.map(AuditReport.SplitResult.init) },
      sources: events.map(\.location.description))
    steps[simulation] = found
    return found
  }
}

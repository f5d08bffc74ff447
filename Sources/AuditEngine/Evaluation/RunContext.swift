import Announcements
import Foundation
import Navigation
import TextLayout
import Traits
import UnicodeSupport

/// Everything one run (flow × locale × device × orientation × design) needs.
///
/// An object, never changed once made: the run's evaluator keeps it and every step reads
/// it, so handing it over retains one reference instead of its two dozen fields.
final class RunContext {
  let scenario: Scenario
  let flow: Flow
  let events: [SimulationEvent]
  let locale: LocaleIdentifier
  let developmentLanguage: LocaleIdentifier
  let device: DeviceProfile
  let orientation: Orientation
  let ios: IOSVersion
  /// The bar constants of the audited iOS version (or a metrics profile's).
  let metrics: BarMetrics
  let phrases: AnnouncementPhrases
  let measurer: TextMeasurer
  /// The app's own fonts (`--fonts`, the scenario's `fonts`, the app folder's font files).
  let appFonts: (any AppFontMeasuring)?
  let resolver: TextResolver
  /// Each event's split view state as reported, computed once for every locale.
  let splitResults: [AuditReport.SplitResult?]
  /// Each event's location as reports write it (`path:line:col`), written once for every locale.
  let stepSources: [String]
  /// The development language's back displays per step and bar column, for comparison.
  let developmentDisplays: [Int: [BarColumn: BackDisplay]]?
  /// The bars the unit evaluated already in this run's locale, idiom and design.
  let bars: BarCache

  var design: BarDesign { ios.hasGlassBars ? .glass : .classic }

  init(
    scenario: Scenario, flow: Flow, events: [SimulationEvent], locale: LocaleIdentifier,
    developmentLanguage: LocaleIdentifier, device: DeviceProfile, orientation: Orientation, ios: IOSVersion,
    metrics: BarMetrics, phrases: AnnouncementPhrases, measurer: TextMeasurer, appFonts: (any AppFontMeasuring)?,
    resolver: TextResolver, splitResults: [AuditReport.SplitResult?], stepSources: [String],
    developmentDisplays: [Int: [BarColumn: BackDisplay]]?, bars: BarCache
  ) {
    self.scenario = scenario
    self.flow = flow
    self.events = events
    self.locale = locale
    self.developmentLanguage = developmentLanguage
    self.device = device
    self.orientation = orientation
    self.ios = ios
    self.metrics = metrics
    self.phrases = phrases
    self.measurer = measurer
    self.appFonts = appFonts
    self.resolver = resolver
    self.splitResults = splitResults
    self.stepSources = stepSources
    self.developmentDisplays = developmentDisplays
    self.bars = bars
  }
}

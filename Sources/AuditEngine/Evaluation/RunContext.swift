import Announcements
import Foundation
import Navigation
import TextLayout
import Traits
import UnicodeSupport

/// Everything one run (flow × locale × device × orientation × design) needs.
struct RunContext {
  var scenario: Scenario
  var flow: Flow
  var events: [SimulationEvent]
  var locale: LocaleIdentifier
  var developmentLanguage: LocaleIdentifier
  var device: DeviceProfile
  var orientation: Orientation
  var ios: IOSVersion
  /// The bar constants of the audited iOS version (or a metrics profile's).
  var metrics: BarMetrics
  var phrases: AnnouncementPhrases
  var measurer: TextMeasurer
  /// The app's own fonts (`--fonts`, the scenario's `fonts`, the app folder's font files).
  var appFonts: (any AppFontMeasuring)?
  var resolver: TextResolver
  /// Each event's split view state as reported, computed once for every locale.
  var splitResults: [AuditReport.SplitResult?]
  /// Each event's location as reports write it (`path:line:col`), written once for every locale.
  var stepSources: [String]
  /// The development language's back displays per step and bar column, for comparison.
  var developmentDisplays: [Int: [BarColumn: BackDisplay]]?
  /// The bars the unit evaluated already in this run's locale, idiom and design.
  var bars: BarCache

  var design: BarDesign { ios.hasGlassBars ? .glass : .classic }
}

import Announcements
import Diagnostics
import Foundation
import Navigation
import StringTables
import TextLayout
import Traits
import UnicodeSupport

/// One flow on every device, orientation and design of the plan, each evaluated for every
/// locale of the plan.
///
/// A flow is one unit, not one unit per device, so that its bars are evaluated once for
/// every device whose geometry is the same (``BarCache``): most of the devices of a matrix
/// share their width with another, and a bar's texts, widths and speech do not depend on
/// the device. The cache lives as long as the unit, on the one thread that evaluates it.
struct WorkUnit {
  let plan: RunPlan
  let flow: Flow
  /// The runs' devices, orientations and designs, in report order.
  let cells: [Cell]

  /// One device, orientation and design, with the flow's simulation there.
  struct Cell {
    let events: [SimulationEvent]
    let device: DeviceProfile
    let orientation: Orientation
    let ios: IOSVersion
    /// The bar constants of `ios`, a metrics profile's where one is given.
    let metrics: BarMetrics
  }

  struct Result {
    var runs: [AuditReport.Run]
    /// The development language's bars, for width budgets.
    var samples: [BarSample]
  }

  /// Evaluates every cell in every locale, or only the development language
  /// (`developmentOnly`, for budgets).
  func evaluate(measurer: TextMeasurer, systemStrings: SystemStrings, developmentOnly: Bool = false) throws -> Result {
    var caches: [BarCache.Scope: BarCache] = [:]
    var result = Result(runs: [], samples: [])
    for cell in cells {
      try evaluate(
        cell, measurer: measurer, systemStrings: systemStrings, developmentOnly: developmentOnly, caches: &caches,
        into: &result)
    }
    return result
  }

  private func evaluate(
    _ cell: Cell, measurer: TextMeasurer, systemStrings: SystemStrings, developmentOnly: Bool,
    caches: inout [BarCache.Scope: BarCache], into result: inout Result
  ) throws {
    let development = plan.developmentLanguage
    let splits = cell.events.map { $0.state.topContext.split.map(AuditReport.SplitResult.init) }
    // Each step's location as reports write it, once for every locale of the cell.
    let sources = cell.events.map(\.location.description)
    func run(_ locale: LocaleIdentifier, displays: [Int: [BarColumn: BackDisplay]]?) throws -> (
      run: AuditReport.Run, samples: [BarSample]
    ) {
      let scope = BarCache.Scope(locale: locale, idiom: cell.device.idiom, ios: cell.ios)
      let cache = caches[scope] ?? BarCache(capacity: cell.events.count, isRightToLeft: locale.isRightToLeft)
      caches[scope] = cache
      let context = RunContext(
        scenario: plan.scenario, flow: flow, events: cell.events, locale: locale,
        developmentLanguage: development,
        device: cell.device, orientation: cell.orientation, ios: cell.ios, metrics: cell.metrics,
        phrases: try plan.phrases(for: locale, systemStrings: systemStrings),
        measurer: measurer, appFonts: plan.appFonts,
        resolver: plan.resolvers.resolver(for: locale, idiom: cell.device.idiom), splitResults: splits,
        stepSources: sources,
        developmentDisplays: displays, bars: cache)
      return RunEvaluator(context: context).evaluateWithSamples()
    }
    // The development language runs first: other locales are compared with it.
    let (developmentRun, samples) = try run(development, displays: nil)
    // The first cell's samples are moved, not copied element by element.
    if result.samples.isEmpty { result.samples = samples } else { result.samples += samples }
    guard !developmentOnly else {
      result.runs.append(developmentRun)
      return
    }
    let displays = Dictionary(
      uniqueKeysWithValues: developmentRun.steps.map { step in
        (
          step.index,
          Dictionary(step.bars.map { ($0.column, $0.back.display) }, uniquingKeysWith: { first, _ in first })
        )
      })
    for locale in plan.locales {
      if locale == development {
        result.runs.append(developmentRun)
        continue
      }
      result.runs.append(try run(locale, displays: displays).run)
    }
  }
}

/// The bars a unit evaluated for one locale, idiom and design, by what decides them
/// (``RunEvaluator/BarKey``): every run of the unit with the same scope reuses them, and
/// what VoiceOver says when each is on top.
///
/// A class used by the one thread that evaluates the unit.
final class BarCache {
  /// What, besides a bar's key, an evaluation depends on: the texts (locale, and idiom for
  /// device-specific strings) and the bar's design and constants (iOS version).
  struct Scope: Hashable {
    var locale: LocaleIdentifier
    var idiom: DeviceIdiom
    var ios: IOSVersion
  }

  /// Whether the scope's locale is written right to left: asked by every run and split
  /// view column, and a locale's answer is looked up behind a lock the workers share.
  let isRightToLeft: Bool
  /// Each bar evaluated, `nil` for a context that draws none.
  var evaluations: [RunEvaluator.BarKey: BarEvaluator.Evaluation?] = [:]
  /// What VoiceOver says at a screen change while each bar is on top.
  var announcements: [RunEvaluator.BarKey: AuditReport.SpeechResult] = [:]
  /// Each tab bar evaluated.
  var tabBars: [RunEvaluator.TabBarKey: TabBarEvaluator.Evaluation] = [:]
  /// Whether each stack's top item shows its large title (``showsLargeTitle(_:in:)``).
  private var largeTitles: [ScreenStack: Bool] = [:]

  /// A cache with room for about `capacity` bars, a flow's steps: it then grows no more
  /// than a few times, however long the flow.
  init(capacity: Int = 0, isRightToLeft: Bool = false) {
    self.isRightToLeft = isRightToLeft
    evaluations.reserveCapacity(capacity)
    announcements.reserveCapacity(capacity)
  }

  /// Whether the top item of `context` shows its large title, worked out once per stack: a
  /// stack's answer is its top screen's mode, or else the answer of the stack below it, so
  /// that a flow of pushes asks one screen a step instead of its whole stack.
  func showsLargeTitle(_ context: NavigationContext, in scenario: Scenario) -> Bool {
    guard context.prefersLargeTitles else { return false }
    var pending: [ScreenStack] = []
    var stack = context.stack
    var large = true
    while let top = stack.last {
      if let known = largeTitles[stack] {
        large = known
        break
      }
      let mode = scenario.screens[top]?.largeTitleDisplayMode ?? .automatic
      if mode != .automatic {
        large = mode != .never
        largeTitles[stack] = large
        break
      }
      pending.append(stack)
      stack.removeLast()
    }
    for stack in pending { largeTitles[stack] = large }
    return large
  }
}

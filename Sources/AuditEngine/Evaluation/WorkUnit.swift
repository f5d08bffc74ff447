import Announcements
import Foundation
import Navigation
import StringTables
import TextLayout
import Traits
import UnicodeSupport

/// One flow on one device, orientation and design, evaluated for every locale of the plan.
struct WorkUnit {
  let plan: RunPlan
  let flow: Flow
  let events: [SimulationEvent]
  let device: DeviceProfile
  let orientation: Orientation
  let ios: IOSVersion
  /// The bar constants of `ios`, a metrics profile's where one is given.
  let metrics: BarMetrics

  struct Result {
    var runs: [AuditReport.Run]
    /// The development language's bars, for width budgets.
    var samples: [BarSample]
  }

  /// Evaluates every locale, or only the development language (`developmentOnly`, for budgets).
  func evaluate(measurer: TextMeasurer, systemStrings: SystemStrings, developmentOnly: Bool = false) throws -> Result {
    let development = plan.developmentLanguage
    let splits = events.map { $0.state.topContext.split.map(AuditReport.SplitResult.init) }
    // The development language runs first: other locales are compared with it.
    let (developmentRun, samples) = try run(
      development, measurer: measurer, systemStrings: systemStrings, splits: splits, displays: nil)
    guard !developmentOnly else { return Result(runs: [developmentRun], samples: samples) }
    let displays = Dictionary(
      uniqueKeysWithValues: developmentRun.steps.map { step in
        (
          step.index,
          Dictionary(step.bars.map { ($0.column, $0.back.display) }, uniquingKeysWith: { first, _ in first })
        )
      })
    var runs: [AuditReport.Run] = []
    for locale in plan.locales {
      if locale == development {
        runs.append(developmentRun)
        continue
      }
      runs.append(
        try run(locale, measurer: measurer, systemStrings: systemStrings, splits: splits, displays: displays).run)
    }
    return Result(runs: runs, samples: samples)
  }

  private func run(
    _ locale: LocaleIdentifier, measurer: TextMeasurer, systemStrings: SystemStrings,
    splits: [AuditReport.SplitResult?],
    displays: [Int: [BarColumn: BackDisplay]]?
  ) throws -> (run: AuditReport.Run, samples: [BarSample]) {
    let context = RunContext(
      scenario: plan.scenario, flow: flow, events: events, locale: locale,
      developmentLanguage: plan.developmentLanguage,
      device: device, orientation: orientation, ios: ios, metrics: metrics,
      phrases: try plan.phrases(for: locale, systemStrings: systemStrings),
      measurer: measurer, appFonts: plan.appFonts,
      resolver: plan.resolvers.resolver(for: locale, idiom: device.idiom), splitResults: splits,
      developmentDisplays: displays)
    return RunEvaluator(context: context).evaluateWithSamples()
  }
}

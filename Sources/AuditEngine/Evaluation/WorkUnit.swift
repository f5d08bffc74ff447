import Announcements
import Foundation
import Navigation
import StringTables
import TextLayout
import UnicodeSupport
import Traits

/// One flow on one device, orientation and design, evaluated for every locale of the plan.
struct WorkUnit {
  let plan: RunPlan
  let flow: Flow
  let events: [SimulationEvent]
  let device: DeviceProfile
  let orientation: Orientation
  let ios: Int
  /// Whether this is the flow's first unit: it carries locale-independent findings.
  let isFirstOfFlow: Bool

  struct Result {
    var runs: [AuditReport.Run]
  }

  func evaluate(measurer: TextMeasurer, systemStrings: SystemStrings) throws -> Result {
    let development = plan.developmentLanguage
    let includesDevelopment = plan.locales.contains(development)
    let splits = events.map { $0.state.topContext.split.map(AuditReport.SplitResult.init) }
    // The development language runs first: other locales are compared with it.
    let developmentRun = try run(development, measurer: measurer, systemStrings: systemStrings, splits: splits, displays: nil, flowFindings: includesDevelopment)
    let displays = Dictionary(uniqueKeysWithValues: developmentRun.steps.map { step in
      (step.index, Dictionary(step.bars.map { ($0.column, $0.back.display) }, uniquingKeysWith: { first, _ in first }))
    })
    var runs: [AuditReport.Run] = []
    for (offset, locale) in plan.locales.enumerated() {
      if locale == development {
        runs.append(developmentRun)
        continue
      }
      let carriesFlowFindings = !includesDevelopment && offset == 0
      runs.append(try run(
        locale, measurer: measurer, systemStrings: systemStrings, splits: splits, displays: displays, flowFindings: carriesFlowFindings))
    }
    return Result(runs: runs)
  }

  private func run(
    _ locale: LocaleIdentifier, measurer: TextMeasurer, systemStrings: SystemStrings, splits: [AuditReport.SplitResult?],
    displays: [Int: [String: String]]?, flowFindings: Bool
  ) throws -> AuditReport.Run {
    let idiom = device.idiom
    let context = RunContext(
      scenario: plan.scenario, flow: flow, events: events, locale: locale, developmentLanguage: plan.developmentLanguage,
      device: device, orientation: orientation, ios: ios, phrases: try systemStrings.phrases(for: locale), measurer: measurer,
      resolver: plan.resolvers.resolver(for: locale, idiom: idiom),
      emitsFlowFindings: isFirstOfFlow && flowFindings, emitsLocaleFindings: isFirstOfFlow, splitResults: splits,
      developmentDisplays: displays)
    return RunEvaluator(context: context).evaluate()
  }
}

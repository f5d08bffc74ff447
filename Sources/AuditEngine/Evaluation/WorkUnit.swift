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
    /// An earlier cell of the unit whose device is this one's twin (``RunPlan/twins(of:)``),
    /// in the same orientation and design: its runs are this cell's, but for the name.
    var twin: Int? = nil
    /// Which of the unit's simulations `events` is: cells with the same number show the same
    /// events (a flow without a split view has one simulation for every device).
    var simulation = 0
  }

  struct Result {
    var runs: [AuditReport.Run]
    /// The development language's bars, for width budgets.
    var samples: [BarSample]
    /// For each run, the earlier run of `runs` it is a copy of under another device's name,
    /// or `nil` for a run evaluated: its findings state the same problems, but for messages
    /// that name the device (``Finding/Message/device``).
    var copiedFrom: [Int?] = []
  }

  /// What a cell's evaluation left for its twins: the development language's run and back
  /// displays, and where its runs and samples are in the unit's result.
  private struct Evaluated {
    var development: AuditReport.Run
    var displays: [Int: [BarColumn: BackDisplay]]
    var runs: Range<Int>
    var samples: Range<Int>
  }

  /// Evaluates every cell in every locale, or only the development language
  /// (`developmentOnly`, for budgets).
  ///
  /// A cell whose device has a twin takes each run of the twin's cell with its own name
  /// instead of evaluating it again (``renamed(_:device:)``): a message that names the
  /// device (a truncation "on iPhone 16 (portrait)") keeps the name apart, and takes the
  /// cell's.
  func evaluate(measurer: TextMeasurer, systemStrings: SystemStrings, developmentOnly: Bool = false) throws -> Result {
    let lookups = UnitLookups(plan: plan, systemStrings: systemStrings)
    var result = Result(runs: [], samples: [])
    result.copiedFrom.reserveCapacity(cells.count * (developmentOnly ? 1 : plan.locales.count))
    var evaluated: [Evaluated?] = []
    evaluated.reserveCapacity(cells.count)
    for cell in cells {
      let twin = cell.twin.flatMap { $0 < evaluated.count ? evaluated[$0] : nil }
      evaluated.append(
        try evaluate(
          cell, twin: twin, measurer: measurer, lookups: lookups, developmentOnly: developmentOnly, into: &result))
    }
    return result
  }

  private func evaluate(
    _ cell: Cell, twin: Evaluated?, measurer: TextMeasurer, lookups: UnitLookups, developmentOnly: Bool,
    into result: inout Result
  ) throws -> Evaluated {
    let development = plan.developmentLanguage
    let idiom = cell.device.idiom
    func run(_ slot: Int, displays: [Int: [BarColumn: BackDisplay]]?) throws -> (
      run: AuditReport.Run, samples: [BarSample]
    ) {
      // Each step's split view and location as reports write them, once for every cell and
      // locale that shows the same simulation.
      let steps = lookups.steps(cell.simulation, events: cell.events)
      let context = RunContext(
        scenario: plan.scenario, flow: flow, events: cell.events, locale: lookups.locales[slot],
        developmentLanguage: development,
        device: cell.device, orientation: cell.orientation, ios: cell.ios, metrics: cell.metrics,
        phrases: try lookups.phrases(slot), measurer: measurer, appFonts: plan.appFonts,
        resolver: lookups.resolver(slot, idiom: idiom), splitResults: steps.splits, stepSources: steps.sources,
        developmentDisplays: displays,
        bars: lookups.bars(slot, idiom: idiom, ios: cell.ios, capacity: cell.events.count))
      return RunEvaluator(context: context).evaluateWithSamples()
    }
    // The development language runs first: other locales are compared with it.
    let developmentRun: AuditReport.Run
    let samples: [BarSample]
    if let twin {
      developmentRun = Self.renamed(twin.development, device: cell.device.name)
      samples = result.samples[twin.samples].map { Self.sample($0, on: cell.device) }
    } else {
      (developmentRun, samples) = try run(lookups.developmentSlot, displays: nil)
    }
    let firstSample = result.samples.count
    // The first cell's samples are moved, not copied element by element.
    if result.samples.isEmpty { result.samples = samples } else { result.samples += samples }
    let sampleRange = firstSample..<result.samples.count
    let displays =
      twin?.displays
      ?? Dictionary(
        uniqueKeysWithValues: developmentRun.steps.map { step in
          (
            step.index,
            Dictionary(step.bars.map { ($0.column, $0.back.display) }, uniquingKeysWith: { first, _ in first })
          )
        })
    let firstRun = result.runs.count
    if developmentOnly {
      result.runs.append(developmentRun)
      result.copiedFrom.append(nil)
    } else {
      for position in plan.locales.indices {
        let original = twin.map { $0.runs.lowerBound + position }
        if position == lookups.developmentSlot {
          result.runs.append(developmentRun)
          result.copiedFrom.append(original.map { result.copiedFrom[$0] ?? $0 })
          continue
        }
        if let original {
          result.runs.append(Self.renamed(result.runs[original], device: cell.device.name))
          result.copiedFrom.append(result.copiedFrom[original] ?? original)
        } else {
          result.runs.append(try run(position, displays: displays).run)
          result.copiedFrom.append(nil)
        }
      }
    }
    return Evaluated(
      development: developmentRun, displays: displays, runs: firstRun..<result.runs.count, samples: sampleRange)
  }

  /// `run` as `device` ran it: a twin's run, with `device`'s name in its findings' scope and
  /// in their messages that name the twin (``Finding/Message/device``).
  ///
  /// A step's findings are put in report order again when one of them names the device:
  /// they are ordered by their messages, and a user text around the name could order them
  /// differently on another device. Which findings a run repeats does not depend on the
  /// name (``RunEvaluator/SeenFinding``).
  static func renamed(_ run: AuditReport.Run, device: String) -> AuditReport.Run {
    var copy = run
    let twin = run.device
    copy.device = device
    // Steps without findings are shared with the twin's run; the others are copied once.
    guard copy.steps.contains(where: { !$0.findings.isEmpty }) else { return copy }
    for step in copy.steps.indices where !copy.steps[step].findings.isEmpty {
      var namesDevice = false
      for index in copy.steps[step].findings.indices where copy.steps[step].findings[index].device == twin {
        copy.steps[step].findings[index].device = device
        if copy.steps[step].findings[index].messageParts.device == twin {
          copy.steps[step].findings[index].messageParts.device = device
          namesDevice = true
        }
      }
      if namesDevice, copy.steps[step].findings.count > 1 { Finding.sort(&copy.steps[step].findings) }
    }
    return copy
  }

  /// `sample` as drawn on `device`, a twin of its own.
  static func sample(_ sample: BarSample, on device: DeviceProfile) -> BarSample {
    BarSample(
      flow: sample.flow, step: sample.step, stepText: sample.stepText, location: sample.location, device: device,
      orientation: sample.orientation, ios: sample.ios, probe: sample.probe)
  }
}

/// The bars a unit evaluated for one locale, idiom and design, by what decides them
/// (``RunEvaluator/BarKey``): every run of the unit with the same scope reuses them, and
/// what VoiceOver says when each is on top.
///
/// A class used by the one thread that evaluates the unit.
final class BarCache {
  /// Whether the scope's locale is written right to left: asked by every run and split
  /// view column, and a locale's answer is looked up behind a lock the workers share.
  let isRightToLeft: Bool
  /// Each bar evaluated, `nil` for a context that draws none.
  var evaluations: [RunEvaluator.BarKey: BarEvaluator.Evaluation?] = [:]
  /// What VoiceOver says at a screen change while each bar is on top, by its key without
  /// geometry, once bars were spoken at two geometries (``spokenGeometry``): optional, so
  /// that a miss is filled where the lookup found its place
  /// (``RunEvaluator/screenChangeSpeech(top:key:tabs:announcer:)``).
  var announcements: [RunEvaluator.BarKey: AuditReport.SpeechResult?] = [:]
  /// The one geometry bars were spoken at so far, `nil` before the first and once there
  /// were two: until then a bar key without geometry names one evaluation, whose own
  /// ``BarEvaluator/Evaluation/announcement`` answers, so ``announcements`` is filled only
  /// when a second geometry comes (``fileAnnouncements()``).
  var spokenGeometry: RunEvaluator.BarKey.BarGeometry?
  /// Whether bars were spoken at two geometries: ``announcements`` is then kept.
  var spokenAtSeveralGeometries = false
  /// The runs begun with this cache so far, each numbered by the count at its start: its
  /// runs are evaluated one after another, so a bar tells whether the run evaluating it
  /// reported its findings already (``BarEvaluator/Evaluation/reportedInRun``).
  var runs = 0
  /// Each tab bar evaluated.
  var tabBars: [RunEvaluator.TabBarKey: TabBarEvaluator.Evaluation] = [:]
  /// Whether each stack's top item shows its large title (``showsLargeTitle(_:in:)``).
  private var largeTitles: [ScreenStack: Bool] = [:]

  /// A cache with room for about `capacity` bars, a flow's steps: it then grows no more
  /// than a few times, however long the flow.
  init(capacity: Int = 0, isRightToLeft: Bool = false) {
    self.isRightToLeft = isRightToLeft
    evaluations.reserveCapacity(capacity)
  }

  /// Files what every bar spoken so far says by its key without geometry, when bars start
  /// to be spoken at a second geometry: ``announcements`` then holds what it would have
  /// held had each been filed when spoken (one evaluation a key until then).
  func fileAnnouncements() {
    spokenAtSeveralGeometries = true
    spokenGeometry = nil
    announcements.reserveCapacity(evaluations.count)
    for (key, evaluation) in evaluations {
      guard let spoken = evaluation?.announcement else { continue }
      var spokenKey = key
      spokenKey.geometry = .none
      announcements[spokenKey] = spoken
    }
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

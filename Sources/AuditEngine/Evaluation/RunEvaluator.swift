import Announcements
import Diagnostics
import Foundation
import Navigation
import TextLayout
import Traits
import UnicodeSupport

/// Evaluates one run: every step's bars, announcements and findings.
///
/// A class, so that the closures and helpers of every step share one reference to the run's
/// context instead of copying its two dozen fields.
final class RunEvaluator {
  let context: RunContext
  /// The tab bars whose findings this run reported.
  var reportedTabBars: Set<TabBarKey> = []
  /// The literal texts this run reported, by reference (``ReportedLiterals``).
  var reportedLiterals = ReportedLiterals()

  /// What every finding of the run names besides its rule, message and place, read out
  /// of the context once: reading them through it at each finding copied the context.
  /// Four fields, not a tuple: reading one field of a tuple property copied all four.
  private let scenarioPath: String
  private let localeTag: String
  private let deviceName: String
  private let flowName: String

  init(context: RunContext) {
    self.context = context
    scenarioPath = context.scenario.path
    localeTag = context.locale.tag
    deviceName = context.device.name
    flowName = context.flow.name
  }

  func evaluate() -> AuditReport.Run {
    evaluateWithSamples().run
  }

  /// The run, and each bar drawn on top at a screen change with the keys it shows: what
  /// width budgets are computed from.
  func evaluateWithSamples() -> (run: AuditReport.Run, samples: [BarSample]) {
    var samples: [BarSample] = []
    var steps: [AuditReport.StepResult] = []
    steps.reserveCapacity(context.events.count)
    var seen: Set<SeenFinding> = []
    reportedLiterals = ReportedLiterals(capacity: context.events.count)
    let announcer = Announcer(phrases: context.phrases)
    let isRightToLeft = context.bars.isRightToLeft
    // Focus steps and pops show a bar exactly as an earlier step did, and other devices of
    // the same geometry too: each (context, geometry, column) is evaluated once per unit,
    // locale, idiom and design (``BarCache``), and spoken once when on top.
    let cache = context.bars
    // A bar's text and font findings depend on the bar alone: once reported in a run, the
    // same bar on top again adds only what was seen already. The bar remembers the run
    // that reported them (one evaluation a key in a run's cache): a set of the run's
    // reported bars hashed each one and grew with the run.
    cache.runs += 1
    let scenario = context.scenario
    let runNumber = cache.runs
    // One evaluator a run, moved to each bar's geometry: building one copies the scenario,
    // the phrases and the measurer's references.
    var evaluator = BarEvaluator(
      scenario: context.scenario, resolver: context.resolver, phrases: context.phrases, measurer: context.measurer,
      geometry: context.device.geometry(context.orientation), design: context.design, isRightToLeft: isRightToLeft,
      metrics: context.metrics, appFonts: context.appFonts)
    for (position, event) in context.events.enumerated() {
      let orientation = event.state.orientation ?? context.orientation
      let screen = Self.geometry(context.device.geometry(orientation), sizeClass: event.state.sizeClass)
      let isPhoneLandscape = context.device.idiom == .phone && orientation == .landscape
      var findings: [Finding] = []
      // Read out of the event once: the closure that captured the event copied it, all its
      // states and notices, each time it was handed to a bar's findings.
      let stepIndex = event.index
      func add(_ rule: RuleID, _ message: Finding.Message, at source: SourceLocation) {
        // A bar drawn the same way again later in the flow (after a pop) is not a new finding.
        // A literal's finding is new already: ``textFindings(_:add:)`` reports a literal once
        // a run by its reference and text (``ReportedLiterals``), which its message and place
        // say exactly, and no other finding has its rule.
        if rule != .literalNotLocalized {
          let key = SeenFinding(
            rule: rule, source: Self.isPerRun(rule) ? nil : source, message: UTF8Key(message.string),
            deviceOffset: message.deviceOffset)
          guard seen.insert(key).inserted else { return }
        }
        findings.append(finding(rule, message, source: source, step: stepIndex))
      }
      noticeFindings(event, add: add)

      var shown = StepBars()
      let topIndex = event.state.contexts.count - 1

      /// Draws one bar (or finds it drawn) and reports what it shows: `resolved` is its
      /// context's presentation, `reachable` whether VoiceOver can reach it past those above.
      /// The evaluator and what the step shows are handed over, not captured: evaluating a
      /// bar through a captured variable copied the whole evaluator, scenario and all, at
      /// every bar, and the step's variables captured were boxed on the heap at every step.
      func show(
        _ piece: BarPiece, layer index: Int, resolved: PresentationAdapter.Resolved?, reachable: Bool,
        evaluator: inout BarEvaluator, shown: inout StepBars, add: Add
      ) {
        // A navigation controller with navigationBarHidden draws no bar: nothing to lay out or speak.
        if piece.context.host == .navigationController, piece.context.navigationBarHidden {
          shown.hidden.append(piece.column)
          return
        }
        // The scenario read once a run: read through the context in this function, a
        // step copied it to hand it over. Most contexts prefer no large titles: not asked.
        let large = piece.context.prefersLargeTitles && cache.showsLargeTitle(piece.context, in: scenario)
        let key = BarKey(
          piece.context, geometry: piece.geometry, column: piece.column, system: piece.systemButtons, largeTitle: large)
        let cached =
          cache.evaluations[key]
          ?? {
            if evaluator.geometry != piece.geometry { evaluator.geometry = piece.geometry }
            let fresh = evaluator.evaluate(
              piece.context, column: piece.column, systemButtons: piece.systemButtons, largeTitle: large)
            cache.evaluations[key] = .some(fresh)
            return fresh
          }()
        guard let evaluation = cached else { return }
        var bar = evaluation.bar
        bar.presentation = resolved?.style
        bar.reachable = reachable && !piece.dimmed ? nil : false
        if resolved?.style == .popover { bar.dismissRegion = context.phrases[.dismissPopup] }
        bar.x = piece.x
        if let placement = piece.placement {
          bar.stack = piece.context.stack
          bar.overlay = placement.overlays ? true : nil
        }
        shown.bars.append(bar)
        guard index == topIndex else { return }
        if piece.isActive {
          shown.top = evaluation
          shown.topKey = key
        }
        if piece.isActive, event.isTransition || event.isRelayout, let probe = evaluation.probe {
          samples.append(
            BarSample(
              flow: context.flow.name, step: event.index, stepText: event.text, location: event.location,
              device: context.device, orientation: context.orientation, ios: context.ios.rawValue,
              probe: probe))
        }
        if evaluation.reportedInRun != runNumber {
          evaluation.reportedInRun = runNumber
          textFindings(evaluation, add: add)
          fontFindings(evaluation, add: add)
        }
        if event.isTransition || event.isRelayout {
          barFindings(evaluation, step: event.index, add: add, at: event.location, column: piece.findingColumn)
        }
      }

      if let sole = Self.soleBar(of: event.state, screen: screen) {
        show(sole, layer: 0, resolved: nil, reachable: true, evaluator: &evaluator, shown: &shown, add: add)
      } else {
        let presentations = Self.showLayers(
          event.state, screen: screen, isPhoneLandscape: isPhoneLandscape, isRightToLeft: isRightToLeft
        ) { show($0, layer: $1, resolved: $2, reachable: $3, evaluator: &evaluator, shown: &shown, add: add) }
        if let resolved = presentations[topIndex], event.isTransition,
          let record = event.state.topContext.presentation
        {
          presentationFindings(resolved, record: record, top: shown.top, add: add, at: event.location)
        }
      }

      let tabs = tabBar(of: event.state, add: add)
      var announcement: AuditReport.SpeechResult?
      var focus: AuditReport.SpeechResult?
      if event.isTransition {
        announcement = screenChangeSpeech(top: shown.top, key: shown.topKey, tabs: tabs, announcer: announcer)
      }
      if let target = event.focus {
        if let top = shown.top, let spoken = focusSpeech(target, on: top, announcer: announcer) {
          focus = spoken
        } else {
          add(
            .focusTargetMissing, "there is no '\(target)' element on screen '\(event.state.top ?? "")'",
            at: event.location)
        }
      }
      // Each finding's sort key built once (``Finding/sort(_:workers:)``), not two per comparison.
      if findings.count > 1 { Finding.sort(&findings) }
      steps.append(
        AuditReport.StepResult(
          index: event.index, step: event.text, source: context.stepSources[position], stack: event.state.stack,
          split: context.splitResults[position], tabBar: tabs?.result,
          hiddenBars: shown.hidden.isEmpty ? nil : shown.hidden, bars: shown.bars, announcement: announcement,
          focus: focus, findings: findings))
    }
    let run = AuditReport.Run(
      scenario: context.scenario.path, flow: context.flow.name, locale: context.locale.tag, device: context.device.name,
      orientation: context.orientation, ios: context.ios.rawValue, steps: steps)
    return (run, samples)
  }

  /// What a step shows: its bars in drawing order, the columns whose bar is hidden, and the
  /// active bar on top with its key (what VoiceOver reads at a screen change).
  struct StepBars {
    var bars: [BarResult] = []
    var hidden: [BarColumn] = []
    var top: BarEvaluator.Evaluation?
    var topKey: BarKey?
  }

  /// The screen after a `sizeClass` step (documented assumption): a compact window on a
  /// regular-width device is a 320 pt Slide Over window; a regular trait on a compact device
  /// keeps the width and takes the regular 20 pt margins.
  static func geometry(_ screen: ScreenGeometry, sizeClass: SizeClass?) -> ScreenGeometry {
    switch (sizeClass, screen.horizontalSizeClass) {
    case (.compact?, .regular):
      return ScreenGeometry(
        width: min(screen.width, 320), height: screen.height,
        safeArea: EdgeInsets(top: screen.safeArea.top, bottom: screen.safeArea.bottom),
        horizontalSizeClass: .compact, layoutMargin: 16, barHeight: screen.barHeight)
    case (.regular?, .compact):
      return ScreenGeometry(
        width: screen.width, height: screen.height, safeArea: screen.safeArea, horizontalSizeClass: .regular,
        layoutMargin: 20,
        barHeight: screen.barHeight)
    default:
      return screen
    }
  }

  /// A finding already reported in a run: per-run rules are keyed without their source.
  ///
  /// The message is compared by its bytes (``UTF8Key``): hashing a non-ASCII `String`
  /// normalizes it, and every text finding of every bar asks. A located finding hashes
  /// its rule, line, column and message length, which few findings of a run share (a
  /// message is a hundred bytes, its source's path often as long); a per-run finding,
  /// without a source, hashes its message's bytes too, as a run can have many.
  ///
  /// A message that names the device (``Finding/Message/placed(_:device:_:)``) is told
  /// apart by where the name starts too, so that two are the same exactly when their pieces
  /// are, on any device: a run copied to a twin device (``WorkUnit``) keeps the findings the
  /// twin would. (Without it, a user text holding a device's name could make two texts
  /// equal on one device and not on another.)
  struct SeenFinding: Hashable {
    var rule: RuleID
    var source: SourceLocation?
    var message: UTF8Key
    var deviceOffset: Int?

    func hash(into hasher: inout Hasher) {
      hasher.combine(rule)
      if let source {
        hasher.combine(source.line)
        hasher.combine(source.column)
        hasher.combine(message.string.utf8.count)
      } else {
        hasher.combine(message)
      }
    }
  }

  /// Whether `rule` is reported once per run for the same message, at the first step that
  /// shows it (a switch: every finding of every step asks).
  static func isPerRun(_ rule: RuleID) -> Bool {
    switch rule {
    case .backTitleGeneric, .backTitleMinimal, .backTitleTruncated, .titleTruncated, .largeTitleTruncated: true
    default: false
    }
  }

  private func noticeFindings(_ event: SimulationEvent, add: Add) {
    for notice in event.notices {
      let rule: RuleID =
        switch notice.kind {
        case .refused: .stepRefused
        case .ignored: .stepIgnored
        case .notSimulated: .stepNotSimulated
        case .noUnwindTarget: .unwindNoTarget
        case .unwindTargetInCode: .unwindTargetInCode
        }
      add(rule, Finding.Message(notice.message), event.location)
    }
  }

  /// A finding of this run at `step`, its message and source kept as pieces: the source's
  /// `path:line:col` is written by the report that prints it, not made for every finding.
  private func finding(_ rule: RuleID, _ message: Finding.Message, source: SourceLocation, step: Int) -> Finding {
    Finding(
      rule: rule, scenario: scenarioPath, locale: localeTag, device: deviceName, orientation: context.orientation,
      flow: flowName, step: step, message: message, source: Finding.Source(source))
  }

  func speech(_ announcement: Announcement) -> AuditReport.SpeechResult {
    AuditReport.SpeechResult(
      text: announcement.text,
      parts: announcement.parts.map {
        AuditReport.SpeechResult.Part(text: $0.text, role: $0.role.rawValue, language: $0.language)
      })
  }
}

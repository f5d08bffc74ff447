import UnicodeSupport
import Foundation
import Announcements
import Diagnostics
import Navigation
import TextLayout

/// Evaluates one run: every step's bar, announcements and findings.
struct RunEvaluator {
  let context: RunContext

  func evaluate() -> AuditReport.Run {
    var steps: [AuditReport.StepResult] = []
    var seen: Set<String> = []
    let announcer = Announcer(phrases: context.phrases)
    let isRightToLeft = context.locale.isRightToLeft
    for event in context.events {
      let orientation = event.state.orientation.map { $0 == .landscape ? TextLayout.Orientation.landscape : .portrait } ?? context.orientation
      let evaluator = BarEvaluator(
        scenario: context.scenario, resolver: context.resolver, phrases: context.phrases, measurer: context.measurer,
        geometry: context.device.geometry(orientation), design: context.design, isRightToLeft: isRightToLeft)
      let evaluation = evaluator.evaluate(event.state)
      var findings: [Finding] = []
      func add(_ rule: RuleID, _ message: String, at source: SourceLocation) {
        let key = "\(rule.rawValue)|\(source)|\(message)"
        guard seen.insert(key).inserted else { return }
        findings.append(finding(rule, message, source: source, step: event.index))
      }

      if context.emitsFlowFindings {
        for notice in event.notices {
          let rule: RuleID = switch notice.kind {
          case .refused: .stepRefused
          case .ignored: .stepIgnored
          case .notSimulated: .stepNotSimulated
          }
          add(rule, notice.message, at: event.location)
        }
      }

      var announcement: AuditReport.SpeechResult?
      var focus: AuditReport.SpeechResult?
      if let evaluation {
        textFindings(evaluation, add: add)
        if event.isTransition { barFindings(evaluation, step: event.index, add: add, at: event.location) }
        if event.isTransition {
          let leading = evaluation.back ?? evaluation.left.first
          announcement = speech(announcer.screenChange([evaluation.title, leading].compactMap { $0 }))
        }
        if let target = event.focus {
          if let element = element(target, in: evaluation) {
            focus = speech(announcer.describe(element))
          } else {
            add(.focusTargetMissing, "there is no '\(target)' element on screen '\(event.state.top ?? "")'", at: event.location)
          }
        }
      }
      steps.append(AuditReport.StepResult(
        index: event.index, step: event.text, source: event.location.description, stack: event.state.stack,
        bars: evaluation.map { [$0.bar] } ?? [], announcement: announcement, focus: focus, findings: findings.sorted()))
    }
    return AuditReport.Run(
      scenario: context.scenario.path, flow: context.flow.name, locale: context.locale.tag, device: context.device.name,
      orientation: context.orientation.rawValue, ios: context.ios, steps: steps)
  }

  private func finding(_ rule: RuleID, _ message: String, source: SourceLocation, step: Int) -> Finding {
    Finding(
      rule: rule, scenario: context.scenario.path, locale: context.locale.tag, device: context.device.name,
      orientation: context.orientation.rawValue, flow: context.flow.name, step: step, message: message, source: source.description)
  }

  private func speech(_ announcement: Announcement) -> AuditReport.SpeechResult {
    AuditReport.SpeechResult(
      text: announcement.text,
      parts: announcement.parts.map { AuditReport.SpeechResult.Part(text: $0.text, role: $0.role.rawValue, language: $0.language) })
  }

  private func element(_ target: FocusTarget, in evaluation: BarEvaluator.Evaluation) -> SpokenElement? {
    func at(_ list: [SpokenElement], _ index: Int) -> SpokenElement? { index < list.count ? list[index] : nil }
    switch target {
    case .back: return evaluation.back
    case .title: return evaluation.title
    case .prompt: return evaluation.prompt
    case .left(let index): return at(evaluation.left, index)
    case .right(let index): return at(evaluation.right, index)
    case .toolbar(let index): return at(evaluation.toolbar, index)
    }
  }
}

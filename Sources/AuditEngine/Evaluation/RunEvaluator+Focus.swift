import Announcements
import Navigation

extension RunEvaluator {
  /// What VoiceOver says when focus moves to `target` on `evaluation`'s bar, `nil` when the
  /// bar has no such element: worked out once per bar and target (``BarEvaluator/Evaluation/focusSpeech``).
  func focusSpeech(
    _ target: FocusTarget, on evaluation: BarEvaluator.Evaluation, announcer: Announcer
  ) -> AuditReport.SpeechResult? {
    if let known = evaluation.focusSpeech.first(where: { $0.target == target }) { return known.speech }
    let spoken = element(target, in: evaluation).map { speech(announcer.describe($0)) }
    evaluation.focusSpeech.append((target, spoken))
    return spoken
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
    case .system(let index): return at(evaluation.system, index)
    }
  }
}

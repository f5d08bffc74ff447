import Navigation

extension RunEvaluator {
  /// The top context's tab bar and its findings: unlabeled items and the texts' fallbacks.
  ///
  /// Only the top context's tab bar is reported (documented assumption): a presentation
  /// over a tab bar controller hides it from the report even where a sheet leaves it visible.
  func tabBar(of state: NavigationState, add: Add) -> TabBarEvaluator.Evaluation? {
    guard let tabs = state.topContext.tabs else { return nil }
    let evaluation = TabBarEvaluator(scenario: context.scenario, resolver: context.resolver, phrases: context.phrases)
      .evaluate(tabs)
    textFindings(evaluation.texts, add: add)
    for (screen, item) in evaluation.unlabeled {
      add(
        .tabItemUnlabeled,
        "tab item '\(item.image ?? "")' of '\(screen)' has no title or accessibilityLabel: VoiceOver reads no name",
        item.location)
    }
    return evaluation
  }
}

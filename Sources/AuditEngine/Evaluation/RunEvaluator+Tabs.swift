import Navigation

extension RunEvaluator {
  /// The top context's tab bar and its findings: unlabeled items and the texts' fallbacks.
  ///
  /// Only the top context's tab bar is reported (documented assumption): a presentation
  /// over a tab bar controller hides it from the report even where a sheet leaves it visible.
  func tabBar(of state: NavigationState, add: Add) -> TabBarEvaluator.Evaluation? {
    // Read in place through the array: reading it through `topContext` copied the context.
    guard let top = state.contexts.indices.last, let tabs = state.contexts[top].tabs else { return nil }
    // A tab bar drawn again is reused (``BarCache``), and its findings reported once a run.
    let key = TabBarKey(screens: tabs.tabs.map(\.screen), selected: tabs.selectedIndex, hidden: tabs.isTabBarHidden)
    let evaluation =
      context.bars.tabBars[key]
      ?? TabBarEvaluator(scenario: context.scenario, resolver: context.resolver, phrases: context.phrases)
      .evaluate(tabs)
    context.bars.tabBars[key] = evaluation
    guard reportedTabBars.insert(key).inserted else { return evaluation }
    textFindings(evaluation.texts, add: add)
    for (screen, item) in evaluation.unlabeled {
      add(
        .tabItemUnlabeled,
        "tab item '\(item.image ?? "")' of '\(screen)' has no title or accessibilityLabel: VoiceOver reads no name",
        item.location)
    }
    return evaluation
  }

  /// What decides a tab bar (``TabBarEvaluator/evaluate(_:)``): its tabs' screens, the
  /// selected tab and whether the bar is hidden.
  struct TabBarKey: Hashable {
    var screens: [String]
    var selected: Int
    var hidden: Bool
  }
}

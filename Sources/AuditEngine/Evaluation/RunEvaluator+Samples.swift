import Navigation

extension RunEvaluator {
  /// Whether a bar drawn with `probe` can set a width budget: it shows a table key as its
  /// title, back title or an item's text.
  ///
  /// ``BudgetCalculator`` reads nothing else of a sample, so a bar of literal texts is not
  /// kept as one: a flow of literal titles kept a copy of every bar's layout input for
  /// nothing, and copying and freeing them cost more than laying the bar out.
  static func canSetBudget(_ probe: BarProbe) -> Bool {
    canSetBudget(title: probe.title, back: probe.back, leading: probe.leading, trailing: probe.trailing)
  }

  /// Whether a bar whose probe would show these texts can set a width budget: asked before
  /// the probe is made, as most bars of a run of literal texts need none.
  static func canSetBudget(
    title: TextReference?, back: TextReference?, leading: [TextReference?], trailing: [TextReference?]
  ) -> Bool {
    if case .localized = title { return true }
    if case .localized = back { return true }
    return leading.contains(where: isKey) || trailing.contains(where: isKey)
  }

  private static func isKey(_ reference: TextReference?) -> Bool {
    if case .localized = reference { return true }
    return false
  }
}

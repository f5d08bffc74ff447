import Navigation

extension RunEvaluator {
  /// Whether a bar drawn with `probe` can set a width budget: it shows a table key as its
  /// title, back title or an item's text.
  ///
  /// ``BudgetCalculator`` reads nothing else of a sample, so a bar of literal texts is not
  /// kept as one: a flow of literal titles kept a copy of every bar's layout input for
  /// nothing, and copying and freeing them cost more than laying the bar out.
  static func canSetBudget(_ probe: BarProbe) -> Bool {
    if case .localized = probe.title { return true }
    if case .localized = probe.back { return true }
    return probe.leading.contains(where: isKey) || probe.trailing.contains(where: isKey)
  }

  private static func isKey(_ reference: TextReference?) -> Bool {
    if case .localized = reference { return true }
    return false
  }
}

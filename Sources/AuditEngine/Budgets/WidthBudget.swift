public import Traits

/// The widest text a key may have in a bar before it is cut off or falls back: handed to
/// translators as XLIFF `maxwidth` or a catalog comment, and checked against translations.
public struct WidthBudget: Hashable, Sendable, Codable, Comparable {
  /// What the key is in the bar, which decides what its budget protects.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A navigation title: untruncated (17 pt semibold).
    case title
    /// The previous screen's text on a back button: shown in full, not "Back" or a chevron.
    case backTitle = "back-title"
    /// A bar button item's title: the screen title stays centred.
    case barButton = "bar-button"
  }

  /// Where the budget was set: the flow step and the run dimensions of the tightest bar.
  public struct Origin: Hashable, Sendable, Codable {
    public var scenario: String
    public var flow: String
    public var step: Int
    public var stepText: String
    public var device: String
    public var orientation: Orientation
    public var ios: Int
    /// The step's source location, `path:line:col`.
    public var source: String
  }

  /// An estimate of the budget in characters of one script, from the font profile's
  /// average advance of that script's letters in the budget's text style.
  public struct CharacterEstimate: Hashable, Sendable, Codable {
    public var script: String
    public var characters: Int
  }

  public var table: String
  public var key: String
  public var kind: Kind
  /// The budget in points, in ``style`` (rounded down to 0.1 pt).
  public var points: Double
  /// The text style the budget is measured in (`title`, `barButton`, `doneButton`).
  public var style: String
  /// Back titles only: the budget beside the longest translation of the following titles.
  public var pointsBesideLongestTranslation: Double?
  /// The development language's text and its width in ``style``.
  public var developmentText: String
  public var developmentWidth: Double
  /// Where the key is referenced (the scenario or storyboard line).
  public var reference: String
  public var setBy: Origin
  /// The budget in characters, per script.
  public var characters: [CharacterEstimate]
  /// The app's font the text is drawn and measured in, when the bar sets one; absent for
  /// the system style.
  public var font: BarFont?

  /// The budget to hand to translators: the tighter of the two for back titles.
  public var effectivePoints: Double {
    min(points, pointsBesideLongestTranslation ?? points)
  }

  /// Budgets sort by table, key and kind.
  public static func < (lhs: WidthBudget, rhs: WidthBudget) -> Bool {
    (lhs.table, lhs.key, lhs.kind.rawValue) < (rhs.table, rhs.key, rhs.kind.rawValue)
  }
}

/// Every width budget of a run, sorted by table, key and kind.
public struct BudgetReport: Hashable, Sendable, Codable {
  public var format: Int = 1
  public var budgets: [WidthBudget]

  public init(budgets: [WidthBudget]) {
    self.budgets = budgets.sorted()
  }

  /// The budget of each key to hand to translators: the smallest of its kinds, in whole
  /// points (rounded down), by table and key.
  public var maxWidths: [String: [String: Int]] {
    var result: [String: [String: Int]] = [:]
    for budget in budgets {
      let points = Int(max(0, budget.effectivePoints).rounded(.down))
      result[budget.table, default: [:]][budget.key] = min(points, result[budget.table]?[budget.key] ?? points)
    }
    return result
  }
}

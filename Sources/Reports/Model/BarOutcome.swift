public import AuditEngine

/// How one bar came out, in the words and classes every report uses.
///
/// The back-button display is the main outcome; a cut title and an uncertain decision are
/// marks added to it.
public struct BarOutcome: Hashable, Sendable {
  /// What the back button shows.
  public var display: BackDisplay
  /// Whether the title (or the large title) is cut off.
  public var titleTruncated: Bool
  /// Whether the back decision is within the uncertain band of flipping (`BarMetrics.uncertainty(forWidth:)`).
  public var uncertain: Bool

  public init(_ bar: BarResult) {
    display = bar.back.display
    titleTruncated = bar.title.truncated
    uncertain = bar.back.uncertain == true
  }

  /// A short label for the display: "full title", "Back", "chevron only"…
  public var label: String { display.label }

  /// Whether the back button lost its title compared with the full outcome.
  public var isDegraded: Bool { display.isDegraded }

  /// The CSS class suffix of the display (`o-full`, `o-generic`…).
  var cssClass: String { display.rawValue }
}

public import AuditEngine

/// How one bar came out, in the words and classes every report uses.
///
/// The back-button display is the main outcome; a cut title and an uncertain decision are
/// marks added to it.
public struct BarOutcome: Hashable, Sendable {
  /// The back button's display, from the JSON (`full`, `generic`, `minimal`, `custom`,
  /// `hidden`, `none`).
  public var display: String
  /// Whether the title (or the large title) is cut off.
  public var titleTruncated: Bool
  /// Whether the back decision is within 4 pt of flipping.
  public var uncertain: Bool

  public init(_ bar: BarResult) {
    display = bar.back.display
    titleTruncated = bar.title.truncated
    uncertain = bar.back.uncertain == true
  }

  /// A short label for the display: "full title", "Back", "chevron only"…
  public var label: String {
    Self.label(forDisplay: display)
  }

  /// The short label of a display value.
  public static func label(forDisplay display: String) -> String {
    switch display {
    case "full": "full title"
    case "generic": "“Back”"
    case "minimal": "chevron only"
    case "custom": "custom"
    case "hidden": "hidden"
    case "none": "root"
    default: display
    }
  }

  /// Whether the back button lost its title compared with the full outcome.
  public var isDegraded: Bool {
    display == "generic" || display == "minimal"
  }

  /// A CSS-safe class name for the display.
  var cssClass: String {
    switch display {
    case "full", "generic", "minimal", "custom", "hidden", "none": display
    default: "other"
    }
  }
}

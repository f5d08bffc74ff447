public import Navigation
public import Traits

/// The result of an audit: JSON report version 1 (spec `scenario-format.md`).
///
/// Field names are the contract. Encode with sorted keys; nothing here holds a
/// timestamp or an absolute path.
public struct AuditReport: Hashable, Sendable, Codable {
  public var format: Int
  public var tool: Tool
  public var runs: [Run]
  /// Every problem once, scoped to the locales, devices and orientations it holds for and
  /// listing where it was seen; sorted by rule, locale, device, flow and step.
  public var findings: [Finding]

  public init(runs: [Run], findings: [Finding]) {
    self.format = 1
    self.tool = Tool()
    self.runs = runs
    self.findings = findings
  }

  /// The tool that wrote the report.
  public struct Tool: Hashable, Sendable, Codable {
    public var name = "navaudit"
    public var version = Tool.currentVersion

    /// navaudit's version.
    public static let currentVersion = "0.1.0"
  }

  /// One flow run for one locale, device, orientation and iOS design.
  public struct Run: Hashable, Sendable, Codable {
    public var scenario: String
    public var flow: String
    public var locale: String
    public var device: String
    public var orientation: Orientation
    public var ios: Int
    public var steps: [StepResult]
  }

  /// What is drawn and spoken after one step.
  public struct StepResult: Hashable, Sendable, Codable {
    public var index: Int
    public var step: String
    public var source: String
    /// The top context's navigation stack, root first: shared with the simulation and the
    /// other runs of the flow, and encoded as the JSON array of its screens.
    public var stack: ScreenStack
    /// The split view on top, when the top context is one.
    public var split: SplitResult?
    /// The tab bar of the top context, when it is a tab bar controller.
    public var tabBar: TabBarResult?
    /// The columns (`main`, `presented`…) whose navigation controller hides its bar
    /// (`navigationBarHidden`): they have no entry in `bars`.
    public var hiddenBars: [BarColumn]?
    public var bars: [BarResult]
    public var announcement: SpeechResult?
    public var focus: SpeechResult?
    public var findings: [Finding]

    /// The bar the user works in: the active split view column's, else the top one.
    public var focusedBar: BarResult? {
      if let active = split?.activeColumn, let bar = bars.last(where: { $0.column.split == active }) { return bar }
      return bars.last
    }
  }

  /// A split view's state after a step.
  public struct SplitResult: Hashable, Sendable, Codable {
    /// Whether the split view is collapsed into one stack (compact width).
    public var collapsed: Bool
    /// The resolved `displayMode` while expanded.
    public var displayMode: SplitDisplayMode?
    /// The resolved `splitBehavior` while expanded.
    public var behavior: SplitBehavior?
    /// The column whose stack steps act on (`primary` or `compact` while collapsed).
    public var activeColumn: SplitColumn
    /// Each column's stack, root first.
    public var columns: [String: [String]]

    init(_ split: SplitState) {
      collapsed = split.isCollapsed
      displayMode = split.isCollapsed ? nil : split.displayMode
      behavior = split.isCollapsed ? nil : split.splitBehavior
      activeColumn = split.hostColumn
      columns = Dictionary(uniqueKeysWithValues: split.columns.map { ($0.key.rawValue, $0.value.stack) })
    }
  }

  /// Spoken text and its parts.
  public struct SpeechResult: Hashable, Sendable, Codable {
    public var text: String
    public var parts: [Part]

    public struct Part: Hashable, Sendable, Codable {
      public var text: String
      public var role: String
      public var language: String
    }
  }
}

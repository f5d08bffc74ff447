/// A split view controller on screen: its columns' stacks, whether it is collapsed, and
/// its resolved display mode and split behavior.
///
/// In a column style every column's controller is wrapped in a navigation controller
/// (seed 002); a classic split view shows its children as they are. While collapsed, the
/// `compact` column's stack is shown if there is one; otherwise the columns' stacks are
/// shown as one navigation stack (the secondary pushed onto the primary), up to
/// ``collapsedTop``.
public struct SplitState: Hashable, Sendable {
  /// One column's navigation stack.
  public struct Column: Hashable, Sendable {
    public var stack: [String]
    /// Whether the column has a navigation controller, and so a bar.
    public var hasNavigationController: Bool

    public init(stack: [String], hasNavigationController: Bool) {
      self.stack = stack
      self.hasNavigationController = hasNavigationController
    }
  }

  public var spec: SplitViewSpec
  public var columns: [SplitColumn: Column]
  /// Whether the split view is collapsed (horizontally compact).
  public var isCollapsed: Bool
  /// While collapsed without a compact column: the last column whose stack is shown.
  public var collapsedTop: SplitColumn
  /// `preferredDisplayMode`, changed by `displayMode` steps.
  public var preferredDisplayMode: SplitDisplayMode
  /// The number of sidebars `showColumn`/`hideColumn` asked for, until the size changes.
  public var requestedSidebars: Int?
  /// The resolved display mode while expanded.
  public var displayMode: SplitDisplayMode
  /// The resolved split behavior while expanded.
  public var splitBehavior: SplitBehavior
  /// The column the user works in: steps such as `push` act on its stack.
  public var activeColumn: SplitColumn

  public init(spec: SplitViewSpec, columns: [SplitColumn: Column]) {
    self.spec = spec
    self.columns = columns
    self.isCollapsed = false
    self.collapsedTop = .secondary
    self.preferredDisplayMode = spec.preferredDisplayMode
    self.requestedSidebars = nil
    self.displayMode = .secondaryOnly
    self.splitBehavior = .tile
    // Navigation starts in the leading column (documented assumption).
    self.activeColumn = .primary
  }

  /// The stack of `column` (empty when the column has no controller).
  public func stack(_ column: SplitColumn) -> [String] { columns[column]?.stack ?? [] }

  /// Whether the compact column replaces the others while collapsed.
  public var usesCompactColumn: Bool { spec.isColumnStyle && !(columns[.compact]?.stack.isEmpty ?? true) }

  /// The expanded columns shown on the collapsed stack, in order.
  var collapsedColumns: [SplitColumn] {
    let chain = spec.columns.filter { $0 <= collapsedTop }
    // A classic primary without a navigation controller cannot take the secondary's push.
    if columns[.primary]?.hasNavigationController == false { return [.primary] }
    return chain
  }

  /// The column whose navigation controller shows the stack steps act on.
  public var hostColumn: SplitColumn {
    if isCollapsed { return usesCompactColumn ? .compact : .primary }
    return activeColumn
  }

  /// The stack steps act on: the collapsed stack, or the active column's.
  public var activeStack: [String] {
    guard isCollapsed else { return stack(activeColumn) }
    if usesCompactColumn { return stack(.compact) }
    return collapsedColumns.flatMap { stack($0) }
  }

  /// Whether the stack steps act on has a navigation bar.
  public var activeHasNavigationController: Bool {
    columns[hostColumn]?.hasNavigationController ?? false
  }

  /// Every screen the split view holds, in any column.
  public var allScreens: [String] { SplitColumn.allCases.flatMap { stack($0) } }

  /// The columns drawn while expanded, left to right.
  public var visibleColumns: [SplitColumn] {
    if isCollapsed { return [hostColumn] }
    switch (displayMode.sidebarCount ?? 0, spec.style) {
    case (0, _): return [.secondary]
    case (1, .tripleColumn): return [.supplementary, .secondary]
    case (1, _): return [.primary, .secondary]
    default: return [.primary, .supplementary, .secondary]
    }
  }

  /// Takes back the stack a navigation step produced, putting each screen in its column.
  ///
  /// While collapsed, the columns below the top keep their stacks as long as the new
  /// stack starts with them; a pop past a column's root takes that column off the
  /// collapsed stack but keeps its root controller, as UIKit keeps the column's child.
  mutating func absorb(_ stack: [String]) {
    guard isCollapsed else {
      columns[activeColumn, default: Column(stack: [], hasNavigationController: true)].stack = stack
      return
    }
    if usesCompactColumn {
      columns[.compact]?.stack = stack
      return
    }
    var rest = stack[...]
    let chain = collapsedColumns
    for (index, column) in chain.enumerated() {
      let current = self.stack(column)
      let isLast = index == chain.count - 1
      if !isLast, rest.starts(with: current), rest.count > current.count {
        rest = rest.dropFirst(current.count)
        continue
      }
      // The rest (never empty here: a column is only skipped when more follows) ends in
      // this column, which becomes the top; the columns after it keep their roots.
      columns[column]?.stack = Array(rest)
      collapsedTop = column
      for later in chain[(index + 1)...] {
        if let root = self.stack(later).first { columns[later]?.stack = [root] }
      }
      return
    }
  }
}

extension SplitState {
  /// Collapses or expands for the size class, then resolves the behavior and display mode.
  ///
  /// Documented assumptions (Apple publishes no table): the automatic split behavior is
  /// `tile` in landscape and `overlay` in portrait; the automatic display mode shows one
  /// sidebar beside the secondary when tiled (or displaced, in landscape) and the secondary
  /// alone otherwise. A classic split view has at most one sidebar.
  mutating func relayout(compact: Bool, isLandscape: Bool) {
    if compact, !isCollapsed {
      isCollapsed = true
      // UIKit proposes the secondary column as the top; the delegate may choose another.
      collapsedTop = spec.isColumnStyle ? (spec.topColumnForCollapsing ?? .secondary) : .secondary
      if spec.style != .tripleColumn, collapsedTop == .supplementary { collapsedTop = .secondary }
    } else if !compact, isCollapsed {
      isCollapsed = false
      activeColumn = usesCompactColumn ? .secondary : collapsedTop
    }
    guard !isCollapsed else { return }
    splitBehavior = preferredSplitBehavior(isLandscape: isLandscape)
    let most = spec.style == .tripleColumn ? 2 : 1
    // Tiled: one sidebar; displaced: one in landscape; overlaid: none until asked for.
    let automatic = splitBehavior == .tile || (splitBehavior == .displace && isLandscape) ? 1 : 0
    let sidebars = min(most, requestedSidebars ?? preferredDisplayMode.sidebarCount ?? automatic)
    displayMode = splitBehavior.displayMode(sidebars: sidebars)
    // A hidden active column hands over to the next visible one toward the secondary.
    if !visibleColumns.contains(activeColumn) {
      activeColumn = visibleColumns.first { $0 > activeColumn } ?? .secondary
    }
    // A dimmed secondary cannot be worked in: the sidebar next to it takes over.
    if displayMode.coversSecondary, activeColumn == .secondary,
      let sidebar = visibleColumns.last(where: { $0 != .secondary })
    {
      activeColumn = sidebar
    }
  }

  private func preferredSplitBehavior(isLandscape: Bool) -> SplitBehavior {
    if spec.isColumnStyle, spec.preferredSplitBehavior != .automatic { return spec.preferredSplitBehavior }
    return isLandscape ? .tile : .overlay
  }
}

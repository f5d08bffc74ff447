import Diagnostics
public import Navigation

/// Generates flows that reach every screen of an imported app along its shortest segue path.
///
/// Roots are the storyboards' initial view controllers, then every screen not reached yet
/// (code instantiates it); in both groups, those that no segue targets come first, in screen
/// order. A breadth-first search from each root gives each screen its shortest path; only
/// paths that no longer path continues become flows, so every step is reported once. Each unwind segue gets a flow that performs it from its
/// source. Names come from the screens' Base titles; everything is in a fixed order, so
/// the flows are the same on every run. Apps read from Swift source are given flows by the
/// same generator, from the segues of their screens.
public struct FlowGenerator {
  let scenario: Scenario
  var screens: [String: Screen] { scenario.screens }
  /// The screens that may start a flow when nothing reaches them, in screen order.
  let order: [String]
  let edges: [String: [(segue: Segue, destination: String?)]]
  let maxDepth: Int

  init(scenario: Scenario, order: [String], edges: [String: [(segue: Segue, destination: String?)]], maxDepth: Int) {
    self.scenario = scenario
    self.order = order
    self.edges = edges
    self.maxDepth = maxDepth
  }

  /// A generator for every screen of `scenario`, in screen order, along the screens' segues.
  public init(scenario: Scenario, maxDepth: Int) {
    var edges: [String: [(segue: Segue, destination: String?)]] = [:]
    for (id, screen) in scenario.screens where !screen.segues.isEmpty {
      edges[id] = screen.segues.map { ($0, $0.destination) }
    }
    self.init(scenario: scenario, order: scenario.screenOrder, edges: edges, maxDepth: maxDepth)
  }

  /// One screen reached, with how.
  private struct Node {
    let screen: String
    let parent: Int?
    let segue: Segue?
    let depth: Int
    /// Steps before the first segue (selecting the tab the node is in).
    var prefix: [Step] = []
  }

  /// The flows from `initialRoots` (screen ids, in order) and from every unreached screen,
  /// and the screens they reach.
  public func flows(initialRoots: [String]) -> (flows: [Flow], reached: Set<String>) {
    var reached: Set<String> = []
    var flows: [Flow] = []
    var names: Set<String> = []
    // Screens no segue reaches come first: starting from them reaches the rest along segues.
    let targets = Set(edges.values.joined().compactMap(\.destination))
    var pendingRoots = initialRoots.filter { !targets.contains($0) } + initialRoots.filter { targets.contains($0) }
    let children = containerChildren
    let eligible = order.filter { isRootCandidate($0, children: children) }
    var candidates = eligible.filter { !targets.contains($0) } + eligible.filter { targets.contains($0) }
    while true {
      let root: String
      if !pendingRoots.isEmpty {
        root = pendingRoots.removeFirst()
        if reached.contains(root) { continue }
      } else if let next = candidates.first(where: { !reached.contains($0) }) {
        root = next
        candidates.removeAll { $0 == next }
      } else {
        break
      }
      guard let container = scenario.standaloneRoot(for: root) else {
        reached.insert(root)
        continue
      }
      flows += search(from: root, container: container, reached: &reached, names: &names)
    }
    return (flows, reached)
  }

  /// Screens that can start a flow: not stand-ins for other bundles' scenes, and not the
  /// children of navigation or tab bar controllers (their controllers start the flow).
  private func isRootCandidate(_ id: String, children: Set<String>) -> Bool {
    guard let screen = screens[id], screen.storyboardReference == nil else { return false }
    return !children.contains(id)
  }

  /// The screens held by navigation and tab bar controllers.
  private var containerChildren: Set<String> {
    var result: Set<String> = []
    for screen in screens.values {
      switch screen.container {
      case .navigation(let spec): result.formUnion(spec.stack)
      case .tabs(let spec): result.formUnion(spec.items)
      default: break
      }
    }
    return result
  }

  /// The screen whose segues act after a container is shown: a navigation stack's top.
  private func visibleTop(of id: String) -> String {
    if case .navigation(let spec) = screens[id]?.container, let top = spec.stack.last { return top }
    return id
  }

  /// Where the search starts: the root's visible screen, or each tab's, after selecting it.
  private func starts(_ root: String, _ container: Container) -> [Node] {
    guard case .tabs(let spec) = container else {
      return [Node(screen: visibleTop(of: root), parent: nil, segue: nil, depth: 0)]
    }
    return spec.items.enumerated().map { index, item in
      var node = Node(screen: visibleTop(of: item), parent: nil, segue: nil, depth: 0)
      if index != spec.selectedIndex {
        let action = StepAction.selectTab(.index(index))
        node.prefix = [Step(action: action, text: ScenarioWriter.stepText(action), location: spec.location)]
      }
      return node
    }
  }

  private func search(from root: String, container: Container, reached: inout Set<String>, names: inout Set<String>)
    -> [Flow]
  {
    var nodes = starts(root, container)
    reached.insert(root)
    for node in nodes { reached.insert(node.screen) }
    if case .tabs(let spec) = container { reached.formUnion(spec.items) }
    var isParent: Set<Int> = []
    var cursor = 0
    while cursor < nodes.count {
      let node = nodes[cursor]
      if node.depth < maxDepth {
        for edge in edges[node.screen] ?? [] {
          guard let destination = edge.destination, !reached.contains(destination) else { continue }
          let top = visibleTop(of: destination)
          reached.formUnion([destination, top])
          isParent.insert(cursor)
          nodes.append(Node(screen: top, parent: cursor, segue: edge.segue, depth: node.depth + 1))
        }
      }
      cursor += 1
    }
    var flows: [Flow] = []
    let location = screens[root]?.location ?? SourceLocation(path: "", line: 1, column: 1)
    for (offset, node) in nodes.enumerated() {
      let unwinds = (edges[node.screen] ?? []).map(\.segue).filter { $0.kind == .unwind }
      let path = steps(to: offset, in: nodes)
      if !isParent.contains(offset), unwinds.isEmpty {
        flows.append(
          Flow(
            name: unique(name(root: root, path: path), via: path, &names), device: nil, root: container, steps: path,
            location: location))
      }
      for unwind in unwinds where node.depth < maxDepth {
        let action = StepAction.segue(unwind.id)
        let step = Step(action: action, text: ScenarioWriter.stepText(action), location: unwind.location)
        let title = name(root: root, path: path) + " › unwind '\(unwind.action ?? "")'"
        flows.append(
          Flow(
            name: unique(title, via: path + [step], &names), device: nil, root: container, steps: path + [step],
            location: location))
      }
    }
    return flows
  }

  private func steps(to index: Int, in nodes: [Node]) -> [Step] {
    var result: [Step] = []
    var current: Int? = index
    while let position = current {
      guard let segue = nodes[position].segue else { return nodes[position].prefix + result.reversed() }
      let action = StepAction.segue(segue.id)
      result.append(Step(action: action, text: ScenarioWriter.stepText(action), location: segue.location))
      current = nodes[position].parent
    }
    return result.reversed()
  }

  /// "Status › Carbohydrates › Add/Edit Carb Entry": the Base titles along the path.
  private func name(root: String, path: [Step]) -> String {
    var tabs: [String] = []
    var current = visibleTop(of: root)
    if case .tabs(let spec) = screens[root]?.container {
      tabs = spec.items
      if spec.items.indices.contains(spec.selectedIndex) { current = visibleTop(of: spec.items[spec.selectedIndex]) }
    }
    var titles = [title(of: current)]
    for step in path {
      switch step.action {
      case .selectTab(.index(let index)) where tabs.indices.contains(index):
        current = visibleTop(of: tabs[index])
        titles = [title(of: current)]
      case .segue(let id):
        guard let destination = screens[current]?.segue(id)?.destination else { continue }
        current = visibleTop(of: destination)
        titles.append(title(of: current))
      default:
        continue
      }
    }
    return titles.joined(separator: " › ")
  }

  private func title(of id: String) -> String {
    guard let screen = screens[id] else { return id }
    switch screen.barTitle {
    case .literal(let text, _): return text.isEmpty ? id : text
    case .localized(let key): return key.defaultValue.flatMap { $0.isEmpty ? nil : $0 } ?? id
    case nil: return id
    }
  }

  /// `name`, else `name (via segue)` after the path's last segue, else numbered.
  private func unique(_ name: String, via path: [Step], _ names: inout Set<String>) -> String {
    var candidate = name
    if names.contains(candidate), case .segue(let id)? = path.last?.action {
      candidate = "\(name) (via \(id))"
    }
    var counter = 2
    while names.contains(candidate) {
      candidate = "\(name) (\(counter))"
      counter += 1
    }
    names.insert(candidate)
    return candidate
  }
}

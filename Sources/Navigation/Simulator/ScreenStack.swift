/// A navigation stack of screen ids, root first, that shares its screens with the stacks it
/// was made from.
///
/// Every step of a simulated flow keeps the stack it ended with, and every step of a report
/// lists it. An array per step copies the whole stack at each push, so a flow of n pushes
/// held n²/2 names. A `ScreenStack` is a chain of immutable nodes, each linked to the one
/// below it: a push adds one node and a pop steps to the parent, both O(1), and the stacks
/// of consecutive steps share every node they have in common. `count`, `last` and the
/// screen below the top are O(1); a walk (``contains(_:)``, iteration) is O(count).
///
/// It is a value: nodes are never changed once linked, so stacks are shared across threads
/// freely. It encodes as the JSON array of its screens, root first, as `[String]` does.
public struct ScreenStack: Sendable {
  /// The top screen's node, `nil` for an empty stack.
  private var top: Node?

  /// One screen and the stack below it.
  fileprivate final class Node: @unchecked Sendable {
    let screen: String
    /// The scenario's screen of that id, when the one who pushed it had it at hand
    /// (``append(_:found:)``): a bar reads the top screen and the one below it at every
    /// step, and finding them among thousands by id hashed it and read a far table.
    let found: Screen?
    /// The node below; changed only in `deinit`, when no one else holds it.
    var parent: Node?
    /// The number of screens from the root up to this one.
    let count: Int

    init(screen: String, parent: Node?, found: Screen? = nil) {
      self.screen = screen
      self.found = found
      self.parent = parent
      self.count = (parent?.count ?? 0) + 1
    }

    /// Frees the chain below iteratively: releasing 20,000 nodes recursively would overflow
    /// a worker thread's stack.
    deinit {
      var next = parent
      parent = nil
      while var node = next {
        next = nil
        guard isKnownUniquelyReferenced(&node) else { return }
        next = node.parent
        node.parent = nil
      }
    }
  }

  private init(top: Node?) {
    self.top = top
  }

  /// An empty stack.
  public init() {
    top = nil
  }

  /// A stack of `screens`, root first.
  public init(_ screens: some Sequence<String>) {
    var node: Node?
    for screen in screens { node = Node(screen: screen, parent: node) }
    top = node
  }

  /// The number of screens.
  public var count: Int { top?.count ?? 0 }

  /// Whether the stack holds no screen.
  public var isEmpty: Bool { top == nil }

  /// The top screen.
  public var last: String? { top?.screen }

  /// The screen below the top: the one that supplies the back button.
  public var belowLast: String? { top?.parent?.screen }

  /// The root screen (O(count)).
  public var first: String? {
    var node = top
    while let parent = node?.parent { node = parent }
    return node?.screen
  }

  /// Pushes `screen` on top.
  public mutating func append(_ screen: String) {
    top = Node(screen: screen, parent: top)
  }

  /// Pushes `screen` on top, with the scenario's screen of that id (``lastFound``).
  public mutating func append(_ screen: String, found: Screen?) {
    top = Node(screen: screen, parent: top, found: found)
  }

  /// The scenario's screen of ``last``, when it was pushed with it (``append(_:found:)``).
  public var lastFound: Screen? { top?.found }

  /// The scenario's screen of ``belowLast``, when it was pushed with it.
  public var belowLastFound: Screen? { top?.parent?.found }

  /// The stack with `screen` pushed on top.
  public func appending(_ screen: String) -> ScreenStack {
    ScreenStack(top: Node(screen: screen, parent: top))
  }

  /// Pops the top screen, which must exist.
  @discardableResult
  public mutating func removeLast() -> String {
    guard let node = top else { preconditionFailure("removeLast on an empty screen stack") }
    top = node.parent
    return node.screen
  }

  /// Keeps the first `count` screens (the root side), popping the rest.
  public mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
    let kept = Swift.max(0, range.lowerBound)
    while let node = top, node.count > kept { top = node.parent }
  }

  /// The first `count` screens, root first, as a stack sharing this one's nodes.
  public func prefix(_ count: Int) -> ScreenStack {
    var copy = self
    copy.removeSubrange(count...)
    return copy
  }

  /// Whether `screen` is on the stack, searched from the top.
  public func contains(_ screen: String) -> Bool {
    var node = top
    while let current = node {
      if current.screen == screen { return true }
      node = current.parent
    }
    return false
  }

  /// The topmost screen that satisfies `predicate`.
  public func last(where predicate: (String) throws -> Bool) rethrows -> String? {
    var node = top
    while let current = node {
      if try predicate(current.screen) { return current.screen }
      node = current.parent
    }
    return nil
  }

  /// The position (root 0) of the topmost `screen` on the stack.
  public func lastIndex(of screen: String) -> Int? {
    var node = top
    while let current = node {
      if current.screen == screen { return current.count - 1 }
      node = current.parent
    }
    return nil
  }

  /// Whether the stack holds `screens`, root first (compared from the top, no copy made).
  public func matches(_ screens: [String]) -> Bool {
    guard screens.count == count else { return false }
    var node = top
    for screen in screens.reversed() {
      guard let current = node, current.screen == screen else { return false }
      node = current.parent
    }
    return true
  }

  /// The screens from the top down.
  public func reversed() -> [String] {
    var screens: [String] = []
    screens.reserveCapacity(count)
    var node = top
    while let current = node {
      screens.append(current.screen)
      node = current.parent
    }
    return screens
  }

  /// The screens of this stack above the part it shares with `other` (its nodes, not equal
  /// names), root first: what a step pushed since `other`. O(what differs), so that walking
  /// the stacks of a long flow step by step costs its pushes, not their depths.
  public func screens(above other: ScreenStack) -> [String] {
    var added: [String] = []
    forEachScreen(above: other) { added.append($0) }
    return added.reversed()
  }

  /// Whether `other` is this very stack, node for node (so ``screens(above:)`` is empty
  /// both ways): a stack followed from step to step (``OnScreenIndex``) is mostly unchanged
  /// when asked again, and this answers without walking or copying a node.
  public func isSameStack(as other: ScreenStack) -> Bool {
    top === other.top
  }

  /// The top screen when this stack is `other` with that one screen pushed (so
  /// ``screens(above:)`` is it alone, and `other` has nothing above this stack); nil
  /// otherwise. The push of a step followed by ``OnScreenIndex`` is answered without a walk.
  public func pushedScreen(onto other: ScreenStack) -> String? {
    guard let node = top, node.parent === other.top else { return nil }
    return node.screen
  }

  /// Calls `body` with each screen of ``screens(above:)``, top first, without building the
  /// list: what counts or collects the screens (a set of shown screens) needs no order.
  public func forEachScreen(above other: ScreenStack, _ body: (String) throws -> Void) rethrows {
    var mine = top
    var theirs = other.top
    while let node = mine, node.count > (theirs?.count ?? 0) {
      try body(node.screen)
      mine = node.parent
    }
    while let node = theirs, node.count > (mine?.count ?? 0) { theirs = node.parent }
    while let node = mine, let otherNode = theirs, node !== otherNode {
      try body(node.screen)
      mine = node.parent
      theirs = otherNode.parent
    }
  }
}

extension ScreenStack: Sequence {
  /// Walks the screens root first (the nodes are collected once, top down).
  public struct Iterator: IteratorProtocol {
    private var nodes: [Node]

    fileprivate init(_ top: Node?) {
      var nodes: [Node] = []
      var node = top
      while let current = node {
        nodes.append(current)
        node = current.parent
      }
      self.nodes = nodes
    }

    public mutating func next() -> String? {
      nodes.popLast()?.screen
    }
  }

  public func makeIterator() -> Iterator {
    Iterator(top)
  }

  public var underestimatedCount: Int { count }
}

extension ScreenStack: Hashable {
  /// Equal screens in the same order; the nodes both share are compared by identity only.
  public static func == (lhs: ScreenStack, rhs: ScreenStack) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var left = lhs.top
    var right = rhs.top
    while let leftNode = left, let rightNode = right, leftNode !== rightNode {
      guard leftNode.screen == rightNode.screen else { return false }
      left = leftNode.parent
      right = rightNode.parent
    }
    return true
  }

  /// The count and the top screen: equal stacks have equal ones, and hashing stays O(1) at
  /// any depth.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    hasher.combine(last)
  }
}

extension ScreenStack: ExpressibleByArrayLiteral {
  public init(arrayLiteral screens: String...) {
    self.init(screens)
  }
}

extension ScreenStack: Codable {
  /// Reads the JSON array of screens, root first.
  public init(from decoder: any Decoder) throws {
    self.init(try [String](from: decoder))
  }

  /// Writes the JSON array of screens, root first, as `[String]` does.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for screen in self { try container.encode(screen) }
  }
}

extension ScreenStack: CustomStringConvertible {
  public var description: String { Array(self).description }
}

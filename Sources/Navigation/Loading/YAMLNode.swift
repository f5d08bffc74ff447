import Diagnostics
import Yams

/// A YAML node with the file it came from, and typed, located accessors.
struct YAMLNode {
  let node: Node
  let path: String
  /// Shared visit budget that stops alias-expansion bombs.
  let budget: Budget

  final class Budget {
    var remaining = ScenarioLimits.maximumNodes
  }

  var location: SourceLocation {
    let mark = node.mark
    return SourceLocation(path: path, line: mark?.line ?? 1, column: mark?.column ?? 1)
  }

  func error(_ message: String, notes: [String] = []) -> ScenarioError {
    ScenarioError(message, at: location, notes: notes)
  }

  private func child(_ node: Node) throws(ScenarioError) -> YAMLNode {
    budget.remaining -= 1
    let child = YAMLNode(node: node, path: path, budget: budget)
    if budget.remaining < 0 {
      throw child.error("document has more than \(ScenarioLimits.maximumNodes) nodes once aliases are expanded")
    }
    try child.checkScalarLength()
    return child
  }

  /// Throws when this node is a scalar longer than ``ScenarioLimits/maximumScalarBytes``.
  func checkScalarLength() throws(ScenarioError) {
    guard let scalar = node.scalar, scalar.string.utf8.count > ScenarioLimits.maximumScalarBytes else { return }
    throw error("value is \(scalar.string.utf8.count) bytes long; navaudit reads values of at most \(ScenarioLimits.maximumScalarBytes) bytes")
  }

  /// Throws at this node when a list or mapping holds more than `limit` `what`.
  func checkCount(_ count: Int, of what: String, limit: Int) throws(ScenarioError) {
    guard count > limit else { return }
    throw error("more than \(limit) \(what); navaudit reads at most \(limit)")
  }

  var isMapping: Bool { node.mapping != nil }
  var isSequence: Bool { node.sequence != nil }
  var isScalar: Bool { node.scalar != nil }
  var isNull: Bool { node.scalar.map { ["null", "~", ""].contains($0.string) && $0.style == .plain } ?? false }

  /// The entries of a mapping, in order, after checking every key is known.
  func mapping(_ what: String, known: [String]) throws(ScenarioError) -> [(key: String, value: YAMLNode, keyNode: YAMLNode)] {
    guard let mapping = node.mapping else { throw error("expected \(what) to be a mapping") }
    var entries: [(key: String, value: YAMLNode, keyNode: YAMLNode)] = []
    var seen: Set<String> = []
    for (keyNode, valueNode) in mapping {
      let key = try child(keyNode)
      guard let name = keyNode.scalar?.string else { throw key.error("expected a field name in \(what)") }
      if !known.isEmpty, !known.contains(name) {
        throw key.error("unknown field '\(name)' in \(what)", notes: Suggestion.note(for: name, in: known))
      }
      if !seen.insert(name).inserted { throw key.error("duplicate field '\(name)' in \(what)") }
      entries.append((name, try child(valueNode), key))
    }
    return entries
  }

  /// The elements of a sequence.
  func sequence(_ what: String) throws(ScenarioError) -> [YAMLNode] {
    guard let sequence = node.sequence else { throw error("expected \(what) to be a list") }
    var result: [YAMLNode] = []
    for element in sequence { result.append(try child(element)) }
    return result
  }

  func string(_ what: String) throws(ScenarioError) -> String {
    guard let scalar = node.scalar else { throw error("expected \(what) to be a string") }
    return scalar.string
  }

  func int(_ what: String) throws(ScenarioError) -> Int {
    guard node.scalar != nil, let value = node.int else { throw error("expected \(what) to be an integer, not '\(node.string ?? "")'") }
    return value
  }

  func double(_ what: String) throws(ScenarioError) -> Double {
    guard node.scalar != nil, let value = node.float ?? node.int.map(Double.init), value.isFinite else {
      throw error("expected \(what) to be a number, not '\(node.string ?? "")'")
    }
    return value
  }

  func bool(_ what: String) throws(ScenarioError) -> Bool {
    guard node.scalar != nil, let value = node.bool else { throw error("expected \(what) to be true or false, not '\(node.string ?? "")'") }
    return value
  }

  func enumeration<E: RawRepresentable & CaseIterable>(_ type: E.Type, _ what: String) throws(ScenarioError) -> E where E.RawValue == String {
    let raw = try string(what)
    guard let value = E(rawValue: raw) else {
      let names = E.allCases.map(\.rawValue)
      throw error("unknown \(what) '\(raw)' (expected one of: \(names.joined(separator: ", ")))", notes: Suggestion.note(for: raw, in: names))
    }
    return value
  }

  /// A split view display mode, accepting the iOS 8 aliases.
  func displayMode(_ what: String) throws(ScenarioError) -> SplitDisplayMode {
    let raw = try string(what)
    guard let value = SplitDisplayMode(named: raw) else {
      let names = SplitDisplayMode.spellings
      throw error("unknown \(what) '\(raw)' (expected one of: \(names.joined(separator: ", ")))", notes: Suggestion.note(for: raw, in: names))
    }
    return value
  }

  func strings(_ what: String) throws(ScenarioError) -> [String] {
    var result: [String] = []
    for element in try sequence(what) { result.append(try element.string(what)) }
    return result
  }
}

import Diagnostics
import Yams

/// A YAML node with the file it came from, and typed, located accessors.
struct YAMLNode {
  let node: Node
  /// What every node of the document shares.
  let document: Document
  /// The file it came from, as messages print it (kept once, in the document: a node is
  /// copied for every field read, and each copy has one reference less to count).
  var path: String { document.path }

  /// What every node of one document shares: the visit budget that stops alias-expansion
  /// bombs, and the errors recorded so far, so that reading goes on after a bad field.
  final class Document {
    /// The file, as messages print it.
    let path: String
    var remaining = ScenarioLimits.maximumNodes
    /// Every error recorded so far.
    var errors = InputErrors()
    /// The error that ends reading (the node budget is spent): every later node would
    /// fail the same way, so nothing more is read.
    var fatal: ScenarioError?
    /// The screens with a field that could not be read: what they declare (their segues)
    /// is not known in full, so references to it are not checked.
    var incompleteScreens: Set<String> = []
    /// Whether the screens were refused as a whole (too many): references are not checked.
    var screensUnread = false

    init(path: String) {
      self.path = path
    }

    /// Records `error`; throws the fatal error, if reading has to stop.
    func record(_ error: ScenarioError) throws(ScenarioError) {
      errors.append(error)
      if let fatal { throw fatal }
    }
  }

  var location: SourceLocation {
    let mark = node.mark
    return SourceLocation(path: path, line: mark?.line ?? 1, column: mark?.column ?? 1)
  }

  func error(_ message: String, notes: [String] = []) -> ScenarioError {
    ScenarioError(message, at: location, notes: notes)
  }

  private func child(_ node: Node) throws(ScenarioError) -> YAMLNode {
    document.remaining -= 1
    let child = YAMLNode(node: node, document: document)
    if document.remaining < 0 {
      let error =
        document.fatal
        ?? child.error("document has more than \(ScenarioLimits.maximumNodes) nodes once aliases are expanded")
      document.fatal = error
      throw error
    }
    try child.checkScalarLength()
    return child
  }

  /// Throws when this node is a scalar longer than ``ScenarioLimits/maximumScalarBytes``.
  func checkScalarLength() throws(ScenarioError) {
    guard let scalar = node.scalar, scalar.string.utf8.count > ScenarioLimits.maximumScalarBytes else { return }
    throw error(
      "value is \(scalar.string.utf8.count) bytes long; navaudit reads values of at most \(ScenarioLimits.maximumScalarBytes) bytes"
    )
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
  ///
  /// Every unknown and duplicate field is recorded, not only the first; then the first of
  /// them is thrown.
  func mapping(_ what: String, known: [String]) throws(ScenarioError) -> [(
    key: String, value: YAMLNode, keyNode: YAMLNode
  )] {
    let (entries, failure) = try checkedEntries(what, known: known)
    if let failure { throw failure }
    return entries
  }

  /// Reads each field of a mapping with `read`, going on after a field it cannot read, so
  /// that one run reports every bad field of a file. Every error that leaves it is recorded
  /// in the document.
  ///
  /// Unknown and duplicate fields are recorded too, and skipped. Once every field was read,
  /// the first error of the mapping is thrown again (the document keeps it once), so that
  /// the caller does not go on to check a mapping whose fields are known to be wrong: "a
  /// flow needs a 'root'" after a misspelt `rot:` would only repeat the mistake.
  func fields(
    _ what: String, known: [String],
    _ read: (_ key: String, _ value: YAMLNode, _ keyNode: YAMLNode) throws(ScenarioError) -> Void
  ) throws(ScenarioError) {
    var (entries, failure) = try recorded { () throws(ScenarioError) in try checkedEntries(what, known: known) }
    for entry in entries {
      do throws(ScenarioError) {
        try read(entry.key, entry.value, entry.keyNode)
      } catch {
        try document.record(error)
        failure = failure ?? error
      }
    }
    if let failure { throw failure }
  }

  /// Reads each element of a sequence with `read`, going on after an element it cannot
  /// read; then throws the first error, as ``fields(_:known:_:)`` does.
  func elements(_ what: String, _ read: (YAMLNode) throws(ScenarioError) -> Void) throws(ScenarioError) {
    var failure: ScenarioError?
    for element in try recorded({ () throws(ScenarioError) in try sequence(what) }) {
      do throws(ScenarioError) {
        try read(element)
      } catch {
        try document.record(error)
        failure = failure ?? error
      }
    }
    if let failure { throw failure }
  }

  /// The result of `body`; an error it throws is recorded before it is thrown on, so that
  /// every error that leaves ``fields(_:known:_:)`` and ``elements(_:_:)`` is in the
  /// document, and a caller that keeps what could be read loses no error.
  private func recorded<T>(_ body: () throws(ScenarioError) -> T) throws(ScenarioError) -> T {
    do {
      return try body()
    } catch {
      try document.record(error)
      throw error
    }
  }

  /// The known, first-seen entries of a mapping, and the first unknown or duplicate field
  /// (all of them recorded).
  private func checkedEntries(_ what: String, known: [String]) throws(ScenarioError)
    -> (entries: [(key: String, value: YAMLNode, keyNode: YAMLNode)], failure: ScenarioError?)
  {
    guard let mapping = node.mapping else { throw error("expected \(what) to be a mapping") }
    var entries: [(key: String, value: YAMLNode, keyNode: YAMLNode)] = []
    entries.reserveCapacity(mapping.count)
    var failure: ScenarioError?
    // The names of `entries`: looked up in them when there are few (a screen's fields), in a
    // set when there are many (a scenario's screens).
    let small = mapping.count <= 16
    var seen: Set<String> = []
    for (keyNode, valueNode) in mapping {
      let key = try child(keyNode)
      guard let name = keyNode.scalar?.string else { throw key.error("expected a field name in \(what)") }
      var problem: ScenarioError?
      if !known.isEmpty, !known.contains(name) {
        problem = key.error("unknown field '\(name)' in \(what)", notes: Suggestion.note(for: name, in: known))
      } else if small ? entries.contains(where: { $0.key == name }) : !seen.insert(name).inserted {
        problem = key.error("duplicate field '\(name)' in \(what)")
      }
      if let problem {
        try document.record(problem)
        failure = failure ?? problem
        continue
      }
      entries.append((name, try child(valueNode), key))
    }
    return (entries, failure)
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
    guard node.scalar != nil, let value = node.int else {
      throw error("expected \(what) to be an integer, not '\(node.string ?? "")'")
    }
    return value
  }

  func double(_ what: String) throws(ScenarioError) -> Double {
    guard node.scalar != nil, let value = node.float ?? node.int.map(Double.init), value.isFinite else {
      throw error("expected \(what) to be a number, not '\(node.string ?? "")'")
    }
    return value
  }

  func bool(_ what: String) throws(ScenarioError) -> Bool {
    guard node.scalar != nil, let value = node.bool else {
      throw error("expected \(what) to be true or false, not '\(node.string ?? "")'")
    }
    return value
  }

  func enumeration<E: RawRepresentable & CaseIterable>(_ type: E.Type, _ what: String) throws(ScenarioError) -> E
  where E.RawValue == String {
    let raw = try string(what)
    guard let value = E(rawValue: raw) else {
      let names = E.allCases.map(\.rawValue)
      throw error(
        "unknown \(what) '\(raw)' (expected one of: \(names.joined(separator: ", ")))",
        notes: Suggestion.note(for: raw, in: names))
    }
    return value
  }

  /// A split view display mode, accepting the iOS 8 aliases.
  func displayMode(_ what: String) throws(ScenarioError) -> SplitDisplayMode {
    let raw = try string(what)
    guard let value = SplitDisplayMode(named: raw) else {
      let names = SplitDisplayMode.spellings
      throw error(
        "unknown \(what) '\(raw)' (expected one of: \(names.joined(separator: ", ")))",
        notes: Suggestion.note(for: raw, in: names))
    }
    return value
  }

  func strings(_ what: String) throws(ScenarioError) -> [String] {
    var result: [String] = []
    for element in try sequence(what) { result.append(try element.string(what)) }
    return result
  }
}

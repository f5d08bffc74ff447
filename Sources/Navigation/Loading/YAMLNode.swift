import Diagnostics
import Yams

/// A YAML node with the file it came from, and typed, located accessors.
struct YAMLNode {
  /// The node's index in the document's tree.
  let index: Int32
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
    /// The nodes.
    let tree: YAMLNodeTable
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
    /// The screens that name other screens (segues, a container), in file order: the only
    /// ones whose references the validator checks.
    var declaringScreens: [String] = []

    init(path: String, tree: YAMLNodeTable) {
      self.path = path
      self.tree = tree
    }

    /// Records `error`; throws the fatal error, if reading has to stop.
    func record(_ error: ScenarioError) throws(ScenarioError) {
      errors.append(error)
      if let fatal { throw fatal }
    }
  }

  /// The node's entry in the tree.
  private var entry: YAMLNodeTable.Node { document.tree.node(index) }

  var location: SourceLocation {
    let entry = entry
    return SourceLocation(path: path, line: Int(entry.line), column: Int(entry.column))
  }

  func error(_ message: String, notes: [String] = []) -> ScenarioError {
    ScenarioError(message, at: location, notes: notes)
  }

  private func child(_ node: Int32) throws(ScenarioError) -> YAMLNode {
    document.remaining -= 1
    let child = YAMLNode(index: node, document: document)
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
    guard let scalar, scalar.utf8.count > ScenarioLimits.maximumScalarBytes else { return }
    throw error(
      "value is \(scalar.utf8.count) bytes long; navaudit reads values of at most \(ScenarioLimits.maximumScalarBytes) bytes"
    )
  }

  /// Throws at this node when a list or mapping holds more than `limit` `what`.
  func checkCount(_ count: Int, of what: String, limit: Int) throws(ScenarioError) {
    guard count > limit else { return }
    throw error("more than \(limit) \(what); navaudit reads at most \(limit)")
  }

  var isMapping: Bool { entry.kind == .mapping }
  var isSequence: Bool { entry.kind == .sequence }
  var isScalar: Bool { entry.kind == .scalar }
  /// Whether the node is a plain scalar (not quoted, not a block scalar).
  var isPlain: Bool { entry.kind == .scalar && entry.style == YAMLNodeTable.ScalarStyle.plain.rawValue }
  var isNull: Bool { isPlain && ["null", "~", ""].contains(document.tree.text(index)) }
  /// A scalar's text; nil for a collection.
  var scalar: String? { isScalar ? document.tree.text(index) : nil }
  /// The entries of a mapping, or the elements of a sequence (0 for a scalar).
  var count: Int {
    let entry = entry
    switch entry.kind {
    case .scalar: return 0
    case .sequence: return Int(entry.count)
    case .mapping: return Int(entry.count) / 2
    }
  }

  /// The node as Yams reads scalars (its tag, its style), so that `yes`, `0x1F` or `1_000`
  /// mean what they meant when Yams built the tree.
  private var yamsScalar: Node.Scalar? {
    guard isScalar else { return nil }
    let style = Node.Scalar.Style(rawValue: UInt32(entry.style)) ?? .any
    let tag = document.tree.tagName(index).map { Tag(Tag.Name(rawValue: $0), .basic) } ?? Tag(.implicit, .basic)
    return Node.Scalar(document.tree.text(index), tag, style)
  }

  /// The value as a YAML integer (`12`, `0x1F`, `1_000`, `0o17`, `1:30`), any style.
  var yamlInt: Int? {
    guard isScalar else { return nil }
    if let value = Self.decimal(document.tree.text(index), style: entry.style) { return value }
    return yamsScalar.flatMap(Int.construct)
  }

  /// A plain scalar of decimal digits (`1`, `42`), as Yams reads it, without building
  /// Yams's scalar: every file's `format: 1` is read so, and Yams's first use of its types
  /// took longer than the rest of the file's fields. Nil for anything else (a sign, `_`, a
  /// leading `0`, which Yams reads as octal, too many digits), which Yams reads.
  static func decimal(_ text: String, style: UInt8) -> Int? {
    guard style == YAMLNodeTable.ScalarStyle.any.rawValue || style == YAMLNodeTable.ScalarStyle.plain.rawValue,
      let first = text.utf8.first, first != UInt8(ascii: "0") || text.utf8.count == 1,
      text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    return Int(text)
  }
  /// The value as a YAML number (`2.5`, `1e3`, `.inf`), any style.
  var yamlDouble: Double? { yamsScalar.flatMap(Double.construct) }
  /// The value as a YAML boolean (`true`, `yes`, `on`, any case; never quoted).
  var yamlBool: Bool? { yamsScalar.flatMap(Bool.construct) }
  /// The node as messages quote it: a scalar's text, else empty.
  private var quoted: String { document.tree.yamsString(index) ?? "" }

  /// The entries of a mapping, in order, after checking every key is known.
  ///
  /// Every unknown and duplicate field is recorded, not only the first; then the first of
  /// them is thrown.
  func mapping(_ what: @autoclosure () -> String, known: [String]) throws(ScenarioError) -> [(
    key: String, value: YAMLNode, keyNode: YAMLNode
  )] {
    let (entries, failure) = try checkedEntries(what(), known: known)
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
  ///
  /// `what` names the mapping in messages; it is made only for a message (a screen's name
  /// is built for each of 20,000 screens otherwise).
  func fields(
    _ what: @autoclosure () -> String, known: [String],
    _ read: (_ key: String, _ value: YAMLNode, _ keyNode: YAMLNode) throws(ScenarioError) -> Void
  ) throws(ScenarioError) {
    if isMapping, document.tree.node(index).count == 2 {
      try singleField(what(), known: known, read)
      return
    }
    var (entries, failure) = try recorded { () throws(ScenarioError) in try checkedEntries(what(), known: known) }
    for entry in entries {
      try goingOn({ () throws(ScenarioError) in try read(entry.key, entry.value, entry.keyNode) }, after: &failure)
    }
    if let failure { throw failure }
  }

  /// ``fields(_:known:_:)`` for a mapping of one field (a screen's `{ title: … }`): the same
  /// checks, errors and node count in the same order, without a list of entries (20,000
  /// screens made 20,000 lists of one).
  private func singleField(
    _ what: @autoclosure () -> String, known: [String],
    _ read: (_ key: String, _ value: YAMLNode, _ keyNode: YAMLNode) throws(ScenarioError) -> Void
  ) throws(ScenarioError) {
    let (entry, problem) = try recorded { () throws(ScenarioError) in try checkedSingleEntry(what(), known: known) }
    var failure = problem
    if let (name, value, key) = entry {
      try goingOn({ () throws(ScenarioError) in try read(name, value, key) }, after: &failure)
    }
    if let failure { throw failure }
  }

  /// The entry of a mapping of one field, as ``mapping(_:known:)`` reads it, without a list
  /// (each of 20,000 steps, `push: …`, made a list of one); nil when the mapping has another
  /// number of fields.
  func singleEntry(_ what: @autoclosure () -> String, known: [String]) throws(ScenarioError) -> (
    key: String, value: YAMLNode
  )? {
    guard isMapping, document.tree.node(index).count == 2 else { return nil }
    let (entry, failure) = try checkedSingleEntry(what(), known: known)
    if let failure { throw failure }
    return entry.map { ($0.key, $0.value) }
  }

  /// ``checkedEntries(_:known:)`` for a mapping of one field: the same checks, errors and
  /// node count in the same order.
  private func checkedSingleEntry(_ what: @autoclosure () -> String, known: [String]) throws(ScenarioError) -> (
    entry: (key: String, value: YAMLNode, keyNode: YAMLNode)?, failure: ScenarioError?
  ) {
    let pairs = document.tree.children(of: index)
    let key = try child(pairs[pairs.startIndex])
    guard let name = key.scalar else { throw key.error("expected a field name in \(what())") }
    if !known.isEmpty, !known.contains(name) {
      let problem = key.error("unknown field '\(name)' in \(what())", notes: Suggestion.note(for: name, in: known))
      try document.record(problem)
      return (nil, problem)
    }
    return ((name, try child(pairs[pairs.startIndex + 1]), key), nil)
  }

  /// Reads each element of a sequence with `read`, going on after an element it cannot
  /// read; then throws the first error, as ``fields(_:known:_:)`` does.
  func elements(_ what: String, _ read: (YAMLNode) throws(ScenarioError) -> Void) throws(ScenarioError) {
    var failure: ScenarioError?
    for element in try recorded({ () throws(ScenarioError) in try sequence(what) }) {
      try goingOn({ () throws(ScenarioError) in try read(element) }, after: &failure)
    }
    if let failure { throw failure }
  }

  /// Runs `read` on one part of a collection (a field, an element) and goes on after its
  /// error: the error is recorded, and kept in `failure` when it is the first, for the
  /// caller to throw once every part was read. Only the document's fatal error is thrown.
  private func goingOn(_ read: () throws(ScenarioError) -> Void, after failure: inout ScenarioError?)
    throws(ScenarioError)
  {
    do {
      try read()
    } catch {
      try document.record(error)
      failure = failure ?? error
    }
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
  private func checkedEntries(_ what: @autoclosure () -> String, known: [String]) throws(ScenarioError)
    -> (entries: [(key: String, value: YAMLNode, keyNode: YAMLNode)], failure: ScenarioError?)
  {
    guard isMapping else { throw error("expected \(what()) to be a mapping") }
    let pairs = document.tree.children(of: index)
    var entries: [(key: String, value: YAMLNode, keyNode: YAMLNode)] = []
    entries.reserveCapacity(pairs.count / 2)
    var failure: ScenarioError?
    // The names of `entries`: looked up in them when there are few (a screen's fields), in a
    // set when there are many (a scenario's screens).
    let small = pairs.count <= YAMLNodeTable.smallMapping
    // The composer found the keys of a large mapping distinct already (by text, as here).
    let distinct = !small && document.tree.distinctKeyMappings.contains(index)
    var seen: Set<String> = []
    if !small, !distinct { seen.reserveCapacity(pairs.count / 2) }
    for position in stride(from: pairs.startIndex, to: pairs.endIndex, by: 2) {
      let keyNode = pairs[position]
      let valueNode = pairs[position + 1]
      let key = try child(keyNode)
      guard let name = key.scalar else { throw key.error("expected a field name in \(what())") }
      var problem: ScenarioError?
      if !known.isEmpty, !known.contains(name) {
        problem = key.error("unknown field '\(name)' in \(what())", notes: Suggestion.note(for: name, in: known))
      } else if small ? entries.contains(where: { $0.key == name }) : !distinct && !seen.insert(name).inserted {
        problem = key.error("duplicate field '\(name)' in \(what())")
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

  /// The value of a mapping's first entry named `key`, read without counting it (to look
  /// ahead at a field, such as the format, before the fields are read in order).
  func firstValue(forKey key: String) -> YAMLNode? {
    guard isMapping else { return nil }
    let tree = document.tree
    let pairs = tree.children(of: index)
    for position in stride(from: pairs.startIndex, to: pairs.endIndex, by: 2)
    where tree.node(pairs[position]).kind == .scalar && tree.text(pairs[position]) == key {
      return YAMLNode(index: pairs[position + 1], document: document)
    }
    return nil
  }

  /// The node on one line, for reports: `[a, b]`, `{ screen: a, style: sheet }`, `general`.
  var rendered: String { Self.render(index, in: document.tree) }

  private static func render(_ index: Int32, in tree: YAMLNodeTable) -> String {
    switch tree.node(index).kind {
    case .scalar:
      return tree.text(index)
    case .sequence:
      return "[" + tree.children(of: index).map { render($0, in: tree) }.joined(separator: ", ") + "]"
    case .mapping:
      let pairs = tree.children(of: index)
      let entries = stride(from: pairs.startIndex, to: pairs.endIndex, by: 2).map {
        "\(tree.yamsString(pairs[$0]) ?? ""): \(render(pairs[$0 + 1], in: tree))"
      }
      return "{ " + entries.joined(separator: ", ") + " }"
    }
  }

  /// The elements of a sequence.
  func sequence(_ what: String) throws(ScenarioError) -> [YAMLNode] {
    guard isSequence else { throw error("expected \(what) to be a list") }
    let elements = document.tree.children(of: index)
    var result: [YAMLNode] = []
    result.reserveCapacity(elements.count)
    for element in elements { result.append(try child(element)) }
    return result
  }

  func string(_ what: String) throws(ScenarioError) -> String {
    guard let scalar else { throw error("expected \(what) to be a string") }
    return scalar
  }

  func int(_ what: String) throws(ScenarioError) -> Int {
    guard let value = yamlInt else {
      throw error("expected \(what) to be an integer, not '\(quoted)'")
    }
    return value
  }

  func double(_ what: String) throws(ScenarioError) -> Double {
    guard let value = yamlDouble ?? yamlInt.map(Double.init), value.isFinite else {
      throw error("expected \(what) to be a number, not '\(quoted)'")
    }
    return value
  }

  func bool(_ what: String) throws(ScenarioError) -> Bool {
    guard let value = yamlBool else {
      throw error("expected \(what) to be true or false, not '\(quoted)'")
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

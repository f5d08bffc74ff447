import UnicodeSupport

/// Composes a ``YAMLNodeTable`` from libyaml's events, with Yams's `compose` rules: an alias names
/// the last node anchored with its name before it (an anchor counts once its node is
/// complete), and a mapping whose keys repeat is refused, keys compared as Yams compares
/// nodes (text and resolved tag; collections by their contents).
enum YAMLComposer {
  /// Why a text is not one YAML document.
  enum Failure: Error, Equatable {
    /// libyaml's syntax errors (and Yams's own composer errors): its words, at a 1-based line
    /// and column.
    case syntax(problem: String, line: Int, column: Int)
    /// Bytes libyaml refuses (a control character), at a byte offset into the text.
    case reader(problem: String, byteOffset: Int)
    /// A mapping repeats keys: each key (sorted as Yams sorts them) with where it is written
    /// again, at the first occurrence of the first.
    case duplicateKeys([RepeatedKey], line: Int, column: Int)
    /// Out of memory.
    case memory
    /// Values too large to keep (tags expanded from a long `%TAG` prefix): libyaml's shim's words.
    case tooLarge(problem: String, line: Int, column: Int)
  }

  /// A key a mapping writes more than once.
  struct RepeatedKey: Equatable, Sendable {
    /// The key as Yams names it in its error (a scalar's text).
    var name: String
    /// Where each later occurrence starts (1-based line and column), in the order written:
    /// the places a user removes or renames.
    var again: [Mark]
  }

  /// A 1-based line and column in the text composed.
  struct Mark: Equatable, Sendable {
    var line: Int
    var column: Int
  }

  /// The most node comparisons spent on keys that are collections (an alias bomb as a key
  /// would otherwise be compared in full); past it, such keys count as distinct.
  static let maximumKeyComparisons = 2_000_000

  /// The tree of the first (and only) document of `text`; its root is nil when it is empty.
  static func compose(_ text: String) throws(Failure) -> YAMLNodeTable {
    try compose(text, concurrently: false) { true } ?? YAMLNodeTable()
  }

  /// Reads the entries of one mapping of the root while the rest of the document is composed.
  struct EntryReader {
    /// The root key whose value, a mapping, is read ahead (the first such mapping).
    let key: String
    /// Reads some of the entries complete so far (keys and values alternating, always from
    /// the mapping's first); returns how many it has read in all, nil once it reads no more.
    /// Every entry it counts has a scalar key whose text (as `String` compares it) no other
    /// counted key has: the composer then knows the keys of a mapping read in full distinct
    /// without a set of 20,000 of them. It must not keep `tree`: the composer goes on adding
    /// to it, and a second reference would make it copy it.
    let read: (_ tree: YAMLNodeTable, _ mapping: Int32, _ entries: ArraySlice<Int32>) -> Int?
    /// Entries are handed over once this many are complete and unread, or while libyaml keeps
    /// this thread waiting, or once the mapping is complete.
    var batch = 64
  }

  /// The tree of the first (and only) document of `text`, composed as libyaml reads it on a
  /// second thread when `concurrently` is set (the text is large).
  ///
  /// `whileReading` runs on this thread once libyaml has started, before anything is
  /// composed (the loader checks the text's depth there); when it returns false, reading
  /// stops and the result is nil. Errors come in the order they did when every event was
  /// read first: out of memory and values too large, then the composer's own (an undefined
  /// alias, repeated keys), then libyaml's syntax errors.
  ///
  /// `reader`, if any, is handed the entries of its mapping as they are complete, so that it
  /// uses the time this thread would wait for libyaml (the loader reads the screens).
  static func compose(
    _ text: String, concurrently: Bool, reader: EntryReader? = nil, ringEvents: Int = YAMLEventStream.ringEvents,
    whileReading: () -> Bool
  ) throws(Failure) -> YAMLNodeTable? {
    try compose(
      .text(text), concurrently: concurrently, reader: reader, ringEvents: ringEvents, whileReading: whileReading)
  }

  /// What is composed: a text, or the bytes of a file, not checked as UTF-8 (libyaml refuses
  /// bytes that are not: a ``Failure/reader(problem:byteOffset:)``).
  enum Input: Sendable {
    case text(String)
    case utf8([UInt8])
  }

  /// ``compose(_:concurrently:reader:ringEvents:whileReading:)`` of a text or of a file's
  /// bytes; `ringEvents` is the ring of events read on libyaml's thread (tests make it small).
  static func compose(
    _ input: Input, concurrently: Bool, reader: EntryReader? = nil, ringEvents: Int = YAMLEventStream.ringEvents,
    whileReading: () -> Bool
  ) throws(Failure) -> YAMLNodeTable? {
    // Run once, even when the text is read a second time with larger buffers.
    var proceed: Bool?
    let (composed, failure) = read(input, concurrently: concurrently, ringEvents: ringEvents) {
      stream -> Result<YAMLNodeTable, Failure>? in
      let go = proceed ?? whileReading()
      proceed = go
      guard go else {
        stream.stop()
        return nil
      }
      var builder = Builder(stream: stream, reader: reader)
      do throws(Failure) {
        try builder.build()
      } catch {
        return .failure(error)
      }
      return .success(builder.tree)
    }
    if let failure, failure.kind == .memory { throw .memory }
    // The values past the limit were not kept: nothing after it can be composed.
    if let failure, failure.kind == .tooLarge {
      throw .tooLarge(problem: failure.problem, line: failure.line, column: failure.column)
    }
    guard let composed else { return nil }
    let tree = try composed.get()
    if let failure {
      switch failure.kind {
      case .reader: throw .reader(problem: failure.problem, byteOffset: failure.offset)
      case .memory: throw .memory
      case .tooLarge: throw .tooLarge(problem: failure.problem, line: failure.line, column: failure.column)
      case .scanner, .parser, .secondDocument:
        throw .syntax(problem: failure.problem, line: failure.line, column: failure.column)
      }
    }
    return tree
  }

  /// The events of `input`, read by `body` (see ``YAMLEventStream/read(_:concurrently:ringEvents:_:)``).
  private static func read<Value>(
    _ input: Input, concurrently: Bool, ringEvents: Int, _ body: (YAMLEventStream) -> Value
  ) -> (Value, YAMLEvents.Failure?) {
    switch input {
    case .text(let text): YAMLEventStream.read(text, concurrently: concurrently, ringEvents: ringEvents, body)
    case .utf8(let bytes):
      YAMLEventStream.read(utf8: bytes, concurrently: concurrently, ringEvents: ringEvents, body)
    }
  }

  private struct Builder {
    let stream: YAMLEventStream
    var tree = YAMLNodeTable()
    /// The children of the collections still open, each collection's from its mark on.
    var pending: [Int32] = []
    /// The open collections: the node, where its children start in `pending`, its anchor.
    var open: [(node: Int32, firstChild: Int, anchor: YAMLEvents.TextRange)] = []
    var anchors: [String: Int32] = [:]
    /// Tags by their offset in the event bytes (libyaml's shim keeps each distinct tag once).
    var tagIndices: [Int32: Int32] = [:]
    /// The tag looked up last, by its offset.
    var lastTag: (offset: Int32, index: Int32)?
    var comparisons = YAMLComposer.maximumKeyComparisons
    let reader: EntryReader?
    /// The mapping `reader` reads, once it started.
    var watched: Int32?
    /// The entries of `watched` the reader has read; nil once it reads no more.
    var entriesRead: Int? = 0
    /// The reader's ``EntryReader/batch``.
    let readerBatch: Int

    init(stream: YAMLEventStream, reader: EntryReader?) {
      self.stream = stream
      self.reader = reader
      readerBatch = reader?.batch ?? 0
      tree.nodes.reserveCapacity(stream.expectedCount)
      tree.children.reserveCapacity(stream.expectedCount)
      tree.scalars.reserveCapacity(stream.expectedCount / 2)
    }

    mutating func build() throws(Failure) {
      while true {
        // `watched` first: binding `reader` for every event retained its closure and key.
        if watched != nil, handOver() { continue }
        guard let event = stream.next() else { break }
        switch event.kind {
        case .scalar:
          let index = Int32(tree.nodes.count)
          tree.nodes.append(
            YAMLNodeTable.Node(
              kind: .scalar, style: event.style, line: event.line, column: event.column,
              start: Int32(tree.scalars.count), count: 0, tag: tag(event.tag)))
          tree.scalars.append(stream.text(event.value))
          register(event.anchor, index)
          pending.append(index)
        case .alias:
          guard let index = anchors[stream.text(event.value)] else {
            throw .syntax(problem: "found undefined alias", line: Int(event.line), column: Int(event.column))
          }
          pending.append(index)
        case .sequenceStart, .mappingStart:
          let index = Int32(tree.nodes.count)
          tree.nodes.append(
            YAMLNodeTable.Node(
              kind: event.kind == .sequenceStart ? .sequence : .mapping, style: event.style, line: event.line,
              column: event.column, start: 0, count: 0, tag: tag(event.tag)))
          if watched == nil, event.kind == .mappingStart, open.count == 1, let reader,
            isRootValue(named: reader.key)
          {
            watched = index
          }
          open.append((index, pending.count, event.anchor))
        case .sequenceEnd, .mappingEnd:
          guard let (index, firstChild, anchor) = open.popLast() else { continue }
          tree.nodes[Int(index)].start = Int32(tree.children.count)
          tree.nodes[Int(index)].count = Int32(pending.count - firstChild)
          tree.children.append(contentsOf: pending[firstChild...])
          pending.removeSubrange(firstChild...)
          if event.kind == .mappingEnd {
            try checkDuplicateKeys(index, readInFull: index == watched && readEveryEntry())
          }
          register(anchor, index)
          pending.append(index)
        }
      }
      tree.root = open.isEmpty ? pending.first : nil
    }

    /// Whether the next node is the value of a root mapping's key named `key`.
    private func isRootValue(named key: String) -> Bool {
      guard open.count == 1, tree.node(open[0].node).kind == .mapping, (pending.count - open[0].firstChild) % 2 == 1,
        let last = pending.last, tree.node(last).kind == .scalar
      else { return false }
      return tree.text(last) == key
    }

    /// Hands the complete entries of the watched mapping to `reader` when it is time;
    /// whether it did.
    private mutating func handOver() -> Bool {
      guard let watched, let read = entriesRead else { return false }
      let entries: ArraySlice<Int32>
      if open.count >= 2, open[1].node == watched {
        // Still open: its entries are pending, up to the key of the entry being composed.
        let end = open.count > 2 ? open[2].firstChild : pending.count
        let unread = (end - open[1].firstChild) / 2 - read
        guard unread >= readerBatch || (unread > 0 && stream.isWaiting) else { return false }
        entries = pending[open[1].firstChild..<end]
      } else {
        entries = tree.children(of: watched)
        guard entries.count / 2 > read else {
          // Every entry was read: nothing more to look at.
          entriesRead = nil
          return false
        }
      }
      entriesRead = reader?.read(tree, watched, entries)
      return true
    }

    /// Hands the reader the entries of its mapping, now complete, that it has not read;
    /// whether it has read every one (their keys are then distinct scalars).
    private mutating func readEveryEntry() -> Bool {
      guard let watched, let reader else { return false }
      let count = tree.children(of: watched).count / 2
      while let read = entriesRead, read < count {
        entriesRead = reader.read(tree, watched, tree.children(of: watched))
        if let now = entriesRead, now <= read { return false }
      }
      return entriesRead == count
    }

    private mutating func register(_ anchor: YAMLEvents.TextRange, _ index: Int32) {
      guard anchor.length > 0 else { return }
      anchors[stream.text(anchor)] = index
    }

    private mutating func tag(_ range: YAMLEvents.TextRange?) -> Int32 {
      guard let range else { return -1 }
      // Every quoted scalar has the string tag: the last tag is the likely one.
      if let lastTag, lastTag.offset == range.offset { return lastTag.index }
      let index: Int32
      if let known = tagIndices[range.offset] {
        index = known
      } else {
        index = Int32(tree.tags.count)
        tree.tags.append(stream.text(range))
        tagIndices[range.offset] = index
      }
      lastTag = (range.offset, index)
      return index
    }

    // MARK: Duplicate keys

    /// Refuses a mapping whose keys repeat, as Yams does once a mapping is complete;
    /// `readInFull` when the reader read every entry (``EntryReader/read``: its keys are
    /// distinct scalars).
    private mutating func checkDuplicateKeys(_ mapping: Int32, readInFull: Bool = false) throws(Failure) {
      // Most mappings of a scenario have one key (`{ title: … }`, `push: …`): nothing to
      // compare, and no slice of the children (a retain and a release) for each.
      guard tree.node(mapping).count > 2 else { return }
      let pairs = tree.children(of: mapping)
      guard !readInFull, mayRepeat(pairs) else {
        if pairs.count > YAMLNodeTable.smallMapping { tree.distinctKeyMappings.insert(mapping) }
        return
      }
      let keys = stride(from: pairs.startIndex, to: pairs.endIndex, by: 2).map { pairs[$0] }
      // Some key repeats (rare): group them as Yams does, each group named by its first key
      // and keeping its later ones.
      var groups: [(first: Int32, again: [Int32])] = []
      // Scalar keys are looked up by their text, then compared by tag; collection keys are
      // compared with every other collection key (within the comparison budget).
      var scalarGroups: [String: [Int]] = [:]
      var collectionGroups: [Int] = []
      for key in keys {
        let isScalar = tree.node(key).kind == .scalar
        let candidates = isScalar ? scalarGroups[tree.text(key), default: []] : collectionGroups
        var found: Int?
        for group in candidates where equal(groups[group].first, key) {
          found = group
          break
        }
        if let found {
          groups[found].again.append(key)
          continue
        }
        groups.append((key, []))
        if isScalar {
          scalarGroups[tree.text(key), default: []].append(groups.count - 1)
        } else {
          collectionGroups.append(groups.count - 1)
        }
      }
      var sorted = groups.filter { !$0.again.isEmpty }
      guard !sorted.isEmpty else { return }
      // Sorted as Yams sorts nodes; equal ones keep their order, so the message is stable.
      // An insertion sort (a mapping repeats few keys), so that the comparisons stay counted.
      for end in sorted.indices.dropFirst() {
        var index = end
        while index > 0, less(sorted[index].first, sorted[index - 1].first) {
          sorted.swapAt(index, index - 1)
          index -= 1
        }
      }
      let first = tree.node(sorted[0].first)
      throw .duplicateKeys(
        sorted.map { group in
          RepeatedKey(
            name: tree.yamsString(group.first) ?? "<uncovertable>",
            again: group.again.map { Mark(line: Int(tree.node($0).line), column: Int(tree.node($0).column)) })
        }, line: Int(first.line), column: Int(first.column))
    }

    /// Whether two keys of a mapping (its keys and values alternating in `pairs`) may be
    /// equal: always when one is a collection; for scalar keys (every key of a scenario),
    /// whether two have the same text, found with a set.
    private func mayRepeat(_ pairs: ArraySlice<Int32>) -> Bool {
      let keys = stride(from: pairs.startIndex, to: pairs.endIndex, by: 2)
      if keys.contains(where: { tree.node(pairs[$0]).kind != .scalar }) { return true }
      if pairs.count <= 16 {
        for position in keys {
          let text = tree.text(pairs[position])
          for other in stride(from: position + 2, to: pairs.endIndex, by: 2) where tree.text(pairs[other]) == text {
            return true
          }
        }
        return false
      }
      var seen = Set<String>(minimumCapacity: pairs.count / 2)
      for position in keys where !seen.insert(tree.text(pairs[position])).inserted { return true }
      return false
    }

    /// Yams's node equality: kind, resolved tag, and text or contents.
    private mutating func equal(_ lhs: Int32, _ rhs: Int32) -> Bool {
      if lhs == rhs { return true }
      comparisons -= 1
      guard comparisons >= 0 else { return false }
      let left = tree.node(lhs)
      let right = tree.node(rhs)
      guard left.kind == right.kind, left.count == right.count, tree.resolvedTag(lhs) == tree.resolvedTag(rhs) else {
        return false
      }
      if left.kind == .scalar { return tree.text(lhs) == tree.text(rhs) }
      for (a, b) in zip(tree.children(of: lhs), tree.children(of: rhs)) where !equal(a, b) { return false }
      return true
    }

    /// Yams's node order: scalars by text, collections by their elements (a mapping by its
    /// keys); nodes of different kinds are unordered.
    private mutating func less(_ lhs: Int32, _ rhs: Int32) -> Bool {
      comparisons -= 1
      guard comparisons >= 0 else { return false }
      let left = tree.node(lhs)
      let right = tree.node(rhs)
      guard left.kind == right.kind else { return false }
      switch left.kind {
      case .scalar:
        return tree.text(lhs) < tree.text(rhs)
      case .sequence, .mapping:
        let step = left.kind == .mapping ? 2 : 1
        let a = tree.children(of: lhs)
        let b = tree.children(of: rhs)
        for (x, y) in zip(
          stride(from: a.startIndex, to: a.endIndex, by: step), stride(from: b.startIndex, to: b.endIndex, by: step))
        {
          if less(a[x], b[y]) { return true }
          if less(b[y], a[x]) { return false }
        }
        return a.count < b.count
      }
    }
  }
}

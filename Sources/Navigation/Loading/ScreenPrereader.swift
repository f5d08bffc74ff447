import Diagnostics

/// The screens of a large scenario, read while libyaml still reads the rest of the file.
///
/// The loader's thread composes libyaml's events while a second thread reads them, and it
/// waits for that thread about half the time; reading the 20,000 screens afterwards took as
/// long again on one core while the other had nothing to do. The composer hands this reader
/// the screens as they are complete (``YAMLComposer/EntryReader``: 64 at a time, and every
/// one complete whenever it would wait), and each is read as ``ScenarioParser`` reads it,
/// into a document of its own. Measured, reading the screens on a third thread instead was
/// slower: it took the core libyaml reads on, which paces the composer.
///
/// When the parser comes to `screens:`, it takes the screens and replays, screen by screen
/// in file order, what reading each did to the document: its errors, the nodes it counted,
/// whether it names other screens or could not be read in full, the error it threw. So the
/// errors, their order and the node budget are those of reading the screens there. From the
/// first screen not read ahead, the parser reads on itself.
///
/// Nothing the parser would read differently is read ahead: a screen name written twice (the
/// parser skips the second) spoils what was read, and a key that is no name, a value too
/// long or the node budget spent stops reading ahead there.
final class ScreenPrereader {
  /// What reading one screen did: small, as there is one for each of 20,000 screens (its
  /// name is the parser's key, its errors and the error it threw are kept apart).
  struct Entry {
    let key: Int32
    let value: Int32
    /// The end of its errors in ``State/errors`` (they start where the previous screen's end).
    let errorsEnd: Int32
    /// The nodes it counted against the document's budget.
    let visits: Int32
    /// The error it threw, in ``State/thrown``; -1 for none.
    let thrown: Int32
    /// The number of screens in `order` after it: one more than before when it was added.
    let orderCount: Int32
    let declares: Bool
    let incomplete: Bool
    /// Whether the screen was left empty (`a:`), for the screen after it.
    let isEmpty: Bool
  }

  /// The screens read at a time, so that the composer looks for libyaml's events between them.
  static let batch = 64
  /// The bytes of a file per screen at the least, to size the screens read ahead before
  /// their number is known (a screen written on one line takes about 30).
  static let bytesPerScreen = 64

  private let parser: ScenarioParser
  /// When the composer hands the screens over.
  private let ahead: ScenarioReading.Ahead
  /// The screens expected at most, from the file's size.
  private let expectedScreens: Int
  /// Kept in a value, taken out while a batch is read: each field of a class passed `inout`
  /// for each screen was checked for exclusive access at run time.
  private var state = State()

  /// What was read ahead.
  private struct State {
    /// What the screens read so far did to their document (a new one for each batch, over
    /// the tree as composed so far): the nodes left to count, the errors.
    var remaining = ScenarioLimits.maximumNodes
    var errors = InputErrors()
    var thrown: [ScenarioError] = []
    /// The mapping of the screens.
    var mapping: Int32?
    var entries: [Entry] = []
    var screens: [String: Screen] = [:]
    var order: [String] = []
    var previous: (id: String, isEmpty: Bool)?
    /// The names of screens refused before they were added (a screen field after an empty screen).
    var refused: Set<String> = []
    /// Set once reading ahead stopped: the parser reads the rest.
    var stopped = false
    /// Set when a screen name was written twice: nothing read ahead is used.
    var spoiled = false

    mutating func readEntry(key: Int32, value: Int32, in document: YAMLNode.Document, with parser: ScenarioParser) {
      let keyNode = YAMLNode(index: key, document: document)
      let screenNode = YAMLNode(index: value, document: document)
      // The parser checks every entry before it reads one: past a key that is no name, or a
      // value too long, it reads no screen at all.
      guard let id = keyNode.scalar, (try? keyNode.checkScalarLength()) != nil,
        (try? screenNode.checkScalarLength()) != nil
      else {
        stopped = true
        return
      }
      let budget = document.remaining
      let orderCount = order.count
      let screenCount = screens.count
      let declaringCount = document.declaringScreens.count
      let incompleteCount = document.incompleteScreens.count
      var failure: ScenarioError?
      do throws(ScenarioError) {
        try parser.readScreenEntry(id, screenNode, keyNode, after: &previous, into: &screens, order: &order)
      } catch {
        failure = error
      }
      let added = order.count > orderCount
      if document.fatal != nil {
        // The budget is spent: the parser reads this screen itself, and stops there.
        if added {
          order.removeLast()
          screens[id] = nil
        }
        stopped = true
        return
      }
      // A name written again: the parser skips it (and reports it) where this read it.
      let repeated = added ? screens.count == screenCount : screens[id] != nil
      if repeated || (!refused.isEmpty && refused.contains(id)) {
        spoiled = true
        stopped = true
        return
      }
      if !added { refused.insert(id) }
      if let failure { thrown.append(failure) }
      entries.append(
        Entry(
          key: key, value: value, errorsEnd: Int32(document.errors.count), visits: Int32(budget - document.remaining),
          thrown: failure == nil ? -1 : Int32(thrown.count - 1), orderCount: Int32(order.count),
          declares: document.declaringScreens.count > declaringCount,
          incomplete: document.incompleteScreens.count > incompleteCount, isEmpty: screenNode.isNull))
    }
  }

  /// A reader for a file of `bytes` bytes, reading as `reading` says; nil when it reads nothing ahead.
  init?(path: String, bytes: Int, reading: ScenarioReading = .shortcuts) {
    guard reading.ahead != .never else { return nil }
    parser = ScenarioParser(path: path, reading: reading)
    ahead = reading.ahead
    expectedScreens = min(ScenarioLimits.maximumScreens, bytes / Self.bytesPerScreen)
  }

  /// The screens read ahead so far.
  var count: Int { state.entries.count }

  /// The composer's reader of `screens:`.
  var entryReader: YAMLComposer.EntryReader {
    YAMLComposer.EntryReader(
      key: "screens", read: { [self] tree, mapping, pairs in read(tree, mapping, pairs) },
      batch: ahead == .always ? 1 : Self.batch)
  }

  /// Reads up to ``batch`` more of the complete screens; how many it has read, nil once it
  /// stopped. Each screen read has a scalar key, its name, and no other screen read has the
  /// same name (a key that is no name stops reading, a name written again spoils it), as
  /// ``YAMLComposer/EntryReader/read`` requires.
  private func read(_ tree: YAMLNodeTable, _ mapping: Int32, _ pairs: ArraySlice<Int32>) -> Int? {
    var state = State()
    swap(&state, &self.state)
    defer { swap(&state, &self.state) }
    if state.mapping == nil {
      state.mapping = mapping
      // Sized once: grown screen by screen, they were copied again and again.
      let expected = max(expectedScreens, pairs.count / 2)
      state.screens.reserveCapacity(expected)
      state.order.reserveCapacity(expected)
      state.entries.reserveCapacity(expected)
    }
    guard !state.stopped, state.mapping == mapping else { return nil }
    guard state.entries.count < pairs.count / 2 else { return state.entries.count }
    // Released when this batch is read: the composer goes on adding to the tree, and a
    // second reference would make it copy the tree.
    let document = YAMLNode.Document(path: parser.path, tree: tree)
    document.remaining = state.remaining
    swap(&document.errors, &state.errors)
    let end = min(pairs.count / 2, state.entries.count + Self.batch)
    while !state.stopped, state.entries.count < end {
      let position = pairs.startIndex + 2 * state.entries.count
      state.readEntry(key: pairs[position], value: pairs[position + 1], in: document, with: parser)
    }
    state.remaining = document.remaining
    swap(&document.errors, &state.errors)
    return state.stopped ? nil : state.entries.count
  }

  /// The parser's side: replays what reading ahead did, screen by screen, as it meets them.
  struct Replay {
    /// The screens read ahead (none when they cannot be used), their errors and the errors
    /// they threw.
    private let entries: [Entry]
    private let errors: [any LocatedError]
    private let thrown: [ScenarioError]
    private var position = 0
    private var finished = false

    /// Moves the screens read ahead of `mapping` into `screens` and `order` (still empty).
    init(
      _ prereader: ScreenPrereader?, mapping: Int32, into screens: inout [String: Screen], order: inout [String]
    ) {
      guard let prereader, prereader.state.mapping == mapping, !prereader.state.spoiled, screens.isEmpty,
        order.isEmpty
      else {
        entries = []
        errors = []
        thrown = []
        return
      }
      var state = State()
      swap(&state, &prereader.state)
      entries = state.entries
      errors = state.errors.found
      thrown = state.thrown
      swap(&screens, &state.screens)
      swap(&order, &state.order)
    }

    /// Replays the next screen read ahead, if it is `key: value` (named `id`) and the
    /// document's budget lasts for it (else the parser reads it, and stops where the budget
    /// ends); whether it did.
    mutating func next(
      _ id: String, key: YAMLNode, value: YAMLNode, previous: inout (id: String, isEmpty: Bool)?
    ) throws(ScenarioError) -> Bool {
      guard !finished, position < entries.count else { return false }
      let entry = entries[position]
      let document = value.document
      guard entry.key == key.index, entry.value == value.index, document.fatal == nil,
        document.remaining >= Int(entry.visits)
      else { return false }
      let errorsStart = position == 0 ? 0 : Int(entries[position - 1].errorsEnd)
      let orderCount = position == 0 ? 0 : entries[position - 1].orderCount
      position += 1
      document.remaining -= Int(entry.visits)
      for error in errors[errorsStart..<Int(entry.errorsEnd)] { document.errors.append(error) }
      if entry.declares { document.declaringScreens.append(id) }
      if entry.incomplete { document.incompleteScreens.insert(id) }
      if entry.orderCount > orderCount { previous = (id, entry.isEmpty) }
      if entry.thrown >= 0 { throw thrown[Int(entry.thrown)] }
      return true
    }

    /// Ends the replay: the screens read ahead and not replayed are taken out again, for
    /// the parser to read.
    mutating func finish(_ screens: inout [String: Screen], order: inout [String]) {
      guard !finished else { return }
      finished = true
      guard position < entries.count else { return }
      let kept = position == 0 ? 0 : Int(entries[position - 1].orderCount)
      for id in order[kept...] { screens[id] = nil }
      order.removeSubrange(kept...)
    }
  }
}

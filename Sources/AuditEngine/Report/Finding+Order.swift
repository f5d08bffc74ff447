import Dispatch
import Foundation
import Synchronization
import Traits

/// The report order of findings: by rule id, locale, device, flow and step, then scenario,
/// orientation, message and source.
extension Finding {
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    let keys = SortKeys([lhs, rhs][...])
    return keys.precedes(0, 1) ?? laterFieldsPrecede(lhs, rhs)
  }

  /// `findings` in report order (``sort(_:workers:)``).
  public static func sorted(_ findings: [Finding]) -> [Finding] {
    var sorted = findings
    sort(&sorted)
    return sorted
  }

  /// How many findings a list has before its keys are read on two threads: below it,
  /// starting a thread costs more than it saves.
  static let fewestToSplit = 4096

  /// Puts `findings` in report order, the first fields of each one's key read once: a key
  /// spells out scopes, so building two per comparison costs most of sorting a large report.
  ///
  /// Positions are sorted, not keys or findings: moving a position copies nothing (moving a
  /// key or finding retains every string it holds). Messages and sources, which are each
  /// finding's own strings, are only read when the rest of the key ties, so that sorting
  /// does not touch them. The findings are then moved into place by swapping along the
  /// cycles of that order.
  ///
  /// Reading the keys out of the findings (each in memory of its own) is most of the cost:
  /// with more than one worker, a large list's later half is read on a thread of its own
  /// meanwhile. The keys, and so the comparisons and the order, are the same either way.
  public static func sort(_ findings: inout [Finding], workers: Int = 1) {
    sort(&findings, workers: workers, fewestToSplit: fewestToSplit)
  }

  /// ``sort(_:workers:)``, splitting the reading of keys from `fewestToSplit` findings.
  static func sort(_ findings: inout [Finding], workers: Int, fewestToSplit: Int) {
    let keys = SortKeys.read(findings, split: workers > 1 && findings.count >= max(2, fewestToSplit))
    // The finding at `order[i]` goes to `i`.
    var order = Array(findings.indices)
    order.sort { keys.precedes($0, $1) ?? laterFieldsPrecede(findings[$0], findings[$1]) }
    if #available(macOS 26, *) {
      // Swapped in the array's memory: swapping through its subscript copies each finding
      // out and back, retaining and releasing it, and so reads every finding again.
      var span = findings.mutableSpan
      permute(&span, &order)
    } else {
      permute(&findings, &order)
    }
  }

  /// Moves each finding to its place along the cycles of `order` (the one at `order[i]`
  /// goes to `i`), swapping in place; `order` is left the identity.
  @available(macOS 26, *)
  private static func permute(_ findings: inout MutableSpan<Finding>, _ order: inout [Int]) {
    for start in order.indices where order[start] != start {
      var current = start
      while order[current] != start {
        let next = order[current]
        findings.swapAt(current, next)
        order[current] = current
        current = next
      }
      order[current] = current
    }
  }

  /// ``permute(_:_:)`` through the array's subscript, where spans are not available.
  private static func permute(_ findings: inout [Finding], _ order: inout [Int]) {
    for start in order.indices where order[start] != start {
      var current = start
      while order[current] != start {
        let next = order[current]
        findings.swapAt(current, next)
        order[current] = current
        current = next
      }
      order[current] = current
    }
  }

  /// Each rule's place in the order of rule ids, so that keys compare rules as integers.
  private static let ruleRanks: [RuleID: Int] = Dictionary(
    uniqueKeysWithValues: RuleID.allCases.sorted().enumerated().map { ($1, $0) })

  /// The first five fields of the order of every finding, a field to an array, so that
  /// comparing reads them in place.
  private struct SortKeys: Sendable {
    /// The rule's rank (``ruleRanks``).
    var rules: [Int] = []
    var locales: [String] = []
    var devices: [String] = []
    var flows: [String] = []
    var steps: [Int] = []

    init(_ findings: ArraySlice<Finding>) {
      rules.reserveCapacity(findings.count)
      locales.reserveCapacity(findings.count)
      devices.reserveCapacity(findings.count)
      flows.reserveCapacity(findings.count)
      steps.reserveCapacity(findings.count)
      // A rule id hashes as its name: its rank is looked up again only when it changes.
      var rule: RuleID?
      var rank = 0
      for index in findings.indices {
        let finding = findings[index]
        if finding.rule != rule {
          rule = finding.rule
          rank = Finding.ruleRanks[finding.rule] ?? 0
        }
        rules.append(rank)
        locales.append(finding.localeScope)
        devices.append(finding.deviceScope)
        flows.append(finding.flow ?? "")
        steps.append(finding.step ?? -1)
      }
    }

    init() {}

    /// How many findings' keys a thread reads at a time, when two read them.
    static let piece = 2048

    /// The keys of `findings`; when `split`, read a piece at a time by this thread and one
    /// of its own, then put together in order.
    ///
    /// Pieces are taken as the threads come for them: if the other thread starts late (the
    /// other core is busy), this one reads them all and waits for nothing.
    static func read(_ findings: [Finding], split: Bool) -> SortKeys {
      guard split else { return SortKeys(findings[...]) }
      let pieces = Pieces(findings, count: (findings.count + piece - 1) / piece)
      Thread { pieces.read() }.start()
      pieces.read()
      let read = pieces.waitForAll()
      var keys = SortKeys()
      keys.rules.reserveCapacity(findings.count)
      keys.locales.reserveCapacity(findings.count)
      keys.devices.reserveCapacity(findings.count)
      keys.flows.reserveCapacity(findings.count)
      keys.steps.reserveCapacity(findings.count)
      for piece in read {
        keys.rules += piece.rules
        keys.locales += piece.locales
        keys.devices += piece.devices
        keys.flows += piece.flows
        keys.steps += piece.steps
      }
      // Freed beside the rest of the audit.
      Disposal.release(consume read)
      return keys
    }

    /// The pieces of a list's keys, read by whichever thread takes each first.
    ///
    /// The list is held here, and by a thread only while it reads a piece, so that once
    /// every piece is read the caller holds the only reference to it again (and sorting
    /// it in place copies nothing), however late the other thread starts.
    private final class Pieces: Sendable {
      private struct State {
        var findings: [Finding]
        var next = 0
        var done = 0
        var pieces: [SortKeys?]
      }

      private let count: Int
      private let state: Mutex<State>
      /// Signalled once, by the thread that reads the last piece.
      private let finished = DispatchSemaphore(value: 0)

      init(_ findings: [Finding], count: Int) {
        self.count = count
        state = Mutex(State(findings: findings, pieces: Array(repeating: nil, count: count)))
      }

      /// Reads pieces until none is left.
      func read() {
        while let isLast = readPiece() {
          if isLast { finished.signal() }
        }
      }

      /// Reads the next piece, if any is left; whether it was the last to be read.
      private func readPiece() -> Bool? {
        let taken = state.withLock { state -> (number: Int, findings: [Finding])? in
          guard state.next < count else { return nil }
          defer { state.next += 1 }
          return (state.next, state.findings)
        }
        guard let (number, findings) = taken else { return nil }
        let start = number * SortKeys.piece
        let keys = SortKeys(findings[start..<min(start + SortKeys.piece, findings.count)])
        return state.withLock { state in
          state.pieces[number] = keys
          state.done += 1
          return state.done == count
        }
      }

      /// Every piece, in order, once all are read; the list is let go of.
      func waitForAll() -> [SortKeys] {
        finished.wait()
        return state.withLock { state in
          state.findings = []
          defer { state.pieces = [] }
          return state.pieces.compactMap { $0 }
        }
      }
    }

    /// Whether the finding at `lhs` comes first, field by field as the tuple `(rule, locale,
    /// device, flow, step)` compares; nil when they are equal.
    func precedes(_ lhs: Int, _ rhs: Int) -> Bool? {
      if rules[lhs] != rules[rhs] { return rules[lhs] < rules[rhs] }
      if locales[lhs] != locales[rhs] { return locales[lhs] < locales[rhs] }
      if devices[lhs] != devices[rhs] { return devices[lhs] < devices[rhs] }
      if flows[lhs] != flows[rhs] { return flows[lhs] < flows[rhs] }
      if steps[lhs] != steps[rhs] { return steps[lhs] < steps[rhs] }
      return nil
    }
  }

  /// Whether `lhs` comes first by the rest of the order, as the tuple `(scenario,
  /// orientation, message, source)` compares.
  private static func laterFieldsPrecede(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if lhs.scenario != rhs.scenario { return lhs.scenario < rhs.scenario }
    let orientation = lhs.orientationScope
    let otherOrientation = rhs.orientationScope
    if orientation != otherOrientation { return orientation < otherOrientation }
    if lhs.message != rhs.message { return lhs.message < rhs.message }
    return lhs.source < rhs.source
  }
}

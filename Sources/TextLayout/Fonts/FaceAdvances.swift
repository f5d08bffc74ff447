/// The advance table of one face role: sorted, non-overlapping runs of equal advances.
///
/// The runs are kept canonical (adjacent runs with the same source and advance are
/// merged), so two tables with the same widths compare equal and serialize identically.
public struct FaceAdvances: Sendable, Hashable {
  /// The runs in code point order.
  public private(set) var runs: [AdvanceRun]

  /// A table from runs in any order; overlapping runs keep the later one.
  public init(runs: [AdvanceRun] = []) {
    self.runs = []
    overlay(runs)
  }

  /// The number of code points covered.
  public var codePointCount: Int {
    runs.reduce(0) { $0 + Int($1.last - $1.first) + 1 }
  }

  /// The run that covers `codePoint`, found by binary search.
  public func run(containing codePoint: UInt32) -> AdvanceRun? {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].last < codePoint {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < runs.count, runs[low].first <= codePoint else { return nil }
    return runs[low]
  }

  /// Replaces the advances of every code point that `newRuns` cover.
  public mutating func overlay(_ newRuns: [AdvanceRun]) {
    guard !newRuns.isEmpty else { return }
    // A table read from a profile starts empty and gets its runs in order without overlaps,
    // where sorting, cutting and resolving would change nothing: only merging is left.
    if runs.isEmpty, Self.isOrderedAndDisjoint(newRuns) {
      runs = Self.merged(newRuns)
      return
    }
    let incoming = newRuns.sorted { $0.first < $1.first }
    // Cut every old run around the incoming ones.
    var cut: [AdvanceRun] = []
    cut.reserveCapacity(runs.count)
    var index = 0
    for old in runs {
      var pieces = [old]
      while index < incoming.count, incoming[index].last < old.first { index += 1 }
      var probe = index
      while probe < incoming.count, incoming[probe].first <= old.last {
        pieces = pieces.flatMap { $0.subtracting(incoming[probe].first...incoming[probe].last) }
        probe += 1
      }
      cut.append(contentsOf: pieces)
    }
    runs = Self.merged((cut + Self.resolvingOverlaps(newRuns, sorted: incoming)).sorted { $0.first < $1.first })
  }

  /// Whether each run ends before the next one starts.
  static func isOrderedAndDisjoint(_ runs: [AdvanceRun]) -> Bool {
    var previous: AdvanceRun?
    for run in runs {
      guard run.first <= run.last else { return false }
      if let previous, previous.last >= run.first { return false }
      previous = run
    }
    return true
  }

  /// `runs` without overlaps: where runs overlap, the later one in `runs` wins.
  private static func resolvingOverlaps(_ runs: [AdvanceRun], sorted: [AdvanceRun]) -> [AdvanceRun] {
    let overlapping = zip(sorted, sorted.dropFirst()).contains { $0.last >= $1.first }
    guard overlapping else { return sorted }
    var accepted: [AdvanceRun] = []
    for run in runs.reversed() {
      var pieces = [run]
      for newer in accepted where newer.first <= run.last && newer.last >= run.first {
        pieces = pieces.flatMap { $0.subtracting(newer.first...newer.last) }
      }
      accepted.append(contentsOf: pieces)
    }
    return accepted
  }

  /// Merges adjacent runs that have the same source and advance.
  private static func merged(_ sorted: [AdvanceRun]) -> [AdvanceRun] {
    var result: [AdvanceRun] = []
    result.reserveCapacity(sorted.count)
    for run in sorted {
      if var last = result.last, last.source == run.source, last.advance == run.advance,
        last.last &+ 1 == run.first
      {
        last.last = run.last
        result[result.count - 1] = last
      } else {
        result.append(run)
      }
    }
    return result
  }
}

/// Consecutive code points that share one advance width from one source.
public struct AdvanceRun: Sendable, Hashable {
  /// The first code point.
  public var first: UInt32
  /// The last code point (inclusive).
  public var last: UInt32
  /// The advance in font units of ``source``.
  public var advance: Int
  /// The identifier of the ``FontSource`` the advance comes from.
  public var source: String

  public init(first: UInt32, last: UInt32, advance: Int, source: String) {
    self.first = first
    self.last = max(first, last)
    self.advance = advance
    self.source = source
  }

  /// The parts of the run outside `range`.
  func subtracting(_ range: ClosedRange<UInt32>) -> [AdvanceRun] {
    guard range.lowerBound <= last, range.upperBound >= first else { return [self] }
    var pieces: [AdvanceRun] = []
    if range.lowerBound > first {
      pieces.append(AdvanceRun(first: first, last: range.lowerBound - 1, advance: advance, source: source))
    }
    if range.upperBound < last {
      pieces.append(AdvanceRun(first: range.upperBound + 1, last: last, advance: advance, source: source))
    }
    return pieces
  }
}

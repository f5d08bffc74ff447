extension FindingMerger {
  /// Where a problem was seen, every part a number: at first one locale, device, orientation
  /// and place; once a dimension is factored, its part numbers a sorted list (``ListNumbers``).
  /// A place is kept as it is (a flow's number and a step), not numbered: it is two
  /// integers already, and numbering it would hash every finding's place.
  struct Scope: Hashable {
    var problem: Int
    var locale: Int
    var device: Int
    var orientation: Int
    var place: Place

    /// A part of a scope that findings are factored over, one after the other.
    enum Dimension {
      case locale, device, orientation
    }

    subscript(dimension: Dimension) -> Int {
      get {
        switch dimension {
        case .locale: locale
        case .device: device
        case .orientation: orientation
        }
      }
      set {
        switch dimension {
        case .locale: locale = newValue
        case .device: device = newValue
        case .orientation: orientation = newValue
        }
      }
    }

    /// The scope with `dimension` blanked: what groups the scopes that differ only there.
    func without(_ dimension: Dimension) -> Scope {
      var key = self
      key[dimension] = -1
      return key
    }

    /// The scope with its place blanked: what groups the places of a problem and scope.
    func withoutPlace() -> Scope {
      var key = self
      key.place = Place(flow: -1, step: -1)
      return key
    }
  }

  /// Each number's place in the sorted order of the values it numbers, so that numbers sort
  /// as their values do without comparing values.
  struct Ranks {
    private var ranks: [Int]

    /// The ranks of `values`, numbered by position; each value occurs once.
    init<Value: Comparable>(_ values: [Value]) {
      ranks = Array(repeating: 0, count: values.count)
      for (rank, number) in values.indices.sorted(by: { values[$0] < values[$1] }).enumerated() {
        ranks[number] = rank
      }
    }

    /// Sorts numbers as their values sort.
    func sort(_ numbers: inout [Int]) {
      numbers.sort { ranks[$0] < ranks[$1] }
    }
  }

  /// Lists of numbers, each numbered once, without keeping an array per list: a list is its
  /// last element after the list before it, so numbering a list hashes pairs of integers.
  struct ListNumbers {
    private var numbers: [Link: Int] = [:]
    private var links: [Link] = []

    /// A list: the one before it (-1 for the empty list) and its last element.
    private struct Link: Hashable {
      var prefix: Int
      var last: Int
    }

    /// The number of `list`, numbering it when new.
    mutating func number(_ list: [Int]) -> Int {
      var number = -1
      for element in list {
        let link = Link(prefix: number, last: element)
        let next = links.count
        number = Interner<Int>.slot(&numbers[link, default: next])
        if number == next { links.append(link) }
      }
      return number
    }

    /// The elements of the list numbered `list`, first first, written to `elements`.
    func elements(_ list: Int, into elements: inout [Int]) {
      elements.removeAll(keepingCapacity: true)
      var number = list
      while number >= 0 {
        elements.append(links[number].last)
        number = links[number].prefix
      }
      elements.reverse()
    }
  }
}

/// Positions 0..<count grouped by key, groups in the order first seen and each group's
/// positions in order, all in one flat array: grouping makes no array per group.
struct FlatGroups {
  /// Where each group's positions start in `positions`, and the end of the last.
  private var starts: [Int]
  private var positions: [Int]

  init<Key: Hashable>(count: Int, key: (Int) -> Key) {
    var numbers: [Key: Int] = [:]
    numbers.reserveCapacity(count)
    var groupOf: [Int] = []
    groupOf.reserveCapacity(count)
    var sizes: [Int] = []
    for position in 0..<count {
      let next = sizes.count
      let group = Interner<Int>.slot(&numbers[key(position), default: next])
      if group == next { sizes.append(1) } else { sizes[group] += 1 }
      groupOf.append(group)
    }
    starts = []
    starts.reserveCapacity(sizes.count + 1)
    var start = 0
    for size in sizes {
      starts.append(start)
      start += size
    }
    starts.append(start)
    // Each position goes to the next free place of its group.
    var free = starts
    positions = Array(repeating: 0, count: count)
    for position in 0..<count {
      positions[free[groupOf[position]]] = position
      free[groupOf[position]] += 1
    }
  }

  /// How many groups there are.
  var count: Int { starts.count - 1 }

  /// The positions in group `group`, in order; never empty.
  func members(_ group: Int) -> ArraySlice<Int> {
    positions[starts[group]..<starts[group + 1]]
  }
}

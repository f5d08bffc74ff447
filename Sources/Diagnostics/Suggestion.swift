/// Finds the known name closest to a misspelled one, for "did you mean" notes.
public enum Suggestion {
  /// The candidate with the smallest edit distance, if it is close enough to help.
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let lowered = word.lowercased()
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercased())
      if best == nil || distance < best?.distance ?? .max
        || (distance == best?.distance && candidate < best?.name ?? "")
      {
        best = (candidate, distance)
      }
    }
    guard let best else { return nil }
    let limit = max(2, min(word.count, best.name.count) / 2)
    return best.distance <= limit ? best.name : nil
  }

  /// The Levenshtein distance between two strings, by characters.
  public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// A note for an unknown name, or nothing when no candidate is close.
  public static func note(for word: String, in candidates: some Sequence<String>) -> [String] {
    guard let match = closest(to: word, in: candidates) else { return [] }
    return ["did you mean '\(match)'?"]
  }
}

import Testing

@testable import TextLayout

/// The back title candidates are tried in the documented order without sorting them.
@Suite("Back title order")
struct BackTitleOrderTests {
  /// The order `next(after:widths:)` walks: the first candidate, then the narrower ones
  /// from the widest down, equal widths in their order (what sorting them gave).
  @Test func candidatesAreTriedAsSortingThemWould() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let count = Int.random(in: 1...5, using: &generator)
      // Few distinct widths, so that ties and candidates wider than the first are common.
      let widths = (0..<count).map { _ in Double(Int.random(in: 0...3, using: &generator)) * 10 }
      let alternates = widths.indices.dropFirst().filter { widths[$0] < widths[0] }
      let expected = [0] + alternates.sorted { widths[$0] > widths[$1] || (widths[$0] == widths[$1] && $0 < $1) }
      var walked: [Int] = []
      var previous: Int?
      while let next = BackTitleDecision.next(after: previous, widths: widths) {
        walked.append(next)
        previous = next
      }
      #expect(walked == expected, "widths \(widths)")
    }
    #expect(BackTitleDecision.next(after: nil, widths: []) == nil)
  }
}

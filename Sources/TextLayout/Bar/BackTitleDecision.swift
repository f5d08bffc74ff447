/// The choice among a synthesized back button's titles (facts §1.3 steps 4 and 7).
///
/// The resolved title comes first; each later candidate is kept only if it is narrower
/// than the first, and the kept ones are tried widest first. The first whose width fits
/// the space `S` wins; if none does, the button shows the chevron only.
struct BackTitleDecision {
  /// The index of the chosen candidate in the input, `nil` for chevron only without `""`.
  let index: Int?
  /// The chosen title, `""` for chevron only.
  let shown: String
  /// The width of the chosen title.
  let width: Double
  /// `S` minus the chosen width (for chevron only: the room left beside the chevron).
  let slack: Double
  /// How much the narrowest rejected candidate missed `S` by.
  let nearestMiss: Double?
  /// Whether the slack or the miss is within the uncertain band (``BarMetrics/uncertainty(forWidth:)``).
  let isUncertain: Bool

  /// Decides among `candidates`; `known` holds the widths of the first two when the caller
  /// measured them with `measurer` already.
  init(
    candidates: [String], space: Double, chevron: BackChevron, metrics: BarMetrics, measurer: any TextMeasuring,
    known: (Double?, Double?) = (nil, nil)
  ) {
    let titles = candidates.isEmpty ? [""] : candidates
    var widths: [Double] = []
    widths.reserveCapacity(titles.count)
    for (index, title) in titles.enumerated() {
      let knownWidth = index == 0 ? known.0 : index == 1 ? known.1 : nil
      widths.append(title.isEmpty ? 0 : knownWidth ?? measurer.width(of: title, style: .barButton))
    }
    // The chevron alone needs less room than the chevron plus the gap before a title.
    let chevronOnlyRoom = space + chevron.withText + chevron.trailing - chevron.alone
    var rejected: Int?
    var chosen: Int?
    // The first candidate, then those narrower than it, widest first (ties in order):
    // each next one is picked from the few candidates in place, as every bar with a back
    // button decides and sorting them allocated three arrays.
    var tried: Int?
    while let index = Self.next(after: tried, widths: widths) {
      let fits =
        titles[index].isEmpty
        ? chevronOnlyRoom >= -TextMeasurer.tolerance : widths[index] <= space + TextMeasurer.tolerance
      if fits {
        chosen = index
        break
      }
      rejected = index
      tried = index
    }
    let chosenIndex = chosen ?? titles.firstIndex(of: "")
    let shown = chosen.map { titles[$0] } ?? ""
    self.index = candidates.isEmpty ? nil : chosenIndex
    self.shown = shown
    self.width = chosen.map { widths[$0] } ?? 0
    self.slack = shown.isEmpty ? chevronOnlyRoom : space - width
    self.nearestMiss = rejected.map { widths[$0] - space }
    let missedWidth = rejected.map { widths[$0] } ?? 0
    self.isUncertain =
      abs(slack) < metrics.uncertainty(forWidth: width)
      || (nearestMiss.map { $0 < metrics.uncertainty(forWidth: missedWidth) } ?? false)
  }
}

/// The geometry of the back button around its text, in a design.
extension BackTitleDecision {
  /// The candidate tried after `previous` (the first when nil): the first candidate, then
  /// the ones narrower than it from the widest down, equal widths in their order.
  static func next(after previous: Int?, widths: [Double]) -> Int? {
    guard let previous else { return widths.isEmpty ? nil : 0 }
    var next: Int?
    for index in widths.indices.dropFirst() where widths[index] < widths[0] {
      // Later in the order than `previous`, and earlier than the best found so far.
      if previous > 0, !(widths[index] < widths[previous] || (widths[index] == widths[previous] && index > previous)) {
        continue
      }
      if let best = next, !(widths[index] > widths[best] || (widths[index] == widths[best] && index < best)) {
        continue
      }
      next = index
    }
    return next
  }
}

struct BackChevron {
  /// The width of a chevron-only back button.
  let alone: Double
  /// From the button's start to its text's origin (chevron plus gap).
  let withText: Double
  /// After the text's advance box, to the button's end.
  let trailing: Double

  init(design: BarDesign, metrics: BarMetrics) {
    switch design {
    case .classic:
      alone = metrics.chevronOnlyWidth
    case .glass:
      alone = metrics.glassChevronWidth
    }
    withText = metrics.backTextOrigin
    trailing = metrics.backTrailingPadding
  }

  /// The room a title needs besides its own width: the chevron block and the padding after it.
  var aroundText: Double { withText + trailing }

  /// The frame width of the back button with a title of `textWidth`.
  func frameWidth(textWidth: Double, hasText: Bool) -> Double {
    hasText ? withText + textWidth + trailing : alone
  }
}

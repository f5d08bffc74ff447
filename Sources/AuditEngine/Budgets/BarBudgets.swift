import TextLayout

/// The widest texts one bar leaves for its title, back title and items, found by asking
/// ``NavigationBarLayout`` itself: no constant of the bar is repeated here.
///
/// Each function probes the development language's bar with one text replaced by a box of
/// a given width (a title view, a fixed-width item) and searches for the widest box that
/// still draws as intended. Results are rounded down to 0.1 pt.
enum BarBudgets {
  /// Steps of the search: 2⁻²⁰ of the bar width, far below the 0.1 pt reported.
  private static let searchSteps = 24

  /// The widest title that is not truncated. The inline title is probed even while a large
  /// title shows, as it appears when the content scrolls.
  static func title(_ input: BarLayoutInput, measurer: any TextMeasuring, appFonts: (any AppFontMeasuring)?) -> Double {
    var probe = input
    probe.showsLargeTitle = false
    probe.isRightToLeft = false
    return widest(upTo: probe.geometry.width) { width in
      probe.title = .view(width: width)
      return NavigationBarLayout.layout(probe, measurer: measurer, appFonts: appFonts).title?.truncated == false
    }
  }

  /// The widest back title shown in full beside `title` (the following screen's title),
  /// or nil when the bar has no back button that could show one.
  static func backTitle(
    _ input: BarLayoutInput, title: TitleInput, measurer: any TextMeasuring, appFonts: (any AppFontMeasuring)?
  ) -> Double? {
    var probe = input
    probe.showsLargeTitle = false
    probe.isRightToLeft = false
    probe.title = title
    switch probe.backButton {
    case .none, .hidden: return nil
    case .candidates, .custom: break
    }
    guard let available = NavigationBarLayout.layout(probe, measurer: measurer, appFonts: appFonts).available else {
      return nil
    }
    return rounded(max(0, available))
  }

  /// Which side of the bar an item is on.
  enum Side {
    case leading, trailing
  }

  /// The widest text of one item that keeps the title centred, or nil when the bar has no
  /// title to keep centred.
  static func item(
    _ input: BarLayoutInput, side: Side, index: Int, measurer: any TextMeasuring, appFonts: (any AppFontMeasuring)?
  ) -> Double? {
    var probe = input
    probe.showsLargeTitle = false
    probe.isRightToLeft = false
    let titleWidth: Double
    switch probe.title {
    case .none: return nil
    case .text(let text, let style):
      titleWidth = FontedMeasurer.over(measurer, fonts: probe.fonts.styles(back: false), appFonts: appFonts)
        .width(of: text, style: style)
    case .view(let width): titleWidth = width
    }
    guard titleWidth > 0 else { return nil }
    let geometry = probe.geometry
    let centred = geometry.safeArea.leading + geometry.safeWidth / 2 - titleWidth / 2
    let padding = 2 * probe.metrics.textItemPadding
    return widest(upTo: geometry.width) { width in
      switch side {
      case .leading: probe.leadingItems[index] = .fixed(width: width + padding)
      case .trailing: probe.trailingItems[index] = .fixed(width: width + padding)
      }
      let layout = NavigationBarLayout.layout(probe, measurer: measurer, appFonts: appFonts)
      guard layout.title?.truncated == false, let frame = layout.frame(.title) else { return false }
      return abs(frame.x - centred) < 0.1
    }
  }

  /// The largest width in 0…`limit` that `fits`, assuming that what fits is a prefix.
  private static func widest(upTo limit: Double, fits: (Double) -> Bool) -> Double {
    guard fits(0) else { return 0 }
    if fits(limit) { return rounded(limit) }
    var low = 0.0
    var high = limit
    for _ in 0..<searchSteps {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return rounded(low)
  }

  /// Rounds down to 0.1 pt, so that a text of exactly the budget fits.
  static func rounded(_ value: Double) -> Double {
    (value * 10 + 1e-6).rounded(.down) / 10
  }
}

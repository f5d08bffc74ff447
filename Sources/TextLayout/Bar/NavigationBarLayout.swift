/// The navigation bar decision model (facts §1.6): which back title fits, where the title
/// goes, and what truncates.
///
/// All functions are pure: the only input besides ``BarLayoutInput`` is a measurer. The
/// model, in left-to-right coordinates (frames are mirrored afterwards for RTL):
/// 1. Trailing items sit at the trailing edge (`W − inset − (m − 8)`); the title may not
///    pass `trailingLimit = trailing items − g` (the margin when there are none).
/// 2. The title is centred on the safe area: `left = min(centre − t/2, trailingLimit − t)`.
/// 3. The back button starts at `inset + m − 8` (`inset + m` on iOS 26); its text starts
///    ``BarMetrics/backTextOrigin`` later and the button ends
///    ``BarMetrics/backTrailingPadding`` after the text, so the text gets
///    `S = left − g − backStart − origin − padding − leading items`.
/// 4. Synthesized back buttons show the first candidate (widest first, facts §1.3 step 4)
///    whose width ≤ S, else the chevron only. If not even the chevron fits, the title moves
///    toward the trailing side, keeping `g` from the chevron, and truncates with "…".
/// 5. A custom back item keeps its width (it truncates only to leave the title
///    ``BarMetrics/minimumTitleWidth``) and pushes the title instead.
public enum NavigationBarLayout {
  /// Lays out the bar described by `input`, measuring text with `measurer`, and the texts
  /// whose ``BarLayoutInput/fonts`` name an app family with `appFonts`.
  ///
  /// `backMeasurer`, when given, measures the back button's titles in place of the one made
  /// from `measurer` and the back button's fonts (``BarFonts/styles(back:)``): a caller that
  /// built the back button measured its titles with that one already, and hands it over
  /// rather than have it made again for every bar. `known` holds widths the caller measured
  /// with these measurers already, which are read instead of measured again.
  public static func layout(
    _ input: BarLayoutInput, measurer system: any TextMeasuring, backMeasurer: (any TextMeasuring)? = nil,
    appFonts: (any AppFontMeasuring)? = nil, known: KnownBarWidths = KnownBarWidths()
  ) -> BarLayout {
    // Most bars are in the system styles: then there is no font to wrap the measurer in.
    let systemFonts = input.fonts.isSystem
    let measurer =
      systemFonts ? system : FontedMeasurer.over(system, fonts: input.fonts.styles(back: false), appFonts: appFonts)
    let backMeasurer =
      backMeasurer
      ?? (systemFonts
        ? system : FontedMeasurer.over(system, fonts: input.fonts.styles(back: true), appFonts: appFonts))
    let geometry = input.geometry
    let metrics = input.metrics
    let width = geometry.width
    let insetLeading = geometry.safeArea.leading
    let insetTrailing = geometry.safeArea.trailing
    let margin = geometry.layoutMargin
    let gap = metrics.interGroupSpace
    let edgeStart = insetLeading + margin - metrics.edgeInsetAdjustment
    // Container buttons (a split view's sidebar toggle) come first; the back button follows.
    let systemWidths = input.systemItems.map { Self.width(of: $0, metrics: metrics, measurer: measurer) }
    let systemTotal = Self.groupWidth(systemWidths, spacing: metrics.interItemSpace)
    let contentStart = edgeStart + (systemWidths.isEmpty ? 0 : systemTotal + metrics.interItemSpace)
    // The back button alone starts at its own edge (the glass button at the margin).
    let backStart = systemWidths.isEmpty ? insetLeading + margin - metrics.backEdgeAdjustment : contentStart
    let contentEnd = width - insetTrailing - margin + metrics.edgeInsetAdjustment

    // 1. Trailing items, outermost first.
    var trailingFrames: [ItemFrame] = []
    var x = contentEnd
    for (index, item) in input.trailingItems.enumerated() {
      let itemWidth = Self.width(of: item, metrics: metrics, measurer: measurer)
      x -= itemWidth
      trailingFrames.append(ItemFrame(kind: .trailingItem, index: index, x: x, width: itemWidth))
      x -= metrics.interItemSpace
    }
    let trailingLimit = trailingFrames.last.map { $0.x - gap } ?? width - insetTrailing - margin

    // 2. The centred title.
    let inlineTitle =
      input.showsLargeTitle ? nil : Self.titleContent(input.title, measurer: measurer, known: known.title)
    let titleWidth = inlineTitle?.width ?? 0
    let centre = insetLeading + geometry.safeWidth / 2
    let idealLeft = min(centre - titleWidth / 2, trailingLimit - titleWidth)

    // 3. The space for the back title.
    let leadingWidths = input.leadingItems.map { Self.width(of: $0, metrics: metrics, measurer: measurer) }
    let leadingTotal = Self.groupWidth(leadingWidths, spacing: metrics.interItemSpace)
    let chevron = BackChevron(design: input.design, metrics: metrics)
    let hasBack: Bool
    switch input.backButton {
    case .none, .hidden: hasBack = false
    case .candidates, .custom: hasBack = true
    }
    let leadingReserve = leadingWidths.isEmpty ? 0 : leadingTotal + (hasBack ? metrics.interItemSpace : 0)
    let buttonSpace = (inlineTitle == nil ? trailingLimit : idealLeft - gap) - backStart - leadingReserve
    let space = buttonSpace - chevron.aroundText

    // 4–5. The back decision.
    var result = BarLayout(barWidth: width, barHeight: geometry.barHeight)
    var backFrameWidth = 0.0
    var backTextWidth: Double?
    switch input.backButton {
    case .none, .hidden:
      break
    case .candidates(let candidates):
      let decision = BackTitleDecision(
        candidates: candidates, space: space, chevron: chevron, metrics: metrics, measurer: backMeasurer,
        known: (known.backFirst, known.backSecond))
      result.backIndex = decision.index
      result.shown = decision.shown
      result.slack = Self.rounded(decision.slack)
      result.nearestMiss = decision.nearestMiss.map(Self.rounded)
      result.uncertain = decision.isUncertain
      backFrameWidth = chevron.frameWidth(textWidth: decision.width, hasText: !decision.shown.isEmpty)
      backTextWidth = decision.shown.isEmpty ? nil : decision.width
    case .custom(let text):
      let reservedTitle = inlineTitle.map { min($0.width, metrics.minimumTitleWidth) + gap } ?? 0
      let maximum = trailingLimit - reservedTitle - backStart - leadingReserve - chevron.aroundText
      let fitted = backMeasurer.truncated(text, style: .barButton, toFit: max(0, maximum))
      let shownWidth = text.isEmpty ? 0 : fitted.width
      result.backIndex = 0
      result.shown = text.isEmpty ? "" : fitted.text
      result.backTruncated = fitted.isTruncated && !text.isEmpty
      let slack = text.isEmpty ? buttonSpace - chevron.alone : space - shownWidth
      result.slack = Self.rounded(slack)
      result.uncertain = abs(slack) < metrics.uncertainty(forWidth: shownWidth)
      backFrameWidth = chevron.frameWidth(textWidth: shownWidth, hasText: !text.isEmpty)
      backTextWidth = text.isEmpty ? nil : shownWidth
    }
    if hasBack { result.available = Self.rounded(space) }

    func drawn(_ frame: ItemFrame) -> ItemFrame {
      let mirroredX = input.isRightToLeft ? width - frame.x - frame.width : frame.x
      return ItemFrame(kind: frame.kind, index: frame.index, x: rounded(mirroredX), width: rounded(frame.width))
    }
    // The frames in drawing order (leading, title, trailing, large title), drawn into one
    // array as they are placed: every bar of every step is laid out, and joining the
    // groups allocated an array each.
    var frames: [ItemFrame] = []
    frames.reserveCapacity(systemWidths.count + leadingWidths.count + trailingFrames.count + 3)
    // Back button and leading items, then the bound the title may not cross.
    var leadingEnd: Double?
    for (index, itemWidth) in systemWidths.enumerated() {
      let start = leadingEnd.map { $0 + metrics.interItemSpace } ?? edgeStart
      frames.append(drawn(ItemFrame(kind: .systemItem, index: index, x: start, width: itemWidth)))
      leadingEnd = start + itemWidth
    }
    var backTextFrame: ItemFrame?
    var backAccessibilityFrame: ItemFrame?
    if hasBack {
      frames.append(drawn(ItemFrame(kind: .backButton, x: backStart, width: backFrameWidth)))
      leadingEnd = backStart + backFrameWidth
      backTextFrame = backTextWidth.map { ItemFrame(kind: .backButton, x: backStart + chevron.withText, width: $0) }
      // Before iOS 26 the element VoiceOver reports reaches the bar's leading edge (its
      // margin included); the glass button's is the button itself.
      let accessibilityStart = input.design == .classic && systemWidths.isEmpty ? insetLeading : backStart
      backAccessibilityFrame = ItemFrame(
        kind: .backButton, x: accessibilityStart, width: backStart + backFrameWidth - accessibilityStart)
    }
    for (index, itemWidth) in leadingWidths.enumerated() {
      let start = leadingEnd.map { $0 + metrics.interItemSpace } ?? contentStart
      frames.append(drawn(ItemFrame(kind: .leadingItem, index: index, x: start, width: itemWidth)))
      leadingEnd = start + itemWidth
    }
    let leadingBound = leadingEnd.map { $0 + gap } ?? insetLeading + margin

    // The title: centred when it can be, else pushed, else truncated.
    if let inlineTitle {
      let room = trailingLimit - leadingBound
      let left = max(idealLeft, leadingBound)
      let placed = Self.fit(inlineTitle, into: room, measurer: measurer)
      result.title = placed
      frames.append(
        drawn(ItemFrame(kind: .title, x: placed.truncated ? leadingBound : left, width: min(titleWidth, max(0, room)))))
    }
    for frame in trailingFrames { frames.append(drawn(frame)) }
    if input.showsLargeTitle, let large = Self.largeTitleContent(input.title, measurer: measurer) {
      let room = geometry.safeWidth - 2 * margin
      let placed = Self.fit(large, into: room, measurer: measurer)
      result.largeTitle = placed
      result.barHeight += metrics.largeTitleExtension
      frames.append(
        drawn(ItemFrame(kind: .largeTitle, x: insetLeading + margin, width: min(large.width, max(0, room)))))
    }
    result.frames = frames
    result.backTextFrame = backTextFrame.map(drawn)
    result.backAccessibilityFrame = backAccessibilityFrame.map(drawn)
    return result
  }

  // MARK: Pieces

  /// The width of a bar button item: text plus padding, the image touch width, or fixed.
  static func width(of item: BarItemInput, metrics: BarMetrics, measurer: any TextMeasuring) -> Double {
    switch item {
    case .text(let text, let style): measurer.width(of: text, style: style) + 2 * metrics.textItemPadding
    case .image: metrics.imageItemWidth
    case .fixed(let width): max(0, width)
    }
  }

  static func groupWidth(_ widths: [Double], spacing: Double) -> Double {
    widths.isEmpty ? 0 : widths.reduce(0, +) + spacing * Double(widths.count - 1)
  }

  /// A title to place: its text and style (nil for title views) and its width.
  struct TitleContent {
    let text: String
    let style: TextStyle?
    let width: Double
  }

  /// The title to place, its width `known` when the caller measured it.
  static func titleContent(_ title: TitleInput, measurer: any TextMeasuring, known: Double? = nil) -> TitleContent? {
    switch title {
    case .none: return nil
    case .text(let text, let style):
      guard !text.isEmpty else { return nil }
      return TitleContent(text: text, style: style, width: known ?? measurer.width(of: text, style: style))
    case .view(let width): return TitleContent(text: "", style: nil, width: max(0, width))
    }
  }

  static func largeTitleContent(_ title: TitleInput, measurer: any TextMeasuring) -> TitleContent? {
    guard case .text(let text, _) = title, !text.isEmpty else { return nil }
    return TitleContent(text: text, style: .largeTitle, width: measurer.width(of: text, style: .largeTitle))
  }

  /// The title as drawn in `room` points: whole, truncated with "…", or a compressed view.
  static func fit(_ title: TitleContent, into room: Double, measurer: any TextMeasuring) -> TitleLayout {
    let available = rounded(max(0, room))
    guard title.width > room + TextMeasurer.tolerance else {
      return TitleLayout(
        text: title.text, shown: title.text, truncated: false, measuredWidth: hundredths(title.width),
        availableWidth: available)
    }
    guard let style = title.style else {
      return TitleLayout(
        text: "", shown: "", truncated: true, measuredWidth: hundredths(title.width), availableWidth: available)
    }
    // Its width is the measurer's own: truncation starts from it instead of measuring again.
    let fitted = measurer.truncated(title.text, style: style, toFit: max(0, room), width: title.width)
    return TitleLayout(
      text: title.text, shown: fitted.text, truncated: true, measuredWidth: hundredths(title.width),
      availableWidth: available)
  }

  /// Rounds to 0.1 pt (and turns −0 into 0).
  static func rounded(_ value: Double) -> Double {
    (value * 10).rounded(.toNearestOrAwayFromZero) / 10 + 0
  }

  /// Rounds to 0.01 pt.
  static func hundredths(_ value: Double) -> Double {
    (value * 100).rounded(.toNearestOrAwayFromZero) / 100 + 0
  }
}

/// Where the items of a navigation controller's toolbar are drawn, so that reports can show
/// the toolbar as UIKit lays it out rather than as a list.
///
/// Apple documents only that flexible spaces share the room left over ("distributed
/// equally between the other items"); the rest is [INFERRED] from the navigation bar and
/// awaits a device check:
/// 1. Items run from the leading edge, starting where the back button would
///    (`inset + m − 8`, ``BarMetrics/edgeInsetAdjustment``), and end at the mirror point.
/// 2. Neighbouring items keep ``BarMetrics/interItemSpace`` between them; a fixed space adds
///    its width.
/// 3. What is left over goes to the flexible spaces in equal shares (none when the items
///    overflow); without flexible spaces the items stay packed at the leading edge.
/// 4. Frames are mirrored for right-to-left locales, as the bar's are.
public enum ToolbarLayout {
  /// One element of `toolbarItems`, in order.
  public enum Element: Sendable, Hashable, Codable {
    /// An item VoiceOver visits: text, image or a fixed-width custom view.
    case item(BarItemInput)
    /// A `fixedSpace` of this width: it takes room but is not an element.
    case fixedSpace(width: Double)
    /// A `flexibleSpace`: a share of the room left over.
    case flexibleSpace
  }

  /// The frames of the items (not the spaces) of a toolbar as wide as `geometry`, indexed
  /// by their position among the items, from the left edge as drawn.
  public static func frames(
    _ elements: [Element], geometry: ScreenGeometry, isRightToLeft: Bool = false, metrics: BarMetrics = .standard,
    measurer: any TextMeasuring
  ) -> [ItemFrame] {
    let start = geometry.safeArea.leading + geometry.layoutMargin - metrics.edgeInsetAdjustment
    let end = geometry.width - geometry.safeArea.trailing - geometry.layoutMargin + metrics.edgeInsetAdjustment
    let widths: [Double?] = elements.map { element in
      switch element {
      case .item(let item): NavigationBarLayout.width(of: item, metrics: metrics, measurer: measurer)
      case .fixedSpace(let width): max(0, width)
      case .flexibleSpace: nil
      }
    }
    let solid = widths.compactMap { $0 }
    let used = NavigationBarLayout.groupWidth(solid, spacing: metrics.interItemSpace)
    let flexibleCount = widths.count - solid.count
    let share = flexibleCount == 0 ? 0 : max(0, end - start - used) / Double(flexibleCount)

    var frames: [ItemFrame] = []
    var x = start
    var placedAny = false
    var itemIndex = 0
    for (element, width) in zip(elements, widths) {
      guard let width else {
        x += share
        continue
      }
      if placedAny { x += metrics.interItemSpace }
      if case .item = element {
        let drawnX = isRightToLeft ? geometry.width - x - width : x
        frames.append(
          ItemFrame(
            kind: .toolbarItem, index: itemIndex, x: NavigationBarLayout.rounded(drawnX),
            width: NavigationBarLayout.rounded(width)))
        itemIndex += 1
      }
      x += width
      placedAny = true
    }
    return frames
  }
}

import Testing
import TextLayout
import Traits

/// Where toolbar items are drawn: packed at the leading edge, spread by flexible spaces,
/// inside the safe area, mirrored right to left. Widths are made up (10 pt a character) so
/// the arithmetic is exact.
@Suite("Toolbar layout")
struct ToolbarLayoutTests {
  let measurer = FixedWidthMeasurer()
  /// A 375-pt phone: items run from 16 − 8 = 8 to 375 − 8 = 367.
  let phone = ScreenGeometry(width: 375, height: 667)

  func frames(_ elements: [ToolbarLayout.Element], geometry: ScreenGeometry? = nil, rtl: Bool = false) -> [ItemFrame] {
    ToolbarLayout.frames(elements, geometry: geometry ?? phone, isRightToLeft: rtl, measurer: measurer)
  }

  @Test func withoutFlexibleSpacesItemsArePackedAtTheLeadingEdge() {
    let result = frames([.item(.text("Edit")), .item(.image)])
    #expect(
      result == [
        ItemFrame(kind: .toolbarItem, index: 0, x: 8, width: 56),
        ItemFrame(kind: .toolbarItem, index: 1, x: 72, width: 44),
      ])
  }

  @Test func aLeadingFlexibleSpacePushesTheItemToTheTrailingEdge() {
    let result = frames([.flexibleSpace, .item(.image)])
    #expect(result == [ItemFrame(kind: .toolbarItem, index: 0, x: 323, width: 44)])
  }

  @Test func flexibleSpacesShareTheRoomLeftEqually() {
    // Four images between three flexible spaces, as in Mail's message toolbar.
    let result = frames([
      .item(.image), .flexibleSpace, .item(.image), .flexibleSpace, .item(.image), .flexibleSpace, .item(.image),
    ])
    // 359 pt of room, 4 × 44 + 3 × 8 = 200 used: each flexible space adds 53.
    #expect(result.map(\.x) == [8, 113, 218, 323])
    #expect(result.map(\.index) == [0, 1, 2, 3])
    let gaps = zip(result.dropFirst(), result).map { $0.x - $1.x - $1.width }
    #expect(Set(gaps).count == 1, "evenly spaced")
  }

  @Test func fixedSpacesTakeRoomButHaveNoFrame() {
    let result = frames([.item(.image), .fixedSpace(width: 20), .item(.image)])
    #expect(
      result == [
        ItemFrame(kind: .toolbarItem, index: 0, x: 8, width: 44),
        ItemFrame(kind: .toolbarItem, index: 1, x: 88, width: 44),
      ])
  }

  @Test func itemsThatOverflowGiveTheFlexibleSpacesNothing() {
    let long = String(repeating: "x", count: 40)
    let result = frames([.item(.text(long)), .flexibleSpace, .item(.image)])
    #expect(result.map(\.x) == [8, 8 + 416 + 8])
  }

  @Test func rightToLeftMirrorsTheFrames() {
    let result = frames([.item(.text("Edit")), .flexibleSpace, .item(.image)], rtl: true)
    #expect(
      result == [
        ItemFrame(kind: .toolbarItem, index: 0, x: 311, width: 56),
        ItemFrame(kind: .toolbarItem, index: 1, x: 8, width: 44),
      ])
  }

  @Test func theSafeAreaAndRegularMarginsMoveTheEdges() {
    let landscape = ScreenGeometry(
      width: 852, height: 393, safeArea: EdgeInsets(leading: 59, trailing: 59), horizontalSizeClass: .compact)
    #expect(
      frames([.item(.image), .flexibleSpace, .item(.image)], geometry: landscape).map(\.x) == [67, 852 - 67 - 44])
    let pad = ScreenGeometry(width: 834, height: 1194, horizontalSizeClass: .regular)
    #expect(frames([.item(.image)], geometry: pad).map(\.x) == [12])
  }
}

/// How wide one step's locale × device matrix is with its drawings at full scale, and below
/// which window width its device columns wrap instead of shrinking further.
///
/// Between the full width and the wrap point the table scales its drawings down (at most to
/// ``smallestScale``); below it each locale's cells wrap onto as many lines as they need,
/// every cell as wide as its column's widest drawing, so the rows stay aligned and a
/// drawing is only scaled when a single cell is wider than the window (a phone). CSS cannot
/// tell when a table stops fitting, so the renderer works the point out from the widths it
/// draws at and gives each table a class with a media query of its own
/// (``HTMLStyles/wrapping(below:)``).
struct MatrixWidths {
  /// The narrowest a cell is in the wrapped layout, for cells of text only.
  static let minimumCell = 160.0
  /// A cell's padding and border, in CSS pixels.
  static let cellChrome = 13.0
  /// The locale column and the page's side padding, in CSS pixels.
  static let surroundings = 64.0 + 48.0
  /// How far the table may scale its drawings down before its columns wrap instead.
  static let smallestScale = 0.75
  /// Wrap points are rounded up to this many pixels, so that tables share media queries.
  static let step = 50

  /// Each column's width in the wrapped layout, in CSS pixels, padding and border included.
  let columns: [Int]
  /// The window width at and below which the cells wrap.
  let wrapBelow: Int

  /// The widths of a matrix whose columns' widest bars are `widest` points, drawn at
  /// `scale` CSS pixels per point.
  init(widest: [Double], scale: Double) {
    columns = widest.map { widest in
      Int((max(widest * scale, Self.minimumCell) + Self.cellChrome).rounded(.up))
    }
    let natural = Double(columns.reduce(0, +)) + Self.surroundings
    wrapBelow = Int((natural * Self.smallestScale / Double(Self.step)).rounded(.up)) * Self.step
  }

  /// The class that ties the table to its media query.
  var cssClass: String { "wrap-\(wrapBelow)" }
}

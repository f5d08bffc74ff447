/// Every drawing of an HTML report, each distinct piece kept once.
///
/// A bar is drawn as pieces (``DrawingPiece``): its background, back button, title and
/// items, each in its own coordinates. The same piece recurs on every device where the bar
/// shows the same thing, so the page defines each piece once (`<g id="p…">` in a hidden
/// `<defs>`) and every drawing places it with `<use>`. A drawing's geometry (its size and
/// where its pieces go) is kept once too, as a short record the page's script can apply.
///
/// Pieces and records are keyed by their content and numbered in the order first seen, so
/// ids are deterministic for a given sequence of runs (no hash seed, no random id).
struct HTMLDrawingStore: Sendable {
  /// One drawn `<svg>`: its size in CSS pixels, its `viewBox` in points, its pieces.
  struct Geometry: Hashable, Sendable {
    var width: String
    var height: String
    var boxWidth: String
    var boxHeight: String
    /// Piece numbers and where each goes, in points.
    var uses: [Use]

    struct Use: Hashable, Sendable {
      var piece: Int
      var x: String
    }

    /// The `width`, `height` and `viewBox` attributes, with a leading space.
    var attributes: String {
      " width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(boxWidth) \(boxHeight)\""
    }

    /// The `<use>` elements that draw the pieces.
    var useElements: String {
      uses.map { use in
        "<use href=\"#\(HTMLDrawingStore.pieceID(use.piece))\"" + (use.x == "0" ? "" : " x=\"\(use.x)\"") + "/>"
      }.joined()
    }

    /// The record the page's script reads: `boxWidth boxHeight piece[:x]…` (it scales the
    /// size as ``BarDrawing/number(_:)`` rounds).
    var record: String {
      ([boxWidth, boxHeight]
        + uses.map { HTMLDrawingStore.base36($0.piece) + ($0.x == "0" ? "" : ":\($0.x)") }).joined(separator: " ")
    }
  }

  /// Each piece's markup, by piece number.
  private(set) var pieces: [String] = []
  private var pieceNumbers: [String: Int] = [:]
  /// Each distinct cell geometry (one ``Geometry`` per drawn `<svg>`), by number.
  private(set) var geometries: [[Geometry]] = []
  private var geometryNumbers: [[Geometry]: Int] = [:]

  /// The number of `markup`, adding it when new.
  mutating func piece(_ markup: String) -> Int {
    if let number = pieceNumbers[markup] { return number }
    pieces.append(markup)
    pieceNumbers[markup] = pieces.count - 1
    return pieces.count - 1
  }

  /// The number of a cell's geometry, adding it when new.
  mutating func geometry(_ drawings: [Geometry]) -> Int {
    if let number = geometryNumbers[drawings] { return number }
    geometries.append(drawings)
    geometryNumbers[drawings] = geometries.count - 1
    return geometries.count - 1
  }

  /// The geometry of `pieces` drawn in an `<svg>` of `width` × `height` points at `scale`.
  mutating func geometry(of drawn: [DrawingPiece], width: Double, height: Double, scale: Double) -> Geometry {
    Geometry(
      width: BarDrawing.number(width * scale), height: BarDrawing.number(height * scale),
      boxWidth: BarDrawing.number(width), boxHeight: BarDrawing.number(height),
      uses: drawn.map { Geometry.Use(piece: piece($0.markup), x: BarDrawing.number($0.x)) })
  }

  /// The definition of `piece` in the page's store, named `id`.
  ///
  /// A piece that is one group takes the id on that group, not on a wrapper: thousands of
  /// pieces, one element each fewer for the browser to parse and style.
  static func definition(_ piece: String, id: String) -> String {
    if piece.hasPrefix("<g "), isOneGroup(piece) { return "<g id=\"\(id)\" " + piece.dropFirst(3) }
    return "<g id=\"\(id)\">\(piece)</g>"
  }

  /// Whether `markup` is a single `<g …>…</g>`: its first group closes at its end. Text in a
  /// piece is escaped, so every `<g ` and `</g>` in it is markup.
  static func isOneGroup(_ markup: String) -> Bool {
    let bytes = Array(markup.utf8)
    var depth = 0
    var position = 0
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "<") {
        if bytes[position...].starts(with: "<g ".utf8) {
          depth += 1
        } else if bytes[position...].starts(with: "</g>".utf8) {
          depth -= 1
          if depth == 0 { return position + 4 == bytes.count }
        }
      }
      position += 1
    }
    return false
  }

  /// The element id of piece `number`.
  static func pieceID(_ number: Int) -> String { "p" + base36(number) }

  /// `value` in base 36, lowercase: the short numbers of the page's records.
  static func base36(_ value: Int) -> String { String(value, radix: 36) }
}

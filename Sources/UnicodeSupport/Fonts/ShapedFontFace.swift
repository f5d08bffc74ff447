internal import CHarfBuzzShims
import Synchronization

/// One face of a font file, shaped with HarfBuzz: kerning, ligatures, Arabic joining,
/// Indic and Thai reordering, as Core Text applies them on iOS.
///
/// ``FontFace`` reads advance tables through FreeType; this type measures what a line of
/// text really takes once shaped. Faces are opened from the file's bytes (the caller reads
/// them, bounded by ``maximumFileBytes``), and a file that is not a usable font is a
/// ``FontError``, never a trap. A face is immutable once opened and HarfBuzz shapes with
/// it from several threads at once; the handle sits behind a `Mutex` only so that it is
/// freed exactly once.
public final class ShapedFontFace: Sendable {
  /// The largest font file read (CJK collections run to about 20 MiB).
  public static let maximumFileBytes = 64 << 20
  /// The most faces opened from one collection file.
  public static let maximumFacesPerFile = 256
  /// Text is shaped in pieces of at most this many UTF-8 bytes (cut between characters),
  /// so a hostile title costs time in proportion to its length and no more.
  static let maximumRunBytes = 4096

  /// The index of the face in its file (0 for single-face files).
  public let faceIndex: Int
  /// The typographic family name (name ID 16), else the family name (ID 1), such as `Inter`.
  public let familyName: String
  /// The family name for the four-style model (name ID 1), such as `Inter SemiBold`.
  public let legacyFamilyName: String
  /// The typographic subfamily (name ID 17), else the subfamily (ID 2), such as `Semi Bold`.
  public let styleName: String
  /// The full name (name ID 4), such as `Inter Semi Bold`.
  public let fullName: String
  /// The PostScript name (name ID 6), such as `Inter-SemiBold`, as `UIFont(name:size:)` takes it.
  public let postScriptName: String
  /// Font units per em from the `head` table.
  public let unitsPerEm: Int
  /// The OS/2 `usWeightClass` (400 regular, 600 semibold, 700 bold); 400 without an OS/2 table.
  public let weightClass: Int
  /// The OS/2 `usWidthClass` (5 normal, lower condensed, higher expanded); 5 without one.
  public let widthClass: Int
  /// Whether OS/2 `fsSelection` marks the face italic or oblique.
  public let isItalic: Bool
  private let handle: Mutex<Handle>

  private struct Handle: ~Copyable {
    let face: OpaquePointer
    deinit { chb_face_close(face) }
  }

  /// The HarfBuzz version, such as `6.0.0`.
  public static var harfBuzzVersion: String {
    let version = chb_version()
    return "\(version / 10000).\(version / 100 % 100).\(version % 100)"
  }

  /// Every face of the font file whose bytes are `bytes` (one for ttf/otf, each member of a
  /// ttc), named `path` in errors.
  ///
  /// - Throws: ``FontError`` when the bytes are not a font file, or a face has no glyphs,
  ///   no `head` table or no Unicode character map (a corrupt or truncated file).
  public static func faces(inFontFile bytes: [UInt8], path: String) throws(FontError) -> [ShapedFontFace] {
    guard bytes.count <= maximumFileBytes else {
      throw FontError(
        path: path, code: 0, operation: "open",
        detail: "the file is \(bytes.count) bytes; navaudit reads fonts of at most \(maximumFileBytes) bytes")
    }
    guard let length = Int32(exactly: bytes.count), length > 0 else {
      throw FontError(path: path, code: 0, operation: "open", detail: "the file is empty")
    }
    let created = bytes.withUnsafeBufferPointer { buffer -> OpaquePointer? in
      guard let base = buffer.baseAddress else { return nil }
      return chb_file_create(base, length)
    }
    guard let file = created else {
      throw FontError(path: path, code: 0, operation: "open", detail: "out of memory")
    }
    defer { chb_file_destroy(file) }
    let count = Int(chb_file_face_count(file))
    guard count > 0 else {
      throw FontError(path: path, code: 0, operation: "open", detail: "not a TrueType, OpenType or collection file")
    }
    guard count <= maximumFacesPerFile else {
      throw FontError(
        path: path, code: 0, operation: "open",
        detail: "the collection has \(count) faces; navaudit reads at most \(maximumFacesPerFile)")
    }
    var faces: [ShapedFontFace] = []
    for index in 0..<count {
      faces.append(try ShapedFontFace(file: file, index: index, count: count, path: path))
    }
    return faces
  }

  private init(file: OpaquePointer, index: Int, count: Int, path: String) throws(FontError) {
    var status: Int32 = 0
    // The face holds its own reference to the file's bytes and belongs to this object
    // alone; rebuilt from its address, it shares no isolation region with `file`.
    let address = UInt(bitPattern: chb_face_open(file, Int32(index), &status))
    guard let face = OpaquePointer(bitPattern: address) else {
      throw FontError(
        path: path, code: status, operation: count == 1 ? "open" : "open face \(index) of",
        detail: Self.reason(status))
    }
    faceIndex = index
    let typographicFamily = Self.name(16, of: face)
    legacyFamilyName = Self.name(1, of: face)
    familyName = typographicFamily.isEmpty ? legacyFamilyName : typographicFamily
    let typographicStyle = Self.name(17, of: face)
    styleName = typographicStyle.isEmpty ? Self.name(2, of: face) : typographicStyle
    fullName = Self.name(4, of: face)
    postScriptName = Self.name(6, of: face)
    unitsPerEm = Int(chb_face_units_per_em(face))
    var weight: Int32 = 400
    var width: Int32 = 5
    var selection: Int32 = 0
    if chb_face_os2(face, &weight, &width, &selection) == 0 {
      (weight, width, selection) = (400, 5, 0)
    }
    // Some old fonts write 1–9 for 100–900.
    weightClass = (1...9).contains(weight) ? Int(weight) * 100 : (weight == 0 ? 400 : Int(min(weight, 1000)))
    widthClass = (1...9).contains(width) ? Int(width) : 5
    isItalic = selection & 0x0201 != 0  // bit 0 ITALIC, bit 9 OBLIQUE
    handle = Mutex(Handle(face: face))
  }

  /// Whether the face's character map has a glyph for `scalar`.
  public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
    handle.withLock { chb_face_nominal_glyph($0.face, scalar.value) != 0 }
  }

  /// Shapes `text` and adds up its advances, in font units.
  ///
  /// The text is split into script runs (common and inherited characters such as spaces,
  /// digits and marks join the run before them, or the first run after them), each shaped
  /// in its own script and direction with the rest of the text as context. A glyph's
  /// advance counts from 0 up (a negative one, from a broken or hostile font, adds nothing),
  /// so the total is never negative. Glyphs the face
  /// lacks (`.notdef`) add nothing and are listed in ``ShapedText/missing``, as are emoji
  /// (iOS draws those with its color emoji font whatever the face has).
  public func shape(_ text: String) -> ShapedText {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return ShapedText(advance: 0, missing: [], glyphCount: 0) }
    var advance = 0
    var glyphCount = 0
    var missingOffsets: Set<Int> = []
    for run in Self.scriptRuns(text) {
      for piece in Self.pieces(of: run.range, in: bytes) {
        let glyphs = shapeRun(bytes, range: piece, script: run.script)
        glyphCount += glyphs.count
        for glyph in glyphs {
          let offset = Int(glyph.cluster)
          if glyph.id == 0 || Self.isEmoji(at: offset, in: bytes) {
            missingOffsets.insert(offset)
          } else {
            // Kerning may narrow a glyph but never move the pen backwards: a hostile `GPOS`
            // or `kern` table can give a glyph -30 em, which would make a longer text narrower.
            advance += max(0, Int(glyph.advance))
          }
        }
      }
    }
    let missing = missingOffsets.sorted().compactMap { Self.scalar(at: $0, in: bytes) }
    return ShapedText(advance: advance, missing: missing, glyphCount: glyphCount)
  }

  private struct Glyph {
    let id: UInt32
    let cluster: UInt32
    let advance: Int32
  }

  private func shapeRun(_ bytes: [UInt8], range: Range<Int>, script: String) -> [Glyph] {
    var capacity = max(16, range.count * 2 + 8)
    for _ in 0..<2 {
      var ids = [UInt32](repeating: 0, count: capacity)
      var clusters = [UInt32](repeating: 0, count: capacity)
      var advances = [Int32](repeating: 0, count: capacity)
      let count = handle.withLock { handle -> Int32 in
        bytes.withUnsafeBufferPointer { text -> Int32 in
          ids.withUnsafeMutableBufferPointer { idBuffer -> Int32 in
            clusters.withUnsafeMutableBufferPointer { clusterBuffer -> Int32 in
              advances.withUnsafeMutableBufferPointer { advanceBuffer -> Int32 in
                guard let textBase = text.baseAddress, let idBase = idBuffer.baseAddress,
                  let clusterBase = clusterBuffer.baseAddress, let advanceBase = advanceBuffer.baseAddress
                else { return -1 }
                return textBase.withMemoryRebound(to: CChar.self, capacity: text.count) { characters in
                  script.withCString { scriptName in
                    chb_shape(
                      handle.face, characters, Int32(text.count), Int32(range.lowerBound), Int32(range.count),
                      scriptName, idBase, clusterBase, advanceBase, Int32(capacity))
                  }
                }
              }
            }
          }
        }
      }
      guard count >= 0 else { return [] }
      if Int(count) <= capacity {
        return (0..<Int(count)).map { Glyph(id: ids[$0], cluster: clusters[$0], advance: advances[$0]) }
      }
      capacity = Int(count)
    }
    return []
  }

  // MARK: Text

  /// Script runs of `text` as UTF-8 byte ranges with their ISO 15924 codes.
  public static func scriptRuns(_ text: String) -> [(range: Range<Int>, script: String)] {
    var runs: [(range: Range<Int>, script: Script?)] = []
    var offset = 0
    for scalar in text.unicodeScalars {
      let length = UTF8.width(scalar)
      defer { offset += length }
      let script = Script.of(scalar)
      let isNeutral = script == .common || script == .inherited
      if var last = runs.last, isNeutral || last.script == nil || last.script == script {
        last.range = last.range.lowerBound..<(offset + length)
        if last.script == nil, !isNeutral { last.script = script }
        runs[runs.count - 1] = last
      } else {
        runs.append((offset..<(offset + length), isNeutral ? nil : script))
      }
    }
    return runs.map { ($0.range, $0.script?.shortName ?? "Zyyy") }
  }

  /// `range` cut into pieces of at most ``maximumRunBytes``, between characters.
  private static func pieces(of range: Range<Int>, in bytes: [UInt8]) -> [Range<Int>] {
    var pieces: [Range<Int>] = []
    var start = range.lowerBound
    while range.upperBound - start > maximumRunBytes {
      var end = start + maximumRunBytes
      while end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }  // not inside a character
      pieces.append(start..<end)
      start = end
    }
    if start < range.upperBound { pieces.append(start..<range.upperBound) }
    return pieces
  }

  /// The scalar whose UTF-8 encoding starts at `offset`.
  private static func scalar(at offset: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
    guard offset < bytes.count else { return nil }
    var iterator = bytes[offset...].makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return nil
  }

  private static func isEmoji(at offset: Int, in bytes: [UInt8]) -> Bool {
    guard offset < bytes.count, bytes[offset] >= 0xE0, let scalar = scalar(at: offset, in: bytes) else { return false }
    return scalar.properties.isEmojiPresentation
  }

  private static func reason(_ status: Int32) -> String {
    switch status {
    case 1: "out of memory"
    case 2: "the face has no glyphs (a corrupt or truncated file)"
    case 3: "the face has no valid 'head' table (a corrupt or truncated file)"
    case 4: "the face has no unicode character map"
    case 5: "the face's units per em are out of range"
    default: "unknown error"
    }
  }

  /// Reads a name table entry through a buffer, retrying once if too small.
  private static func name(_ id: UInt32, of face: OpaquePointer) -> String {
    var capacity: Int32 = 256
    for _ in 0..<2 {
      var buffer = [CChar](repeating: 0, count: Int(capacity) + 1)
      let length = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
        guard let base = pointer.baseAddress else { return -1 }
        return chb_face_name(face, id, base, capacity + 1)
      }
      guard length >= 0 else { return "" }
      if length <= capacity {
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      capacity = min(length, 1 << 16)
    }
    return ""
  }
}

/// A shaped text's total advance and the characters the face could not draw.
public struct ShapedText: Sendable, Hashable {
  /// The sum of the glyph advances in font units (each at least 0), without the missing characters.
  public var advance: Int
  /// The characters with no glyph in the face (and emoji), once per occurrence, in order.
  public var missing: [Unicode.Scalar]
  /// How many glyphs shaping produced.
  public var glyphCount: Int

  public init(advance: Int, missing: [Unicode.Scalar], glyphCount: Int) {
    self.advance = advance
    self.missing = missing
    self.glyphCount = glyphCount
  }
}

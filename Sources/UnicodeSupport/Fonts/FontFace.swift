internal import CFreeTypeShims
import Synchronization

/// One face of a font file (ttf, otf, or a member of a ttc collection), read through FreeType.
///
/// Advances are unscaled, in font units (`FT_LOAD_NO_SCALE`); divide by ``unitsPerEm`` to
/// get ems. The FreeType handle is serialized behind a `Mutex`, so a face can be shared
/// between threads.
public final class FontFace: Sendable {
  /// The path the face was opened from.
  public let path: String
  /// The index of the face in its file (0 for single-face files).
  public let faceIndex: Int
  /// The family name, such as `Inter` or `Noto Sans CJK JP`.
  public let familyName: String
  /// The style name, such as `Regular` or `Semi Bold`.
  public let styleName: String
  /// Font units per em from the `head` table.
  public let unitsPerEm: Int
  /// The OS/2 weight class (400 regular, 600 semibold, 700 bold), `nil` without an OS/2 table.
  public let weightClass: Int?
  /// The version string from the `name` table (ID 5), or empty.
  public let version: String
  /// The license description from the `name` table (ID 13), or empty.
  public let licenseDescription: String
  /// The license URL from the `name` table (ID 14), or empty.
  public let licenseURL: String
  private let handle: Mutex<Handle>

  private struct Handle: ~Copyable {
    let face: OpaquePointer
    deinit { cft_face_close(face) }
  }

  /// The number of faces in the font file at `path` (more than 1 for collections).
  public static func faceCount(atPath path: String) throws(FontError) -> Int {
    let count = cft_face_count(path)
    guard count >= 0 else { throw FontError(path: path, code: -count, operation: "open") }
    return Int(count)
  }

  /// Opens face `faceIndex` of the font file at `path`.
  ///
  /// - Throws: ``FontError`` when the file is missing, is not a font, has no such face or
  ///   no Unicode character map.
  public init(path: String, faceIndex: Int = 0) throws(FontError) {
    guard let index = Int32(exactly: faceIndex), index >= 0 else {
      throw FontError(path: path, code: 6, operation: "open face \(faceIndex) of")
    }
    var error: Int32 = 0
    guard let face = cft_face_open(path, index, &error) else {
      if faceIndex > 0, let count = try? Self.faceCount(atPath: path), faceIndex >= count {
        throw FontError(
          path: path, code: error, operation: "open face \(faceIndex) of", detail: "the file has \(count) faces")
      }
      throw FontError(path: path, code: error, operation: faceIndex == 0 ? "open" : "open face \(faceIndex) of")
    }
    self.path = path
    self.faceIndex = faceIndex
    self.familyName = Self.string { cft_face_family_name(face, $0, $1) }
    self.styleName = Self.string { cft_face_style_name(face, $0, $1) }
    self.unitsPerEm = Int(cft_face_units_per_em(face))
    let weight = Int(cft_face_weight_class(face))
    self.weightClass = weight > 0 ? weight : nil
    self.version = Self.string { cft_face_sfnt_name(face, 5, $0, $1) }
    self.licenseDescription = Self.string { cft_face_sfnt_name(face, 13, $0, $1) }
    self.licenseURL = Self.string { cft_face_sfnt_name(face, 14, $0, $1) }
    self.handle = Mutex(Handle(face: face))
  }

  /// The advance of `scalar` in font units, or `nil` when the character map lacks it.
  public func advance(of scalar: Unicode.Scalar) -> Int? {
    handle.withLock { handle in
      let glyph = cft_face_glyph_index(handle.face, scalar.value)
      guard glyph != 0 else { return nil }
      let advance = cft_face_glyph_advance(handle.face, glyph)
      return advance >= 0 ? Int(advance) : nil
    }
  }

  /// The side bearings of `scalar` in font units (leading, trailing), or `nil` when the
  /// character map lacks it or its outline cannot be loaded.
  public func sideBearings(of scalar: Unicode.Scalar) -> (leading: Int, trailing: Int)? {
    handle.withLock { handle in
      let glyph = cft_face_glyph_index(handle.face, scalar.value)
      guard glyph != 0 else { return nil }
      var leading: Int32 = 0
      var trailing: Int32 = 0
      guard cft_face_glyph_bearings(handle.face, glyph, &leading, &trailing) == 0 else { return nil }
      return (Int(leading), Int(trailing))
    }
  }

  /// Every mapped code point in `range` with its advance, in code point order.
  public func advances(in range: ClosedRange<UInt32>) -> [CodePointAdvance] {
    handle.withLock { handle in
      let capacity: Int32 = 4096
      var codePoints = [UInt32](repeating: 0, count: Int(capacity))
      var widths = [Int32](repeating: 0, count: Int(capacity))
      var result: [CodePointAdvance] = []
      var from = range.lowerBound
      while from <= range.upperBound {
        let written = codePoints.withUnsafeMutableBufferPointer { points in
          widths.withUnsafeMutableBufferPointer { advances -> Int32 in
            guard let pointBase = points.baseAddress, let advanceBase = advances.baseAddress else { return 0 }
            return cft_face_cmap_advances(handle.face, from, range.upperBound, pointBase, advanceBase, capacity)
          }
        }
        let count = Int(max(0, min(written, capacity)))
        for index in 0..<count {
          result.append(CodePointAdvance(codePoint: codePoints[index], advance: Int(widths[index])))
        }
        guard written == capacity, let last = result.last?.codePoint, last < UInt32.max else { break }
        from = last + 1
      }
      return result
    }
  }

  /// Every mapped code point of the face with its advance.
  public var allAdvances: [CodePointAdvance] { advances(in: 0...0x10FFFF) }

  /// Reads a UTF-8 string that a shim function writes into a buffer, retrying once if too small.
  private static func string(_ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String {
    var capacity: Int32 = 256
    for _ in 0..<2 {
      var buffer = [CChar](repeating: 0, count: Int(capacity) + 1)
      let length = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
        guard let base = pointer.baseAddress else { return -1 }
        return body(base, capacity + 1)
      }
      guard length >= 0 else { return "" }
      if length <= capacity {
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      capacity = length
    }
    return ""
  }
}

/// A mapped code point and its advance width in font units.
public struct CodePointAdvance: Sendable, Hashable {
  /// The Unicode code point.
  public let codePoint: UInt32
  /// The horizontal advance in font units.
  public let advance: Int

  public init(codePoint: UInt32, advance: Int) {
    self.codePoint = codePoint
    self.advance = advance
  }
}

/// A FreeType failure while opening or reading a font file.
public struct FontError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The font file.
  public let path: String
  /// The FreeType error code (-1: the face has no Unicode character map).
  public let code: Int32
  /// What was being done, such as `open`.
  public let operation: String
  /// A better explanation than FreeType's message, when there is one.
  public let detail: String?

  init(path: String, code: Int32, operation: String, detail: String? = nil) {
    self.path = path
    self.code = code
    self.operation = operation
    self.detail = detail
  }

  /// FreeType's message for ``code`` (or ``detail``), lowercased.
  public var reason: String {
    if let detail { return detail }
    guard let raw = cft_error_string(code) else { return "unknown error" }
    return String(cString: raw).lowercased()
  }

  public var description: String { "cannot \(operation) font '\(path)': \(reason)" }
}

import Diagnostics
public import Foundation
public import TextFiles

/// Writes width budgets into an XLIFF 1.2 file as `maxwidth="N" size-unit="point"` on each
/// matching `<trans-unit>`, leaving every other byte as it was.
///
/// The document is read with the project's XLIFF reader first (so a malformed file is
/// refused with its line and column, and units inside comments or CDATA are never
/// touched); then only the start tags of the located units are edited. A unit matches by
/// table (its `<file original>`'s name without extension) and key (`id`), never by path.
/// Writing again replaces the `maxwidth` and `size-unit` a unit has: budgets never pile up.
public enum XLIFFBudgetWriter {
  /// The rewritten document and how many units received a budget.
  public struct Result: Sendable {
    public var text: String
    public var unitsWithBudget: Int
  }

  /// Rewrites `data` (the XLIFF at `path`) with `maxWidths[table][key]` in points.
  ///
  /// - Throws: ``TextFileError`` for a document the XLIFF reader refuses, or one that is not
  ///   UTF-8 (a UTF-16 file cannot be edited in place byte for byte).
  public static func write(_ data: Data, path: String, maxWidths: [String: [String: Int]]) throws(TextFileError)
    -> Result
  {
    let raw = [UInt8](data)
    let document = try XLIFFDocument(contents: data, path: path)
    let decoded = try SourceTextDecoder.decode(raw, path: path)
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let shift = raw.starts(with: bom) ? bom.count : 0
    guard decoded.encoding == .utf8, raw.count == decoded.bytes.count + shift else {
      throw TextFileError(
        .encoding, "'\(path)' is not UTF-8; budgets are written into UTF-8 XLIFF only (as Xcode exports it)",
        at: SourceLocation(path: path, line: 1, column: 1))
    }
    let locator = TextLocator(path: path, bytes: decoded.bytes)
    var edits: [(range: Range<Int>, replacement: [UInt8])] = []
    for file in document.files where XLIFFDocument.stringKinds.contains(file.kind) {
      guard let widths = maxWidths[file.tableName] else { continue }
      for unit in file.units {
        guard let width = widths[unit.id],
          let start = locator.offset(line: unit.location.line, column: unit.location.column),
          let tag = StartTag(decoded.bytes, at: start)
        else { continue }
        edits.append((shift + start..<shift + tag.end, tag.replacing(maxWidth: width)))
      }
    }
    var output: [UInt8] = []
    output.reserveCapacity(raw.count + edits.count * 40)
    var position = 0
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      output += raw[position..<edit.range.lowerBound]
      output += edit.replacement
      position = edit.range.upperBound
    }
    output += raw[position...]
    return Result(text: String(decoding: output, as: UTF8.self), unitsWithBudget: edits.count)
  }

  /// A `<trans-unit …>` start tag: its attributes as byte ranges, to drop or keep.
  struct StartTag {
    let bytes: [UInt8]
    /// The offset just past `>`.
    let end: Int
    /// Each attribute with the white space before it, and its name.
    var attributes: [(range: Range<Int>, name: String)] = []
    /// Where the attributes end (white space, `/` and `>` follow).
    var attributesEnd: Int

    /// Reads the tag at `start`, or nil when no complete `<trans-unit` tag is there.
    init?(_ bytes: [UInt8], at start: Int) {
      let name = Array("<trans-unit".utf8)
      guard start + name.count < bytes.count, Array(bytes[start..<start + name.count]) == name else { return nil }
      var index = start + name.count
      var attributes: [(Range<Int>, String)] = []
      var lastEnd = index
      func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
      while index < bytes.count {
        let spaceStart = index
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: "/") { break }
        let nameStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]) { index += 1 }
        let attributeName = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        while index < bytes.count, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "=") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
          return nil
        }
        let quote = bytes[index]
        index += 1
        while index < bytes.count, bytes[index] != quote { index += 1 }
        guard index < bytes.count else { return nil }
        index += 1
        attributes.append((spaceStart..<index, attributeName))
        lastEnd = index
      }
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
      guard index < bytes.count else { return nil }
      self.bytes = bytes
      self.end = index + 1
      self.attributes = attributes
      self.attributesEnd = lastEnd
      self.start = start
    }

    let start: Int

    /// The tag with `maxwidth` and `size-unit` set to `maxWidth` points (any earlier ones dropped).
    func replacing(maxWidth: Int) -> [UInt8] {
      var result = Array(bytes[start..<start + "<trans-unit".utf8.count])
      for attribute in attributes where attribute.name != "maxwidth" && attribute.name != "size-unit" {
        result += bytes[attribute.range]
      }
      result += Array(" maxwidth=\"\(maxWidth)\" size-unit=\"point\"".utf8)
      result += bytes[attributesEnd..<end]
      return result
    }
  }
}

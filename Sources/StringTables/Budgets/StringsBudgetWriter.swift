import Diagnostics
public import Foundation
public import TextFiles

/// Writes width budgets into a `.strings` file as translator comments: the comment above each
/// budgeted key gets the ``CatalogBudgetComment`` sentence, which Xcode exports with the key.
///
/// The file is read with the project's `.strings` reader first (so a malformed one is refused
/// with its line and column, and a key inside a comment is never touched); then only the
/// comments of the located keys are edited or inserted. Every other byte stays as it was,
/// and so do the encoding (UTF-8, UTF-16 or UTF-32, as the reader accepts them), the byte
/// order mark and the line endings. A key matches by table (the file's name without
/// extension) and key, never by path:
/// - a `/* */` comment directly above the key (or before it on its line) gets the sentence
///   appended inside, as a catalog comment does, so the developer's comment still reaches
///   the translator with it;
/// - a run of `//` lines directly above it gets one more `//` line;
/// - a key without a comment gets a `/* … */` line above it, indented as the key.
///
/// Writing again replaces the sentence wherever it stands in the comment: budgets never pile up.
public enum StringsBudgetWriter {
  /// The rewritten file and how many keys received a budget.
  public struct Result: Sendable {
    /// The file's new bytes, in its own encoding.
    public var bytes: [UInt8]
    public var keysWithBudget: Int
  }

  /// One replacement of a byte range of the decoded UTF-8 text.
  private struct Edit {
    let range: Range<Int>
    let replacement: [UInt8]
  }

  /// Rewrites the `.strings` file `data` at `path` with `maxWidths[table][key]` in points.
  ///
  /// - Throws: ``TextFileError`` for a file the `.strings` reader refuses, and for a property
  ///   list (XML or binary) named `.strings`, which has no comments to write into.
  public static func write(_ data: Data, path: String, maxWidths: [String: [String: Int]]) throws(TextFileError)
    -> Result
  {
    let raw = [UInt8](data)
    let start = SourceLocation(path: path, line: 1, column: 1)
    if raw.starts(with: Array("bplist00".utf8)) {
      throw TextFileError(
        .syntax, "'\(path)' is a binary property list; budgets are written into text .strings files only", at: start)
    }
    let decoded = try SourceTextDecoder.decode(raw, path: path)
    if XMLPlistStringsParser.looksLikeXML(decoded.bytes) {
      throw TextFileError(
        .syntax, "'\(path)' is an XML property list; budgets are written into text .strings files only", at: start)
    }
    let byteOrderMark = SourceTextEncoder.hasByteOrderMark(raw, encoding: decoded.encoding)
    // Decoding is exact for every text the decoder accepts; this keeps the promise checked.
    guard SourceTextEncoder.encode(decoded.bytes, as: decoded.encoding, byteOrderMark: byteOrderMark) == raw else {
      throw TextFileError(
        .encoding, "'\(path)' cannot be written back byte for byte as \(decoded.encoding.rawValue)", at: start)
    }
    var parser = OldStylePlistParser(bytes: decoded.bytes, locator: TextLocator(path: path, bytes: decoded.bytes))
    let parsed = try parser.parse()
    let widths = maxWidths[URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent] ?? [:]
    var edits: [Edit] = []
    for entry in parsed.entries where entry.value != nil {
      guard let points = widths[entry.key] else { continue }
      edits.append(edit(for: entry, sentence: CatalogBudgetComment.sentence(points: points), in: decoded.bytes))
    }
    var text: [UInt8] = []
    text.reserveCapacity(decoded.bytes.count + edits.count * 48)
    var position = 0
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      text += decoded.bytes[position..<edit.range.lowerBound]
      text += edit.replacement
      position = edit.range.upperBound
    }
    text += decoded.bytes[position...]
    return Result(
      bytes: SourceTextEncoder.encode(text, as: decoded.encoding, byteOrderMark: byteOrderMark),
      keysWithBudget: edits.count)
  }

  /// The edit that gives `entry` the budget `sentence`.
  private static func edit(for entry: ParsedStrings.Entry, sentence: String, in bytes: [UInt8]) -> Edit {
    let sentenceBytes = Array(sentence.utf8)
    guard let span = entry.commentSpan else {
      let lineStart = lineStart(before: entry.keyOffset, in: bytes)
      let indent = bytes[lineStart..<entry.keyOffset]
      let comment = Array("/* \(sentence) */".utf8)
      guard indent.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
        // The key follows something on its line: the comment goes on a line of its own.
        let lineEnd = lineEnding(near: entry.keyOffset, in: bytes)
        return Edit(range: entry.keyOffset..<entry.keyOffset, replacement: lineEnd + comment + lineEnd)
      }
      return Edit(range: lineStart..<lineStart, replacement: indent + comment + lineEnding(near: lineStart, in: bytes))
    }
    let comment = String(decoding: bytes[span.start..<span.end], as: UTF8.self)
    if let range = CatalogBudgetComment.sentenceRange(in: comment) {
      let lower = span.start + comment[..<range.lowerBound].utf8.count
      let upper = span.end - comment[range.upperBound...].utf8.count
      return Edit(range: lower..<upper, replacement: sentenceBytes)
    }
    if span.isLineComment {
      // The run ends before the line break that leads to the key: one more line in the run.
      let lineStart = lineStart(before: span.start, in: bytes)
      let indent =
        bytes[lineStart..<span.start].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) ? bytes[lineStart..<span.start] : []
      return Edit(
        range: span.end..<span.end,
        replacement: lineEnding(near: span.end, in: bytes) + indent + Array("// \(sentence)".utf8))
    }
    let innerStart = span.start + 2
    var contentEnd = span.end - 2
    while contentEnd > innerStart, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[contentEnd - 1]) { contentEnd -= 1 }
    if contentEnd == innerStart {
      return Edit(range: innerStart..<span.end - 2, replacement: [0x20] + sentenceBytes + [0x20])
    }
    return Edit(range: contentEnd..<contentEnd, replacement: [0x20] + sentenceBytes)
  }

  /// The offset where the line holding `offset` starts.
  private static func lineStart(before offset: Int, in bytes: [UInt8]) -> Int {
    var index = offset
    while index > 0, bytes[index - 1] != 0x0A, bytes[index - 1] != 0x0D { index -= 1 }
    return index
  }

  /// The file's line break nearest `offset`: the one at `offset`, else the one that ends the
  /// line before it, else the first one after it, else `\n`. CRLF, LF and CR files keep their own.
  private static func lineEnding(near offset: Int, in bytes: [UInt8]) -> [UInt8] {
    if offset < bytes.count, bytes[offset] == 0x0A { return [0x0A] }
    if offset < bytes.count, bytes[offset] == 0x0D {
      return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
    }
    let lineStart = lineStart(before: offset, in: bytes)
    if lineStart > 0 {
      if bytes[lineStart - 1] == 0x0D { return [0x0D] }
      return lineStart > 1 && bytes[lineStart - 2] == 0x0D ? [0x0D, 0x0A] : [0x0A]
    }
    guard let index = bytes[offset...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return [0x0A] }
    if bytes[index] == 0x0A { return [0x0A] }
    return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
  }
}

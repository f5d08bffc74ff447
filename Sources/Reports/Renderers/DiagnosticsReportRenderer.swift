public import AuditEngine
import Diagnostics
import Foundation

/// Compiler-style lines, `path:line:col: warning: message [rule-id]`, that Xcode build
/// phases, editors and CI logs show inline.
///
/// Errors are `error:`, warnings `warning:` and infos `note:`. The locale comes first in the
/// message when the finding has one. Identical lines are printed once. A last line without
/// a location sums up (`navaudit: 2 errors, 5 warnings, 0 infos`), which tools ignore.
public struct DiagnosticsReportRenderer: ReportRendering {
  /// The `--fail-on` threshold and the baseline.
  public var options: ReportOptions
  /// How many threads write lines at once: the audit's `--jobs`, so that a run limited to
  /// one core stays on one core while its report is written.
  public var workers: Int

  /// - Parameter workers: how many threads write lines; every core when `nil`.
  public init(options: ReportOptions = ReportOptions(), workers: Int? = nil) {
    self.options = options
    self.workers = OrderedParallelMap.threads(workers)
  }

  public func render(_ report: AuditReport) throws -> String {
    try render(findings: report.findings)
  }

  /// The lines of `findings`: diagnostics need nothing of the runs.
  func render(findings: [Finding]) throws -> String {
    String(decoding: try renderPieces(findings: findings).joined(), as: UTF8.self)
  }

  /// How many findings' lines are written together, on ``workers`` threads.
  static let chunkSize = 1024

  /// The lines of `findings` in UTF-8, in pieces to be written one after the other; a line
  /// printed before is left out (``PrintedLines``).
  ///
  /// Reading the findings is most of the cost (their messages and sources are each in
  /// memory of their own), so the lines are written a chunk at a time on several threads, with
  /// their keys; here they are only filed, and a chunk without a line printed before is
  /// its own piece, never copied.
  func renderPieces(findings: [Finding]) throws -> [[UInt8]] {
    var printed = PrintedLines(capacity: findings.count)
    var counts = FindingCounts([])
    var pieces: [[UInt8]] = []
    func keep(_ chunk: consuming LineChunk) {
      counts.add(chunk.counts)
      pieces.append(printed.add(page: chunk.bytes, ends: chunk.ends, keys: chunk.keys))
    }
    if findings.count <= Self.chunkSize {
      keep(LineChunk(findings[...]))
    } else {
      let starts = Array(stride(from: 0, to: findings.count, by: Self.chunkSize))
      try OrderedParallelMap.forEach(
        starts, workers: workers, window: workers * 4,
        { start in LineChunk(findings[start..<min(start + Self.chunkSize, findings.count)]) }, consume: keep)
    }
    var summary = "navaudit: " + counts.sentence
    if let baseline = options.baseline {
      summary += " (\(baseline.new.count) new, \(baseline.fixed.count) fixed since the baseline)"
    }
    summary += "\n"
    pieces.append(Array(summary.utf8))
    return pieces
  }

  /// The diagnostic lines of some findings, each ended by a line feed, with where each
  /// ends (before its line feed), their keys (``PrintedLines/key(_:_:)``) and how many
  /// findings there are of each severity.
  struct LineChunk: Sendable {
    var bytes: [UInt8] = []
    var ends: [Int] = []
    var keys: [UInt64] = []
    var counts = FindingCounts([])

    init(_ findings: ArraySlice<Finding>) {
      bytes.reserveCapacity(findings.count * 160)
      ends.reserveCapacity(findings.count)
      keys.reserveCapacity(findings.count)
      var paths = PrintablePaths()
      for index in findings.indices {
        var key = PrintedLines.Key()
        counts.count(DiagnosticsReportRenderer.appendLine(for: findings[index], to: &bytes, paths: &paths, key: &key))
        ends.append(bytes.count)
        keys.append(key.value)
        bytes.append(UInt8(ascii: "\n"))
      }
    }
  }

  /// The diagnostic line of one finding; user text is escaped (``Escaping/visible(_:)``),
  /// which leaves text without hidden scalars as it is.
  public static func line(for finding: Finding) -> String {
    var line: [UInt8] = []
    var paths = PrintablePaths()
    var key = PrintedLines.Key()
    appendLine(for: finding, to: &line, paths: &paths, key: &key)
    return String(decoding: line, as: UTF8.self)
  }

  /// Whether paths are printed as they are (``isCompilerStyle(_:)``), and the bytes of a
  /// path and of a message's fixed end that a line's key reads (``PrintedLines/Key``),
  /// remembering the last of each: a report's findings are of a few paths and sentences,
  /// each read once in a row.
  struct PrintablePaths {
    private var last: String?
    /// The kept bytes of `last`.
    private(set) var lastKept: [UInt8] = []
    private var lastTail: String?
    private var lastTailKept: [UInt8] = []

    /// Whether `location`'s `path:line:col` is printed as it is; its path's kept bytes
    /// are then ``lastKept``.
    mutating func isCompilerStyle(_ location: SourceLocation) -> Bool {
      // The numbers as `String(Int)` writes 1 to 18 digits, the path's last byte ASCII.
      let most = 999_999_999_999_999_999
      guard (1...most).contains(location.line), (1...most).contains(location.column),
        (location.path.utf8.last ?? 0) < 0x80
      else { return false }
      if let last, last == location.path { return true }
      guard !HiddenScalars.containsHidden(location.path) else { return false }
      last = location.path
      lastKept = PrintedLines.Key.keptBytes(of: location.path)
      return true
    }

    /// The kept bytes of a message's end (navaudit's own words, the same for many lines).
    mutating func kept(tail: String) -> [UInt8] {
      if let lastTail, lastTail == tail { return lastTailKept }
      lastTail = tail
      lastTailKept = PrintedLines.Key.keptBytes(of: tail)
      return lastTailKept
    }
  }

  /// Writes the diagnostic line of `finding`, without its line feed, to `line` in UTF-8,
  /// and its key (``PrintedLines/key(_:)``) to `key`; returns the finding's severity.
  ///
  /// Each part is copied in as it is, no string is made: a source kept as a location is
  /// written as its path and numbers, a message as its pieces (``Finding/Message/parts``),
  /// of which only the user's text is escaped. The key is built from the pieces, a path's
  /// and a message end's kept bytes taken from `paths`, so the line is not read again.
  @discardableResult
  static func appendLine(
    for finding: Finding, to line: inout [UInt8], paths: inout PrintablePaths, key: inout PrintedLines.Key
  ) -> Severity {
    let sourceParts = finding.sourceParts
    if let location = sourceParts.location, paths.isCompilerStyle(location) {
      line.append(contentsOf: location.path.utf8)
      key.add(kept: paths.lastKept)
      let numbers = ":" + String(location.line) + ":" + String(location.column)
      line.append(contentsOf: numbers.utf8)
      key.add(numbers)
    } else {
      let source = sourceParts.string
      if isCompilerStyle(source) {
        line.append(contentsOf: source.utf8)
        key.add(source)
      } else {
        let reference = SourceReference(source)
        let rebuilt =
          Escaping.visible(reference.path) + ":" + String(reference.line ?? 1) + ":" + String(reference.column ?? 1)
        line.append(contentsOf: rebuilt.utf8)
        key.add(rebuilt)
      }
    }
    let severity = finding.severity
    line.append(contentsOf: ": ".utf8)
    line.append(contentsOf: keyword(for: severity).utf8)
    line.append(contentsOf: ": ".utf8)
    // The colons of ": keyword: " (a keyword has no kept byte).
    key.add(byte: UInt8(ascii: ":"))
    key.add(byte: UInt8(ascii: ":"))
    let locale = finding.localeScope
    if !locale.isEmpty {
      let shown = Escaping.visible(locale)
      line.append(contentsOf: shown.utf8)
      line.append(contentsOf: ": ".utf8)
      key.add(shown)
      key.add(byte: UInt8(ascii: ":"))
    }
    let message = finding.messageParts.parts
    let body = Escaping.visible(message.body)
    line.append(contentsOf: message.head.utf8)
    line.append(contentsOf: body.utf8)
    line.append(contentsOf: message.tail.utf8)
    key.add(message.head)
    key.add(body)
    if !key.isComplete, !message.tail.isEmpty { key.add(kept: paths.kept(tail: message.tail)) }
    let rule = finding.rule.rawValue
    line.append(contentsOf: " [".utf8)
    line.append(contentsOf: rule.utf8)
    line.append(UInt8(ascii: "]"))
    key.add(byte: UInt8(ascii: "["))
    key.add(rule)
    key.add(byte: UInt8(ascii: "]"))
    return severity
  }

  /// Whether `source` is printed as it is: a path without hidden scalars, then a line and
  /// a column that are each written as `String(Int)` writes a number of at least 1. Nearly
  /// every source is, and is then neither split nor put together again.
  ///
  /// The numbers are read from the end, as ``SourceReference`` reads them; the byte before
  /// the path's colon must be ASCII, so that no character of the path takes the colon in.
  static func isCompilerStyle(_ source: String) -> Bool {
    let colon = UInt8(ascii: ":")
    var colons = 0
    var digits = 0
    var previous: UInt8 = 0
    for byte in source.utf8.reversed() {
      if colons == 2 { return byte < 0x80 && !HiddenScalars.containsHidden(source) }
      if byte == colon {
        // A number: 1 to 18 digits, the first not 0.
        guard digits > 0, digits <= 18, previous != UInt8(ascii: "0") else { return false }
        colons += 1
        digits = 0
      } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        digits += 1
      } else {
        return false
      }
      previous = byte
    }
    return colons == 2 && !HiddenScalars.containsHidden(source)
  }

  /// The compiler keyword for a severity: `error`, `warning` or `note`.
  public static func keyword(for severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }
}

extension DiagnosticsReportRenderer: StreamingReportRendering {
  /// Diagnostics are the findings: nothing of a run is kept.
  public func add(_ run: AuditReport.Run, spool: OutputSpool) {}

  public func finish(
    _ summary: AuditSummary, options: ReportOptions, spool: OutputSpool, to sink: inout OutputSink
  ) throws {
    let renderer = DiagnosticsReportRenderer(options: options, workers: workers)
    let findings = options.baseline?.filtered(summary.findings) ?? summary.findings
    for piece in try renderer.renderPieces(findings: findings) {
      try sink.write(piece)
    }
  }
}

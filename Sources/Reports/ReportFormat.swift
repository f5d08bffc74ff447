public import AuditEngine

/// The output formats navaudit writes.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
  /// A readable per-locale matrix for the terminal.
  case text
  /// The machine-readable JSON report, version 1.
  case json
  /// One self-contained HTML page with a drawing of every bar.
  case html
  /// A summary to paste into a pull request.
  case markdown
  /// SARIF 2.1.0 for code-scanning tools.
  case sarif
  /// JUnit XML for CI test reports.
  case junit
  /// `path:line:col: warning: message [rule-id]` lines for Xcode and editors.
  case diagnostics

  /// The renderer for this format with default options.
  public var renderer: any ReportRendering {
    renderer(options: ReportOptions())
  }

  /// The renderer for this format. Exhaustive, so a new format needs a renderer to compile.
  ///
  /// - Parameter workers: how many threads may encode at once (the audit's `--jobs`; every
  ///   core when `nil`); JSON and diagnostics encode on several.
  public func renderer(options: ReportOptions, workers: Int? = nil) -> any ReportRendering {
    switch self {
    case .text: TextReportRenderer(options: options)
    case .json: JSONReportRenderer(workers: workers)
    case .html: HTMLReportRenderer(options: options)
    case .markdown: MarkdownReportRenderer(options: options)
    case .sarif: SARIFReportRenderer(options: options)
    case .junit: JUnitReportRenderer(options: options)
    case .diagnostics: DiagnosticsReportRenderer(options: options, workers: workers)
    }
  }

  /// Renders `report` in this format.
  ///
  /// With a baseline, every format but JSON shows only the new findings (and lists the
  /// fixed ones where it has room); the JSON report always keeps every finding, so that it
  /// can serve as the next baseline.
  ///
  /// - Parameter workers: how many threads may encode at once, as for
  ///   ``renderer(options:workers:)``; the text is the same for any number.
  public func render(_ report: AuditReport, options: ReportOptions, workers: Int? = nil) throws -> String {
    let shown = self == .json ? report : (options.baseline?.filtered(report) ?? report)
    return try renderer(options: options, workers: workers).render(shown)
  }

  /// `report` in this format as an output to write: streamed for JSON and HTML, which run
  /// to hundreds of megabytes for a large matrix, as text for the others
  /// (``render(_:options:)``, with the same bytes).
  public func output(_ report: AuditReport, options: ReportOptions) throws -> OutputContents {
    switch self {
    case .json: return JSONReportRenderer().streamed(report)
    case .html: return HTMLReportRenderer(options: options).streamed(options.baseline?.filtered(report) ?? report)
    default: return .text(try render(report, options: options))
    }
  }

  /// The renderer that takes this format's runs one at a time as an audit delivers them
  /// (``StreamingReportRendering``), with the same bytes as ``output(_:options:)``. The options
  /// (with the baseline) are given at the end, to `finish`.
  ///
  /// JSON is written run by run through a spool; diagnostics, SARIF and JUnit keep only
  /// what they print; HTML keeps its shared drawings and numbers (``HTMLReportStreaming``).
  /// Text and Markdown keep every run and render at the end (``WholeReportStreaming``), as
  /// does HTML compared with a baseline.
  ///
  /// - Parameters:
  ///   - baseline: whether the options given at the end will hold a baseline.
  ///   - workers: how many threads may encode at once (the audit's `--jobs`; every core
  ///     when `nil`); JSON and diagnostics encode on several.
  public func streamingRenderer(
    baseline: Bool = false, workers: Int? = nil
  ) -> any StreamingReportRendering {
    switch self {
    case .json: JSONReportStreaming(workers: workers)
    case .diagnostics: DiagnosticsReportRenderer(workers: workers)
    case .sarif: SARIFReportStreaming()
    case .junit: JUnitReportStreaming()
    case .html: baseline ? WholeReportStreaming(format: self) : HTMLReportStreaming()
    case .text, .markdown: WholeReportStreaming(format: self)
    }
  }

  /// The format to write to standard output when none is given: the readable matrix on a
  /// terminal, compiler-style diagnostics otherwise (build phases, pipes, CI logs).
  public static func standardOutputDefault(isTerminal: Bool) -> ReportFormat {
    isTerminal ? .text : .diagnostics
  }

  /// The format a file name suggests by its extension (`report.html`, `out.sarif`,
  /// `junit.xml`, `summary.md`), or `nil`.
  public init?(fileExtensionOf path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    switch path[path.index(after: dot)...].lowercased() {
    case "txt", "text": self = .text
    case "json": self = .json
    case "html", "htm": self = .html
    case "md", "markdown": self = .markdown
    case "sarif": self = .sarif
    case "xml": self = .junit
    default: return nil
    }
  }
}

/// Turns an audit report into the bytes of one output format.
public protocol ReportRendering: Sendable {
  /// Renders the whole report. Output is deterministic for a given report.
  func render(_ report: AuditReport) throws -> String
}

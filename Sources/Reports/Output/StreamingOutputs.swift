public import AuditEngine
import Foundation

/// A run's outputs written as the audit delivers its runs, all or nothing, as
/// ``AtomicWriter`` writes finished ones.
///
/// Nothing is touched before the first run (or the end, when there is none): an audit
/// that stops on its inputs leaves the outputs alone. Then every target is classified (a
/// folder, a missing folder or a symbolic link fails before anything is written) and each
/// regular file's temporary file is created beside it, so an output that cannot be written
/// fails at once. Runs go to each output's renderer (``StreamingReportRendering``), which
/// keeps compact data or writes to its spool. At the end each temporary file is written
/// and synced, then devices and FIFOs are written through, then standard output, and only
/// then are the temporary files renamed into place. A failure anywhere — of a renderer, a
/// write, or the audit (``discard()``) — removes every temporary file and spool and leaves
/// every existing file as it was.
public final class StreamingOutputs {
  /// One output: a file, or standard output (`path` nil), and the renderer of its format.
  public struct Output {
    public var path: String?
    public var renderer: any StreamingReportRendering

    public init(path: String?, renderer: any StreamingReportRendering) {
      self.path = path
      self.renderer = renderer
    }
  }

  private var outputs: [Output]
  /// Each output's target once opened; `nil` for standard output.
  private var targets: [OutputTarget?] = []
  /// Each regular file's temporary file, once opened.
  private var staged: [StagedFile?] = []
  private var spools: [OutputSpool] = []
  private var opened = false

  public init(_ outputs: [Output]) {
    self.outputs = outputs
  }

  /// Hands `run` to every output's renderer, opening the outputs on the first run.
  public func add(_ run: AuditReport.Run) throws(OutputError) {
    try open()
    for index in outputs.indices {
      do {
        try outputs[index].renderer.add(run, spool: spools[index])
      } catch {
        discard()
        throw Self.outputError(error, path: outputs[index].path)
      }
    }
  }

  /// Writes every output and puts the files into place.
  public func finish(_ summary: AuditSummary, options: ReportOptions) throws(OutputError) {
    try open()
    do throws(OutputError) {
      for (index, file) in staged.enumerated() {
        guard let file else { continue }
        try file.write { sink throws(OutputError) in try finish(index, summary, options, into: &sink) }
        try file.complete()
        spools[index].close()
      }
      for (index, target) in targets.enumerated() where target == .stream {
        guard let path = outputs[index].path else { continue }
        try AtomicWriter.writeThrough(to: path) { sink throws(OutputError) in
          try finish(index, summary, options, into: &sink)
        }
        spools[index].close()
      }
      for index in outputs.indices where outputs[index].path == nil {
        var sink = OutputSink(descriptor: STDOUT_FILENO, path: nil)
        try finish(index, summary, options, into: &sink)
        spools[index].close()
      }
      for file in staged {
        try file?.commit()
      }
    } catch {
      discard()
      throw error
    }
  }

  /// Removes every temporary file and spool; the outputs' files stay as they were.
  public func discard() {
    for file in staged { file?.discard() }
    for spool in spools { spool.close() }
  }

  private func finish(
    _ index: Int, _ summary: AuditSummary, _ options: ReportOptions, into sink: inout OutputSink
  ) throws(OutputError) {
    do {
      try outputs[index].renderer.finish(summary, options: options, spool: spools[index], to: &sink)
    } catch {
      throw Self.outputError(error, path: outputs[index].path)
    }
  }

  /// Classifies every target and creates the temporary files, once.
  private func open() throws(OutputError) {
    guard !opened else { return }
    opened = true
    for (position, output) in outputs.enumerated() {
      do {
        let target = try output.path.map { path throws(OutputError) in try OutputTarget.classify(path) }
        targets.append(target)
        switch (output.path, target) {
        case (let path?, .new): staged.append(try StagedFile(for: path, position: position, mode: nil))
        case (let path?, .regular(let mode)): staged.append(try StagedFile(for: path, position: position, mode: mode))
        default: staged.append(nil)
        }
        spools.append(
          OutputSpool(path: Self.spoolPath(for: output.path, target: target, position: position), target: output.path))
      } catch {
        discard()
        throw error
      }
    }
  }

  /// Where an output's spool goes: beside a regular file (its file system has room for
  /// it), in the temporary folder for standard output and devices.
  private static func spoolPath(for path: String?, target: OutputTarget?, position: Int) -> String {
    let name = "navaudit-\(getpid())-\(position).spool.tmp"
    guard let path, target != .stream else {
      return (NSTemporaryDirectory() as NSString).appendingPathComponent(name)
    }
    let folder = (path as NSString).deletingLastPathComponent
    let hidden = ".\((path as NSString).lastPathComponent).\(name)"
    return folder.isEmpty ? hidden : (folder as NSString).appendingPathComponent(hidden)
  }

  /// A renderer's error as the output's: `cannot write 'r.json': REASON`.
  private static func outputError(_ error: any Error, path: String?) -> OutputError {
    if let error = error as? OutputError { return error }
    return path.map { OutputError(path: $0, reason: "\(error)") }
      ?? OutputError("cannot write to standard output: \(error)")
  }
}

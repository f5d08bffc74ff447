import Foundation
import UnicodeSupport

/// Writes a run's outputs all or nothing: every regular file through a temporary file and
/// a rename, devices and FIFOs written through.
///
/// A failed run never leaves a half-written report, a stray temporary file or a destroyed
/// device behind: every target is examined before anything is written (``OutputTarget``),
/// every file is complete on disk (and synced) before the first rename, and a signal during
/// the write removes the temporary files (``TemporaryFiles``).
public enum AtomicWriter {
  /// Writes `contents` to `path`, replacing a regular file only when complete.
  public static func write(_ contents: String, to path: String) throws(OutputError) {
    try writeAll([(path, contents)])
  }

  /// Writes `bytes` to `path`, replacing a regular file only when complete: a file kept in
  /// its own encoding (a UTF-16 `.strings` file with budgets written in).
  public static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
    try writeAll([(path, .bytes(bytes))], standardOutput: nil)
  }

  /// Writes several files, and optionally standard output, as one step.
  ///
  /// In order: every target is classified, so a folder, a missing folder or a symbolic link
  /// fails before anything is written; every regular file is written to a temporary name
  /// in its folder; devices and FIFOs are written; standard output is written; only then
  /// are the temporary files renamed into place. A failure before the renames removes the
  /// temporary files and leaves every existing file as it was.
  ///
  /// - Throws: ``OutputError``, `cannot write 'PATH': REASON` with the system's reason.
  public static func writeAll(
    _ files: [(path: String, contents: String)], standardOutput: String? = nil
  ) throws(OutputError) {
    try writeAll(
      files.map { ($0.path, OutputContents.text($0.contents)) }, standardOutput: standardOutput.map { .text($0) })
  }

  /// Writes several outputs, text or streamed, and optionally standard output, as one step
  /// (``writeAll(_:standardOutput:)``). A streamed output is written to its temporary file
  /// piece by piece as it is produced, so it is never held whole.
  public static func writeAll(
    _ files: [(path: String, contents: OutputContents)], standardOutput: OutputContents?
  ) throws(OutputError) {
    let targets = try files.map { file throws(OutputError) in try OutputTarget.classify(file.path) }
    var staged: [StagedFile] = []
    do throws(OutputError) {
      for (position, (file, target)) in zip(files, targets).enumerated() {
        switch target {
        case .new: staged.append(try StagedFile(file.contents, for: file.path, position: position, mode: nil))
        case .regular(let mode):
          staged.append(try StagedFile(file.contents, for: file.path, position: position, mode: mode))
        case .stream: break
        }
      }
      for (file, target) in zip(files, targets) where target == .stream {
        try writeThrough(file.contents, to: file.path)
      }
      if let standardOutput { try standardOutput.write(to: STDOUT_FILENO, path: nil) }
      while let next = staged.first {
        try next.commit()
        staged.removeFirst()
      }
    } catch {
      for file in staged { file.discard() }
      throw error
    }
  }

  /// Opens a device or FIFO for writing (never creating or truncating anything) and writes.
  private static func writeThrough(_ contents: OutputContents, to path: String) throws(OutputError) {
    try writeThrough(to: path) { sink throws(OutputError) in try sink.write(contents) }
  }

  /// Opens a device or FIFO for writing (never creating or truncating anything) and lets
  /// `produce` write to it.
  static func writeThrough(
    to path: String, _ produce: (inout OutputSink) throws(OutputError) -> Void
  ) throws(OutputError) {
    let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw OutputError(path: path, errno: errno) }
    var sink = OutputSink(descriptor: descriptor, path: path)
    do {
      try produce(&sink)
    } catch {
      close(descriptor)
      throw error
    }
    if close(descriptor) != 0 { throw OutputError(path: path, errno: errno) }
  }
}

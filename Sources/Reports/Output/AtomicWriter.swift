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
    let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw OutputError(path: path, errno: errno) }
    do {
      try contents.write(to: descriptor, path: path)
    } catch {
      close(descriptor)
      throw error
    }
    if close(descriptor) != 0 { throw OutputError(path: path, errno: errno) }
  }
}

/// A complete file under a temporary name next to its target, waiting to be renamed.
private struct StagedFile {
  let temporary: String
  let target: String
  let slot: TemporaryFiles.Slot

  /// Writes `contents` to `.NAME.navaudit-PID-POSITION.tmp` beside `target` and syncs it.
  ///
  /// - Parameter mode: the permission bits of the file being replaced, or `nil` for a new
  ///   file (created with the umask's permissions).
  init(_ contents: OutputContents, for target: String, position: Int, mode: mode_t?) throws(OutputError) {
    let folder = (target as NSString).deletingLastPathComponent
    let name = ".\((target as NSString).lastPathComponent).navaudit-\(getpid())-\(position).tmp"
    let temporary = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
    let slot = TemporaryFiles.register(temporary)
    // A leftover of a killed run with the same process id would make O_EXCL fail.
    unlink(temporary)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      let code = errno
      TemporaryFiles.unregister(slot)
      throw OutputError(path: target, errno: code)
    }
    self.temporary = temporary
    self.target = target
    self.slot = slot
    var written: OutputError?
    do {
      try contents.write(to: descriptor, path: target)
    } catch {
      written = error
    }
    var failure: Int32?
    if written == nil, let mode, fchmod(descriptor, mode) != 0 { failure = errno }
    // Space is allocated late on some file systems: a full disk may only show here.
    if written == nil, failure == nil, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, written == nil, failure == nil { failure = errno }
    if let error = written ?? failure.map({ OutputError(path: target, errno: $0) }) {
      discard()
      throw error
    }
  }

  /// Renames the file over its target in one step.
  func commit() throws(OutputError) {
    guard rename(temporary, target) == 0 else { throw OutputError(path: target, errno: errno) }
    TemporaryFiles.unregister(slot)
  }

  /// Removes the temporary file.
  func discard() {
    unlink(temporary)
    TemporaryFiles.unregister(slot)
  }
}

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
    try writeAll(contents: [(path, .bytes(bytes))], standardOutput: nil)
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
    try writeAll(contents: files.map { ($0.path, .text($0.contents)) }, standardOutput: standardOutput)
  }

  /// What one file receives: text (UTF-8) or bytes in the file's own encoding.
  fileprivate enum Contents {
    case text(String)
    case bytes([UInt8])

    /// Writes everything to `descriptor`: nil, or the `errno` of the failed write.
    func write(to descriptor: Int32) -> Int32? {
      switch self {
      case .text(let text): FileDescriptorWriter.write(text, to: descriptor)
      case .bytes(let bytes): FileDescriptorWriter.write(bytes, to: descriptor)
      }
    }
  }

  private static func writeAll(
    contents files: [(path: String, contents: Contents)], standardOutput: String?
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
      if let standardOutput { try FileDescriptorWriter.writeStandardOutput(standardOutput) }
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
  private static func writeThrough(_ contents: Contents, to path: String) throws(OutputError) {
    let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw OutputError(path: path, errno: errno) }
    let failure = contents.write(to: descriptor)
    let closed = close(descriptor)
    if let failure { throw OutputError(path: path, errno: failure) }
    if closed != 0 { throw OutputError(path: path, errno: errno) }
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
  init(_ contents: AtomicWriter.Contents, for target: String, position: Int, mode: mode_t?) throws(OutputError) {
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
    var failure = contents.write(to: descriptor)
    if failure == nil, let mode, fchmod(descriptor, mode) != 0 { failure = errno }
    // Space is allocated late on some file systems: a full disk may only show here.
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    self.temporary = temporary
    self.target = target
    self.slot = slot
    if let failure {
      discard()
      throw OutputError(path: target, errno: failure)
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

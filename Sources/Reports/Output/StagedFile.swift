import Foundation
import UnicodeSupport

/// A file under a temporary name next to its target, written, then renamed into place.
///
/// It is named `.NAME.navaudit-PID-POSITION.tmp` beside its target, so the rename stays on
/// one file system and replaces the target in one step; a signal while it exists removes it
/// (``TemporaryFiles``).
final class StagedFile {
  let temporary: String
  let target: String
  private let slot: TemporaryFiles.Slot
  /// The permission bits of the file being replaced, or `nil` for a new file.
  private let mode: mode_t?
  /// Open until ``complete()`` or ``discard()``.
  private var descriptor: Int32?
  /// Whether the file was renamed into place or removed: nothing more to undo.
  private var settled = false

  /// Creates the temporary file of `target`, empty and open for writing.
  ///
  /// - Parameter mode: the permission bits of the file being replaced, or `nil` for a new
  ///   file (created with the umask's permissions).
  init(for target: String, position: Int, mode: mode_t?) throws(OutputError) {
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
    self.mode = mode
    self.descriptor = descriptor
  }

  /// Writes `contents` to a new temporary file of `target` and completes it.
  convenience init(_ contents: OutputContents, for target: String, position: Int, mode: mode_t?) throws(OutputError) {
    try self.init(for: target, position: position, mode: mode)
    try write { sink throws(OutputError) in try sink.write(contents) }
    try complete()
  }

  /// Lets `produce` write to the file; on failure the file is removed.
  func write(_ produce: (inout OutputSink) throws(OutputError) -> Void) throws(OutputError) {
    guard let descriptor else { throw OutputError(path: target, reason: "internal error: the file is closed") }
    var sink = OutputSink(descriptor: descriptor, path: target)
    do {
      try produce(&sink)
    } catch {
      discard()
      throw error
    }
  }

  /// Gives the file its target's permissions, syncs and closes it; on failure it is removed.
  func complete() throws(OutputError) {
    guard let descriptor else { return }
    self.descriptor = nil
    var failure: Int32?
    if let mode, fchmod(descriptor, mode) != 0 { failure = errno }
    // Space is allocated late on some file systems: a full disk may only show here.
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let failure {
      discard()
      throw OutputError(path: target, errno: failure)
    }
  }

  /// Renames the file over its target in one step.
  func commit() throws(OutputError) {
    guard !settled else { return }
    guard rename(temporary, target) == 0 else { throw OutputError(path: target, errno: errno) }
    settled = true
    TemporaryFiles.unregister(slot)
  }

  /// Closes and removes the temporary file (nothing once it is renamed into place).
  func discard() {
    if let descriptor {
      close(descriptor)
      self.descriptor = nil
    }
    guard !settled else { return }
    settled = true
    unlink(temporary)
    TemporaryFiles.unregister(slot)
  }
}

import Foundation
import Synchronization

/// The temporary files of an atomic write, removed when SIGINT, SIGTERM, SIGHUP or SIGPIPE
/// ends the process while they exist.
///
/// Without this, Ctrl-C during a write leaves `.r.json.navaudit-<pid>-0.tmp` behind. The
/// signal handler may only call async-signal-safe functions, so it touches no Swift object:
/// paths are copied into fixed, preallocated C strings, one slot per file, and a lock-free
/// bitmask says which slots are in use. The handler unlinks those files, restores the
/// signal's default action and raises it again, so the process still ends as the signal
/// says (status 130 for SIGINT in a shell). A signal the process was started with ignored
/// stays ignored.
///
/// It lives in UnicodeSupport because that is the one module allowed pointer code; the
/// write loop shared by every output (``write(_:to:)``) is here for the same reason.
public enum TemporaryFiles {
  /// How many files can be protected at once; further ones are removed on errors but not
  /// on signals.
  public static let capacity = 64
  /// The longest protected path, in bytes, without its terminating NUL.
  public static let maximumLength = Int(PATH_MAX) - 1

  /// A protected file, to give back to ``unregister(_:)``.
  public struct Slot: Sendable {
    fileprivate let index: Int?
  }

  /// The signals whose handler removes the protected files.
  static let endingSignals = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]

  /// Lets the calling thread take the signals that end the process, which a parent may
  /// have started it with blocked (a program that starts navaudit from a worker thread
  /// passes that thread's mask on).
  ///
  /// A blocked SIGTERM or SIGINT would wait, pending, until the process ends on its own;
  /// the thread that runs the whole command calls this so that Ctrl-C and `kill` end it
  /// at once, its temporary files removed. Only the termination signals are unblocked:
  /// the rest of the mask is the parent's to set.
  public static func acceptEndingSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signalNumber in endingSignals { sigaddset(&signals, signalNumber) }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// Protects `path` until ``unregister(_:)``; installs the signal handlers on first use.
  public static func register(_ path: String) -> Slot {
    let storage = TemporaryFileStorage.shared
    storage.installHandlers()
    let bytes = Array(path.utf8)
    guard bytes.count <= maximumLength, !bytes.contains(0) else { return Slot(index: nil) }
    let index = storage.free.withLock { free -> Int? in free.popLast() }
    guard let index else { return Slot(index: nil) }
    let slot = storage.paths + index * Int(PATH_MAX)
    bytes.withUnsafeBufferPointer { buffer in
      for (offset, byte) in buffer.enumerated() { slot[offset] = CChar(bitPattern: byte) }
    }
    slot[bytes.count] = 0
    storage.used.bitwiseOr(UInt64(1) << UInt64(index), ordering: .sequentiallyConsistent)
    return Slot(index: index)
  }

  /// Writes all of `text` to `descriptor` with write(2), retrying on `EINTR` and after
  /// partial writes (pipes, terminals).
  ///
  /// `FileHandle.write(_:)` traps on a failed write (`audit > /dev/full` crashed with a
  /// `try!` inside Foundation); this returns the error instead.
  ///
  /// - Returns: `nil` when everything was written, else the `errno` of the failed write.
  public static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
  }

  /// Writes all of `bytes` to `descriptor`, as ``write(_:to:)`` writes text: a piece of a
  /// streamed output (the JSON report is written run by run, never held whole), or a file kept
  /// in its own encoding (a UTF-16 `.strings` file with budgets written in).
  ///
  /// - Returns: `nil` when everything was written, else the `errno` of the failed write.
  public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { write($0, to: descriptor) }
  }

  /// Why ``copy(from:to:)`` stopped: the `errno` of a failed read or of a failed write.
  public enum CopyFailure: Error, Sendable, Hashable {
    case read(Int32)
    case write(Int32)
  }

  /// Copies `source` from its current offset to its end onto `destination`: a spooled part
  /// of a streamed output (the JSON report's runs) put into place. On Linux the kernel
  /// copies (sendfile(2)); elsewhere, or where it cannot, a megabyte at a time.
  ///
  /// - Returns: `nil` when everything was copied, else which side failed and its `errno`.
  public static func copy(from source: Int32, to destination: Int32) -> CopyFailure? {
    #if os(Linux)
      // In the kernel, without passing every byte through this process: the JSON report's
      // runs are hundreds of megabytes.
      while true {
        let count = sendfile(destination, source, nil, 1 << 30)
        if count > 0 { continue }
        if count == 0 { return nil }
        if errno == EINTR || errno == EAGAIN { continue }
        // Not supported between these two files: copy through a buffer from where it stopped.
        if errno == EINVAL || errno == ENOSYS { break }
        return .write(errno)
      }
    #endif
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(source, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .read(errno)
      }
      if count == 0 { return nil }
      let code = buffer.withUnsafeBytes { write(UnsafeRawBufferPointer(rebasing: $0[0..<count]), to: destination) }
      if let code { return .write(code) }
    }
  }

  private static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let base = buffer.baseAddress else { return nil }
    var offset = 0
    while offset < buffer.count {
      let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if written == 0 { return EIO }
      offset += written
    }
    return nil
  }

  /// Stops protecting a file (it was renamed into place or removed).
  public static func unregister(_ slot: Slot) {
    guard let index = slot.index else { return }
    let storage = TemporaryFileStorage.shared
    storage.used.bitwiseAnd(~(UInt64(1) << UInt64(index)), ordering: .sequentiallyConsistent)
    storage.free.withLock { $0.append(index) }
  }
}

/// The preallocated storage the signal handler reads.
private final class TemporaryFileStorage: Sendable {
  static let shared = TemporaryFileStorage()

  /// `capacity` slots of `PATH_MAX` bytes each, allocated once and never freed.
  nonisolated(unsafe) let paths: UnsafeMutablePointer<CChar>
  /// Bit `i` is set while slot `i` holds a file to remove.
  let used = Atomic<UInt64>(0)
  /// Slots not in use.
  let free = Mutex<[Int]>(Array((0..<TemporaryFiles.capacity).reversed()))
  /// Whether the handlers are installed.
  private let installed = Mutex(false)

  private init() {
    let count = TemporaryFiles.capacity * Int(PATH_MAX)
    paths = UnsafeMutablePointer<CChar>.allocate(capacity: count)
    paths.initialize(repeating: 0, count: count)
  }

  /// Installs the handler for every signal that would otherwise end the process, once.
  func installHandlers() {
    installed.withLock { installed in
      guard !installed else { return }
      installed = true
      for signalNumber in TemporaryFiles.endingSignals {
        let previous = signal(signalNumber, removeTemporaryFilesAndReraise)
        if let previous, unsafeBitCast(previous, to: Int.self) == 1 {
          // SIG_IGN: the caller asked for this signal to be ignored; keep it so.
          signal(signalNumber, previous)
        }
      }
    }
  }
}

/// The signal handler: unlinks the protected files, then dies of the signal.
///
/// Only async-signal-safe calls: an atomic load, unlink(2), signal(2) and raise(3).
private func removeTemporaryFilesAndReraise(_ signalNumber: Int32) {
  let storage = TemporaryFileStorage.shared
  let used = storage.used.load(ordering: .sequentiallyConsistent)
  for index in 0..<TemporaryFiles.capacity where used & (UInt64(1) << UInt64(index)) != 0 {
    unlink(storage.paths + index * Int(PATH_MAX))
  }
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}

import Foundation
import UnicodeSupport

/// A scratch file for the part of a streamed output that is written before the parts that
/// precede it: the JSON report's runs arrive while the audit runs, its findings (which come
/// first) only at the end.
///
/// The file is created on the first write, next to the output it belongs to (or in the
/// temporary folder for standard output and devices), and unlinked at once: it has no name,
/// so nothing is left behind whatever ends the process, and its space is given back when it
/// is closed. Writes are gathered into pieces of a megabyte.
public final class OutputSpool {
  /// Where the file is created; it is unlinked as soon as it is open.
  private let path: String
  /// The output's path for messages; `nil` for standard output.
  private let target: String?
  private var descriptor: Int32?
  private var pending: [UInt8] = []
  /// Whether anything was ever written.
  public private(set) var isEmpty = true

  /// How many bytes are gathered before they are written.
  static let pieceSize = 1 << 20

  /// A spool for the output at `target` (`nil`: standard output), created at `path` when
  /// first written.
  init(path: String, target: String?) {
    self.path = path
    self.target = target
  }

  deinit {
    if let descriptor { Foundation.close(descriptor) }
  }

  /// Appends `bytes`.
  public func write(_ bytes: [UInt8]) throws(OutputError) {
    guard !bytes.isEmpty else { return }
    isEmpty = false
    pending += bytes
    if pending.count >= Self.pieceSize { try flush() }
  }

  /// Copies everything written onto `destination`, from the start.
  func copy(to destination: Int32, failure: (Int32) -> OutputError) throws(OutputError) {
    if descriptor == nil {
      // Everything is still in memory: no file was needed.
      if let code = TemporaryFiles.write(pending, to: destination) { throw failure(code) }
      return
    }
    try flush()
    guard let descriptor else { return }
    guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw error(errno: errno) }
    switch TemporaryFiles.copy(from: descriptor, to: destination) {
    case nil: return
    case .read(let code): throw error(errno: code)
    case .write(let code): throw failure(code)
    }
  }

  /// Closes the file, giving its space back.
  func close() {
    if let descriptor { Foundation.close(descriptor) }
    descriptor = nil
    pending = []
  }

  private func flush() throws(OutputError) {
    guard !pending.isEmpty else { return }
    let descriptor = try open()
    if let code = TemporaryFiles.write(pending, to: descriptor) { throw error(errno: code) }
    pending.removeAll(keepingCapacity: true)
  }

  private func open() throws(OutputError) -> Int32 {
    if let descriptor { return descriptor }
    // A leftover of a killed run with the same process id would make O_EXCL fail.
    unlink(path)
    let opened = Foundation.open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard opened >= 0 else { throw error(errno: errno) }
    unlink(path)
    descriptor = opened
    return opened
  }

  private func error(errno code: Int32) -> OutputError {
    target.map { OutputError(path: $0, errno: code) } ?? OutputError.standardOutput(errno: code)
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a user's input file safely: regular files only, never more than a bound.
///
/// A FIFO, a device or a socket is refused before it is opened (opening a FIFO would block,
/// `/dev/zero` never ends), and a file larger than the bound is refused before its bytes are
/// read, so a hostile input fails fast instead of exhausting memory. Symbolic links are
/// followed; a loop of links is refused as unreadable.
public enum InputFile {
  /// Why a file could not be read.
  public enum Failure: Error, Hashable, Sendable {
    /// Nothing exists at the path.
    case missing
    /// The path names a folder, FIFO, device or socket: what it is, in words.
    case notRegular(String)
    /// The file exists but cannot be read: the system's reason.
    case unreadable(String)
    /// The file is larger than the bound: its size in bytes (at least the bound plus one).
    case tooLarge(Int)
  }

  /// The bytes of the regular file at `path`, at most `maximumBytes` of them.
  public static func read(atPath path: String, maximumBytes: Int) -> Result<[UInt8], Failure> {
    var status = stat()
    guard stat(path, &status) == 0 else { return .failure(failure(errno: errno)) }
    if let kind = kindName(status.st_mode) { return .failure(.notRegular(kind)) }
    if Int(status.st_size) > maximumBytes { return .failure(.tooLarge(Int(status.st_size))) }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(failure(errno: errno)) }
    defer { close(descriptor) }
    // The path may have been replaced between stat and open: check what was opened.
    guard fstat(descriptor, &status) == 0 else { return .failure(failure(errno: errno)) }
    if let kind = kindName(status.st_mode) { return .failure(.notRegular(kind)) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(Int(status.st_size), maximumBytes) + 1)
    // FileHandle's throwing read: no pointer code outside UnicodeSupport, and an I/O error
    // is a value, not a trap.
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    while true {
      let chunk: Data?
      do {
        chunk = try handle.read(upToCount: 1 << 16)
      } catch {
        return .failure(.unreadable("\(error.localizedDescription)".lowercased()))
      }
      guard let chunk, !chunk.isEmpty else { break }
      bytes.append(contentsOf: chunk)
      if bytes.count > maximumBytes { return .failure(.tooLarge(bytes.count)) }
    }
    return .success(bytes)
  }

  /// What a path is, for a message: nil for a regular file.
  public static func kindName(atPath path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return "missing file" }
    return kindName(status.st_mode)
  }

  private static func kindName(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "folder"
    case S_IFIFO: "FIFO"
    case S_IFCHR: "character device"
    case S_IFBLK: "block device"
    case S_IFSOCK: "socket"
    default: "special file"
    }
  }

  private static func failure(errno code: Int32) -> Failure {
    if code == ENOENT || code == ENOTDIR { return .missing }
    return .unreadable(String(cString: strerror(code)).lowercased())
  }
}

extension InputFile.Failure {
  /// A lowercase message naming the file as `shown`, for a file of the given `kind` ("scenario
  /// file", "string table") bounded at `maximumBytes`.
  public func message(for shown: String, kind: String, maximumBytes: Int) -> String {
    switch self {
    case .missing: "no such file '\(shown)'"
    case .notRegular(let what): "'\(shown)' is a \(what), not a regular file"
    case .unreadable(let reason): "cannot read '\(shown)': \(reason)"
    case .tooLarge(let size):
      "'\(shown)' is \(size) bytes; navaudit reads a \(kind) of at most \(maximumBytes) bytes"
    }
  }
}

import Foundation

/// What an output path names, and so how navaudit may write it.
///
/// Only a regular file is ever replaced by rename(2): renaming over a device, a FIFO or a
/// symbolic link would destroy it (as root, `-o json=/dev/null` would leave a regular file
/// where the device was). Devices and FIFOs are written through, as a shell's `>` does;
/// symbolic links are refused, so a checked-out repository cannot point a report at a file
/// outside it.
enum OutputTarget: Equatable {
  /// No file yet: created by renaming a complete temporary file into place.
  case new
  /// A regular file: replaced by renaming a complete temporary file over it, keeping its
  /// permission bits.
  case regular(mode: mode_t)
  /// A character device or a FIFO (also through a symbolic link such as `/dev/stdout`):
  /// opened and written through, never replaced.
  case stream

  /// Classifies `path` without following a final symbolic link.
  ///
  /// - Throws: ``OutputError`` for a folder, a symbolic link to anything but a device or
  ///   FIFO, a block device or socket, a missing folder, or a path that cannot be examined.
  static func classify(_ path: String) throws(OutputError) -> OutputTarget {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      let code = errno
      guard code == ENOENT else { throw OutputError(path: path, errno: code) }
      try requireFolder(of: path)
      return .new
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      return .regular(mode: status.st_mode & 0o7777)
    case S_IFCHR, S_IFIFO:
      return .stream
    case S_IFDIR:
      throw OutputError(path: path, reason: "it is a folder")
    case S_IFLNK:
      var target = stat()
      if stat(path, &target) == 0, [S_IFCHR, S_IFIFO].contains(target.st_mode & S_IFMT) { return .stream }
      throw OutputError(
        path: path, reason: "it is a symbolic link; navaudit replaces only regular files, so name the file it points to"
      )
    default:
      throw OutputError(path: path, reason: "it is not a regular file, a character device or a FIFO")
    }
  }

  /// Throws unless the folder that would hold a new file at `path` exists.
  private static func requireFolder(of path: String) throws(OutputError) {
    let folder = (path as NSString).deletingLastPathComponent
    var status = stat()
    guard stat(folder.isEmpty ? "." : folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw OutputError(path: path, reason: "output folder '\(folder)' does not exist")
    }
  }
}

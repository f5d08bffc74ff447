import Foundation

/// Writes output files atomically: a temporary file in the same folder, then a rename.
///
/// A failed run never leaves a half-written report behind.
public enum AtomicWriter {
  /// Writes `contents` to `path`, replacing any existing file only when complete.
  public static func write(_ contents: String, to path: String) throws(OutputError) {
    try writeAll([(path, contents)])
  }

  /// Writes several files as one step: every folder is checked and every file is written
  /// to a temporary name first; only when all are written are they renamed into place.
  ///
  /// If anything fails before the renames, no target is touched and the temporary files
  /// are removed.
  public static func writeAll(_ files: [(path: String, contents: String)]) throws(OutputError) {
    let manager = FileManager.default
    for file in files {
      let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent()
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw OutputError("output folder '\(folder.path)' does not exist")
      }
    }
    var staged: [(temporary: URL, target: URL)] = []
    for (position, file) in files.enumerated() {
      let target = URL(fileURLWithPath: file.path)
      let temporary = target.deletingLastPathComponent()
        .appendingPathComponent(".\(target.lastPathComponent).navaudit-\(ProcessInfo.processInfo.processIdentifier)-\(position).tmp")
      do {
        try Data(file.contents.utf8).write(to: temporary)
        staged.append((temporary, target))
      } catch {
        removeAll(staged.map(\.temporary) + [temporary])
        throw OutputError("cannot write '\(file.path)'")
      }
    }
    for (position, entry) in staged.enumerated() {
      // rename(2) replaces the target in one step; the file is either old or complete.
      if rename(entry.temporary.path, entry.target.path) != 0 {
        removeAll(staged[position...].map(\.temporary))
        throw OutputError("cannot write '\(entry.target.path)'")
      }
    }
  }

  private static func removeAll(_ urls: [URL]) {
    for url in urls {
      try? FileManager.default.removeItem(at: url)
    }
  }
}

/// An output file that could not be written.
public struct OutputError: Error, Sendable, Hashable, CustomStringConvertible {
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}

import Foundation

/// Writes output files atomically: a temporary file in the same folder, then a rename.
///
/// A failed run never leaves a half-written report behind.
public enum AtomicWriter {
  /// Writes `contents` to `path`, replacing any existing file only when complete.
  public static func write(_ contents: String, to path: String) throws(OutputError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw OutputError("output folder '\(folder.path)' does not exist")
    }
    do {
      // Foundation writes a temporary file in the same folder and renames it over the target.
      try Data(contents.utf8).write(to: url, options: [.atomic])
    } catch {
      throw OutputError("cannot write '\(path)'")
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

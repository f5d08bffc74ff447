import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Walks a folder tree for input files without skipping anything silently.
///
/// Symbolic links to folders and files are followed (a symlinked `strings:` folder is read
/// like any other); a link that leads back into a folder being walked is a loop and is
/// refused, as are an unreadable folder, a tree deeper than ``maximumDepth`` and more than
/// ``maximumEntries`` entries. Hidden entries (`.git`, `.DS_Store`) are never visited.
public enum FolderWalker {
  /// The deepest folder nesting walked below the starting folder.
  public static let maximumDepth = 64
  /// The most entries (files and folders) one walk visits.
  public static let maximumEntries = 200_000

  /// Why a walk stopped.
  public struct Failure: Error, Hashable, Sendable {
    /// The absolute path of the folder or file at fault.
    public let path: String
    /// A lowercase message; `'\(shown)'` stands for the path as the caller shows it.
    public let reason: Reason

    /// What went wrong.
    public enum Reason: Hashable, Sendable {
      case unreadableFolder(String)
      case symlinkLoop
      case tooDeep
      case tooManyEntries
    }

    /// The message, naming the path as `shown`.
    public func message(shown: String) -> String {
      switch reason {
      case .unreadableFolder(let why): "cannot read folder '\(shown)': \(why)"
      case .symlinkLoop: "symbolic link '\(shown)' leads back into a folder it is in"
      case .tooDeep: "folder '\(shown)' is nested deeper than \(FolderWalker.maximumDepth) levels"
      case .tooManyEntries: "more than \(FolderWalker.maximumEntries) files under the folder holding '\(shown)'"
      }
    }
  }

  /// Folders an app search never enters: build products, dependencies, version control.
  ///
  /// One list for every search of an app folder (storyboards, Swift files, font files), so
  /// that pointing navaudit at a project reads the app, never a package checkout in it.
  public static let appSkippedFolders: Set<String> = [
    ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".git",
  ]

  /// Whether an app search skips the folder at `relative` (a path relative to where the walk
  /// started): one of ``appSkippedFolders``, or an Xcode localization export (`.xcloc`).
  public static func isSkippedAppFolder(_ relative: String) -> Bool {
    let name = relative.split(separator: "/").last.map(String.init) ?? relative
    return appSkippedFolders.contains(name) || name.hasSuffix(".xcloc")
  }

  /// What to do with a folder entry.
  public enum Decision: Sendable {
    /// Keep the file (for a file) or descend (for a folder).
    case visit
    /// Neither keep nor descend.
    case skip
  }

  /// The files under `folder` (absolute paths, with `folder`'s spelling, unsorted) that
  /// `keepFile` accepts, descending into every folder `enterFolder` accepts.
  ///
  /// - Parameters:
  ///   - enterFolder: called with a folder's path relative to `folder`.
  ///   - keepFile: called with a file's path relative to `folder`; any non-folder entry
  ///     (FIFO, device) is offered too, so the caller can refuse it by name.
  public static func files(
    under folder: String, enterFolder: (String) -> Decision, keepFile: (String) -> Decision
  ) throws(Failure) -> [String] {
    var found: [String] = []
    var entries = 0
    var open: Set<FileIdentity> = []
    try walk(
      folder, relative: "", depth: 0, open: &open, entries: &entries, found: &found,
      enterFolder: enterFolder, keepFile: keepFile)
    return found
  }

  private struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
  }

  private static func walk(
    _ path: String, relative: String, depth: Int, open: inout Set<FileIdentity>, entries: inout Int,
    found: inout [String], enterFolder: (String) -> Decision, keepFile: (String) -> Decision
  ) throws(Failure) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw Failure(path: path, reason: errno == ELOOP ? .symlinkLoop : .unreadableFolder(reason(errno)))
    }
    let identity = FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    guard open.insert(identity).inserted else { throw Failure(path: path, reason: .symlinkLoop) }
    defer { open.remove(identity) }
    guard depth <= maximumDepth else { throw Failure(path: path, reason: .tooDeep) }
    let names = try entryNames(path)
    for name in names where !name.hasPrefix(".") {
      entries += 1
      guard entries <= maximumEntries else { throw Failure(path: path, reason: .tooManyEntries) }
      let child = path + "/" + name
      let childRelative = relative.isEmpty ? name : relative + "/" + name
      var childStatus = stat()
      guard stat(child, &childStatus) == 0 else {
        if errno == ELOOP { throw Failure(path: child, reason: .symlinkLoop) }
        // A dangling link is not an input; offer it by name so tables named like one fail.
        if keepFile(childRelative) == .visit { found.append(child) }
        continue
      }
      if childStatus.st_mode & S_IFMT == S_IFDIR {
        guard enterFolder(childRelative) == .visit else { continue }
        try walk(
          child, relative: childRelative, depth: depth + 1, open: &open, entries: &entries,
          found: &found, enterFolder: enterFolder, keepFile: keepFile)
      } else if keepFile(childRelative) == .visit {
        found.append(child)
      }
    }
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }

  /// The entry names of a folder, sorted, without `.` and `..`.
  private static func entryNames(_ path: String) throws(Failure) -> [String] {
    guard let stream = opendir(path) else {
      throw Failure(path: path, reason: .unreadableFolder(reason(errno)))
    }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
          String(cString: $0)
        }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }
}

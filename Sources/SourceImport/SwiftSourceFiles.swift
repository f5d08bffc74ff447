public import Diagnostics

/// Finds the Swift files of an app folder, for reading its navigation from code.
///
/// The same folders are skipped as for storyboards (build products, dependencies, version
/// control), and the count is bounded, so that pointing navaudit at a home folder fails fast
/// instead of parsing every package checkout in it.
public enum SwiftSourceFiles {
  /// The most Swift files one import reads.
  public static let maximumFiles = 10_000

  /// Whether `path` names a Swift source file.
  public static func isSwiftSource(_ path: String) -> Bool { path.hasSuffix(".swift") }

  /// The Swift files under a folder, absolute paths, sorted; tests and package manifests are
  /// not app code and are left out.
  /// - Parameter display: turns an absolute path into the path printed in errors.
  public static func files(under folder: String, display: (String) -> String = { $0 }) throws(InputError) -> [String] {
    let found: [String]
    do {
      found = try FolderWalker.files(
        under: folder,
        enterFolder: { relative in
          FolderWalker.isSkippedAppFolder(relative) || relative.hasSuffix("Tests") ? .skip : .visit
        },
        keepFile: { path in
          isSwiftSource(path) && !path.hasSuffix("/Package.swift") && path != "Package.swift" ? .visit : .skip
        })
    } catch {
      throw InputError(
        error.message(shown: display(error.path)), at: SourceLocation(path: display(error.path), line: 1, column: 1))
    }
    guard found.count <= maximumFiles else {
      throw InputError(
        "more than \(maximumFiles) Swift files under '\(display(folder))'",
        at: SourceLocation(path: display(folder), line: 1, column: 1))
    }
    return found.sorted()
  }
}

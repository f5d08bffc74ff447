public import Foundation

/// Locations in the repository, found from this file's path.
public enum RepositoryPaths {
  /// The package root.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Samples/`.
  public static var samples: URL { root.appendingPathComponent("Samples") }

  /// `../shared/corpus`, when the shared folder is next to the repository.
  public static var corpus: URL { root.deletingLastPathComponent().appendingPathComponent("shared/corpus") }

  /// Whether `../shared/corpus` is present.
  public static var corpusAvailable: Bool { FileManager.default.fileExists(atPath: corpus.path) }

  /// A new empty temporary folder, removed with every other one when the test process exits.
  public static func temporaryFolder() throws -> URL {
    let folder = testFolders.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The folder that holds this test process's temporary folders.
  ///
  /// Tests make thousands of folders and few remove their own; one parent removed at exit
  /// keeps a test run from filling the temporary directory.
  static let testFolders: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navaudit-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    atexit { try? FileManager.default.removeItem(at: RepositoryPaths.testFolders) }
    return folder
  }()
}

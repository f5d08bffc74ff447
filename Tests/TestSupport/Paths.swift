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

  /// A new empty temporary folder.
  public static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navaudit-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

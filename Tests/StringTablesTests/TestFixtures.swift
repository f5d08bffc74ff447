import Diagnostics
import Foundation
import StringTables
import Testing
import TextFiles
import UnicodeSupport

/// Locates the fixtures written for these tests and the shared real-file corpus.
enum TestFixtures {
  /// `Tests/StringTablesTests/__Fixtures__`.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Fixtures__").path

  /// The repository root: three levels up from this file.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// `<root>/../shared/corpus`, the real files described in its MANIFEST.md.
  static let corpus = URL(fileURLWithPath: repositoryRoot).deletingLastPathComponent()
    .appendingPathComponent("shared/corpus").path

  /// Whether the corpus is present (it is not part of this repository).
  static let corpusAvailable = FileManager.default.fileExists(atPath: corpus + "/MANIFEST.md")

  /// A fixture's contents.
  static func data(_ relativePath: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: root + "/" + relativePath))
  }

  /// A fresh temporary directory, removed by the caller with `removeItem`.
  static func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "StringTablesTests-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}

/// A canonical locale for tests.
func locale(_ tag: String) throws -> LocaleIdentifier {
  try LocaleIdentifier(canonicalizing: tag)
}

/// Parses `.strings` text given as bytes.
func parseStrings(bytes: [UInt8], path: String = "Test.strings", folder: LocaleFolder = .base)
  throws(TextFileError) -> StringTable
{
  try StringTable(stringsFileContents: Data(bytes), path: path, name: "Test", folder: folder)
}

/// Parses `.strings` text given as UTF-8.
func parseStrings(_ text: String, path: String = "Test.strings", folder: LocaleFolder = .base)
  throws(TextFileError) -> StringTable
{
  try parseStrings(bytes: Array(text.utf8), path: path, folder: folder)
}

/// Parses String Catalog JSON.
func parseCatalog(_ text: String, path: String = "Test.xcstrings") throws(TextFileError)
  -> StringCatalog
{
  try StringCatalog(contents: Data(text.utf8), path: path, name: "Test")
}

/// A malformed input and the located error it must produce.
struct MalformedCase: Sendable, CustomTestStringConvertible {
  let id: String
  let bytes: [UInt8]
  /// `path:line:col`.
  let location: String
  let message: String
  var kind: TextFileError.Kind = .syntax

  init(
    _ id: String, _ text: String, at location: String, _ message: String,
    kind: TextFileError.Kind = .syntax
  ) {
    self.init(id, bytes: Array(text.utf8), at: location, message, kind: kind)
  }

  init(
    _ id: String, bytes: [UInt8], at location: String, _ message: String,
    kind: TextFileError.Kind = .syntax
  ) {
    self.id = id
    self.bytes = bytes
    self.location = location
    self.message = message
    self.kind = kind
  }

  var testDescription: String { id }
}

extension InputErrors {
  /// The only error of a table load, or `nil` when there are several or it is not a table error.
  var onlyTableError: TextFileError? {
    found.count == 1 ? found.first as? TextFileError : nil
  }
}

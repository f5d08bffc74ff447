import Diagnostics
public import Foundation
public import TextFiles
public import UnicodeSupport

extension StringTable {
  /// Parses the contents of a `.stringsdict` file (an XML or binary property list).
  ///
  /// Entries hold plural variables as ``StringEntry/substitutions`` (chosen by ICU's plural
  /// rules when formatting), device variations as ``LocalizedValue/device(_:)`` and width
  /// variations as ``LocalizedValue/width(_:)``. Duplicate keys keep the last occurrence.
  ///
  /// - Throws: ``TextFileError`` with the line and column of the first problem; any
  ///   `<!ENTITY` declaration is refused.
  public init(stringsDictionaryContents data: Data, path: String, name: String, folder: LocaleFolder)
    throws(TextFileError)
  {
    let root = try PropertyListReader.read([UInt8](data), path: path)
    var converter = StringsDictConverter(name: name, folder: folder)
    let entries = try converter.entries(from: root)
    var diagnostics = converter.diagnostics
    var latest: [String: StringEntry] = [:]
    for entry in entries {
      if let previous = latest[entry.key] {
        diagnostics.append(
          Self.duplicateDiagnostic(previous: previous, current: entry, table: name, folder: folder))
      }
      latest[entry.key] = entry
    }
    self.init(
      name: name, folder: folder, path: path, format: .stringsDictionary, entries: entries,
      diagnostics: diagnostics.sorted())
  }
}

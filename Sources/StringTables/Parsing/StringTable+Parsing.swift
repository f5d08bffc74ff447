import Diagnostics
public import Foundation
public import TextFiles
public import UnicodeSupport

extension StringTable {
  /// Parses the contents of a `.strings` file.
  ///
  /// The format is detected from the content, not the extension: old-style text, an XML
  /// property list, or a binary property list. Text may be UTF-8 (with or without a byte
  /// order mark), UTF-16 (with a byte order mark, or detected by its NUL bytes) or UTF-32.
  ///
  /// - Throws: ``TextFileError`` with the line and column of the first problem.
  public init(stringsFileContents data: Data, path: String, name: String, folder: LocaleFolder)
    throws(TextFileError)
  {
    let raw = [UInt8](data)
    if raw.starts(with: Array("bplist00".utf8)) {
      self = try Self.binaryPropertyList(data, path: path, name: name, folder: folder)
      return
    }
    let text = try SourceTextDecoder.decode(raw, path: path)
    let locator = TextLocator(path: path, bytes: text.bytes)
    let parsed: ParsedStrings
    let format: Format
    if XMLPlistStringsParser.looksLikeXML(text.bytes) {
      parsed = try XMLPlistStringsParser(data: raw, text: text, locator: locator).parse()
      format = .xmlPropertyList
    } else {
      var parser = OldStylePlistParser(bytes: text.bytes, locator: locator)
      parsed = try parser.parse()
      format = .strings
    }
    self.init(
      parsed: parsed, path: path, name: name, folder: folder, format: format,
      encoding: text.encoding)
  }

  private init(
    parsed: ParsedStrings, path: String, name: String, folder: LocaleFolder, format: Format,
    encoding: TextEncoding
  ) {
    var entries: [StringEntry] = []
    var latest: [String: StringEntry] = [:]
    var diagnostics = parsed.notices.map {
      TableDiagnostic(
        kind: $0.kind, key: $0.key, table: name, locale: folder, location: $0.location,
        message: $0.message)
    }
    for item in parsed.entries {
      guard let value = item.value else { continue }
      let entry = StringEntry(
        key: item.key, value: .text(value), comment: item.comment, location: item.location)
      if let previous = latest[item.key] {
        diagnostics.append(
          Self.duplicateDiagnostic(previous: previous, current: entry, table: name, folder: folder))
      }
      latest[item.key] = entry
      entries.append(entry)
    }
    self.init(
      name: name, folder: folder, path: path, format: format, encoding: encoding, entries: entries,
      diagnostics: diagnostics.sorted())
  }

  private static func binaryPropertyList(
    _ data: Data, path: String, name: String, folder: LocaleFolder
  ) throws(TextFileError) -> StringTable {
    let start = SourceLocation(path: path, line: 1, column: 1)
    let value = try PropertyListReader.binaryValue(data, start: start)
    var dictionary: [String: String] = [:]
    guard case .dictionary(let members) = value else {
      throw TextFileError(
        .syntax, "binary property list is not a dictionary of strings", at: start)
    }
    for member in members {
      guard case .string(let text) = member.value else {
        throw TextFileError(
          .syntax, "binary property list is not a dictionary of strings", at: start)
      }
      dictionary[member.key] = text
    }
    let entries = dictionary.keys.sorted().map { key in
      StringEntry(key: key, value: .text(dictionary[key] ?? ""), location: start)
    }
    return StringTable(
      name: name, folder: folder, path: path, format: .binaryPropertyList, entries: entries)
  }
}

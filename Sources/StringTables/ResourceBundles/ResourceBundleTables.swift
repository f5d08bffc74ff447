import Diagnostics
import Foundation
import TextFiles
import UnicodeSupport

/// Reads ICU resource bundle sources (`de.txt`, `root.txt`) as string tables, through ICU.
///
/// The sources of one folder are compiled together by ``ResourceCompiler`` (ICU's `genrb`)
/// and each bundle is opened without fallback; its top-level string entries become the
/// table's entries (the folder's name is the table name). `root` is the `Base` of the
/// table; any other name must be a locale (`de`, `pt_BR`, `zh_Hant`). Values that are not
/// strings (tables, arrays, integers) are skipped with a diagnostic.
enum ResourceBundleTables {
  /// Whether a `.txt` file is an ICU bundle source: its first word (after comments) is its
  /// own file name, followed by `{` or `:table`.
  static func looksLikeBundle(_ bytes: [UInt8], name: String) -> Bool {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index += 2
      } else {
        break
      }
    }
    let word = Array(name.utf8)
    guard index + word.count < bytes.count, bytes[index..<index + word.count].elementsEqual(word) else {
      return false
    }
    var after = index + word.count
    while after < bytes.count,
      bytes[after] == 0x20 || bytes[after] == 0x09 || bytes[after] == 0x0A || bytes[after] == 0x0D
    {
      after += 1
    }
    return after < bytes.count && (bytes[after] == UInt8(ascii: "{") || bytes[after] == UInt8(ascii: ":"))
  }

  /// Compiles the sources of one folder and reads every bundle as table `table`.
  static func read(sources: [(absolute: String, relative: String)], table: String)
    throws(TextFileError) -> (tables: [StringTable], diagnostics: [TableDiagnostic])
  {
    var keys: [String: [String: SourceLocation]] = [:]
    for source in sources {
      let data = try TableFileReader.contents(absolute: source.absolute, relative: source.relative)
      let (bytes, locator) = try sourceText([UInt8](data), path: source.relative)
      try ResourceBundleSourceCheck.check(bytes, absolute: source.absolute, locator: locator)
      keys[source.absolute] = keyLocations(in: bytes, locator: locator)
    }
    let compiled: BundleFolder
    do {
      compiled = try ResourceCompiler.compile(
        sources: sources.map(\.absolute),
        displayPaths: Dictionary(sources.map { ($0.absolute, $0.relative) }) { first, _ in first })
    } catch {
      throw TextFileError(
        .syntax, error.message,
        at: SourceLocation(path: error.path, line: error.line, column: error.column))
    }
    // The compiled folder is removed when `compiled` goes: keep it until every bundle is read.
    defer { withExtendedLifetime(compiled) {} }
    let folder = compiled.path
    var tables: [StringTable] = []
    var diagnostics: [TableDiagnostic] = []
    for source in sources {
      let name = URL(fileURLWithPath: source.absolute).deletingPathExtension().lastPathComponent
      let start = SourceLocation(path: source.relative, line: 1, column: 1)
      let localeFolder: LocaleFolder
      if name == "root" {
        localeFolder = .base
      } else if let parsed = try? LocaleFolder(folderName: name), case .locale = parsed {
        localeFolder = parsed
      } else {
        diagnostics.append(
          TableDiagnostic(
            kind: .invalidLocale, key: nil, table: table, locale: nil, location: start,
            message: "bundle '\(name)' is no locale; '\(source.relative)' is ignored"))
        continue
      }
      let bundle: ResourceBundle
      do {
        bundle = try ResourceBundle(packagePath: folder, locale: name, fallback: false)
      } catch {
        throw TextFileError(.unreadable, "ICU cannot open the bundle compiled from '\(source.relative)'", at: start)
      }
      let locations = keys[source.absolute] ?? [:]
      var entries: [StringEntry] = []
      for entry in bundle.entries {
        let location = locations[entry.key] ?? start
        guard entry.kind == .string, let value = entry.string else {
          diagnostics.append(
            TableDiagnostic(
              kind: .unsupportedValue, key: entry.key, table: table, locale: localeFolder,
              location: location,
              message: "value of key '\(entry.key)' is not a string; the entry is ignored"))
          continue
        }
        entries.append(StringEntry(key: entry.key, value: .text(value), location: location))
      }
      tables.append(
        StringTable(
          name: table, folder: localeFolder, path: source.relative, format: .resourceBundle,
          encoding: .utf8, entries: entries))
    }
    return (tables, diagnostics)
  }

  /// The text of one bundle source, checked before `genrb` sees it: it must decode, and as
  /// UTF-8. The fuzz target `fuzz-icu` drives the checks through here.
  static func sourceText(_ bytes: [UInt8], path: String) throws(TextFileError) -> (bytes: [UInt8], locator: TextLocator)
  {
    let text = try SourceTextDecoder.decode(bytes, path: path)
    guard text.encoding == .utf8 || text.encoding == .utf8WithBOM else {
      throw TextFileError(
        .encoding, "ICU bundle sources must be UTF-8, not \(text.encoding.rawValue.uppercased())",
        at: SourceLocation(path: path, line: 1, column: 1))
    }
    return (text.bytes, TextLocator(path: path, bytes: text.bytes))
  }

  /// Where each key is first written at the start of a line (quoted or not), from line 2 on:
  /// one pass over the text, so a table of many keys is located in linear time.
  static func keyLocations(in bytes: [UInt8], locator: TextLocator) -> [String: SourceLocation] {
    var result: [String: SourceLocation] = [:]
    var index = 0
    var line = 0
    while index < bytes.count {
      line += 1
      let lineStart = index
      while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      let lineEnd = index
      if index < bytes.count {
        if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        index += 1
      }
      guard line >= 2 else { continue }
      var start = lineStart
      while start < lineEnd, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
      guard start < lineEnd else { continue }
      let quoted = bytes[start] == UInt8(ascii: "\"")
      var end = quoted ? start + 1 : start
      let stops: Set<UInt8> = quoted ? [UInt8(ascii: "\"")] : [0x20, 0x09, UInt8(ascii: "{"), UInt8(ascii: ":")]
      while end < lineEnd, !stops.contains(bytes[end]) { end += 1 }
      let key = String(decoding: bytes[(quoted ? start + 1 : start)..<end], as: UTF8.self)
      let after = quoted ? end + 1 : end
      guard !key.isEmpty, after >= lineEnd || [0x20, 0x09, UInt8(ascii: "{"), UInt8(ascii: ":")].contains(bytes[after])
      else { continue }
      if result[key] == nil { result[key] = locator.location(ofOffset: start) }
    }
    return result
  }
}

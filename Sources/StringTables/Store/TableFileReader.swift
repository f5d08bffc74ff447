import Diagnostics
import Foundation
import InterfaceBuilder
import TextFiles
import UnicodeSupport

/// Reads the table files a load found, one by one, into tables and diagnostics.
struct TableFileReader {
  let fileManager: FileManager
  private(set) var tables: [StringTable] = []
  private(set) var diagnostics: [TableDiagnostic] = []
  /// ICU bundle sources, by folder, read together once every file has been seen.
  var resourceBundleSources: [String: [(absolute: String, relative: String)]] = [:]

  init(fileManager: FileManager) {
    self.fileManager = fileManager
  }

  /// The extensions of the files a load reads.
  static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings", "xliff", "txt", "storyboard"]

  /// Whether a file name has one of ``extensions``.
  static func isTableFile(_ path: String) -> Bool {
    guard let dot = path.lastIndex(of: ".") else { return false }
    return extensions.contains(String(path[path.index(after: dot)...]))
  }

  /// Reads one file.
  mutating func read(absolute: String, relative: String) throws(TextFileError) {
    let url = URL(fileURLWithPath: absolute)
    let name = url.deletingPathExtension().lastPathComponent
    let start = SourceLocation(path: relative, line: 1, column: 1)
    let data = try Self.contents(absolute: absolute, relative: relative)
    switch url.pathExtension {
    case "xcstrings":
      let catalog = try StringCatalog(contents: data, path: relative, name: name)
      tables += catalog.tables
      diagnostics += catalog.diagnostics
    case "xliff":
      let document = try XLIFFDocument(contents: data, path: relative)
      let target = try Self.xclocTargetLocale(of: url, relative: relative)
      let converted = document.tables(defaultTargetLanguage: target)
      tables += converted.tables
      diagnostics += converted.diagnostics
    case "storyboard":
      tables.append(try Self.storyboardTable(data, url: url, name: name, relative: relative))
    case "txt":
      guard ResourceBundleTables.looksLikeBundle([UInt8](data), name: name) else { return }
      resourceBundleSources[url.deletingLastPathComponent().path, default: []].append(
        (absolute, relative))
    default:
      guard let folder = lprojFolder(of: url, name: name, start: start) else { return }
      if url.pathExtension == "stringsdict" {
        tables.append(
          try StringTable(
            stringsDictionaryContents: data, path: relative, name: name, folder: folder))
      } else {
        tables.append(
          try StringTable(stringsFileContents: data, path: relative, name: name, folder: folder))
      }
    }
  }

  /// The bytes of one table file: a regular file of at most
  /// ``StringTableLimits/maximumFileBytes``.
  static func contents(absolute: String, relative: String) throws(TextFileError) -> Data {
    switch InputFile.read(atPath: absolute, maximumBytes: StringTableLimits.maximumFileBytes) {
    case .success(let bytes):
      return Data(bytes)
    case .failure(let failure):
      let kind: TextFileError.Kind =
        if case .tooLarge = failure { .limit } else { .unreadable }
      throw TextFileError(
        kind, failure.message(for: relative, kind: "string table", maximumBytes: StringTableLimits.maximumFileBytes),
        at: SourceLocation(path: relative, line: 1, column: 1))
    }
  }

  /// The Base table of a storyboard: its own texts under ibtool's keys.
  ///
  /// A storyboard in `X.lproj/` holds that folder's text (`Base.lproj` for Base
  /// internationalization); one outside any `.lproj` is shown to every locale as written,
  /// so its text counts as Base too.
  static func storyboardTable(_ data: Data, url: URL, name: String, relative: String) throws(TextFileError)
    -> StringTable
  {
    let document = try StoryboardDocument(contents: [UInt8](data), path: relative, name: name)
    let folderName = url.deletingLastPathComponent().lastPathComponent
    let folder = folderName.hasSuffix(".lproj") ? (try? LocaleFolder(folderName: folderName)) ?? .base : .base
    let entries = document.texts.map {
      StringEntry(key: $0.key, value: .text($0.value), comment: $0.comment, location: $0.location)
    }
    return StringTable(
      name: name, folder: folder == .multilingual ? .base : folder, path: relative, format: .storyboard,
      entries: entries)
  }

  /// Compiles and reads the ICU bundle sources found, folder by folder; a folder that
  /// does not compile is recorded in `errors` and the next one is read.
  mutating func readResourceBundles(recordingInto errors: inout InputErrors) {
    for folder in resourceBundleSources.keys.sorted() {
      guard let sources = resourceBundleSources[folder] else { continue }
      do throws(TextFileError) {
        let read = try ResourceBundleTables.read(
          sources: sources, table: URL(fileURLWithPath: folder).lastPathComponent)
        tables += read.tables
        diagnostics += read.diagnostics
      } catch {
        errors.append(error)
      }
    }
  }

  /// The locale folder of a `.strings` / `.stringsdict` file, or nil (with a diagnostic).
  private mutating func lprojFolder(of url: URL, name: String, start: SourceLocation)
    -> LocaleFolder?
  {
    let folderName = url.deletingLastPathComponent().lastPathComponent
    guard folderName.hasSuffix(".lproj") else {
      diagnostics.append(
        TableDiagnostic(
          kind: .ignoredFile, key: nil, table: name, locale: nil, location: start,
          message:
            "'\(start.path)' is not inside an '.lproj' folder, so its locale is unknown; it is ignored"
        ))
      return nil
    }
    let folder: LocaleFolder
    do {
      folder = try LocaleFolder(folderName: folderName)
    } catch {
      diagnostics.append(
        TableDiagnostic(
          kind: .invalidLocale, key: nil, table: name, locale: nil, location: start,
          message: "folder '\(folderName)' is no locale; '\(start.path)' is ignored"))
      return nil
    }
    if folder == .multilingual {
      diagnostics.append(
        TableDiagnostic(
          kind: .ignoredFile, key: nil, table: name, locale: folder, location: start,
          message:
            "'mul.lproj' holds String Catalogs, not '.\(url.pathExtension)' files; '\(start.path)' is ignored"
        ))
      return nil
    }
    return folder
  }

  /// `targetLocale` of the `contents.json` of the `.xcloc` holding an XLIFF file, if any.
  private static func xclocTargetLocale(of url: URL, relative: String) throws(TextFileError)
    -> String?
  {
    var folder = url.deletingLastPathComponent()
    while folder.path != "/", folder.pathExtension != "xcloc" {
      folder = folder.deletingLastPathComponent()
    }
    guard folder.pathExtension == "xcloc" else { return nil }
    let contents = folder.appendingPathComponent("contents.json")
    guard let data = FileManager.default.contents(atPath: contents.path) else { return nil }
    let depth = url.pathComponents.count - folder.pathComponents.count
    let path = (relative.split(separator: "/").dropLast(depth).map(String.init) + ["contents.json"])
      .joined(separator: "/")
    return try XclocContents(contents: data, path: path).targetLocale
  }
}

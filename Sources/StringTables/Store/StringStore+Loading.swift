import Diagnostics
import Foundation
public import UnicodeSupport

extension StringStore {
  /// Loads every `.strings` and `.xcstrings` file under `paths` (folders are walked recursively).
  ///
  /// - `X.lproj/T.strings` is table `T` in locale `X` (`Base.lproj` is ``LocaleFolder/base``).
  /// - `T.xcstrings` anywhere (also in `mul.lproj/`) is table `T` in every language it has.
  /// - Other files, and hidden files and folders, are ignored.
  ///
  /// Relative paths are resolved against the current directory. Every recorded path is
  /// relative to `baseDirectory`, so reports never contain absolute paths. Files are read in
  /// sorted order, so the result does not depend on the file system.
  ///
  /// - Throws: ``StringTableError`` for a missing path, an unreadable file, or the first
  ///   malformed file, with its line and column.
  public static func load(
    paths: [String], baseDirectory: String, developmentLanguage: LocaleIdentifier
  ) throws(StringTableError) -> StringStore {
    let fileManager = FileManager.default
    let current = fileManager.currentDirectoryPath
    let base = PathResolver.absolute(baseDirectory, relativeTo: current)
    var files: Set<String> = []
    for path in paths {
      let absolute = PathResolver.absolute(path, relativeTo: current)
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
        throw StringTableError(
          .unreadable, "no such file or directory '\(path)'",
          at: SourceLocation(path: PathResolver.relative(absolute, to: base), line: 1, column: 1))
      }
      if isDirectory.boolValue {
        files.formUnion(tableFiles(under: absolute, fileManager: fileManager))
      } else if isTableFile(absolute) {
        files.insert(absolute)
      }
    }
    var tables: [StringTable] = []
    var diagnostics: [TableDiagnostic] = []
    let ordered = files.map { (absolute: $0, relative: PathResolver.relative($0, to: base)) }
      .sorted { $0.relative < $1.relative }
    for file in ordered {
      let url = URL(fileURLWithPath: file.absolute)
      let name = url.deletingPathExtension().lastPathComponent
      let start = SourceLocation(path: file.relative, line: 1, column: 1)
      guard let data = fileManager.contents(atPath: file.absolute) else {
        throw StringTableError(.unreadable, "cannot read '\(file.relative)'", at: start)
      }
      if url.pathExtension == "xcstrings" {
        let catalog = try StringCatalog(contents: data, path: file.relative, name: name)
        tables += catalog.tables
        diagnostics += catalog.diagnostics
        continue
      }
      let folderName = url.deletingLastPathComponent().lastPathComponent
      guard folderName.hasSuffix(".lproj") else {
        diagnostics.append(
          TableDiagnostic(
            kind: .ignoredFile, key: nil, table: name, locale: nil, location: start,
            message:
              "'\(file.relative)' is not inside an '.lproj' folder, so its locale is unknown; it is ignored"
          ))
        continue
      }
      let folder: LocaleFolder
      do {
        folder = try LocaleFolder(folderName: folderName)
      } catch {
        diagnostics.append(
          TableDiagnostic(
            kind: .invalidLocale, key: nil, table: name, locale: nil, location: start,
            message: "folder '\(folderName)' is no locale; '\(file.relative)' is ignored"))
        continue
      }
      if folder == .multilingual {
        diagnostics.append(
          TableDiagnostic(
            kind: .ignoredFile, key: nil, table: name, locale: folder, location: start,
            message:
              "'mul.lproj' holds String Catalogs, not '.strings' files; '\(file.relative)' is ignored"
          ))
        continue
      }
      tables.append(
        try StringTable(stringsFileContents: data, path: file.relative, name: name, folder: folder))
    }
    return StringStore(
      tables: tables, developmentLanguage: developmentLanguage, diagnostics: diagnostics)
  }

  private static func isTableFile(_ path: String) -> Bool {
    path.hasSuffix(".strings") || path.hasSuffix(".xcstrings")
  }

  private static func tableFiles(under directory: String, fileManager: FileManager) -> [String] {
    guard let enumerator = fileManager.enumerator(atPath: directory) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      if isTableFile(name) { found.append(PathResolver.absolute(relative, relativeTo: directory)) }
    }
    return found
  }
}

/// Pure path arithmetic, so recorded paths never depend on symlinks or the machine.
enum PathResolver {
  /// `path` made absolute against `directory`, with `.` and `..` removed.
  static func absolute(_ path: String, relativeTo directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : directory + "/" + path
    var components: [Substring] = []
    for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
      if component == "." { continue }
      if component == ".." {
        _ = components.popLast()
        continue
      }
      components.append(component)
    }
    return "/" + components.joined(separator: "/")
  }

  /// `path` relative to `base` (both absolute), with `..` where needed.
  static func relative(_ path: String, to base: String) -> String {
    let target = path.split(separator: "/")
    let origin = base.split(separator: "/")
    var common = 0
    while common < target.count, common < origin.count, target[common] == origin[common] {
      common += 1
    }
    let parts =
      Array(repeating: "..", count: origin.count - common) + target[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}

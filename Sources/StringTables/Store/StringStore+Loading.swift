public import Diagnostics
import Foundation
import TextFiles
public import UnicodeSupport

extension StringStore {
  /// Loads every string table under `paths` (folders are walked recursively).
  ///
  /// - `X.lproj/T.strings` is table `T` in locale `X` (`Base.lproj` is ``LocaleFolder/base``);
  ///   `X.lproj/T.stringsdict` too, and its entries win over the same keys of `T.strings`.
  /// - `T.xcstrings` anywhere (also in `mul.lproj/`) is table `T` in every language it has.
  /// - `*.xliff` anywhere (also inside `.xcloc` bundles, whose `Source Contents` are skipped):
  ///   one table per `<file>` of a string kind, in its target language (see
  ///   ``XLIFFDocument/tables(defaultTargetLanguage:)``).
  /// - `F/L.txt` that is an ICU resource bundle source (its first word is its locale `L`,
  ///   `root` included): table `F` (the folder's name) in locale `L`, `root` standing for
  ///   `Base`; compiled with `genrb` and read through ICU.
  /// - Other files, and hidden files and folders, are ignored.
  ///
  /// Relative paths are resolved against the current directory. Every recorded path is
  /// relative to `baseDirectory`, so reports never contain absolute paths. Files are read in
  /// sorted order, so the result does not depend on the file system.
  ///
  /// A bad file does not stop the load: every other file is still read, so that one run
  /// reports the errors of every table.
  ///
  /// - Throws: a ``TextFileError`` for each missing path, unreadable file and malformed
  ///   file, with its line and column.
  public static func load(
    paths: [String], baseDirectory: String, developmentLanguage: LocaleIdentifier
  ) throws(InputErrors) -> StringStore {
    let fileManager = FileManager.default
    let current = fileManager.currentDirectoryPath
    let base = PathResolver.absolute(baseDirectory, relativeTo: current)
    var files: Set<String> = []
    var errors = InputErrors()
    for path in paths {
      let absolute = PathResolver.absolute(path, relativeTo: current)
      let shown = PathResolver.relative(absolute, to: base)
      let start = SourceLocation(path: shown, line: 1, column: 1)
      switch InputFile.kindName(atPath: absolute) {
      case "missing file"?:
        errors.append(TextFileError(.unreadable, "no such file or directory '\(path)'", at: start))
      case "folder"?:
        do throws(TextFileError) {
          files.formUnion(try tableFiles(under: absolute, base: base))
        } catch {
          errors.append(error)
        }
      case let kind?:
        errors.append(TextFileError(.unreadable, "'\(shown)' is a \(kind), not a string table or folder", at: start))
      case nil:
        if TableFileReader.isTableFile(absolute) { files.insert(absolute) }
      }
    }
    var reader = TableFileReader(fileManager: fileManager)
    let ordered = files.map { (absolute: $0, relative: PathResolver.relative($0, to: base)) }
      .sorted { $0.relative < $1.relative }
    for file in ordered {
      do throws(TextFileError) {
        try reader.read(absolute: file.absolute, relative: file.relative)
      } catch {
        errors.append(error)
      }
    }
    reader.readResourceBundles(recordingInto: &errors)
    try errors.check()
    return StringStore(
      tables: reader.tables, developmentLanguage: developmentLanguage,
      diagnostics: reader.diagnostics)
  }

  private static func tableFiles(under directory: String, base: String) throws(TextFileError) -> [String] {
    do {
      return try FolderWalker.files(
        under: directory,
        enterFolder: { relative in
          // An .xcloc's 'Source Contents' copies the project's own tables; 'Notes' are free text.
          let components = relative.split(separator: "/")
          guard let name = components.last, name == "Source Contents" || name == "Notes",
            components.dropLast().last?.hasSuffix(".xcloc") == true
          else { return .visit }
          return .skip
        },
        keepFile: { TableFileReader.isTableFile($0) ? .visit : .skip })
    } catch {
      let shown = PathResolver.relative(error.path, to: base)
      throw TextFileError(.unreadable, error.message(shown: shown), at: SourceLocation(path: shown, line: 1, column: 1))
    }
  }
}

import Diagnostics
import UnicodeSupport

extension XLIFFDocument {
  /// The file kinds whose units are string-table keys.
  static let stringKinds: Set<String> = ["strings", "storyboard", "xib", "stringsdict", "xcstrings"]

  /// The string tables of the document: one per `<file>` of a string kind, in its target
  /// language, holding the units that have a `<target>`.
  ///
  /// - A table is named after the original file's base name (`Localizable.strings` →
  ///   `Localizable`, `Main.storyboard` → `Main`); its ``StringTable/original`` keeps the path.
  /// - Units without `<target>` are untranslated: no entry, and one
  ///   ``TableDiagnostic/Kind/untranslated`` diagnostic per file with their count.
  /// - `.stringsdict` units (`/key:dict/files:dict/one:dict/:string`) are rebuilt into plural,
  ///   device and width rules, as a table of format ``StringTable/Format/stringsDictionary``.
  /// - Other files (`.intentdefinition`…) are skipped with an ``TableDiagnostic/Kind/ignoredFile``
  ///   diagnostic.
  ///
  /// - Parameter defaultTargetLanguage: used for a `<file>` without `target-language` (the
  ///   `targetLocale` of an `.xcloc`'s `contents.json`).
  public func tables(defaultTargetLanguage: String? = nil) -> (
    tables: [StringTable], diagnostics: [TableDiagnostic]
  ) {
    var tables: [StringTable] = []
    var diagnostics: [TableDiagnostic] = []
    for file in files {
      let name = file.tableName
      guard Self.stringKinds.contains(file.kind) else {
        diagnostics.append(
          TableDiagnostic(
            kind: .ignoredFile, key: nil, table: name, locale: nil, location: file.location,
            message:
              "'\(file.original)' is no string table (\(file.units.count) units); it is skipped"))
        continue
      }
      let code = file.targetLanguage ?? defaultTargetLanguage
      guard let code, let language = try? LocaleIdentifier(canonicalizing: code) else {
        diagnostics.append(
          TableDiagnostic(
            kind: .invalidLocale, key: nil, table: name, locale: nil, location: file.location,
            message:
              "'<file>' for '\(file.original)' has no usable 'target-language' ('\(code ?? "")'); it is skipped"
          ))
        continue
      }
      let folder = LocaleFolder.locale(language)
      let untranslated = file.units.filter { $0.target == nil }.count
      if untranslated > 0 {
        diagnostics.append(
          TableDiagnostic(
            kind: .untranslated, key: nil, table: name, locale: folder, location: file.location,
            message:
              "\(untranslated) of \(file.units.count) units of '\(file.original)' have no target: untranslated in '\(language)'"
          ))
      }
      if file.kind == "stringsdict" {
        var builder = XLIFFStringsDictBuilder(table: name, folder: folder)
        let entries = builder.entries(from: file.units)
        tables.append(
          StringTable(
            name: name, folder: folder, path: path, format: .stringsDictionary, entries: entries,
            diagnostics: builder.diagnostics.sorted(), original: file.original))
        continue
      }
      var variants = XLIFFVariantBuilder(table: name, folder: folder)
      var entries: [StringEntry] = []
      for unit in file.units {
        guard let target = unit.target else { continue }
        if unit.id.contains(XLIFFVariantBuilder.separator) {
          variants.add(unit, target: target)
        } else {
          entries.append(
            StringEntry(
              key: unit.id, value: .text(target), comment: unit.note, location: unit.location, maxWidth: unit.maxWidth))
        }
      }
      entries += variants.entries()
      tables.append(
        StringTable(
          name: name, folder: folder, path: path, format: .xliff, entries: entries,
          diagnostics: variants.diagnostics.sorted(), original: file.original))
    }
    return (tables, diagnostics.sorted())
  }
}

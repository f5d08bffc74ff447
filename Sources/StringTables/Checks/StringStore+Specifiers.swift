import Diagnostics
import UnicodeSupport

extension StringStore {
  /// Compares the format specifiers of every translation with the development language's
  /// value of the same key and table.
  ///
  /// One ``TableDiagnostic/Kind/specifierMismatch`` per translated entry whose arguments
  /// differ: an argument read as another kind (`%@` against `%d`), an argument the
  /// development language reads but the translation does not (a missing `%2$@`), or one the
  /// translation reads beyond them (Foundation would read garbage). The development value is
  /// the one a development-language user sees (its folder, else `Base`). Lengths (`%d`,
  /// `%ld`, `%lld`) count as the same integer kind. Resolution is unaffected: the translation
  /// is still rendered as Foundation would.
  public func specifierDiagnostics() -> [TableDiagnostic] {
    var result: [TableDiagnostic] = []
    let developmentFolders = Set(lookupChain(for: developmentLanguage))
    for table in tableNames {
      let reference = resolvableKeys(table: table, locale: developmentLanguage)
      var signatures: [String: (SpecifierSignature, LocaleFolder)] = [:]
      for folder in folders(forTable: table) where !developmentFolders.contains(folder) {
        guard case .locale(let language) = folder else { continue }
        for entry in entries(table: table, folder: folder) {
          guard let referenceFolder = reference[entry.key],
            let developmentEntry = self.entry(key: entry.key, table: table, folder: referenceFolder)
          else { continue }
          if signatures[entry.key] == nil {
            signatures[entry.key] = (
              SpecifierSignature(developmentEntry.value, substitutions: developmentEntry.substitutions),
              referenceFolder
            )
          }
          guard let (expected, _) = signatures[entry.key] else { continue }
          let actual = SpecifierSignature(entry.value, substitutions: entry.substitutions)
          guard
            let problem = Self.difference(
              actual, expected, development: developmentLanguage)
          else { continue }
          result.append(
            TableDiagnostic(
              kind: .specifierMismatch, key: entry.key, table: table, locale: folder,
              location: entry.location,
              message: "'\(language)' value of key '\(entry.key)' \(problem)"))
        }
      }
    }
    return result.sorted()
  }

  /// How `actual` differs from `expected`, first problem first; nil when they agree.
  static func difference(
    _ actual: SpecifierSignature, _ expected: SpecifierSignature, development: LocaleIdentifier
  ) -> String? {
    var problems: [String] = []
    // Only the positions read: a lone '%1000$@' must not visit a thousand empty ones.
    for position in Set(actual.arguments.keys).union(expected.arguments.keys).sorted() {
      let mine = actual.arguments[position]
      let theirs = expected.arguments[position]
      switch (mine, theirs) {
      case (let mine?, let theirs?) where mine.kind != theirs.kind:
        problems.append(
          "reads argument \(position) as \(mine.kind.rawValue) with '\(mine.specifier)' where '\(development)' reads \(theirs.kind.rawValue) with '\(theirs.specifier)'"
        )
      case (nil, let theirs?):
        problems.append("lacks argument \(position) ('\(theirs.specifier)' in '\(development)')")
      case (let mine?, nil):
        problems.append(
          "reads argument \(position) with '\(mine.specifier)', which '\(development)' never passes")
      default:
        continue
      }
    }
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }
}

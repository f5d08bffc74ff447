import Diagnostics
import Foundation
import UnicodeSupport

/// Rebuilds String Catalog variations from XLIFF units (`key|==|plural.one`,
/// `key|==|device.ipad`, `key|==|device.ipad.plural.other`), as Xcode 15 exports catalogs.
///
/// Substitution units (`key|==|substitutions.name.plural.one`) are skipped with a diagnostic.
struct XLIFFVariantBuilder {
  static let separator = "|==|"

  let table: String
  let folder: LocaleFolder
  private(set) var diagnostics: [TableDiagnostic] = []
  private var order: [String] = []
  private var values: [String: (value: LocalizedValue?, unit: XLIFFDocument.Unit)] = [:]

  init(table: String, folder: LocaleFolder) {
    self.table = table
    self.folder = folder
  }

  /// Adds one translated variant unit.
  mutating func add(_ unit: XLIFFDocument.Unit, target: String) {
    guard let range = unit.id.range(of: Self.separator) else { return }
    let key = String(unit.id[..<range.lowerBound])
    let parts = unit.id[range.upperBound...].split(separator: ".").map(String.init)
    var path: [(kind: String, name: String)] = []
    var index = 0
    while index + 1 < parts.count {
      path.append((parts[index], parts[index + 1]))
      index += 2
    }
    let current = values[key]?.value
    guard index == parts.count, !path.isEmpty,
      let value = Self.inserting(target, at: path[...], into: current)
    else {
      diagnostics.append(
        TableDiagnostic(
          kind: .unsupportedValue, key: key, table: table, locale: folder, location: unit.location,
          message: "variation unit '\(unit.id)' is not supported; it is ignored"))
      return
    }
    if values[key] == nil { order.append(key) }
    values[key] = (value, values[key]?.unit ?? unit)
  }

  /// One entry per key, in the order keys first appeared.
  func entries() -> [StringEntry] {
    order.compactMap { key in
      guard let found = values[key], let value = found.value else { return nil }
      return StringEntry(
        key: key, value: value, comment: found.unit.note, location: found.unit.location)
    }
  }

  private static func inserting(
    _ text: String, at path: ArraySlice<(kind: String, name: String)>, into value: LocalizedValue?
  ) -> LocalizedValue? {
    guard let step = path.first else { return .text(text) }
    switch (step.kind, value) {
    case ("plural", .none), ("plural", .plural?):
      guard let category = PluralCategory(rawValue: step.name) else { return nil }
      var cases: [PluralCategory: LocalizedValue] = [:]
      if case .plural(let existing)? = value { cases = existing }
      guard let inner = inserting(text, at: path.dropFirst(), into: cases[category]) else {
        return nil
      }
      cases[category] = inner
      return .plural(cases)
    case ("device", .none), ("device", .device?):
      var cases: [String: LocalizedValue] = [:]
      if case .device(let existing)? = value { cases = existing }
      guard let inner = inserting(text, at: path.dropFirst(), into: cases[step.name]) else {
        return nil
      }
      cases[step.name] = inner
      return .device(cases)
    default:
      return nil
    }
  }
}

import Diagnostics
import Foundation
import UnicodeSupport

/// Rebuilds `.stringsdict` entries from the XLIFF units Xcode exports for them.
///
/// Xcode writes one unit per string of the property list, with the path to it as the id:
/// `/%d files:dict/NSStringLocalizedFormatKey:dict/:string` for the format and
/// `/%d files:dict/files:dict/one:dict/:string` for a plural case. The rule type and value
/// type keys are not exported, so every variable of a format is a plural rule, and its value
/// type is taken from the first specifier of its cases (`d` when there is none).
struct XLIFFStringsDictBuilder {
  let table: String
  let folder: LocaleFolder
  private(set) var diagnostics: [TableDiagnostic] = []

  init(table: String, folder: LocaleFolder) {
    self.table = table
    self.folder = folder
  }

  /// A node of the property list being rebuilt.
  private struct Node {
    var order: [String] = []
    var children: [String: Node] = [:]
    var text: String?
    var location: SourceLocation

    mutating func insert(_ path: ArraySlice<String>, text: String, location: SourceLocation) {
      guard let first = path.first else {
        self.text = text
        return
      }
      if children[first] == nil {
        order.append(first)
        children[first] = Node(location: location)
      }
      children[first]?.insert(path.dropFirst(), text: text, location: location)
    }
  }

  /// The entries of the translated units, in the order their keys first appear.
  mutating func entries(from units: [XLIFFDocument.Unit]) -> [StringEntry] {
    guard let first = units.first else { return [] }
    var root = Node(location: first.location)
    var notes: [String: String] = [:]
    for unit in units {
      guard let target = unit.target else { continue }
      guard let path = Self.path(of: unit.id) else {
        diagnostics.append(
          TableDiagnostic(
            kind: .unsupportedValue, key: unit.id, table: table, locale: folder,
            location: unit.location,
            message: "unit '\(unit.id)' is no '.stringsdict' path ('/key:dict/…:string'); it is ignored"))
        continue
      }
      root.insert(path[...], text: target, location: unit.location)
      if let note = unit.note, notes[path[0]] == nil, !note.isEmpty { notes[path[0]] = note }
    }
    Self.addRuleTypes(&root)
    var converter = StringsDictConverter(name: table, folder: folder)
    let entries = (try? converter.entries(from: Self.propertyList(root))) ?? []
    diagnostics += converter.diagnostics
    return entries.map { entry in
      StringEntry(
        key: entry.key, value: entry.value, substitutions: entry.substitutions,
        comment: notes[entry.key], location: entry.location)
    }
  }

  /// `["%d files", "files", "one"]` for `/%d files:dict/files:dict/one:dict/:string`.
  static func path(of id: String) -> [String]? {
    guard id.hasPrefix("/"), id.hasSuffix(":string") else { return nil }
    let parts = String(id.dropFirst()).components(separatedBy: ":dict/")
    guard parts.count >= 3, parts.last == ":string" else { return nil }
    let path = Array(parts.dropLast())
    return path.allSatisfy { !$0.isEmpty } ? path : nil
  }

  /// Marks every variable of a format as a plural rule with the value type its cases use.
  private static func addRuleTypes(_ node: inout Node) {
    let structural: Set<String> = [
      StringsDictConverter.formatKey, StringsDictConverter.deviceRule,
      StringsDictConverter.widthRule, StringsDictConverter.specTypeKey,
      StringsDictConverter.valueTypeKey,
    ]
    let isFormat = node.children[StringsDictConverter.formatKey] != nil
    for name in node.order {
      guard var child = node.children[name] else { continue }
      if isFormat, !structural.contains(name), child.text == nil {
        let texts = child.order.compactMap { child.children[$0]?.text }
        child.insert(
          [StringsDictConverter.specTypeKey], text: StringsDictConverter.pluralRule,
          location: child.location)
        child.insert(
          [StringsDictConverter.valueTypeKey], text: valueType(of: texts), location: child.location)
      }
      addRuleTypes(&child)
      node.children[name] = child
    }
  }

  /// The length and conversion of the first specifier in `texts` (`lld`, `@`), else `d`.
  private static func valueType(of texts: [String]) -> String {
    for text in texts {
      for token in FormatToken.tokenize(text) {
        if case .specifier(let spec) = token { return spec.length + String(spec.conversion) }
      }
    }
    return "d"
  }

  private static func propertyList(_ node: Node) -> PropertyListNode {
    if let text = node.text, node.children.isEmpty { return .string(text, node.location) }
    let members = node.order.compactMap { name -> PropertyListDictionary.Member? in
      guard let child = node.children[name] else { return nil }
      return PropertyListDictionary.Member(
        key: name, keyLocation: child.location, value: propertyList(child))
    }
    return .dictionary(PropertyListDictionary(members: members, location: node.location))
  }
}

import Diagnostics
import TextFiles
import UnicodeSupport

/// Turns the property list of a `.stringsdict` file into entries, as Foundation reads it.
///
/// Each top-level key maps to a dictionary holding one of:
/// - `NSStringLocalizedFormatKey` (the format, with `%#@name@` variables) and one dictionary
///   per variable (`NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`,
///   `NSStringFormatValueTypeKey`, and the `zero`…`other` cases);
/// - `NSStringDeviceSpecificRuleType`: a string (or a format dictionary) per device
///   (`iphone`, `ipad`, `ipod`, `mac`, `appletv`, `applewatch`, `applevision`, `other`);
/// - `NSStringVariableWidthRuleType`: a string (or a format dictionary) per rule width.
///
/// A plain string value is used as is. Anything else is skipped with a diagnostic.
struct StringsDictConverter {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let pluralRule = "NSStringPluralRuleType"
  static let deviceRule = "NSStringDeviceSpecificRuleType"
  static let widthRule = "NSStringVariableWidthRuleType"

  let name: String
  let folder: LocaleFolder
  private(set) var diagnostics: [TableDiagnostic] = []

  init(name: String, folder: LocaleFolder) {
    self.name = name
    self.folder = folder
  }

  /// The entries of a whole file, in file order.
  mutating func entries(from root: PropertyListNode) throws(TextFileError) -> [StringEntry] {
    guard let dictionary = root.dictionary else {
      throw TextFileError(
        .syntax, "a '.stringsdict' file must hold a '<dict>', not \(root.kindDescription)",
        at: root.location)
    }
    var entries: [StringEntry] = []
    for member in dictionary.members {
      var substitutions: [String: Substitution] = [:]
      guard
        let value = convert(
          member.value, key: member.key, substitutions: &substitutions, depth: 0)
      else { continue }
      entries.append(
        StringEntry(
          key: member.key, value: value, substitutions: substitutions,
          location: member.keyLocation))
    }
    return entries
  }

  /// The value of one key (or of one device or width case).
  private mutating func convert(
    _ node: PropertyListNode, key: String, substitutions: inout [String: Substitution], depth: Int
  ) -> LocalizedValue? {
    if let text = node.string { return .text(text) }
    guard let dictionary = node.dictionary, depth < 4 else {
      skip(key, node.location, "value of key '\(key)' is \(node.kindDescription); it is ignored")
      return nil
    }
    if let format = dictionary.member(forKey: Self.formatKey) {
      guard let text = format.value.string else {
        skip(
          key, format.value.location,
          "'\(Self.formatKey)' of key '\(key)' is \(format.value.kindDescription), not a string; the entry is ignored"
        )
        return nil
      }
      for member in dictionary.members where member.key != Self.formatKey {
        if let variable = variable(member, key: key) {
          if substitutions[member.key] == nil { substitutions[member.key] = variable }
        }
      }
      return .text(text)
    }
    if let device = dictionary.value(forKey: Self.deviceRule) {
      var cases: [String: LocalizedValue] = [:]
      for member in device.dictionary?.members ?? [] {
        cases[member.key] = convert(
          member.value, key: key, substitutions: &substitutions, depth: depth + 1)
      }
      if cases.isEmpty {
        skip(key, device.location, "'\(Self.deviceRule)' of key '\(key)' has no device cases")
        return nil
      }
      return .device(cases)
    }
    if let width = dictionary.value(forKey: Self.widthRule) {
      var cases: [Int: LocalizedValue] = [:]
      for member in width.dictionary?.members ?? [] {
        guard let rule = Int(member.key.trimmingWhitespaceAndNewlines()), rule >= 0 else {
          skip(
            key, member.keyLocation,
            "width rule '\(member.key)' of key '\(key)' is not a whole number; it is ignored")
          continue
        }
        cases[rule] = convert(
          member.value, key: key, substitutions: &substitutions, depth: depth + 1)
      }
      if cases.isEmpty {
        skip(key, width.location, "'\(Self.widthRule)' of key '\(key)' has no width cases")
        return nil
      }
      return .width(cases)
    }
    skip(
      key, dictionary.location,
      "key '\(key)' has neither '\(Self.formatKey)' nor a device or width rule; it is ignored")
    return nil
  }

  /// One `%#@name@` variable: a plural rule with its cases.
  private mutating func variable(_ member: PropertyListDictionary.Member, key: String)
    -> Substitution?
  {
    guard let dictionary = member.value.dictionary else {
      skip(
        key, member.value.location,
        "variable '\(member.key)' of key '\(key)' is \(member.value.kindDescription), not a dictionary; it is ignored"
      )
      return nil
    }
    let specType = dictionary.value(forKey: Self.specTypeKey)?.string
    guard specType == Self.pluralRule else {
      let found = specType.map { "'\($0)'" } ?? "missing"
      skip(
        key, dictionary.location,
        "variable '\(member.key)' of key '\(key)': '\(Self.specTypeKey)' is \(found); only '\(Self.pluralRule)' is supported"
      )
      return nil
    }
    var plural: [PluralCategory: String] = [:]
    for item in dictionary.members where item.key != Self.specTypeKey && item.key != Self.valueTypeKey {
      guard let category = PluralCategory(rawValue: item.key) else {
        skip(
          key, item.keyLocation,
          "unknown plural category '\(item.key)' in variable '\(member.key)' of key '\(key)'; it is ignored"
        )
        continue
      }
      guard let text = item.value.string else {
        skip(
          key, item.value.location,
          "case '\(item.key)' of variable '\(member.key)' of key '\(key)' is \(item.value.kindDescription), not a string"
        )
        continue
      }
      plural[category] = text
    }
    if plural[.other] == nil {
      diagnostics.append(
        TableDiagnostic(
          kind: .missingPluralOther, key: key, table: name, locale: folder,
          location: dictionary.location,
          message: "variable '\(member.key)' of key '\(key)' in '\(folder)' has no 'other' case"))
    }
    let valueType = dictionary.value(forKey: Self.valueTypeKey)?.string ?? "d"
    return Substitution(argumentNumber: nil, formatSpecifier: valueType, plural: plural)
  }

  private mutating func skip(_ key: String, _ location: SourceLocation, _ message: String) {
    diagnostics.append(
      TableDiagnostic(
        kind: .unsupportedValue, key: key, table: name, locale: folder, location: location,
        message: message))
  }
}

public import StringTables
public import Traits
public import UnicodeSupport

/// Resolves one key for `navaudit strings show`: the text a user of a locale sees, formatted
/// with arguments, and the chain of folders it came through.
public struct StringsLookup: Sendable {
  /// The tables to look in.
  public let input: StringsInput

  /// Creates a lookup.
  public init(input: StringsInput) {
    self.input = input
  }

  /// Looks `key` up for `locale`.
  ///
  /// Without a table, `Localizable` is tried first, then every other table in name order.
  /// Arguments that read as integers (`3`) or decimals (`2.5`) are numbers, so they choose
  /// plural cases through ICU; anything else is a string.
  public func show(
    key: String, locale: LocaleIdentifier, table: String? = nil, arguments: [String] = [],
    idiom: DeviceIdiom = .phone, width: Int? = nil
  ) -> StringsShowResult {
    let values = arguments.map(Self.argument)
    for group in input.groups {
      let store = group.store
      let tables = table.map { [$0] } ?? (["Localizable"] + store.tableNames.filter { $0 != "Localizable" })
      for name in tables {
        if let resolution = store.resolve(
          key: key, table: name, locale: locale, arguments: values, idiom: idiom, width: width)
        {
          return StringsShowResult(
            key: key, table: name, locale: locale, resolution: resolution,
            consulted: resolution.chain)
        }
      }
    }
    let chain =
      input.groups.first.map { group in
        group.store.lookupChain(for: locale, table: table ?? "Localizable").map(\.description)
      } ?? [locale.tag]
    return StringsShowResult(
      key: key, table: table ?? "Localizable", locale: locale, resolution: nil, consulted: chain)
  }

  /// `3` → integer, `2.5` → decimal, anything else → string.
  public static func argument(_ text: String) -> FormatArgument {
    if let integer = Int(text) { return .int(integer) }
    if text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let number = Double(text),
      number.isFinite
    {
      return .double(number)
    }
    return .string(text)
  }
}

public import Traits
public import UnicodeSupport

extension StringTable {
  /// The entries whose keys are storyboard keys (`ObjectID.property`), the last occurrence
  /// of each; empty for an ordinary table.
  public var storyboardEntries: [StoryboardStringKey: StringEntry] {
    var result: [StoryboardStringKey: StringEntry] = [:]
    for entry in entries {
      if let key = StoryboardStringKey(key: entry.key, comment: entry.comment) { result[key] = entry }
    }
    return result
  }
}

extension StringStore {
  /// The storyboard keys of a table in one folder (no fallback), sorted.
  ///
  /// A storyboard's tables are `X.lproj/<Storyboard>.strings`, the languages of
  /// `mul.lproj/<Storyboard>.xcstrings`, or the `<file original="….storyboard">` of an XLIFF.
  public func storyboardKeys(storyboard: String, folder: LocaleFolder) -> [StoryboardStringKey] {
    entries(table: storyboard, folder: folder)
      .compactMap { StoryboardStringKey(key: $0.key, comment: $0.comment) }.sorted()
  }

  /// Looks up an object's property text for `locale`, along the usual chain.
  ///
  /// Nil means no table has it: the storyboard's own (Base) text is shown, as ibtool leaves
  /// a property that no `.strings` file overrides.
  public func storyboardString(
    _ key: StoryboardStringKey, storyboard: String, locale: LocaleIdentifier,
    idiom: DeviceIdiom = .phone
  ) -> Resolution? {
    resolve(key: key.key, table: storyboard, locale: locale, idiom: idiom)
  }

  /// Every key of `table` that resolves for `locale`, with the folder that supplies it.
  ///
  /// This is what a user of that locale sees: keys of the locale's own folder, then those
  /// only its fallbacks have (for English with both `en.lproj` and `Base.lproj`: `en`'s keys,
  /// plus Base's keys that `en` lacks).
  public func resolvableKeys(table: String, locale: LocaleIdentifier) -> [String: LocaleFolder] {
    var result: [String: LocaleFolder] = [:]
    for folder in lookupChain(for: locale, table: table) {
      for entry in entries(table: table, folder: folder) where result[entry.key] == nil {
        result[entry.key] = folder
      }
    }
    return result
  }
}

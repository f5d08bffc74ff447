import Foundation
public import Navigation
public import UnicodeSupport

/// The words VoiceOver and UIKit use in one locale, resolved once from the system strings.
public struct AnnouncementPhrases: Sendable, Hashable {
  /// The locale asked for.
  public let locale: LocaleIdentifier
  /// The ICU bundle that answered (`de`, or `root` after fallback).
  public let bundleLocale: String
  /// The BCP 47 language of the phrases themselves: the locale, or English for `root`.
  public let language: String
  private let values: [PhraseKey: String]

  init(locale: LocaleIdentifier, bundleLocale: String, values: [PhraseKey: String]) {
    self.locale = locale
    self.bundleLocale = bundleLocale
    self.values = values
    self.language =
      bundleLocale == "root" ? "en" : (try? LocaleIdentifier(canonicalizing: bundleLocale).tag) ?? locale.tag
  }

  /// The value of a key (every key is present; checked when the phrases are resolved).
  public subscript(_ key: PhraseKey) -> String { values[key] ?? "" }

  /// UIKit's generic back title ("Back").
  public var backTitle: String { self[.backTitle] }
  /// VoiceOver's label for a back button without a title.
  public var voiceOverBack: String { self[.voiceOverBack] }
  /// The separator VoiceOver pauses on between a label and its role.
  public var pause: String { self[.punctuationPause] }
  /// The end of an element's description.
  public var stop: String { self[.punctuationStop] }

  /// The spoken and drawn name of a system bar item, or `nil` for spaces.
  public func name(of item: SystemItem) -> String? {
    PhraseKey.item(item).map { self[$0] }
  }

  /// The drawn and spoken title of a system tab bar item.
  public func name(of item: TabSystemItem) -> String { self[PhraseKey.tabItem(item)] }

  /// "2 of 5" in the locale's words.
  public func tabPosition(index: Int, count: Int) -> String {
    self[.tabPosition].replacingOccurrences(of: "{0}", with: String(index)).replacingOccurrences(
      of: "{1}", with: String(count))
  }
}

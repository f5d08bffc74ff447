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
  /// The BCP 47 language of UIKit's texts (``PhraseKey/isUIKitText``): ``language``, or
  /// the development language's when the app has no localization for the locale.
  public private(set) var uikitLanguage: String
  private var values: [PhraseKey: String]
  /// What every spoken description reads, looked up once (``Announcer``).
  private(set) var words: SpeechWords

  init(locale: LocaleIdentifier, bundleLocale: String, values: [PhraseKey: String]) {
    self.locale = locale
    self.bundleLocale = bundleLocale
    self.values = values
    self.words = SpeechWords { values[$0] ?? "" }
    self.language =
      bundleLocale == "root" ? "en" : (try? LocaleIdentifier(canonicalizing: bundleLocale).tag) ?? locale.tag
    self.uikitLanguage = language
  }

  /// These phrases with UIKit's texts taken from `app`: the phrases of the language UIKit
  /// runs the app in when the app has no localization for this locale.
  public func withUIKitTexts(from app: AnnouncementPhrases) -> AnnouncementPhrases {
    var copy = self
    for key in PhraseKey.allCases where key.isUIKitText { copy.values[key] = app.values[key] }
    copy.uikitLanguage = app.uikitLanguage
    let values = copy.values
    copy.words = SpeechWords { values[$0] ?? "" }
    return copy
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
  ///
  /// Replaced character by character in Swift, not through Foundation's `NSString`: every tab
  /// of every bar of every run asks.
  public func tabPosition(index: Int, count: Int) -> String {
    self[.tabPosition].replacing("{0}", with: String(index)).replacing("{1}", with: String(count))
  }
}

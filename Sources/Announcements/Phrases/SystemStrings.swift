import BundledResources
import Diagnostics
import Foundation
import Synchronization
public import UnicodeSupport

/// navaudit's own per-language system strings, read from ICU resource bundles.
///
/// The built-in bundles are compiled from `Locales/*.txt` by `genrb` at build time. A
/// user's overlay folder (`--locales-dir`) is searched first, key by key, so it can
/// change one word without copying a whole bundle.
public final class SystemStrings: Sendable {
  /// The folders searched, overlay first.
  public let folders: [String]
  /// Kept so that a compiled overlay stays on disk while bundles may still be opened from it.
  private let overlay: BundleFolder?
  private let cache = Mutex<[LocaleIdentifier: AnnouncementPhrases]>([:])

  /// Opens the built-in bundles, with an optional overlay folder of `.res` files (see
  /// ``LocaleOverlay``).
  ///
  /// - Throws: ``SystemStringsError`` when the built-in bundles are missing.
  public init(overlay: BundleFolder? = nil) throws(SystemStringsError) {
    // Beside the executable, as SwiftPM puts them, else wherever `Bundle.module` finds them.
    let builtIn: String
    if let folder = BundledResources.folder("navaudit_Announcements.resources", holding: "root.res") {
      builtIn = folder
    } else if let root = Bundle.module.url(forResource: "root", withExtension: "res") {
      builtIn = root.deletingLastPathComponent().path
    } else {
      throw SystemStringsError.builtInBundlesMissing
    }
    self.folders = (overlay.map { [$0.path] } ?? []) + [builtIn]
    self.overlay = overlay
  }

  /// The phrases for a locale, resolved once and cached.
  public func phrases(for locale: LocaleIdentifier) throws(SystemStringsError) -> AnnouncementPhrases {
    if let cached = cache.withLock({ $0[locale] }) { return cached }
    let phrases = try resolve(locale)
    cache.withLock { $0[locale] = phrases }
    return phrases
  }

  private func resolve(_ locale: LocaleIdentifier) throws(SystemStringsError) -> AnnouncementPhrases {
    let bundles = folders.compactMap { folder in try? ResourceBundle(packagePath: folder, locale: locale.icuID) }
    var values: [PhraseKey: String] = [:]
    var suppliers: Set<String> = []
    for key in PhraseKey.allCases {
      for bundle in bundles {
        guard let (value, supplier) = bundle.localizedString(forKey: key.rawValue) else { continue }
        values[key] = value
        suppliers.insert(supplier)
        break
      }
      guard values[key] != nil else { throw SystemStringsError.missingKey(key.rawValue, locale: locale.tag) }
    }
    let answering = bundles.first?.actualLocale ?? "root"
    return AnnouncementPhrases(locale: locale, bundleLocale: answering, values: values)
  }
}

/// A problem with navaudit's own system strings.
public enum SystemStringsError: Error, Sendable, Hashable, CustomStringConvertible {
  case builtInBundlesMissing
  case missingKey(String, locale: String)

  public var description: String {
    switch self {
    case .builtInBundlesMissing:
      "navaudit's compiled system strings are missing from its resources; rebuild with 'swift build'"
    case .missingKey(let key, let locale): "system string '\(key)' is missing for locale '\(locale)' and its parents"
    }
  }
}

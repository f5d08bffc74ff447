public import Diagnostics
import Foundation
public import UnicodeSupport

/// Prepares a user's folder of system-string bundles (`--locales-dir`) for ICU.
///
/// A folder of `.res` files is used as is. A folder of `.txt` sources is compiled with
/// ICU's `genrb` into a private temporary folder first (``ResourceCompiler``), exactly as the
/// built-in bundles are.
public enum LocaleOverlay {
  /// The folder of `.res` files to open for `folder`: the folder itself, or the bundles
  /// compiled from its sources (removed when the returned folder goes).
  ///
  /// - Throws: an ``InputError`` when the folder is unreadable, holds no bundles, or
  ///   `genrb` rejects a source (located at the file and line genrb names).
  public static func compile(folder: String) throws(InputError) -> BundleFolder {
    func start(of path: String) -> SourceLocation { SourceLocation(path: path, line: 1, column: 1) }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      throw InputError("cannot read locales folder '\(folder)'", at: start(of: folder))
    }
    // ICU 72 loops forever opening a custom "nb" bundle (CLDR 42 made "no" its parent).
    if let bokmal = names.first(where: { $0 == "nb.txt" || $0 == "nb.res" }) {
      throw InputError(
        "name the Norwegian Bokmål bundle 'no', not 'nb': ICU's fallback for 'nb' goes through 'no'",
        at: start(of: (folder as NSString).appendingPathComponent(bokmal)))
    }
    let sources = names.filter { $0.hasSuffix(".txt") }
    if sources.isEmpty {
      let bundles = names.filter { $0.hasSuffix(".res") && !$0.hasPrefix(".") }
      guard !bundles.isEmpty else {
        throw InputError("locales folder '\(folder)' holds no ICU bundles (.txt or .res)", at: start(of: folder))
      }
      // ICU would silently fall back past a bundle it cannot open: open each one now.
      for bundle in bundles {
        let path = (folder as NSString).appendingPathComponent(bundle)
        if let kind = InputFile.kindName(atPath: path) {
          throw InputError("'\(bundle)' is a \(kind), not an ICU bundle", at: start(of: path))
        }
        let locale = String(bundle.dropLast(".res".count))
        do {
          let opened = try ResourceBundle(packagePath: folder, locale: locale, fallback: false)
          _ = opened.entries
        } catch {
          throw InputError("'\(bundle)' is not a valid ICU bundle", at: start(of: path))
        }
      }
      return BundleFolder(existing: folder)
    }
    do {
      return try ResourceCompiler.compile(
        sources: sources.map { (folder as NSString).appendingPathComponent($0) })
    } catch {
      throw InputError(error.message, at: SourceLocation(path: error.path, line: error.line, column: error.column))
    }
  }
}

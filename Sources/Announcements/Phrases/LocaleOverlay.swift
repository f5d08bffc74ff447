import Diagnostics
import Foundation
import UnicodeSupport

/// Prepares a user's folder of system-string bundles (`--locales-dir`) for ICU.
///
/// A folder of `.res` files is used as is. A folder of `.txt` sources is compiled with
/// ICU's `genrb` into a private temporary folder first (``ResourceCompiler``), exactly as the
/// built-in bundles are.
public enum LocaleOverlay {
  /// The folder of `.res` files to open for `folder`.
  ///
  /// - Throws: ``SystemStringsError/overlay(_:)`` when the folder is unreadable, holds no
  ///   bundles, or `genrb` rejects a source (its message names the file and line).
  public static func compile(folder: String) throws(SystemStringsError) -> String {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      throw .overlay("cannot read locales folder '\(folder)'")
    }
    // ICU 72 loops forever opening a custom "nb" bundle (CLDR 42 made "no" its parent).
    if let bokmal = names.first(where: { $0 == "nb.txt" || $0 == "nb.res" }) {
      throw .overlay("\((folder as NSString).appendingPathComponent(bokmal)):1:1: error: name the Norwegian Bokmål bundle 'no', not 'nb': ICU's fallback for 'nb' goes through 'no'")
    }
    let sources = names.filter { $0.hasSuffix(".txt") }
    if sources.isEmpty {
      let bundles = names.filter { $0.hasSuffix(".res") && !$0.hasPrefix(".") }
      guard !bundles.isEmpty else {
        throw .overlay("locales folder '\(folder)' holds no ICU bundles (.txt or .res)")
      }
      // ICU would silently fall back past a bundle it cannot open: open each one now.
      for bundle in bundles {
        let path = (folder as NSString).appendingPathComponent(bundle)
        if let kind = InputFile.kindName(atPath: path) {
          throw .overlay("\(path):1:1: error: '\(bundle)' is a \(kind), not an ICU bundle")
        }
        let locale = String(bundle.dropLast(".res".count))
        do {
          let opened = try ResourceBundle(packagePath: folder, locale: locale, fallback: false)
          _ = opened.entries
        } catch {
          throw .overlay("\(path):1:1: error: '\(bundle)' is not a valid ICU bundle")
        }
      }
      return folder
    }
    do {
      return try ResourceCompiler.compile(
        sources: sources.map { (folder as NSString).appendingPathComponent($0) })
    } catch {
      throw .overlay(error.description)
    }
  }
}

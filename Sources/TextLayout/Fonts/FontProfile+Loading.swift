import BundledResources
import Diagnostics
import Foundation

extension FontProfile {
  /// The name the bundled profile has in error messages.
  public static let bundledDefaultPath = "<default.fontprofile>"

  /// The profile committed with navaudit: Inter for Latin, Greek and Cyrillic, Noto for the
  /// other scripts (see `Docs/font-profile.md`).
  ///
  /// - Throws: ``FontProfileError`` when the resource is missing or malformed (a build problem).
  public static func bundledDefault() throws(FontProfileError) -> FontProfile {
    // Beside the executable, as SwiftPM puts it, else wherever `Bundle.module` finds it.
    let file = "default.fontprofile"
    guard
      let path = BundledResources.folder("navaudit_TextLayout.resources", holding: file).map({ $0 + "/" + file })
        ?? Bundle.module.url(forResource: "default", withExtension: "fontprofile")?.path
    else {
      throw FontProfileError(path: bundledDefaultPath, message: "the bundled font profile is missing")
    }
    return try load(contentsOfFile: path, displayPath: bundledDefaultPath)
  }

  /// Reads a profile file, such as one given with `--font-profile`, with the font files of
  /// its sources that lie beside it (``ShapingFonts``).
  ///
  /// - Parameter displayPath: how to name the file in errors (defaults to `path`).
  public static func load(contentsOfFile path: String, displayPath: String? = nil) throws(FontProfileError)
    -> FontProfile
  {
    let name = displayPath ?? path
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FontProfileError(path: name, message: "cannot read font profile '\(path)'")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw FontProfileError(path: name, message: "font profile '\(path)' is not UTF-8 text")
    }
    var profile = try FontProfile(parsing: text, path: name)
    profile.shaping = try ShapingFonts.load(
      for: profile.sources, folder: Self.folder(of: path), shownFolder: Self.folder(of: name, orEmpty: true))
    return profile
  }

  /// The folder part of a path (`.` or empty when it has none).
  private static func folder(of path: String, orEmpty: Bool = false) -> String {
    guard let slash = path.lastIndex(of: "/") else { return orEmpty ? "" : "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The profile at `path`, or the bundled default when `path` is `nil`.
  public static func resolve(path: String?) throws(FontProfileError) -> FontProfile {
    guard let path else { return try bundledDefault() }
    return try load(contentsOfFile: path)
  }
}

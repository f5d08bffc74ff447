import Foundation

extension FontProfile {
  /// The name the bundled profile has in error messages.
  public static let bundledDefaultPath = "<default.fontprofile>"

  /// The profile committed with navaudit: Inter for Latin, Greek and Cyrillic, Noto for the
  /// other scripts (see `Docs/font-profile.md`).
  ///
  /// - Throws: ``FontProfileError`` when the resource is missing or malformed (a build problem).
  public static func bundledDefault() throws(FontProfileError) -> FontProfile {
    guard let url = Bundle.module.url(forResource: "default", withExtension: "fontprofile") else {
      throw FontProfileError(path: bundledDefaultPath, message: "the bundled font profile is missing")
    }
    return try load(contentsOfFile: url.path, displayPath: bundledDefaultPath)
  }

  /// Reads a profile file, such as one given with `--font-profile`.
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
    return try FontProfile(parsing: text, path: name)
  }

  /// The profile at `path`, or the bundled default when `path` is `nil`.
  public static func resolve(path: String?) throws(FontProfileError) -> FontProfile {
    guard let path else { return try bundledDefault() }
    return try load(contentsOfFile: path)
  }
}

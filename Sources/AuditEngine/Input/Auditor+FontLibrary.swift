import TextLayout

extension Auditor {
  /// Loads font files with the font library (HarfBuzz), measuring what the faces lack
  /// with the audit's font profile, as iOS falls back to the system font.
  public static let fontLibrary: FontLoader = { files, workingDirectory, fallback in
    var library = try AppFontLibrary.load(files: files, workingDirectory: workingDirectory)
    library.fallbackProfile = fallback
    return library
  }
}
